/** A save's change in the form's words: fields before and after, items added and removed, a list reordered. */
import { describe, expect, it } from 'vitest';
import home from '../../content/pages/home.json';
import { changesInWords } from '../../src/editor/changes.ts';
import { schemas } from '../../src/editor/schema.ts';

const page = schemas.get('page.schema.json');
if (!page) throw new Error('the page schema is not found');
const text = (value: unknown): string => JSON.stringify(value, null, 2);
const changes = (after: unknown) => changesInWords(page, 'page.schema.json', text(home), text(after));
const hero = home.blocks.findIndex((b) => b.type === 'hero');

describe('a save’s change in words', () => {
  it('names a changed field as the form does, with what it said and what it will say', () => {
    const after = structuredClone(home);
    (after.blocks[hero] as { title: string }).title = 'A new heading';
    expect(changes(after)).toEqual([
      {
        place: `Block ${hero + 1} (Hero) › Title`,
        before: `“${(home.blocks[hero] as { title: string }).title}”`,
        after: '“A new heading”',
      },
    ]);
  });

  it('says a block added or removed as a whole, and a list put in another order once', () => {
    const added = structuredClone(home);
    added.blocks.push({ type: 'cta', title: 'Call us', actions: [] } as never);
    expect(changes(added)).toEqual([{ place: `Block ${home.blocks.length + 1} (Call to action)`, before: '', after: 'added' }]);

    const editedAndAdded = structuredClone(added);
    (editedAndAdded.blocks[hero] as { title: string }).title = 'A new heading';
    expect(changes(editedAndAdded).map((c) => `${c.place}: ${c.after}`)).toEqual([
      `Block ${hero + 1} (Hero) › Title: “A new heading”`,
      `Block ${home.blocks.length + 1} (Call to action): added`,
    ]);

    const removed = structuredClone(home);
    removed.blocks.splice(hero, 1);
    expect(changes(removed)).toEqual([{ place: `Block ${hero + 1} (Hero)`, before: '', after: 'removed' }]);

    const reordered = structuredClone(home);
    reordered.blocks.reverse();
    expect(changes(reordered)).toEqual([{ place: 'Blocks', before: '', after: 'put in another order' }]);
  });

  it('says nothing where nothing changed', () => {
    expect(changes(structuredClone(home))).toEqual([]);
  });
});
