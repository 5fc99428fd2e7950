import { describe, expect, it } from 'vitest';
import { renderInTurn, type Outcome } from '../../scripts/lib/build/prerender/render-in-turn.ts';

/** A promise and the means to fulfil it from outside. */
function pending<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => (resolve = res));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a prerender thread working through a batch', () => {
  it('renders one page at a time, the next while the last is written, with at most so many writing', async () => {
    const writes = new Map<number, ReturnType<typeof pending<string>>>();
    const events: string[] = [];
    let rendering = 0;
    let mostRendering = 0;
    const answered = new Map<number, Outcome<string>>();
    const done = renderInTurn(
      [1, 2, 3, 4],
      async (job) => {
        rendering += 1;
        mostRendering = Math.max(mostRendering, rendering);
        events.push(`render ${job}`);
        await tick();
        rendering -= 1;
        const write = pending<string>();
        writes.set(job, write);
        return { written: write.promise };
      },
      (job, outcome) => {
        events.push(`answer ${job}`);
        answered.set(job, outcome);
      },
      2,
    );
    await tick();
    await tick();
    await tick();
    // Two pages rendered and writing; the third waits for one of them.
    expect(events).toEqual(['render 1', 'render 2']);
    writes.get(2)?.resolve('two');
    await tick();
    await tick();
    expect(events).toEqual(['render 1', 'render 2', 'answer 2', 'render 3']);
    writes.get(1)?.resolve('one');
    await tick();
    await tick();
    writes.get(3)?.resolve('three');
    writes.get(4)?.resolve('four');
    await done;
    expect(mostRendering).toBe(1);
    expect([...answered].sort(([a], [b]) => a - b)).toEqual([
      [1, { result: 'one' }],
      [2, { result: 'two' }],
      [3, { result: 'three' }],
      [4, { result: 'four' }],
    ]);
  });

  it('answers a failed render and a failed write with their errors, and goes on with the others', async () => {
    const answered = new Map<string, Outcome<string>>();
    await renderInTurn(
      ['fine', 'bad render', 'bad write', 'last'],
      async (job) => {
        if (job === 'bad render') throw new Error('answered 500');
        return { written: job === 'bad write' ? Promise.reject(new Error('disk full')) : Promise.resolve(job) };
      },
      (job, outcome) => answered.set(job, outcome),
      2,
    );
    expect(Object.fromEntries(answered)).toEqual({
      fine: { result: 'fine' },
      'bad render': { error: new Error('answered 500') },
      'bad write': { error: new Error('disk full') },
      last: { result: 'last' },
    });
  });
});
