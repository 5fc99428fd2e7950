/** A list's items in the editor's form are known by their value, not their place: their ids follow them. */
import { describe, expect, it } from 'vitest';
import { followItems } from '../../src/editor/form/Sortable.tsx';

const [a, b, c, d] = [{ n: 'a' }, { n: 'b' }, { n: 'c' }, { n: 'd' }];
const ids = [1, 2, 3, 4];
const next = 5;

describe('the ids of a list’s items', () => {
  it('go with an item moved, and with the others shifted by it', () => {
    expect(followItems([a, b, c, d], ids, [a, c, b, d], next)).toEqual({ ids: [1, 3, 2, 4], next });
    expect(followItems([a, b, c, d], ids, [b, c, d, a], next)).toEqual({ ids: [2, 3, 4, 1], next });
  });

  it('stay with the items after one removed, and give a copy or a new item one of its own', () => {
    expect(followItems([a, b, c, d], ids, [a, c, d], next)).toEqual({ ids: [1, 3, 4], next });
    expect(followItems([a, b, c, d], ids, [a, b, structuredClone(b), c, d], next)).toEqual({ ids: [1, 2, 5, 3, 4], next: 6 });
    expect(followItems([a, b], [1, 2], [a, b, c], 3)).toEqual({ ids: [1, 2, 3], next: 4 });
  });

  it('stay in place for an item changed there, and follow an undo of a move', () => {
    expect(followItems([a, b, c, d], ids, [a, { n: 'B' }, c, d], next)).toEqual({ ids, next });
    expect(followItems([a, c, b, d], [1, 3, 2, 4], [a, b, c, d], next)).toEqual({ ids, next });
  });

  it('tell equal texts apart by their order', () => {
    expect(followItems(['x', 'y', 'x'], [1, 2, 3], ['y', 'x', 'x'], 4)).toEqual({ ids: [2, 1, 3], next: 4 });
    expect(followItems(['x', 'y'], [1, 2], ['x', 'x', 'y'], 3)).toEqual({ ids: [1, 3, 2], next: 4 });
  });
});
