/**
 * What keeps a key typed in the editor cheap: the preview is sent only the blocks that changed, and a
 * check's answer tells only the fields whose problems changed.
 */
import { describe, expect, it, vi } from 'vitest';
import { createProblemStore } from '../../src/editor/form/problems.ts';
import { blocksChanged, withChange } from '../../src/editor/preview/protocol.ts';
import { setIn } from '../../src/editor/doc.ts';
import type { Block } from '../../src/generated/content.ts';
import type { Problem } from '../../src/validation/index.ts';

const page = {
  header: 'transparent',
  blocks: [
    { type: 'cta', title: 'One', actions: [] },
    { type: 'cta', title: 'Two', actions: [] },
    { type: 'cta', title: 'Three', actions: [] },
  ] as unknown as Block[],
};

describe('the preview is sent only what changed', () => {
  it('sends every block to a preview that shows nothing yet', () => {
    const change = blocksChanged(null, page);
    expect(change).toEqual({ header: 'transparent', length: 3, changed: page.blocks.map((b, i) => [i, b]) });
    expect(withChange([], change)).toEqual(page.blocks);
  });

  it('sends one block when a key changed a text in it, and the preview keeps the other blocks as they were', () => {
    const edited = setIn(page, ['blocks', 1, 'title'], 'Two!') as typeof page;
    const change = blocksChanged(page, edited);
    expect(change.changed).toEqual([[1, edited.blocks[1]]]);
    const shown = withChange(page.blocks, change);
    expect(shown).toEqual(edited.blocks);
    expect(shown[0]).toBe(page.blocks[0]);
    expect(shown[2]).toBe(page.blocks[2]);
  });

  it('follows blocks removed and added', () => {
    const removed = { ...page, blocks: page.blocks.slice(0, 2) };
    expect(withChange(page.blocks, blocksChanged(page, removed))).toEqual(removed.blocks);
    const added = { ...page, blocks: [...page.blocks, page.blocks[0]] };
    const change = blocksChanged(page, added);
    expect(change.changed).toEqual([[3, page.blocks[0]]]);
    expect(withChange(page.blocks, change)).toEqual(added.blocks);
  });
});

const problem = (path: string, message: string, line = 1): Problem =>
  ({ file: 'content/pages/x.json', line, column: 1, path, message }) as Problem;

describe('the problem store', () => {
  it('files problems under their fields and counts them within a group', () => {
    const store = createProblemStore();
    store.set([
      problem('blocks[1] (cta) › title', 'is required'),
      problem('blocks[1] (cta) › actions[0] › href', 'leads nowhere', 2),
    ]);
    expect(store.at('blocks/1/title')?.map((p) => p.message)).toEqual(['is required']);
    expect(store.countWithin('blocks/1')).toBe(2);
    expect(store.countWithin('blocks/0')).toBe(0);
    expect(store.countWithin('blocks/1/actions')).toBe(1);
  });

  it('tells its listeners only when some field’s problems changed, and keeps an unchanged field’s list', () => {
    const store = createProblemStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = [problem('title', 'is required')];
    store.set(first);
    expect(listener).toHaveBeenCalledTimes(1);
    const kept = store.at('title');
    store.set([problem('title', 'is required')]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.at('title')).toBe(kept);
    store.set([problem('title', 'is required'), problem('blocks[0] (cta) › title', 'is required', 3)]);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.at('title')).toBe(kept);
    store.set([]);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.at('title')).toBeUndefined();
  });
});
