import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, validateContent, validatePageFile, type Problem } from '../../scripts/lib/validate-content.ts';

const siteRoots = { content: contentDir, schemas: schemasDir, public: publicDir };

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function locate(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const page = (blocks: unknown[]) => ({
  title: 'A test page of the site',
  description: 'A page used to check that the validator reports content mistakes precisely.',
  blocks,
});

const hero = {
  type: 'hero',
  title: 'Welcome',
  slides: [{ title: 'Paris', image: { src: '/images/home/paris.jpg', alt: 'Paris' } }],
};

/** A throwaway content folder: the real site.json, a small manifest, and the given pages (object or raw text). */
function contentTree(pages: Record<string, unknown>, routes?: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  mkdirSync(path.join(dir, 'pages'));
  cpSync(path.join(contentDir, 'site.json'), path.join(dir, 'site.json'));
  const realRoutes = JSON.parse(readFileSync(path.join(contentDir, 'routes.json'), 'utf8'));
  const pageRoutes = Object.fromEntries(
    Object.keys(pages)
      .filter((id) => id !== 'coming-soon')
      .map((id) => [`/${id === 'home' ? '' : id}`, id]),
  );
  // site.json links to the real site's pages: they stay known, as planned paths.
  const planned = [...realRoutes.planned, ...Object.keys(realRoutes.routes)].filter((p) => !(p in pageRoutes));
  const manifest = routes ?? {
    ...realRoutes,
    routes: pageRoutes,
    planned,
    aliases: { '/experiences': '/' },
    collectionRoutes: {},
  };
  writeFileSync(path.join(dir, 'routes.json'), JSON.stringify(manifest, null, 2));
  for (const [id, content] of Object.entries({ 'coming-soon': page([hero]), ...pages })) {
    writeFileSync(
      path.join(dir, 'pages', `${id}.json`),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  }
  return dir;
}

function problemsOf(dir: string): Problem[] {
  return validateContent({ ...siteRoots, content: dir }).problems;
}

function textOf(dir: string, id: string): string {
  return readFileSync(path.join(dir, 'pages', `${id}.json`), 'utf8');
}

describe('the site content', () => {
  it('is valid', () => {
    expect(validateContent(siteRoots).problems.map(formatProblem)).toEqual([]);
  });
});

describe('content mistakes', () => {
  it('an unknown block type names the types and suggests the closest', () => {
    const dir = contentTree({ home: page([{ ...hero, type: 'heor' }]) });
    const [problem, ...rest] = problemsOf(dir);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      file: expect.stringMatching(/pages\/home\.json$/),
      path: 'blocks[0] (heor) › type',
      ...locate(textOf(dir, 'home'), '"heor"'),
    });
    expect(problem.message).toContain('unknown block type "heor". Did you mean "hero"?');
    expect(problem.message).toMatch(/Block types: [a-z, -]*comparison-table, /);
  });

  it('a missing field points at its object and says what to add', () => {
    const dir = contentTree({ home: page([hero, { type: 'cta', title: 'Talk to us' }]) });
    const [problem, ...rest] = problemsOf(dir);
    expect(rest).toEqual([]);
    expect(problem.path).toBe('blocks[1] (cta) › actions');
    expect(problem.message).toMatch(/^is required\. Add "actions": The buttons\./);
    expect(problem).toMatchObject(locate(textOf(dir, 'home'), '{\n      "type": "cta"'));
  });

  it('a wrong enum value lists the allowed values', () => {
    const dir = contentTree({ home: page([{ ...hero, size: 'ful' }]) });
    const [problem] = problemsOf(dir);
    expect(problem).toMatchObject({ path: 'blocks[0] (hero) › size', ...locate(textOf(dir, 'home'), '"ful"') });
    expect(problem.message).toBe('"ful" is not allowed. Did you mean "full"? Allowed: "full", "tall".');
  });

  it('a misspelt property is named with the allowed ones', () => {
    const dir = contentTree({ home: page([{ ...hero, tagLine: 'x' }]) });
    const [problem] = problemsOf(dir);
    expect(problem).toMatchObject({ path: 'blocks[0] (hero) › tagLine', ...locate(textOf(dir, 'home'), '"tagLine"') });
    expect(problem.message).toContain('Did you mean "tagline"?');
  });

  it('a comparison-table row with more or fewer cells than columns is named, with the columns', () => {
    const table = {
      type: 'comparison-table',
      heading: { title: 'Ways to travel' },
      columns: ['River', 'Ocean', 'Expedition'],
      rows: [
        { label: 'Guests', cells: ['190', '900', '200'] },
        { label: 'Pace', cells: ['Slow', 'Steady'] },
      ],
    };
    const dir = contentTree({ home: page([hero, table]) });
    const [problem, ...rest] = problemsOf(dir);
    expect(rest).toEqual([]);
    const text = textOf(dir, 'home');
    expect(problem).toMatchObject({
      path: 'blocks[1] (comparison-table) › rows[1] › cells',
      ...locate(text, '[\n            "Slow"'),
    });
    expect(problem.message).toBe(
      'has 2 cells, but the table has 3 columns ("River", "Ocean", "Expedition"). Give each row one cell per column, in the same order.',
    );
  });

  it('a link to no page suggests the closest path', () => {
    const cta = { type: 'cta', title: 'Talk to us', actions: [{ label: 'Write', href: '/contcat' }] };
    const dir = contentTree({ home: page([hero, cta]) });
    const [problem] = problemsOf(dir);
    expect(problem).toMatchObject({ path: 'blocks[1] (cta) › actions[0] › href', ...locate(textOf(dir, 'home'), '"/contcat"') });
    expect(problem.message).toContain('"/contcat" is not a page of this site. Did you mean "/contact"?');
  });

  it('links inside rich text and to anchors are checked too', () => {
    const text = {
      type: 'text-section',
      heading: { title: 'Hi' },
      paragraphs: ['See [our fees](/planing-fees) and [below](#nowhere).'],
    };
    const dir = contentTree({ home: page([{ ...hero, id: 'top' }, text]) });
    const messages = problemsOf(dir).map((p) => p.message);
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the link [below] in this text: "#nowhere" points at no block on this page.'),
        expect.stringContaining(
          'the link [our fees] in this text: "/planing-fees" is not a page of this site. Did you mean "/planning-fees"?',
        ),
      ]),
    );
  });

  it('a missing image suggests the file that exists', () => {
    const dir = contentTree({
      home: page([{ ...hero, slides: [{ title: 'Paris', image: { src: '/images/home/parris.jpg', alt: 'Paris' } }] }]),
    });
    const [problem] = problemsOf(dir);
    expect(problem).toMatchObject({
      path: 'blocks[0] (hero) › slides[0] › image › src',
      ...locate(textOf(dir, 'home'), '"/images/home/parris.jpg"'),
    });
    expect(problem.message).toContain('Did you mean "/images/home/paris.jpg"?');
  });

  it('broken JSON gets its line and column, and other files are still checked', () => {
    const broken = '{\n  "title": "A test page of the site",\n  "description": "x"\n  "blocks": []\n}\n';
    const dir = contentTree({ home: broken, other: page([{ ...hero, size: 'huge' }]) });
    const problems = problemsOf(dir);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatchObject({ path: '(syntax)', line: 4, column: 3 });
    expect(problems[0].message).toMatch(/^broken JSON: /);
    expect(problems[1].path).toBe('blocks[0] (hero) › size');
  });

  it('every problem is reported at once, formatted as file:line:column  path  message', () => {
    const dir = contentTree({
      home: page([
        { ...hero, size: 'huge', tagLine: 'x' },
        { type: 'cta', title: 'x' },
      ]),
    });
    const lines = problemsOf(dir).map(formatProblem);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^.+\/pages\/home\.json:\d+:\d+ {2}blocks\[\d\] \((hero|cta)\) › \w+ {2}\S/);
  });
});

