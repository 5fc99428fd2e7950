/**
 * The content gate's words and places for what people (and attackers) write: broken JSON pointed
 * where the mistake is, wrong types with what to write, and hostile files named for what they are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, schemasDir } from '../../scripts/lib/paths.ts';
import { readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { createPageChecker, formatProblem, PROBLEM_KINDS, type Problem } from '../../src/validation/index.ts';
import { MAX_MANIFEST_BYTES, parseSource } from '../../src/validation/source.ts';

const input = {
  schemas: readSchemas(schemasDir),
  compile: compileSchemas,
  publicFiles: { paths: new Set<string>(), label: 'public' },
};
const check = createPageChecker(input);

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function locate(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const page = (blocks: string): string =>
  `{\n  "title": "A test page of the site",\n  "description": "A page used to check what the content gate says to people.",\n  "blocks": [${blocks}]\n}\n`;

describe('broken JSON', () => {
  it('a comma after the last item is pointed at itself', () => {
    const text = page('\n    { "type": "cta", "title": "Hi", "actions": [{ "label": "Go", "href": "/" }] },\n  ');
    const [problem] = check(text);
    const brace = locate(text, '},\n  ]');
    expect(problem).toMatchObject({ code: 'json-syntax', line: brace.line, column: brace.column + 1 });
    expect(problem.fix).toBe('Remove the comma after the last item.');
  });

  it('a missing comma is pointed at the end of the line before', () => {
    const text = '{\n  "title": "A test page"\n  "blocks": []\n}\n';
    const [problem] = check(text);
    expect(problem).toMatchObject({ code: 'json-syntax', line: 2, column: 25, fix: 'Put a comma at the end of this line.' });
  });
});

describe('hostile files', () => {
  it('deep nesting says "nested too deeply" at the place it goes too deep', () => {
    const text = `{"blocks": ${'['.repeat(3000)}${']'.repeat(3000)}}`;
    const [problem, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'too-deep', line: 1, column: 12 + 99 });
    expect(problem.message).toMatch(/^nested too deeply/);
  });

  it('a content file over the limit is refused by its size, before it is parsed', () => {
    const text = page(`{ "type": "text-section", "paragraphs": ["${'x'.repeat(1100 * 1024)}"] }`);
    const [problem, ...rest] = check(text);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'file-too-large', path: '(file)', line: 1, column: 1 });
    expect(problem.message).toMatch(/^the file is 1,\d{3} kB, more than 1,024 kB/);
  });

  it('the route manifest grows with the site: one of a few megabytes is read, past its own limit it is refused', () => {
    const manifest = JSON.parse(readFileSync(path.join(contentDir, 'routes.json'), 'utf8')) as { planned: string[] };
    const planned = (count: number) =>
      JSON.stringify({
        ...manifest,
        planned: [...manifest.planned, ...Array.from({ length: count }, (_, i) => `/planned-page-${i}`)],
      });
    const large = planned(100_000);
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(parseSource('content/routes.json', large, MAX_MANIFEST_BYTES)).toMatchObject({ data: expect.any(Object) });
    expect(parseSource('content/routes.json', large, large.length - 1)).toMatchObject({ code: 'file-too-large' });
    // Read by the gate: a page's links are checked against every route of it.
    const checkWith = createPageChecker({ ...input, routes: large });
    const linkTo = (href: string) => page(`{ "type": "cta", "title": "Hi", "actions": [{ "label": "Go", "href": "${href}" }] }`);
    expect(checkWith(linkTo('/planned-page-99999'))).toEqual([]);
    expect(checkWith(linkTo('/nowhere-at-all'))).toEqual([expect.objectContaining({ code: 'dead-link' })]);
  });
});

describe('a wrong type says what to write', () => {
  const blockWith = (field: string): string => page(`{ "type": "cta", "title": "Hi", ${field} }`);

  it('a number where text is expected: put it in quotes', () => {
    const text = page('{ "type": "cta", "title": 2026, "actions": [{ "label": "Go", "href": "/" }] }');
    const problem = check(text).find((p) => p.code === 'wrong-type') as Problem;
    expect(problem).toMatchObject({ path: 'blocks[0] (cta) › title', ...locate(text, '2026') });
    expect(problem.message).toBe('must be a string, not a number. Put it in quotes: "2026".');
  });

  it('an object given as something else shows the shape of the object', () => {
    const text = blockWith('"actions": [42]');
    const problem = check(text).find((p) => p.code === 'wrong-type') as Problem;
    expect(problem.path).toBe('blocks[0] (cta) › actions[0]');
    expect(problem.message).toMatch(/^must be an object, not a number\. Write it like this: \{.*"label".*\}/);
  });
});

describe('every problem', () => {
  it('has its place, pointer, code, fix and docs section', () => {
    const text = page('{ "type": "cta", "title": "Hi", "actions": [{ "label": "Go", "href": "/" }], "colour": "red" }');
    const [problem] = check(text);
    expect(problem).toEqual({
      file: 'page.json',
      ...locate(text, '"colour"'),
      endLine: locate(text, '"colour"').line,
      endColumn: locate(text, '"colour"').column + '"colour"'.length,
      pointer: '/blocks/0/colour',
      path: 'blocks[0] (cta) › colour',
      block: 'block 1 (cta, "Hi")',
      code: 'unknown-property',
      severity: 'error',
      message: expect.stringMatching(/^is not a known property here\. Allowed: type, /),
      fix: expect.stringMatching(/^Allowed: type, /),
      docs: 'docs/content-errors.md#unknown-property',
    });
    expect(PROBLEM_KINDS[problem.code].title).toBe('Unknown property');
    expect(formatProblem(problem)).toMatch(
      / {2}blocks\[0\] \(cta\) › colour {2}is not a known property here\..* {2}\(in block 1 \(cta, "Hi"\)\) {2}docs\/content-errors\.md#unknown-property$/,
    );
  });

  it('names its block by number from 1 and by its heading', () => {
    const text = page(
      '{ "type": "cta", "title": "Hi", "actions": [{ "label": "Go", "href": "/" }] }, { "type": "text-section", "heading": { "title": "Our promise" }, "paragraphs": [7] }',
    );
    expect(check(text).map((p) => p.block)).toEqual(['block 2 (text-section, "Our promise")']);
  });
});
