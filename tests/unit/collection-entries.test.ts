import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCollectionIds } from '../../scripts/lib/content/types.ts';
import { contentDir } from '../../scripts/lib/paths.ts';
import { collections, findEntry, queryCollection, recordCollectionEntries } from '../../src/content/collections.ts';
import { hasEntry } from '../../src/content/manifest.ts';
import { readsCollections, resolvePath } from '../../src/content/manifest.ts';

describe('the collection entries a page carries', () => {
  it('are the entries its render read, in their file order', async () => {
    const { collections: used } = await recordCollectionEntries(async () => {
      queryCollection({ collection: 'rooms', sort: { by: 'id', order: 'descending' }, limit: 2 });
      findEntry('journal', 'river-vs-ocean-cruise');
    });
    expect(used.rooms?.map((entry) => entry.id)).toEqual(['5', '6']);
    expect(used.journal?.map((entry) => entry.id)).toEqual(['river-vs-ocean-cruise']);
  });

  it('are not recorded outside a page render', async () => {
    queryCollection({ collection: 'rooms' });
    const { collections: used } = await recordCollectionEntries(async () => undefined);
    expect(used).toEqual({});
  });

  it('paths of entries resolve from their ids alone', () => {
    expect(hasEntry('rooms', '3')).toBe(true);
    expect(hasEntry('rooms', '99')).toBe(false);
    expect(hasEntry('no-such-collection', '3')).toBe(false);
    expect(resolvePath('/apartments/3').kind).toBe('entry');
    expect(resolvePath('/apartments/99').kind).toBe('fallback');
  });

  it('a page reads collections when it is a collection route page or one of its blocks queries one', () => {
    const room = resolvePath('/apartments/3');
    expect(readsCollections(room.pageId, { blocks: [] })).toBe(true);
    expect(readsCollections('faqs', { blocks: [{ type: 'faq', sections: [] }] })).toBe(false);
    expect(readsCollections('x', { blocks: [{ type: 'tile-grid', entries: { collection: 'journal' } }] })).toBe(true);
  });

  it('the committed id index lists every entry of content/data in order', () => {
    expect(readFileSync(path.join(contentDir, '../src/generated/collection-ids.ts'), 'utf8')).toBe(generateCollectionIds());
    expect(generateCollectionIds()).toContain(JSON.stringify(collections.rooms.map((entry) => entry.id)));
  });
});
