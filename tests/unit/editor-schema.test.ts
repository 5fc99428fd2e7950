import { describe, expect, it } from 'vitest';
import journal from '../../content/data/journal.json';
import roomsFile from '../../content/data/rooms.json';
import {
  anchorsIn,
  branches,
  initialValue,
  keywordsIn,
  RENDERED_KEYWORDS,
  resolved,
  schemas,
  VALIDATION_ONLY,
  withOwnAnchors,
  withOwnId,
  type Schema,
} from '../../src/editor/schema.ts';

const known = new Set<string>([...RENDERED_KEYWORDS, ...VALIDATION_ONLY]);

describe('the editor’s form renderer and the schemas', () => {
  it('knows every keyword the schemas use', () => {
    const unknown: string[] = [];
    for (const [id, schema] of schemas) {
      for (const [keyword, where] of keywordsIn(schema)) if (!known.has(keyword)) unknown.push(`${id}#${where}`);
    }
    // A keyword listed here must be taught to src/editor/form/ (or listed as validation-only) first.
    expect(unknown).toEqual([]);
  });

  it('reports a keyword it does not know', () => {
    const found = [...keywordsIn({ type: 'object', properties: { a: { type: 'string', patternProperties: {} } } }).keys()];
    expect(found.filter((k) => !known.has(k))).toEqual(['patternProperties']);
  });

  it('reads every schema the site has and follows relative references', () => {
    expect(schemas.has('page.schema.json')).toBe(true);
    const cta = resolved({ $ref: 'blocks/cta.schema.json' }, 'page.schema.json').schema;
    const image = resolved((cta.properties as Record<string, Schema>).image, 'blocks/cta.schema.json');
    expect(image.id).toBe('defs/image.schema.json');
    expect(image.schema.required).toEqual(['src', 'alt']);
  });

  it('offers every block type, each starting from a value of its own type', () => {
    const page = schemas.get('page.schema.json') as Schema;
    const blocks = branches((page.properties as Record<string, Schema>).blocks.items as Schema, 'page.schema.json');
    expect(blocks.length).toBe([...schemas.keys()].filter((id) => id.startsWith('blocks/')).length);
    for (const block of blocks) expect((initialValue(block.schema, block.id) as { type: string }).type).toBe(block.tag);
  });

  it('finds a page’s anchors, in its blocks and within them, and gives an item joining the page anchors of its own', () => {
    const pageSchema = schemas.get('page.schema.json') as Schema;
    const blockSchema = (pageSchema.properties as Record<string, Schema>).blocks.items as Schema;
    const example = (id: string) => structuredClone((schemas.get(id) as Schema).examples?.[0]) as Record<string, unknown>;
    const cta = example('blocks/cta.schema.json');
    const rows = { id: 'features', ...example('blocks/feature-rows.schema.json') };
    const page = { $schema: '../../schemas/page.schema.json', title: 'A page', blocks: [cta, rows] };
    expect(anchorsIn(pageSchema, 'page.schema.json', page)).toEqual([
      { path: ['blocks', 0, 'id'], id: 'consultation' },
      { path: ['blocks', 1, 'id'], id: 'features' },
      { path: ['blocks', 1, 'rows', 0, 'id'], id: 'golf' },
    ]);

    const copy = withOwnAnchors(structuredClone(rows), blockSchema, 'page.schema.json', page) as typeof rows;
    expect(anchorsIn(blockSchema, 'page.schema.json', copy).map((a) => a.id)).toEqual(['features-2', 'golf-2']);
    expect(rows.id).toBe('features');
    // The first free: a third call to action after consultation and consultation-2.
    const withTwo = { ...page, blocks: [cta, { ...cta, id: 'consultation-2' }] };
    expect(withOwnAnchors(cta, blockSchema, 'page.schema.json', withTwo)).toEqual({ ...cta, id: 'consultation-3' });
    // An item whose anchors the page does not have yet keeps them, the very value.
    const other = { ...cta, id: 'elsewhere' };
    expect(withOwnAnchors(other, blockSchema, 'page.schema.json', page)).toBe(other);
  });

  it('gives a copied entry of a list keyed by id an id none of the list has', () => {
    const rooms = roomsFile.entries;
    const copy = withOwnId(structuredClone(rooms[0]), rooms) as (typeof rooms)[number];
    expect(copy.id).toBe(String(Math.max(...rooms.map((r) => Number(r.id))) + 1));
    expect({ ...copy, id: rooms[0].id }).toEqual(rooms[0]);
    const articles = journal.entries;
    expect((withOwnId(articles[0], articles) as { id: string }).id).toBe(`${articles[0].id}-2`);
    expect((withOwnId(articles[0], [...articles, { ...articles[0], id: `${articles[0].id}-2` }]) as { id: string }).id).toBe(
      `${articles[0].id}-3`,
    );
    // An id the list does not have yet, and a list not keyed by id (some item has none), leave the item as it is.
    const fresh = { ...articles[0], id: 'a-new-article' };
    expect(withOwnId(fresh, articles)).toBe(fresh);
    const blocks = [{ type: 'cta', id: 'a' }, { type: 'hero' }];
    expect(withOwnId(blocks[0], blocks)).toBe(blocks[0]);
  });
});
