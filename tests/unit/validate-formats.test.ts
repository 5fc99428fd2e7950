/** The content gate's reports for CI and tools, and its exit codes. */
import Ajv from 'ajv';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { chooseFormat, githubLine, report } from '../../scripts/lib/content/validate/formats.ts';
import { readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { EXIT, main } from '../../scripts/validate.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { createPageChecker, fileProblem, PROBLEM_KINDS, type Problem } from '../../src/validation/index.ts';
import { imageReferencesCache } from '../../scripts/lib/images/unused.ts';

const check = createPageChecker({
  schemas: readSchemas(schemasDir),
  compile: compileSchemas,
  publicFiles: { paths: new Set(), label: 'public' },
});
const text = `{
  "title": "A test page, with a comma: and a colon",
  "description": "A page used to check what the content gate reports to tools and CI.",
  "blocks": [{ "type": "cta", "title": "Talk, to us", "actions": [{ "label": "Go", "href": "/" }], "colour": "red%0A" }]
}`;
const problems: Problem[] = [
  ...check(text, 'content/pages/a,b:c.json'),
  { ...fileProblem('public/images/old.jpg', 'unused-image', 'nothing uses this picture.', 'Delete it.'), severity: 'warning' },
];

/** A workflow command line read back as GitHub reads it. */
function parseGithubLine(line: string): { level: string; props: Record<string, string>; message: string } {
  const match = /^::(\w+) (.*?)::(.*)$/.exec(line);
  if (!match) throw new Error(`not a workflow command: ${line}`);
  const unescape = (s: string) =>
    s.replace(/%2C/g, ',').replace(/%3A/g, ':').replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%25/g, '%');
  const props = Object.fromEntries(
    match[2].split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at), unescape(pair.slice(at + 1))];
    }),
  );
  return { level: match[1], props, message: unescape(match[3]) };
}

describe('the formats', () => {
  it('has problems of both severities to report', () => {
    expect(problems.map((p) => p.severity)).toEqual(['error', 'warning']);
  });

  it('github: one workflow command per problem, which parses back to its file, line and column', () => {
    const lines = report('github', problems, { files: 1, ms: 5 }).stdout.trim().split('\n');
    expect(lines).toHaveLength(problems.length + 1);
    problems.forEach((p, i) => {
      const parsed = parseGithubLine(lines[i]);
      expect(parsed).toEqual({
        level: p.severity,
        props: {
          file: p.file,
          line: String(p.line),
          col: String(p.column),
          endLine: String(p.endLine),
          endColumn: String(p.endColumn),
          title: `${PROBLEM_KINDS[p.code].title} (${p.code})`,
        },
        message: expect.stringContaining(p.message),
      });
      expect(parsed.message).toContain(p.docs);
    });
    expect(githubLine(problems[0])).toContain('file=content/pages/a%2Cb%3Ac.json,');
    expect(lines.at(-1)).toBe(
      '1 problem in 1 file. Fix them and run again. 1 warning (pictures in public/images that nothing uses).',
    );
  });

  it('json: the problems as an array, valid against the report schema', () => {
    const printed = JSON.parse(report('json', problems, { files: 1, ms: 5 }).stdout);
    const schema = JSON.parse(readFileSync(path.join(projectRoot, 'scripts/lib/content/validate/report.schema.json'), 'utf8'));
    const validate = new Ajv({ strict: true, allErrors: true }).compile(schema);
    expect(validate(printed), JSON.stringify(validate.errors)).toBe(true);
    expect(printed).toEqual(JSON.parse(JSON.stringify(problems)));
    for (const p of printed) expect(Object.keys(PROBLEM_KINDS)).toContain(p.code);
  });

  it('sarif: a 2.1.0 log with one rule per kind and one result per problem, placed', () => {
    const log = JSON.parse(report('sarif', problems, { files: 1, ms: 5 }).stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const [run] = log.runs;
    expect(run.tool.driver.name).toBe('content-gate');
    expect(run.tool.driver.rules.map((r: { id: string }) => r.id)).toEqual(['unknown-property', 'unused-image']);
    expect(run.results).toHaveLength(problems.length);
    run.results.forEach(
      (
        result: {
          ruleId: string;
          ruleIndex: number;
          level: string;
          message: { text: string };
          locations: { physicalLocation: unknown }[];
        },
        i: number,
      ) => {
        const p = problems[i];
        expect(result.ruleId).toBe(p.code);
        expect(run.tool.driver.rules[result.ruleIndex].id).toBe(p.code);
        expect(result.level).toBe(p.severity);
        expect(result.message.text).toContain(p.message);
        expect(result.locations[0].physicalLocation).toEqual({
          artifactLocation: { uri: p.file },
          region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
        });
      },
    );
  });

  it('human: file:line:column  path  message, on standard error when there are errors', () => {
    const { stdout, stderr } = report('human', problems, { files: 1, ms: 5 });
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toMatch(/^content\/pages\/a,b:c\.json:4:\d+ {2}blocks\[0\] \(cta\) › colour {2}is not a known/);
    expect(stderr).toContain(
      'public/images/old.jpg:1:1  (file)  nothing uses this picture. Delete it.  docs/content-errors.md#unused-image  (warning)',
    );
  });
});

describe('choosing the format', () => {
  it('takes --format x and --format=x, and refuses an unknown one', () => {
    expect(chooseFormat(['--format', 'json'], {})).toBe('json');
    expect(chooseFormat(['--format=sarif'], {})).toBe('sarif');
    expect(() => chooseFormat(['--format', 'xml'], {})).toThrow(/one of human, github, json, sarif/);
  });

  it('is github inside GitHub Actions, human elsewhere', () => {
    expect(chooseFormat([], { CI: 'true', GITHUB_ACTIONS: 'true' })).toBe('github');
    expect(chooseFormat([], { CI: 'true' })).toBe('human');
    expect(chooseFormat([], {})).toBe('human');
    expect(chooseFormat(['--format', 'human'], { CI: 'true', GITHUB_ACTIONS: 'true' })).toBe('human');
  });
});

describe('exit codes', () => {
  let content: string;
  let schemas: string;
  beforeEach(() => {
    const root = mkdtempSync(path.join(tmpdir(), 'gate-'));
    content = path.join(root, 'content');
    schemas = path.join(root, 'schemas');
    cpSync(contentDir, content, { recursive: true });
    cpSync(schemasDir, schemas, { recursive: true });
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    vi.spyOn(console, 'error').mockReturnValue();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    rmSync(imageReferencesCache(content), { force: true });
  });
  const run = (args: string[] = []) => main(args, {}, { content, schemas, public: publicDir });

  it('0 for valid content', async () => {
    expect(await run()).toBe(EXIT.valid);
  });

  it('1 for content with problems', async () => {
    writeFileSync(path.join(content, 'pages/home.json'), '{ "title": 1 }');
    expect(await run(['--format', 'json'])).toBe(EXIT.problems);
  });

  it('2 when a schema does not compile, and says so', async () => {
    writeFileSync(path.join(schemas, 'defs/href.schema.json'), '{ "$id": "defs/href.schema.json", "type": "strng" }');
    expect(await run()).toBe(EXIT.gateFailed);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^The content gate could not run: /));
  });

  it('2 for an option it does not know', async () => {
    expect(await run(['--format', 'xml'])).toBe(EXIT.gateFailed);
  });
});
