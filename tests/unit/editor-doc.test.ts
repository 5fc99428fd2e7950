/** Reading and changing a content value by its path, and following a place through a step of its history. */
import { describe, expect, it } from 'vitest';
import { placeIn, setIn, withKeysMoved } from '../../src/editor/doc.ts';

describe('placeIn', () => {
  const [a, b, c] = [{ title: 'a', items: [{ x: 1 }, { x: 2 }] }, { title: 'b' }, { title: 'c' }];
  const page = { title: 'Page', blocks: [a, b, c] };

  it('follows a list item moved, by its object, nested places with it', () => {
    const moved = { ...page, blocks: [b, a, c] };
    expect(placeIn(page, moved, 'blocks/0')).toBe('blocks/1');
    expect(placeIn(page, moved, 'blocks/1')).toBe('blocks/0');
    expect(placeIn(page, moved, 'blocks/0/items/1')).toBe('blocks/1/items/1');
    expect(placeIn(page, moved, 'title')).toBe('title');
    // And back, as an undo steps.
    expect(placeIn(moved, page, 'blocks/1')).toBe('blocks/0');
  });

  it('keeps an edited item (a new object) where it was, and loses a place the value no longer has', () => {
    const edited = setIn(page, ['blocks', 2, 'title'], 'C');
    expect(placeIn(page, edited, 'blocks/2')).toBe('blocks/2');
    const removed = { ...page, blocks: [a, c] };
    expect(placeIn(page, removed, 'blocks/2')).toBe('blocks/1');
    expect(placeIn(page, removed, 'blocks/1')).toBeUndefined();
    expect(placeIn({ blocks: [{ t: 1 }, { t: 2 }] }, { blocks: [{ t: 3 }] }, 'blocks/1')).toBeUndefined();
  });
});

describe('withKeysMoved', () => {
  it('moves each key where it is told, and drops a key given no place', () => {
    const open = new Map([
      ['blocks', true],
      ['blocks/0', true],
      ['blocks/1', false],
    ]);
    const moved = withKeysMoved(open, (key) => (key === 'blocks/1' ? undefined : key.replace('blocks/0', 'blocks/2')));
    expect([...moved]).toEqual([
      ['blocks', true],
      ['blocks/2', true],
    ]);
  });
});
