import { describe, expect, it } from 'vitest';
import {
  branches,
  initialValue,
  keywordsIn,
  RENDERED_KEYWORDS,
  resolved,
  schemas,
  VALIDATION_ONLY,
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
});
