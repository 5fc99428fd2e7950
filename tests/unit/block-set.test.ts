import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockComponentName as pascal } from '../../src/blocks/names.ts';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

// One name per block type, derived everywhere: schema file, page schema, registry, component folder, fixtures.
describe('block types', () => {
  const schemaTypes = sorted(readdirSync(path.join(projectRoot, 'schemas/blocks')).map((f) => f.replace(/\.schema\.json$/, '')));

  it('each schema file declares the type its file name says', () => {
    for (const type of schemaTypes) {
      const schema = JSON.parse(readFileSync(path.join(projectRoot, `schemas/blocks/${type}.schema.json`), 'utf8'));
      expect(schema.properties.type.const, `schemas/blocks/${type}.schema.json`).toBe(type);
      expect(schema.$id).toBe(`blocks/${type}.schema.json`);
    }
  });

  it('the page schema lists every block schema', () => {
    const page = JSON.parse(readFileSync(path.join(projectRoot, 'schemas/page.schema.json'), 'utf8'));
    const refs = page.properties.blocks.items.oneOf.map((o: { $ref: string }) =>
      o.$ref.replace(/^blocks\/|\.schema\.json$/g, ''),
    );
    expect(sorted(refs)).toEqual(schemaTypes);
  });

  it('the registry has exactly one component per schema', () => {
    expect(sorted(Object.keys(blockRegistry))).toEqual(schemaTypes);
  });

  it('each block type has its component folder', () => {
    const folders = readdirSync(path.join(projectRoot, 'src/blocks'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(sorted(folders)).toEqual(sorted(schemaTypes.map(pascal)));
    for (const type of schemaTypes) {
      expect(existsSync(path.join(projectRoot, `src/blocks/${pascal(type)}/${pascal(type)}.tsx`)), type).toBe(true);
    }
  });

  it('each block type has a valid and an invalid fixture', () => {
    const fixtureDir = path.join(projectRoot, 'tests/fixtures/blocks');
    expect(sorted(readdirSync(fixtureDir))).toEqual(schemaTypes);
    for (const type of schemaTypes) {
      expect(sorted(readdirSync(path.join(fixtureDir, type))), type).toEqual([
        'invalid.expected.json',
        'invalid.json',
        'valid.json',
      ]);
    }
  });
});
