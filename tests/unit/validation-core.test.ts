/**
 * The content gate's core as the browser calls it: documents, schemas and public files in memory,
 * no file system.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, schemasDir } from '../../scripts/lib/paths.ts';
import { readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { createSitePageChecker, formatProblem, validateDocuments } from '../../src/validation/index.ts';

const schemas = readSchemas(schemasDir);
const compile = compileSchemas;
const site = readFileSync(path.join(contentDir, 'site.json'), 'utf8');
const routes = JSON.stringify({
  routes: { '/': 'home' },
  aliases: {},
  planned: JSON.parse(readFileSync(path.join(contentDir, 'routes.json'), 'utf8')).planned.concat(
    Object.keys(JSON.parse(readFileSync(path.join(contentDir, 'routes.json'), 'utf8')).routes).filter((p) => p !== '/'),
  ),
  fallback: 'home',
});
const page = (blocks: unknown[]) =>
  JSON.stringify(
    { title: 'An in-memory page', description: 'A page that exists only in the test, never on disk.', blocks },
    null,
    2,
  );
const table = {
  type: 'comparison-table',
  heading: { title: 'Two columns' },
  columns: ['Suite', 'Villa'],
  rows: [{ label: 'Rooms', cells: ['2'] }],
};

describe('validateDocuments', () => {
  it('checks documents held in memory against the schemas and the known public files', () => {
    const { problems, files } = validateDocuments({
      documents: new Map([
        ['content/site.json', site],
        ['content/routes.json', routes],
        [
          'content/pages/home.json',
          page([
            { type: 'hero', title: 'Hi', slides: [{ title: 'Rome', image: { src: '/images/rome.jpg', alt: 'Rome' } }] },
            { type: 'cta', title: 'Talk', actions: [{ label: 'Go', href: '/nowhere' }] },
            table,
          ]),
        ],
      ]),
      schemas,
      compile,
      // Only these pictures exist; site.json's own pictures are among them so that only the page fails.
      publicFiles: { paths: new Set(['/images/roma.jpg']), label: 'public' },
    });
    expect(files).toBe(3);
    const home = problems.filter((p) => p.file === 'content/pages/home.json').map(formatProblem);
    expect(home).toEqual([
      expect.stringMatching(
        /^content\/pages\/home\.json:\d+:\d+ {2}blocks\[0\] \(hero\) › slides\[0\] › image › src {2}image "\/images\/rome\.jpg" does not exist in public\/\. Did you mean "\/images\/roma\.jpg"\?/,
      ),
      expect.stringMatching(/blocks\[1\] \(cta\) › actions\[0\] › href {2}"\/nowhere" is not a page of this site\./),
      expect.stringMatching(/blocks\[2\] \(comparison-table\) › rows\[0\] › cells {2}has 1 cells, but the table has 2 columns/),
    ]);
  });

  it('names a file it was not given', () => {
    const { problems } = validateDocuments({
      documents: new Map([['content/routes.json', routes]]),
      schemas,
      compile,
      publicFiles: { paths: new Set(), label: 'public' },
    });
    expect(problems.map(formatProblem)).toContain(
      'content/site.json:1:1  (file)  is missing.  docs/content-errors.md#missing-file',
    );
  });

  it('checks one page at a time against the rest of the site as validateDocuments does, reading other pages as it goes', () => {
    const twoPages = JSON.stringify({ ...JSON.parse(routes), routes: { '/': 'home', '/about': 'about' } });
    const about = (id: string) =>
      page([{ type: 'hero', id, title: 'About', slides: [{ title: 'Rome', image: { src: '/images/roma.jpg', alt: 'Rome' } }] }]);
    const documents = new Map([
      ['content/site.json', site],
      ['content/routes.json', twoPages],
      ['content/pages/about.json', about('story')],
      [
        'content/pages/home.json',
        page([
          { type: 'cta', title: 'Talk', actions: [{ label: 'Go', href: '/about#story' }] },
          { type: 'cta', title: 'More', actions: [{ label: 'Go', href: '/nowhere' }] },
          table,
        ]),
      ],
    ]);
    const input = { documents, schemas, compile, publicFiles: { paths: new Set(['/images/roma.jpg']), label: 'public' } };
    const check = createSitePageChecker(input);
    const focused = (file: string) =>
      validateDocuments({ ...input, focus: new Set([file]) }).problems.filter((p) => p.file === file);
    expect(check('content/pages/home.json').map(formatProblem)).toEqual([
      expect.stringMatching(/"\/nowhere" is not a page of this site\./),
      expect.stringMatching(/has 1 cells, but the table has 2 columns/),
    ]);
    expect(check('content/pages/home.json')).toEqual(focused('content/pages/home.json'));
    // The page linked to loses its anchor: the next check of the linking page reads it as it is now.
    documents.set('content/pages/about.json', about('history'));
    expect(check('content/pages/home.json').map((p) => p.message)).toContain(
      'the page at /about has no block with "id": "story". Did you mean "history"?',
    );
    expect(check('content/pages/home.json')).toEqual(focused('content/pages/home.json'));
  });
});
