import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import journalJson from '../../content/data/journal.json' with { type: 'json' };
import manifestJson from '../../content/routes.json' with { type: 'json' };
import { feeds } from '../../scripts/lib/build/feed.ts';
import { contentDir, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { validateContent } from '../../scripts/lib/content/validate/index.ts';
import { entryTiles } from '../../src/blocks/TileGrid/entry-tiles.ts';
import { canonicalPaths, entryPath, feedFor, pageAt, resolvePath } from '../../src/content/manifest.ts';
import type { JournalCollection, Page, RouteManifest } from '../../src/generated/content.ts';

const manifest = manifestJson as RouteManifest;
const articles = (journalJson as JournalCollection).entries;
const newestFirst = [...articles].sort((a, b) => b.published.localeCompare(a.published));

describe('the journal collection', () => {
  it('gives every article its page under /blog, the two the spec links to among them', () => {
    const paths = canonicalPaths(manifest);
    for (const article of articles) expect(paths).toContain(`/blog/${article.id}`);
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/blog/choose-right-safari', '/blog/river-vs-ocean-cruise']));
    expect(manifest.planned.filter((p) => p.startsWith('/blog'))).toEqual([]);
    expect(resolvePath('/blog/choose-right-safari', manifest)).toMatchObject({ kind: 'entry', pageId: 'journal-article' });
  });

  it("shows an article's own blocks first, then the page's, with its title and description filled in", () => {
    const template: Page = {
      title: '{title} | Journal',
      description: 'From the journal: {description}',
      blocks: [{ type: 'cta', title: 'Plan it', actions: [{ label: 'Contact', href: '/contact' }] }],
    };
    const article = articles[0];
    const shown = pageAt(template, resolvePath(`/blog/${article.id}`, manifest));
    expect(shown.title).toBe(`${article.title} | Journal`);
    expect(shown.description).toBe(`From the journal: ${article.description}`);
    expect(shown.blocks).toEqual([...article.blocks, ...template.blocks]);
    // A page that is no entry's shows its own blocks only.
    expect(pageAt(template, resolvePath('/faqs', manifest)).blocks).toBe(template.blocks);
  });

  it('lists articles as tiles whose links name their article and lead to its page', () => {
    const tiles = entryTiles({
      query: { collection: 'journal', sort: { by: 'published', order: 'descending' } },
      subtitle: '{category}',
      linkLabel: 'Read “{title}”',
    });
    expect(tiles).toEqual(
      newestFirst.map((article) => ({
        title: article.title,
        subtitle: article.category,
        text: article.description,
        image: article.image,
        link: { label: `Read “${article.title}”`, href: `/blog/${article.id}` },
      })),
    );
    expect(new Set(tiles.map((tile) => tile.link?.label)).size).toBe(articles.length);
  });

  it("leaves the article being read out of the list on that article's page", () => {
    const [reading] = articles;
    const tiles = entryTiles(
      { query: { collection: 'journal' }, linkLabel: '{title}' },
      { collection: 'journal', entry: reading },
    );
    expect(tiles.map((tile) => tile.title)).toEqual(articles.slice(1).map((article) => article.title));
    // Another collection's entry of the same id hides nothing.
    expect(
      entryTiles({ query: { collection: 'journal' }, linkLabel: '{title}' }, { collection: 'rooms', entry: reading }),
    ).toHaveLength(articles.length);
  });

  it('finds the address of an entry and the feed of the route it belongs to', () => {
    expect(entryPath('journal', 'choose-right-safari', manifest)).toBe('/blog/choose-right-safari');
    expect(entryPath('rooms', '3', manifest)).toBe('/apartments/3');
    expect(entryPath('nothing', '3', manifest)).toBeUndefined();
    const feed = { title: 'The Halcyon Voyages Journal', path: '/blog/feed.xml', collection: 'journal' };
    expect(feedFor('/blog', manifest)).toEqual(feed);
    expect(feedFor('/blog/river-vs-ocean-cruise', manifest)).toEqual(feed);
    expect(feedFor('/apartments/1', manifest)).toBeUndefined();
    expect(feedFor('/faqs', manifest)).toBeUndefined();
  });

  it('builds an Atom feed of the articles, newest first, escaped, with no build time in it', () => {
    const [feed, ...others] = feeds(manifest, 'https://example.test');
    expect(others).toEqual([]);
    expect(feed.path).toBe('/blog/feed.xml');
    const titles = [...feed.xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual(newestFirst.map((a) => a.title.replace(/&/g, '&amp;').replace(/'/g, '&apos;')));
    expect(feed.xml).toContain(`<updated>${newestFirst[0].published}T00:00:00Z</updated>`);
    expect(feed.xml).toContain('<link rel="self" type="application/atom+xml" href="https://example.test/blog/feed.xml"/>');
    expect(feed.xml).toContain(`<id>https://example.test/blog/${newestFirst[0].id}</id>`);
    expect(feeds(manifest, 'https://example.test')).toEqual([feed]);

    const tricky: RouteManifest = {
      ...manifest,
      collectionRoutes: { '/blog/:id': { collection: 'journal', page: 'journal-article', feed: 'Notes <&> "quotes"' } },
    };
    expect(feeds(tricky, 'https://example.test')[0].xml).toContain('<title>Notes &lt;&amp;&gt; &quot;quotes&quot;</title>');
  });
});

describe("the journal's content is checked like a page's", () => {
  const validateCopy = (edit: (content: string) => void) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'journal-'));
    const content = path.join(dir, 'content');
    cpSync(contentDir, content, { recursive: true });
    edit(content);
    return validateContent({ content, schemas: schemasDir, public: publicDir }).problems;
  };

  it('reports a link to no page inside an article, at its place', () => {
    const problems = validateCopy((content) => {
      const file = path.join(content, 'data/journal.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('(/custom-safaris)', '(/custom-safari)'));
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: expect.stringMatching(/content\/data\/journal\.json$/),
        path: expect.stringMatching(/^entries\[0\] › blocks\[\d\] \(text-section\) › paragraphs\[\d\]$/),
        message: expect.stringContaining('"/custom-safari" is not a page of this site. Did you mean "/custom-safaris"?'),
      }),
    );
  });

  it('refuses an article block of an unknown type, and a tile grid with both tiles and entries', () => {
    const problems = validateCopy((content) => {
      const file = path.join(content, 'data/journal.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "text-section"', '"type": "text-sektion"'));
      const home = path.join(content, 'pages/home.json');
      writeFileSync(
        home,
        readFileSync(home, 'utf8').replace('"entries": {', '"tiles": [{ "title": "T", "text": "x" }],\n      "entries": {'),
      );
    });
    const messages = problems.map((p) => `${p.file.split('content/')[1]}:${p.line} ${p.path}  ${p.message}`);
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^data\/journal\.json:\d+ entries\[0\] › blocks\[1\] \(text-sektion\) › type {2}unknown block type "text-sektion"\. Did you mean "text-section"\?/,
      ),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(
        /^pages\/home\.json:\d+ blocks\[\d\] \(tile-grid\) › entries {2}cannot be given together with what is beside it here\. Keep one of the two\.$/,
      ),
    );
  });
});
