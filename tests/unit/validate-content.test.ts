import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, validateContent, validatePageFile, type Problem } from '../../scripts/lib/content/validate/index.ts';
import { fieldNames } from '../../src/forms/rules.ts';

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
    // The tree's only fallback page, coming-soon, answers unknown paths too.
    notFound: undefined,
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
    expect(problem.message).toMatch(/Block types: (.+, )?comparison-table, /);
  });

  it('a missing field points at its object and says what to add', () => {
    const dir = contentTree({ home: page([hero, { type: 'cta', title: 'Talk to us' }]) });
    const [problem, ...rest] = problemsOf(dir);
    expect(rest).toEqual([]);
    expect(problem.path).toBe('blocks[1] (cta) › actions');
    expect(problem.message).toBe('Add "actions" (the buttons).');
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

  it('a call to the contact page may name only a topic of its contact form', () => {
    const field = { label: 'Field' };
    const form = {
      type: 'contact-form',
      id: 'form',
      heading: { title: 'Write to us' },
      fields: Object.fromEntries(fieldNames('contact').map((name) => [name, field])),
      topics: { weddings: 'Planning a destination wedding', honeymoons: 'Planning our honeymoon' },
      submitLabel: 'Send',
      success: { title: 'Thank you', text: 'We will be in touch.' },
    };
    const cta = {
      type: 'cta',
      title: 'Talk to us',
      text: 'Or [plan your honeymoon](/contact?topic=honeymoons).',
      actions: [
        { label: 'Plan the wedding', href: '/contact?topic=weddngs#form' },
        { label: 'Plan the honeymoon', href: '/contact?topic=honeymoons' },
        { label: 'Home', href: '/?topic=weddings' },
      ],
    };
    const dir = contentTree({ home: page([hero, cta]), contact: page([hero, form]) });
    const problems = problemsOf(dir);
    expect(problems.map((p) => p.path)).toEqual(['blocks[1] (cta) › actions[0] › href', 'blocks[1] (cta) › actions[2] › href']);
    expect(problems[0]).toMatchObject(locate(textOf(dir, 'home'), '"/contact?topic=weddngs#form"'));
    expect(problems[0].message).toBe(
      '"weddngs" is not a topic of the contact form at /contact. Did you mean "weddings"? Topics: weddings, honeymoons. Add it to that form\'s "topics", or name one of these.',
    );
    expect(problems[1]).toMatchObject(locate(textOf(dir, 'home'), '"/?topic=weddings"'));
    expect(problems[1].message).toContain('the page at / has no contact form with topics');
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
    // The comma is missing at the end of line 3, after "x".
    expect(problems[0]).toMatchObject({ path: '(syntax)', line: 3, column: 21, code: 'json-syntax' });
    expect(problems[0].message).toMatch(/^broken JSON: /);
    expect(problems[0].message, 'one full stop per sentence').not.toMatch(/(?<!\.)\.\.(?!\.)/);
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

  it('names an alias loop as a loop, and follows a chain to its route', () => {
    const dir = contentTree(
      { home: page([hero]), faqs: page([hero]) },
      { ...base, aliases: { '/a': '/b', '/b': '/a', '/c': '/d', '/d': '/e', '/e': '/faqs' } },
    );
    const messages = manifestProblems(dir).map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual([
      'aliases › /a: is part of an alias loop: /a → /b → /a. Aliases that point at each other lead nowhere: point /a at a route, such as /.',
      'aliases › /b: is part of an alias loop: /b → /a → /b. Aliases that point at each other lead nowhere: point /b at a route, such as /.',
      "aliases › /c: points at another alias, /d. Point it at that alias's route, /faqs, instead.",
      "aliases › /d: points at another alias, /e. Point it at that alias's route, /faqs, instead.",
    ]);
  });

  it('says when a path lacks its leading slash', () => {
    const dir = contentTree(
      { home: page([hero]), faqs: page([hero]) },
      { ...base, routes: { '/': 'home', faqs: 'faqs' }, aliases: { '/questions': 'faqs' }, planned: ['blog'] },
    );
    const messages = manifestProblems(dir).map((p) => `${p.path}: ${p.message}`);
    expect(messages).toContain('routes › faqs: "faqs" must start with a slash: write "/faqs".');
    expect(messages).toContain('aliases › /questions: "faqs" must start with a slash: write "/faqs".');
    expect(messages).toContain('planned[0]: "blog" must start with a slash: write "/blog".');
  });

  it('suggests a valid path for an unrouted page, and a valid name for a file that cannot be a page id', () => {
    const dir = contentTree({ home: page([hero]), faqs: page([hero]), Our_Story: page([hero]) }, base);
    const messages = manifestProblems(dir).map((p) => `${p.file.split('/').pop()} ${p.message}`);
    expect(messages).toContain(
      'Our_Story.json this page is not routed, and "Our_Story" cannot be a page id (lowercase letters, digits and hyphens only). Rename the file to our-story.json and add the route "/our-story": "our-story" to content/routes.json, or delete the file.',
    );
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

describe('what the content gate refuses beyond the schema', () => {
  const textBlock = (body: string) => ({ type: 'text-section', heading: { title: 'Our story' }, paragraphs: [body] });

  it('raw HTML in rich text, at its line and column', () => {
    for (const html of [
      '<script>alert(1)</script>',
      'See <img src=x onerror=alert(1)> here',
      'a <!-- comment -->',
      'x <a href="/">y</a>',
    ]) {
      const dir = contentTree({ home: page([hero, textBlock(`Our story. ${html}`)]) });
      const problems = problemsOf(dir).filter((p) => p.file.endsWith('home.json'));
      expect(problems, html).toHaveLength(1);
      expect(problems[0].message).toMatch(/^contains HTML \(".*"\), which rich text does not allow/);
      expect(problems[0]).toMatchObject(locate(textOf(dir, 'home'), '"Our story.'));
    }
    const fine = contentTree({ home: page([hero, textBlock('Prices from 3 < 5 nights, and <3 from us.')]) });
    expect(problemsOf(fine).filter((p) => p.file.endsWith('home.json'))).toEqual([]);
  });

  it('duplicate keys in one object, at the second key', () => {
    const text = `{
  "title": "A test page of the site",
  "description": "A page used to check that the validator reports content mistakes precisely.",
  "title": "Another title",
  "blocks": ${JSON.stringify([hero])}
}`;
    const dir = contentTree({ home: text });
    const [problem, ...rest] = problemsOf(dir).filter((p) => p.file.endsWith('home.json'));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ line: 4, column: 3 });
    expect(problem.message).toBe(
      '"title" appears twice in this object (first on line 2); only the last one would count. Keep one of them.',
    );
  });

  it('duplicate keys deep in a block, among texts holding colons, quotes and backslashes', () => {
    // Texts with ":" and escaped quotes must not hide a key given twice, nor make one up.
    const tricky = { ...hero, title: 'Time: 10:00, a \\"quoted\\": word \\\\' };
    const text = JSON.stringify({ ...page([tricky]), title: 'A test page: "a: b" and \\ c: d' }, null, 2);
    const twice = text.replace('"type": "hero",', '"type": "hero",\n      "type": "hero",');
    const clean = problemsOf(contentTree({ home: text })).filter((p) => p.file.endsWith('home.json'));
    expect(clean).toEqual([]);
    const problems = problemsOf(contentTree({ home: twice })).filter((p) => p.file.endsWith('home.json'));
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [7, 7, '"type" appears twice in this object (first on line 6); only the last one would count. Keep one of them.'],
    ]);
  });

  it('tel: and mailto: links that are not a phone number or an address', () => {
    const dir = contentTree({
      home: page([
        hero,
        textBlock('Call [us](tel:javascript:alert(1)) or [write](mailto:javascript:alert(1)), or [mail](mailto:concierge).'),
        textBlock('Call [us](tel:+12395550148) or [write](mailto:concierge@halcyonvoyages.example?subject=Kenya).'),
      ]),
    });
    const messages = problemsOf(dir)
      .filter((p) => p.file.endsWith('home.json'))
      .map((p) => p.message);
    expect(messages).toEqual([
      'the link [us] in this text: "tel:javascript:alert(1" is not a phone number. Write tel: and the number with its country code, digits only, such as tel:+12395550148.',
      'the link [write] in this text: "mailto:javascript:alert(1" is not an email address. Write mailto: and the address, such as mailto:concierge@halcyonvoyages.example.',
      'the link [mail] in this text: "mailto:concierge" is not an email address. Write mailto: and the address, such as mailto:concierge@halcyonvoyages.example.',
    ]);
  });

  it('strings beyond the limit of their kind, such as a 500 kB paragraph', () => {
    const dir = contentTree({
      home: page([{ ...hero, title: 'T'.repeat(2_001) }, textBlock('x'.repeat(500 * 1024))]),
    });
    const messages = problemsOf(dir)
      .filter((p) => p.file.endsWith('home.json'))
      .map((p) => `${p.path}: ${p.message}`);
    expect(messages).toEqual([
      'blocks[0] (hero) › title: is 2,001 characters long, more than 2,000, the most for a text field. Shorten it, or split it into several paragraphs or blocks.',
      'blocks[1] (text-section) › paragraphs[0]: is 512,000 characters long, more than 10,000, the most for a paragraph of rich text. Shorten it, or split it into several paragraphs or blocks.',
    ]);
  });

  it('names a byte-order mark, UTF-16 and bytes that are not UTF-8', () => {
    const valid = JSON.stringify(page([hero]), null, 2);
    const dir = contentTree({ home: page([hero]) });
    const write = (bytes: Buffer) => writeFileSync(path.join(dir, 'pages', 'home.json'), bytes);
    const messageOf = () => problemsOf(dir).find((p) => p.file.endsWith('home.json'))?.message;
    write(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(valid)]));
    expect(messageOf()).toBe('the file starts with an invisible byte-order mark; save it as UTF-8 without BOM.');
    write(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(valid, 'utf16le')]));
    expect(messageOf()).toMatch(/^the file is saved as UTF-16. Save it as UTF-8/);
    write(Buffer.from(valid, 'utf16le'));
    expect(messageOf()).toMatch(/^the file is saved as UTF-16/);
    write(Buffer.from(valid.replace('Welcome', 'Caf\u00e9'), 'latin1'));
    const problem = problemsOf(dir).find((p) => p.file.endsWith('home.json'));
    expect(problem?.message).toMatch(/^contains bytes that are not UTF-8/);
    const welcome = locate(valid, 'Welcome');
    // At the é, the first byte that is not UTF-8.
    expect(problem).toMatchObject({ line: welcome.line, column: welcome.column + 3 });
  });
});

