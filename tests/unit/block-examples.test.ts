import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, validatePageFile } from '../../scripts/lib/content/validate/index.ts';

const blocksDir = path.join(projectRoot, 'schemas/blocks');
const types = readdirSync(blocksDir).map((f) => f.replace(/\.schema\.json$/, ''));
const schemaOf = (type: string) =>
  JSON.parse(readFileSync(path.join(blocksDir, `${type}.schema.json`), 'utf8')) as {
    examples?: { type: string }[];
    defaultSnippets?: { label: string; body: { type: string } }[];
  };

const scratch = mkdtempSync(path.join(tmpdir(), 'examples-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// The block catalogue renders each type from its examples, and editors offer them as snippets.
describe.each(types)('block type %s', (type) => {
  const schema = schemaOf(type);

  it('has at least one example', () => {
    expect(schema.examples?.length, `schemas/blocks/${type}.schema.json has no "examples"`).toBeGreaterThan(0);
  });

  it('each example is a valid block of this type on a page of this site (links and pictures included)', () => {
    for (const [i, example] of (schema.examples ?? []).entries()) {
      expect(example.type).toBe(type);
      const file = path.join(scratch, `${type}-${i}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            title: `Example of ${type}`,
            description: 'One example of this block type, as the block catalogue renders it.',
            blocks: [example],
          },
          null,
          2,
        ),
      );
      const problems = validatePageFile({ content: contentDir, schemas: schemasDir, public: publicDir }, file);
      expect(problems.map(formatProblem), `example ${i} of ${type}`).toEqual([]);
    }
  });

  it('offers a whole block as an editor snippet', () => {
    expect(schema.defaultSnippets?.length).toBeGreaterThan(0);
    for (const snippet of schema.defaultSnippets ?? []) expect(snippet.body.type).toBe(type);
  });
});
