/**
 * The kept downloads of src/runtime/load-ahead.ts: a value is loaded once per key, a primed one is read
 * at once, and a forgotten one is let go (the server render forgets each page once it is written).
 */
import { describe, expect, it } from 'vitest';
import { trackedCache } from '../../src/runtime/load-ahead.ts';

describe('trackedCache', () => {
  it('loads a key once, reads a primed value at once, and loads a forgotten key again', async () => {
    const asked: string[] = [];
    const cache = trackedCache((key) => {
      asked.push(key);
      return Promise.resolve(`loaded ${key}`);
    });
    expect(await cache.get('a')).toBe('loaded a');
    expect(await cache.get('a')).toBe('loaded a');
    expect(asked).toEqual(['a']);
    cache.prime('b', 'primed b');
    expect(cache.loaded('b')).toBe('primed b');
    cache.forget('a');
    cache.forget('b');
    expect([cache.loaded('a'), cache.loaded('b')]).toEqual([undefined, undefined]);
    expect(await cache.get('b')).toBe('loaded b');
    expect(await cache.get('a')).toBe('loaded a');
    expect(asked).toEqual(['a', 'b', 'a']);
  });
});