describe('embed-frame allow-list', () => {
  it('refuses a host outside the allow-list at the line and column of its address', () => {
    const file = path.join(projectRoot, 'tests/fixtures/blocks/embed-frame/invalid.json');
    const text = readFileSync(file, 'utf8');
    const [problem, ...rest] = validatePageFile(siteRoots, file);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({
      ...locate(text, '"https://quotes.unknown-insurer.example/widget"'),
      path: 'blocks[0] (embed-frame) › src',
    });
    expect(problem.message).toContain('Allowed hosts: quote.voyagesure.example');
  });
});

describe('contact forms', () => {
  it('name a form that site.json declares, or the file, line and column of the one that is not', () => {
    const form = JSON.parse(readFileSync(path.join(projectRoot, 'tests/fixtures/blocks/contact-form/valid.json'), 'utf8'))
      .blocks[0];
    const dir = contentTree({
      home: page([hero, { ...form, formId: 'seabreeze-contact' }, { ...form, id: 'other', formId: 'seabreze-contact' }]),
    });
    const problems = problemsOf(dir).filter((p) => p.file.endsWith('home.json'));
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'blocks[2] (contact-form) › formId: "seabreze-contact" is not a form of this site. Did you mean "seabreeze-contact"? Forms: contact, seabreeze-contact. Add it to "forms" › "otherContactFormIds" in content/site.json, or name one of these.',
    ]);
  });
});

