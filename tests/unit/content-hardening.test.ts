/**
 * What the content gate refuses that would reach a visitor's browser or the server's headers as
 * something else: a "path" that leads to another host, an address that splits the security policy,
 * keys of any length, and the words it uses for hostile values.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/headers.ts';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { readJsonFolder, readPublicFiles, readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { formatProblem, validateDocuments, type Problem } from '../../src/validation/index.ts';

const schemas = readSchemas(schemasDir);
const publicFiles = readPublicFiles(publicDir);
const realSite = JSON.parse(readFileSync(path.join(contentDir, 'site.json'), 'utf8'));
const pages = readJsonFolder(path.join(contentDir, 'pages'));

/** Content as JSON.parse gives it: the tests reach into it freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- edited by hand in each test
type Json = any;

/** The real content with site.json and one page changed; the problems of those two files. */
function problemsWith(change: { site?: (site: Json) => void; page?: (page: Json) => void }): Problem[] {
  const site = structuredClone(realSite);
  change.site?.(site);
  const contact = JSON.parse(new TextDecoder().decode(pages.get('content/pages/contact.json')));
  change.page?.(contact);
  const documents = new Map<string, string | Uint8Array>([
    ...pages,
    ...readJsonFolder(path.join(contentDir, 'data')),
    ...readJsonFolder(path.join(contentDir, 'frames')),
    ['content/routes.json', readFileSync(path.join(contentDir, 'routes.json'))],
    ['content/site.json', JSON.stringify(site, null, 2)],
    ['content/pages/contact.json', JSON.stringify(contact, null, 2)],
  ]);
  return validateDocuments({ documents, schemas, compile: compileSchemas, publicFiles }).problems;
}

describe('a path field must be a path', () => {
  for (const scriptPath of ['//evil.example/script.js', '/\\evil.example/script.js', '/ /evil.example/script.js']) {
    it(`refuses the analytics script at ${JSON.stringify(scriptPath)}`, () => {
      const problems = problemsWith({ site: (site) => Object.assign(site.analytics, { enabled: true, scriptPath }) });
      expect(problems.map(formatProblem)).toEqual([
        expect.stringMatching(/^content\/site\.json:\d+:\d+ {2}analytics › scriptPath {2}.* is not in the expected form\./),
      ]);
    });
  }

  it('refuses a link to //another.host', () => {
    const problems = problemsWith({
      page: (page) => {
        page.blocks[0].actions = [{ label: 'Elsewhere', href: '//evil-host/x' }];
      },
    });
    expect(problems.filter((p) => p.file.endsWith('contact.json')).map((p) => p.code)).toContain('wrong-form');
  });
});

describe('every address that reaches a header is a plain origin', () => {
  const hostile = [
    'https://forms.example;frame-ancestors',
    'https://forms.example,https://x',
    "https://forms.example 'unsafe-eval'",
  ];

  for (const serviceUrl of hostile) {
    it(`the gate refuses the form service ${JSON.stringify(serviceUrl)}`, () => {
      const problems = problemsWith({ site: (site) => Object.assign(site.forms, { serviceUrl }) });
      expect(problems.map((p) => `${p.path} ${p.code}`)).toEqual(['forms › serviceUrl wrong-form']);
    });

    it(`the security policy refuses the form service ${JSON.stringify(serviceUrl)}`, () => {
      expect(() => contentSecurityPolicy({ scriptHashes: [], formService: serviceUrl })).toThrow(/not a plain origin/);
    });
  }

  it('the gate refuses a site address with more than an origin', () => {
    const problems = problemsWith({ site: (site) => (site.url = 'https://halcyon.example;report-uri') });
    expect(problems.map((p) => `${p.path} ${p.code}`)).toEqual(['url wrong-form']);
  });

  it('a plain form service still makes a policy', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], formService: 'https://forms.example' })).toContain(
      "form-action 'self' https://forms.example",
    );
  });
});

describe('keys have a length limit too', () => {
  /** Every object of every schema whose keys content chooses. */
  function freeKeyObjects(node: unknown, at: string, found: { at: string; schema: Record<string, unknown> }[]): void {
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    const additional = schema.additionalProperties;
    if (schema.patternProperties || (additional !== undefined && additional !== false)) found.push({ at, schema });
    for (const [key, value] of Object.entries(schema)) freeKeyObjects(value, `${at}/${key}`, found);
  }

  it('every object with keys of the content’s choosing limits their length', () => {
    const found: { at: string; schema: Record<string, unknown> }[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name.endsWith('.schema.json'))
          freeKeyObjects(JSON.parse(readFileSync(full, 'utf8')), path.relative(projectRoot, full), found);
      }
    };
    walk(schemasDir);
    expect(found.length).toBeGreaterThan(4);
    for (const { at, schema } of found)
      expect((schema.propertyNames as { maxLength?: number } | undefined)?.maxLength, at).toBeLessThanOrEqual(200);
  });

  it('a contact topic named by 100,000 characters is refused at the key, shown shortened', () => {
    const problems = problemsWith({
      page: (page) => {
        const form = page.blocks.find((b: { type: string }) => b.type === 'contact-form');
        form.topics = { ['a'.repeat(100_000)]: 'A long topic' };
      },
    });
    const mine = problems.filter((p) => p.file.endsWith('contact.json') && p.code === 'bad-key');
    expect(mine).toHaveLength(1);
    expect(mine[0].message).toMatch(
      /^"a{40}… \(100,000 characters\)" is not a valid name here: it is 100,000 characters long; shorten it to at most \d+\./,
    );
  });
});

describe('hostile values in messages', () => {
  it('a path that climbs out is shown as written, and no suggestion lies outside public/', () => {
    const problems = problemsWith({
      page: (page) => {
        page.blocks[0].actions = [{ label: 'Up', href: '../../evil' }];
        page.image = { src: '/../package.json', alt: 'x' };
      },
    });
    const mine = problems.filter((p) => p.file.endsWith('contact.json'));
    expect(mine.map((p) => p.message).join('\n')).toContain('"../../evil"');
    for (const p of mine) expect(p.message).not.toMatch(/\.\/\.\/evil|"\.\.\/package\.json"|Did you mean "\.\./);
  });
});
