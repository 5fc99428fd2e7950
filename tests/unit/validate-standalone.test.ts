/**
 * The schemas' standalone code kept in .cache/validation/ (scripts/lib/content/validate/standalone.ts): it
 * checks as the schemas compiled in the process do, it is read instead of compiled when it is there,
 * and a file for other schemas or a damaged one is never used; nor is V8's code cache kept beside it
 * when it was made for other code.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SchemaObject } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot, schemasDir } from '../../scripts/lib/paths.ts';
import { readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { cachedCompiler } from '../../scripts/lib/content/validate/standalone.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import type { SchemaCompiler } from '../../src/validation/schemas.ts';

const schemas = readSchemas(schemasDir);
const fixtureDir = path.join(projectRoot, 'tests/fixtures/blocks');
const fixtures = readdirSync(fixtureDir).flatMap((type) =>
  ['valid.json', 'invalid.json'].map((name) => ({
    name: `${type}/${name}`,
    document: JSON.parse(readFileSync(path.join(fixtureDir, type, name), 'utf8')) as unknown,
  })),
);

/** The page validator that `compile` makes: what it reports for a document, its errors and what it collected. */
function pageChecker(compile: SchemaCompiler, set: readonly SchemaObject[] = schemas) {
  const validate = compile(set)('page.schema.json');
  if (!validate) throw new Error('page.schema.json has no validator');
  return (document: unknown) => {
    const found = { marked: [], queries: [] };
    const valid = validate.call(found, document);
    return { valid, errors: validate.errors ?? [], ...found };
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'standalone-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The kept code files, without their code caches. */
const keptFiles = () => readdirSync(dir).filter((name) => name.endsWith('.cjs'));
const keptFile = () => {
  const files = keptFiles();
  expect(files).toHaveLength(1);
  return path.join(dir, files[0]);
};

/** Code for a kept file that the cache accepts as whole: its hash at the end, as the cache writes it. */
const withHash = (code: string) => `${code}\n// sha256 ${createHash('sha256').update(code).digest('hex')}\n`;

describe('the standalone code of the schemas', () => {
  it('checks every block fixture as the schemas compiled in the process do: errors, marked strings, queries', () => {
    const [inProcess, kept] = [compileSchemas, cachedCompiler(dir)].map((compile) => pageChecker(compile));
    const compiled = fixtures.map(({ document }) => inProcess(document));
    expect(fixtures.map(({ document }) => kept(document))).toEqual(compiled);
    expect(compiled.some((result) => result.errors.length > 0)).toBe(true);
    expect(compiled.some((result) => result.marked.length > 0)).toBe(true);
    expect(compiled.some((result) => result.queries.length > 0)).toBe(true);
  });

  it('is written once and then read instead of compiled', () => {
    pageChecker(cachedCompiler(dir), schemas)({});
    const file = keptFile();
    const ids = schemas.map((schema) => JSON.stringify(schema.$id as string));
    // A kept file that says every page is fine and marks its title: only a read of the file does that.
    writeFileSync(
      file,
      withHash(
        ids
          .map(
            (id) =>
              `exports[${id}] = function (data) { this.marked.push({ kind: 'anchor', pointer: '/title', value: 'kept' }); return true; };`,
          )
          .join('\n'),
      ),
    );
    expect(pageChecker(cachedCompiler(dir), schemas)({})).toEqual({
      valid: true,
      errors: [],
      marked: [{ kind: 'anchor', pointer: '/title', value: 'kept' }],
      queries: [],
    });
  });

  it('is made again for schemas that changed, in a file of their own', () => {
    const summary = expect.objectContaining({ keyword: 'required', params: { missingProperty: 'summary' } });
    expect(pageChecker(cachedCompiler(dir), schemas)({}).errors).not.toContainEqual(summary);
    const first = keptFile();
    const changed = schemas.map((schema) =>
      schema.$id === 'page.schema.json'
        ? {
            ...schema,
            properties: { ...(schema.properties as object), summary: { type: 'string' } },
            required: [...(schema.required as string[]), 'summary'],
          }
        : schema,
    );
    expect(pageChecker(cachedCompiler(dir), changed)({}).errors).toContainEqual(summary);
    expect(keptFiles()).toHaveLength(2);
    expect(keptFiles()).toContain(path.basename(first));
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, text.length / 2)],
    [
      'changed without its hash',
      (text: string) => text.replace('\n// sha256 ', '\nexports["page.schema.json"] = function () { return true; };\n// sha256 '),
    ],
    ['not code', () => withHash('this is not JavaScript')],
    ['missing a schema', () => withHash('exports["page.schema.json"] = function () { return true; };')],
  ])('is made again when the kept file is %s', (_what, damage) => {
    const made = pageChecker(cachedCompiler(dir), schemas)({ blocks: [{ type: 'nothing-known' }] });
    const file = keptFile();
    const whole = readFileSync(file, 'utf8');
    writeFileSync(file, damage(whole));
    expect(pageChecker(cachedCompiler(dir), schemas)({ blocks: [{ type: 'nothing-known' }] })).toEqual(made);
    expect(made.errors.length).toBeGreaterThan(0);
    expect(readFileSync(file, 'utf8')).toBe(whole);
    expect(keptFiles()).toEqual([path.basename(file)]);
  });

  it("keeps V8's code cache beside the code, and makes it again for other code", () => {
    const made = pageChecker(cachedCompiler(dir), schemas)({ blocks: [{ type: 'nothing-known' }] });
    const file = keptFile();
    const cache = readFileSync(`${file}.v8`);
    const whole = readFileSync(file, 'utf8');
    const code = whole.slice(0, whole.lastIndexOf('\n// sha256 '));
    expect(cache.subarray(0, 64).toString('latin1')).toBe(createHash('sha256').update(code).digest('hex'));
    // Read with the cache as it was made: the same checks, and the cache left as it is.
    expect(pageChecker(cachedCompiler(dir), schemas)({ blocks: [{ type: 'nothing-known' }] })).toEqual(made);
    expect(readFileSync(`${file}.v8`)).toEqual(cache);
    // Other code of the same length, which V8 alone would take the cache for: it is made again for it.
    const other = code.replace('"use strict";', "'use strict';");
    expect(other).not.toBe(code);
    expect(other).toHaveLength(code.length);
    writeFileSync(file, withHash(other));
    expect(pageChecker(cachedCompiler(dir), schemas)({ blocks: [{ type: 'nothing-known' }] })).toEqual(made);
    expect(readFileSync(`${file}.v8`).subarray(0, 64)).not.toEqual(cache.subarray(0, 64));
  });
});