describe('the planted mistakes each give code, place, block and docs', () => {
  const cases: [string, unknown[], string, string][] = [
    ['an unknown block type', [{ ...hero, type: 'heor' }], 'unknown-block-type', 'block 1 (heor, "Welcome")'],
    ['a missing field', [hero, { type: 'cta', title: 'Talk to us' }], 'missing-property', 'block 2 (cta, "Talk to us")'],
    ['a wrong enum value', [{ ...hero, size: 'ful' }], 'not-allowed', 'block 1 (hero, "Welcome")'],
    ['a misspelt property', [{ ...hero, titel: 'x' }], 'unknown-property', 'block 1 (hero, "Welcome")'],
    [
      'a link to no page',
      [hero, { type: 'cta', title: 'Go', actions: [{ label: 'Go', href: '/contcat' }] }],
      'dead-link',
      'block 2 (cta, "Go")',
    ],
    [
      'a missing image',
      [{ ...hero, slides: [{ title: 'Paris', image: { src: '/images/home/parris.jpg', alt: 'Paris' } }] }],
      'missing-image',
      'block 1 (hero, "Welcome")',
    ],
    ['a number for text', [{ ...hero, title: 2026 }], 'wrong-type', 'block 1 (hero)'],
  ];
  for (const [name, blocks, code, block] of cases) {
    it(name, () => {
      const dir = contentTree({ home: page(blocks) });
      const [problem, ...rest] = problemsOf(dir).filter((p) => p.file.endsWith('home.json'));
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ code, block, docs: `docs/content-errors.md#${code}` });
      expect(problem.line).toBeGreaterThan(1);
      expect(formatProblem(problem)).toMatch(new RegExp(` {2}docs/content-errors\\.md#${code}$`));
    });
  }
});

describe('a page that cannot be read', () => {
  it('is named once, and links that name its topics are not judged by it', () => {
    const dir = contentTree({ home: page([hero]), contact: '{ "title": "x", }' });
    const caller = page([hero, { type: 'cta', title: 'Go', actions: [{ label: 'Go', href: '/contact?topic=weddings' }] }]);
    writeFileSync(path.join(dir, 'pages', 'home.json'), JSON.stringify(caller, null, 2));
    const problems = problemsOf(dir).filter((p) => !p.file.endsWith('site.json'));
    expect(problems.map((p) => `${p.file.split('/').pop()} ${p.code}`)).toEqual(['contact.json json-syntax']);
  });
});