describe('the manifest', () => {
  // These manifests are too small for site.json's links; only the manifest's own problems matter here.
  const manifestProblems = (dir: string) => problemsOf(dir).filter((p) => !p.file.endsWith('site.json'));
  const base = { routes: { '/': 'home', '/faqs': 'faqs' }, aliases: {}, planned: ['/blog'], fallback: 'coming-soon' };

  it('refuses an alias that is a route, or points at an alias or nowhere', () => {
    const dir = contentTree(
      { home: page([hero]), faqs: page([hero]) },
      { ...base, aliases: { '/faqs': '/', '/experiences': '/', '/start': '/experiences', '/questions': '/faq' } },
    );
    const messages = manifestProblems(dir).map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual([
      'aliases › /faqs: /faqs is also a route. A path is either a route or an alias: remove one of them.',
      "aliases › /start: points at another alias, /experiences. Point it at that alias's route, /, instead.",
      'aliases › /questions: "/faq" is not a route. Did you mean "/faqs"? An alias must point at a route.',
    ]);
  });

  it('refuses a route to a missing page and a page that is not routed', () => {
    const dir = contentTree({ home: page([hero]), orphan: page([hero]) }, { ...base, routes: { '/': 'home', '/faqs': 'faq' } });
    const messages = manifestProblems(dir).map((p) => `${p.file.split('/').pop()} ${p.path}: ${p.message}`);
    expect(messages).toEqual([
      'orphan.json (file): this page is not routed. Add a route such as "/orphan": "orphan" to content/routes.json, or delete the file.',
      'routes.json routes › /faqs: page "faq" does not exist: there is no content/pages/faq.json.',
    ]);
  });
});

describe('block fixtures', () => {
  const fixtureDir = path.join(projectRoot, 'tests/fixtures/blocks');
  for (const type of readdirSync(fixtureDir)) {
    it(`${type}: the valid fixture passes and the invalid one reports its mistake precisely`, () => {
      expect(validatePageFile(siteRoots, path.join(fixtureDir, type, 'valid.json')).map(formatProblem)).toEqual([]);
      const expected = JSON.parse(readFileSync(path.join(fixtureDir, type, 'invalid.expected.json'), 'utf8'));
      const problems = validatePageFile(siteRoots, path.join(fixtureDir, type, 'invalid.json'));
      expect(problems.map(formatProblem)).toHaveLength(1);
      expect(problems[0]).toMatchObject({
        file: `tests/fixtures/blocks/${type}/invalid.json`,
        line: expected.line,
        column: expected.column,
        path: expected.path,
      });
      expect(problems[0].message).toContain(expected.message);
    });
  }
});
