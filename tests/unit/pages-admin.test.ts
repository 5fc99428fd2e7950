import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentChoreError, findLinks, movePage, newPage } from '../../scripts/lib/content/pages-admin.ts';
import { contentDir as siteContent, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { formatProblem, validateContent } from '../../scripts/lib/content/validate/index.ts';

let root: string;
let content: string;
const read = (file: string): string => readFileSync(path.join(content, file), 'utf8');
let publicCopy: string;
const problems = () =>
  validateContent({ content, schemas: schemasDir, public: publicCopy }).problems.map((p) =>
    formatProblem(p).replace(/^.*?content\//, 'content/'),
  );

// Each test works on its own copy of the site's content.
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'content-'));
  content = path.join(root, 'content');
  cpSync(siteContent, content, { recursive: true });
  // new-page draws its stand-in picture here, never into the site's own public/.
  publicCopy = path.join(root, 'public');
  cpSync(publicDir, publicCopy, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('links', () => {
  it('lists every place that links to a path, with file, line and column', () => {
    const places = findLinks(content, '/contact');
    expect(places.length).toBeGreaterThan(3);
    for (const place of places) {
      const line = read(place.file.replace(/^content\//, '')).split('\n')[place.line - 1];
      // The column is where the string holding the link starts.
      expect(line.slice(place.column - 1)).toMatch(/^"/);
      expect(place.text).toContain('/contact');
    }
    expect(places.map((p) => p.file)).toContain('content/site.json');
  });

  it('finds links inside rich text, with an anchor or a topic, and aliases that show the path', () => {
    expect(findLinks(content, '/privacy-policy').some((p) => p.text.includes('[Privacy Policy](/privacy-policy)'))).toBe(true);
    expect(findLinks(content, '/').some((p) => p.text.startsWith('alias /experiences'))).toBe(true);
    expect(findLinks(content, '/cont')).toEqual([]);
  });
});

describe('new-page', () => {
  it('creates the page, routes it and takes it off the planned list', async () => {
    const routesBefore = read('routes.json');
    expect(JSON.parse(routesBefore).planned).toContain('/join-our-team');
    const made = await newPage(content, publicCopy, '/join-our-team', 'Join Our Team');
    expect(made).toMatchObject({
      pageId: 'join-our-team',
      file: 'content/pages/join-our-team.json',
      image: '/images/pages/join-our-team.jpg',
      drewImage: true,
      wasPlanned: true,
    });

    const page = JSON.parse(read('pages/join-our-team.json'));
    expect(page.$schema).toBe('../../schemas/page.schema.json');
    expect(page.title).toBe('Join Our Team | Halcyon Voyages');
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual(['hero', 'cta']);

    const routes = read('routes.json');
    expect(JSON.parse(routes).routes['/join-our-team']).toBe('join-our-team');
    expect(JSON.parse(routes).planned).not.toContain('/join-our-team');
    // Edited in place: the rest of the file is untouched, line for line.
    const removed = routesBefore.split('\n').filter((l) => !routes.split('\n').includes(l));
    // The planned path goes (its line, or the one line of a short planned list); the route that was last
    // gains a comma before the new one.
    const [lastPath, lastId] = Object.entries(JSON.parse(routesBefore).routes as Record<string, string>).at(-1) ?? [];
    expect(removed.map((l) => l.trim())).toEqual([
      `"${lastPath}": "${lastId}"`,
      expect.stringMatching(/^("\/join-our-team",|"planned": \[.*"\/join-our-team".*\],)$/),
    ]);

    // The site is whole the moment the page exists: its stand-in picture is drawn, and recorded as one. Its one
    // problem is the picture's sample description, which asks for the photograph's own.
    const left = validateContent({ content, schemas: schemasDir, public: publicCopy }).problems;
    expect(left.map((p) => [p.code, p.pointer])).toEqual([['sample-alt', '/blocks/0/slides/0/image/alt']]);
    const picture = readFileSync(path.join(publicCopy, 'images/pages/join-our-team.jpg'));
    expect(picture.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const record = JSON.parse(readFileSync(path.join(publicCopy, 'images/.placeholders.json'), 'utf8'));
    expect(record.placeholders['pages/join-our-team.jpg']).toBe(createHash('sha256').update(picture).digest('hex'));
  });

  it('refuses a path that exists, with the reason', async () => {
    await expect(newPage(content, publicCopy, '/contact', 'Contact')).rejects.toThrow(
      new ContentChoreError(
        '/contact is already a route: content/pages/contact.json answers there. Choose another path, or edit that page.',
      ),
    );
    await expect(newPage(content, publicCopy, '/experiences', 'Experiences')).rejects.toThrow(/already an alias of \//);
    await expect(newPage(content, publicCopy, '/Our Team', 'Our Team')).rejects.toThrow(/lowercase letters, digits and hyphens/);
  });
});

describe('move-page', () => {
  it('moves the route, rewrites every link to it and keeps the old path as an alias', () => {
    const before = findLinks(content, '/contact');
    const homeBefore = read('pages/home.json');
    const { pageId, rewritten } = movePage(content, '/contact', '/get-in-touch');
    expect(pageId).toBe('contact');
    expect(rewritten.length).toBe(before.length);

    const manifest = JSON.parse(read('routes.json'));
    expect(manifest.routes['/get-in-touch']).toBe('contact');
    expect(manifest.routes['/contact']).toBeUndefined();
    expect(manifest.aliases['/contact']).toBe('/get-in-touch');
    expect(findLinks(content, '/contact').filter((p) => !p.file.endsWith('routes.json'))).toEqual([]);
    expect(findLinks(content, '/get-in-touch').length).toBe(before.length + 1);

    // Only the lines holding a link changed.
    const homeAfter = read('pages/home.json');
    const changed = homeAfter.split('\n').filter((line, i) => line !== homeBefore.split('\n')[i]);
    expect(homeAfter.split('\n').length).toBe(homeBefore.split('\n').length);
    for (const line of changed) expect(line).toContain('/get-in-touch');
    expect(problems()).toEqual([]);
  });

  it('points aliases of the old path at the new one', () => {
    movePage(content, '/', '/welcome');
    const manifest = JSON.parse(read('routes.json'));
    expect(manifest.aliases).toMatchObject({ '/experiences': '/welcome', '/': '/welcome' });
  });

  it('refuses what it cannot move', () => {
    expect(() => movePage(content, '/experiences', '/tours')).toThrow('/experiences is an alias of /: move that route instead.');
    expect(() => movePage(content, '/about', '/journal')).toThrow('/about is not a route of content/routes.json.');
    expect(() => movePage(content, '/contact', '/experiences')).toThrow('/experiences is already an alias: choose another path.');
  });
});
