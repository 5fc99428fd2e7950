import { describe, expect, it } from 'vitest';
import { loadInOrder } from '../../src/app/load-in-order.ts';

describe('loadInOrder', () => {
  it('runs loaders one at a time in key order, whatever order they would settle in', async () => {
    const events: string[] = [];
    const loader = (name: string, delay: number) => async () => {
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      events.push(`end ${name}`);
    };
    await loadInOrder({ './c.tsx': loader('c', 1), './a.tsx': loader('a', 15), './b.tsx': loader('b', 5) });
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});
