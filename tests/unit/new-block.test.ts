import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { formatProblem, validatePageFile } from '../../scripts/lib/content/validate/index.ts';

// The command runs in a copy of what it reads and writes, which it changes as it would the project; the
// pictures and the packages are only read, so the copy links to them. Builds and browser tests stay out.
let copy: string;
const COPIED = [
  'package.json',
  'tsconfig.json',
  '.prettierrc.json',
  'vitest.config.ts',
  'content',
  'schemas',
  'scripts',
  'src',
  'tests',
];
const LINKED = ['node_modules', 'public'];

// A test run sets these for its own workers; the commands run here start their own.
const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')));
const run = (...args: string[]) => spawnSync(process.execPath, args, { cwd: copy, env, encoding: 'utf8' });
const newBlock = (name: string) => run('--import', 'tsx', 'scripts/new-block.ts', name);
const failure = (result: ReturnType<typeof run>) => `exit ${result.status}\n${result.stdout}\n${result.stderr}`;

const filesOf = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-block-'));
  const browserTests = path.join(projectRoot, 'tests/e2e');
  for (const name of COPIED) {
    cpSync(path.join(projectRoot, name), path.join(copy, name), { recursive: true, filter: (from) => from !== browserTests });
  }
  for (const name of LINKED) symlinkSync(path.join(projectRoot, name), path.join(copy, name), 'dir');
}, 60_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }), 60_000);

describe('npm run new-block', () => {
  it('refuses, in one line and writing nothing, a name that is not kebab-case, a type that exists or a taken component name', () => {
    const before = filesOf(copy);
    for (const [name, reason] of [
      ['QuoteWall', /is not kebab-case/],
      ['quote-2-wall', /is not kebab-case/],
      ['hero', /"hero" is a block type already/],
      ['page-blocks', /collides with src\/blocks\/PageBlocks\.tsx/],
    ] as const) {
      const result = newBlock(name);
      expect(result.status, name).toBe(1);
      expect(result.stderr.trim().split('\n'), name).toHaveLength(1);
      expect(result.stderr, name).toMatch(reason);
    }
    expect(filesOf(copy)).toEqual(before);
  });

  it('adds a block type that validates, type-checks and completes the set of block types', () => {
    const made = newBlock('quote-wall');
    expect(made.status, failure(made)).toBe(0);
    expect(made.stdout).toMatch(/schemas\/blocks\/quote-wall\.schema\.json: .*\n[\s\S]*src\/blocks\/QuoteWall\/QuoteWall\.tsx/);

    // The set of block types: schema files, page schema, registry, component folders, fixtures.
    const set = run('node_modules/vitest/vitest.mjs', 'run', 'tests/unit/block-set.test.ts');
    expect(set.status, failure(set)).toBe(0);
    const types = run('--import', 'tsx', 'scripts/generate-types.ts', '--check');
    expect(types.status, failure(types)).toBe(0);
    const validate = run('--import', 'tsx', 'scripts/validate.ts');
    expect(validate.status, failure(validate)).toBe(0);

    const roots = { content: path.join(copy, 'content'), schemas: path.join(copy, 'schemas'), public: path.join(copy, 'public') };
    const fixtures = path.join(copy, 'tests/fixtures/blocks/quote-wall');
    expect(validatePageFile(roots, path.join(fixtures, 'valid.json')).map(formatProblem)).toEqual([]);
    const expected = JSON.parse(readFileSync(path.join(fixtures, 'invalid.expected.json'), 'utf8'));
    const [problem, ...more] = validatePageFile(roots, path.join(fixtures, 'invalid.json'));
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ line: expected.line, column: expected.column, path: expected.path });

    // The whole project's type check takes minutes on a busy machine; the new component and what it
    // reads (the generated types among them) take a fraction of that.
    writeFileSync(
      path.join(copy, 'tsconfig.new-block.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [], files: ['src/blocks/QuoteWall/QuoteWall.tsx'] }),
    );
    const tsc = run('node_modules/typescript/bin/tsc', '-p', 'tsconfig.new-block.json');
    expect(tsc.status, failure(tsc)).toBe(0);
  }, 240_000);
});
