import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentDir, publicDir, relative, schemasDir } from '../../scripts/lib/paths.ts';
import { changedFocus, linkersOf, pagesAndLinkers } from '../../scripts/lib/content/validate/changed.ts';
import { validateOnCores, validationThread } from '../../scripts/lib/content/validate/thread.ts';
import { readContent, validateContent, type ContentRoots } from '../../scripts/lib/content/validate/index.ts';
import { readPublicFiles, readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { problemsWith } from '../../scripts/lib/dev/editor-check.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { validateDocuments } from '../../src/validation/index.ts';

describe('npm run validate -- --changed', () => {
  let root: string;
  let roots: ContentRoots;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  const page = (id: string) => path.join(roots.content, 'pages', `${id}.json`);
  const edit = (id: string, from: string, to: string) => {
    const text = readFileSync(page(id), 'utf8');
    expect(text).toContain(from);
    writeFileSync(page(id), text.replace(from, to));
  };
  const checked = () => {
    const focus = changedFocus(roots);
    return { focus, ...validateContent(roots, focus) };
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gate-changed-'));
    roots = { content: path.join(root, 'content'), schemas: path.join(root, 'schemas'), public: path.join(root, 'public') };
    cpSync(contentDir, roots.content, { recursive: true });
    cpSync(schemasDir, roots.schemas, { recursive: true });
    // The public folder is in this repository too, or git would be asked about the project's own, which
    // a copy of the project without .git (a release tarball) does not have. Validation reads only the
    // files' names, so empty files stand in for the pictures.
    for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
      const standIn = path.join(roots.public, path.relative(publicDir, path.join(entry.parentPath, entry.name)));
      mkdirSync(path.dirname(standIn), { recursive: true });
      writeFileSync(standIn, '');
    }
    git('init', '-q');
    git('add', '.');
    git('-c', 'user.name=Gate', '-c', 'user.email=gate@example.com', 'commit', '-qm', 'content');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('checks only the pages changed since the last commit, and reports their problems', () => {
    edit('faqs', '"title": "Frequently Asked Questions | Halcyon Voyages"', '"title": 1');
    const { focus, problems, files } = checked();
    // The page and the pages that link to it.
    expect([...(focus ?? [])].map((f) => path.basename(f))).toContain('faqs.json');
    expect(problems.map((p) => [path.basename(p.file), p.path])).toEqual([['faqs.json', 'title']]);
    // The page, and every file that is not a page: site.json, routes.json, the collections and frames.
    expect(files).toBe(validateContent(roots).files - readdirSync(path.join(roots.content, 'pages')).length + (focus?.size ?? 0));
  });

  it('on a thread of its own, finds the same as here: a page with its linkers, then everything', async () => {
    edit('about-evelyn-hart', '"id": "awards"', '"id": "honours"');
    const thread = validationThread(roots);
    try {
      const linkers = await thread.check({ linkersOf: ['about-evelyn-hart'] });
      const focus = pagesAndLinkers(roots, ['about-evelyn-hart']);
      expect(linkers).toEqual({ ...validateContent(roots, focus), focus });
      expect((await thread.check({})).problems).toEqual(validateContent(roots).problems);
    } finally {
      await thread.stop();
    }
  });

  it('split over threads, finds the same as in one: links across the shares, broken pages, every other file', async () => {
    edit('about-evelyn-hart', '"id": "awards"', '"id": "honours"');
    edit('faqs', '"title": "Frequently Asked Questions | Halcyon Voyages"', '"title": 1');
    writeFileSync(page('journal'), '{ "title": ');
    edit('home', '"title"', '"title": "twice", "title"');
    // A file that is not a page, which every share reads: reported once.
    const routes = path.join(roots.content, 'routes.json');
    writeFileSync(routes, readFileSync(routes, 'utf8').replace('"routes": {', '"routes": { "/nowhere": "no-such-page",'));
    const whole = validateContent(roots);
    expect(whole.problems.filter((p) => p.file.endsWith('routes.json')).length).toBeGreaterThan(0);
    // A link to the changed anchor, on a page of another share than the one changed.
    expect(whole.problems.filter((p) => p.code === 'missing-anchor').length).toBeGreaterThan(0);
    const { checkedAt, ...split } = await validateOnCores(roots, undefined, () => 'meanwhile', { cores: 3, pagesPerThread: 1 });
    expect(split).toEqual({ ...whole, meanwhile: 'meanwhile' });
    expect(checkedAt).toBeLessThanOrEqual(performance.now());
  });

  it('with nothing changed, checks no page', () => {
    const { focus, problems } = checked();
    expect(focus?.size).toBe(0);
    expect(problems).toEqual([]);
  });

  it('checks the pages that link to a changed page: an anchor it no longer has is a problem there', () => {
    edit('about-evelyn-hart', '"id": "awards"', '"id": "honours"');
    const { focus, problems } = checked();
    expect([...(focus ?? [])].map((f) => path.basename(f)).sort()).toEqual(['about-evelyn-hart.json', 'our-story.json']);
    expect(problems).toEqual([
      expect.objectContaining({
        file: expect.stringMatching(/content\/pages\/our-story\.json$/),
        code: 'missing-anchor',
        message: expect.stringContaining('the page at /about-evelyn-hart has no block with "id": "awards".'),
      }),
    ]);
  });

  it('knows the anchors of a page it does not check, to judge the links of one it does', () => {
    edit('our-story', '/about-evelyn-hart#awards', '/about-evelyn-hart#award');
    const { focus, problems } = checked();
    expect(focus).not.toContain(expect.stringMatching(/about-evelyn-hart\.json$/));
    expect(problems).toEqual([expect.objectContaining({ code: 'missing-anchor', fix: 'Did you mean "awards"?' })]);
  });

  it("checks an editor's unsaved page as --changed does: its problems, its linkers', nothing of the rest of the site", () => {
    edit('faqs', '"title": "Frequently Asked Questions | Halcyon Voyages"', '"title": 1');
    const file = relative(page('about-evelyn-hart'));
    const onDisk = readFileSync(page('about-evelyn-hart'), 'utf8');
    const { problems, elsewhere } = problemsWith(roots, file, onDisk.replace('"id": "awards"', '"id": "honours"'));
    expect(problems).toEqual([]);
    // The page linking to the anchor the unsaved text renames; not the unrelated page broken on disk.
    expect(elsewhere).toEqual([expect.objectContaining({ file: relative(page('our-story')), code: 'missing-anchor' })]);
    expect(problemsWith(roots, file, onDisk.replace('"title": "', '"title": 2, "x": "')).problems).toContainEqual(
      expect.objectContaining({ file, path: 'title' }),
    );
    expect(readFileSync(page('about-evelyn-hart'), 'utf8')).toBe(onDisk);
  });

  it('finds the pages linking to a path a route no longer has: a rebuild after a route change checks them', () => {
    const linkers = linkersOf(roots, ['/about-evelyn-hart']);
    expect([...linkers].map((f) => path.basename(f))).toEqual(['our-story.json']);
    const routesFile = path.join(roots.content, 'routes.json');
    writeFileSync(routesFile, readFileSync(routesFile, 'utf8').replace('"/about-evelyn-hart"', '"/about-evelyn"'));
    expect(validateContent(roots, linkers).problems).toContainEqual(
      expect.objectContaining({ file: expect.stringMatching(/our-story\.json$/), code: 'dead-link' }),
    );
  });

  it('checks everything when a file that is not a page changed, or a page was deleted', () => {
    const all = validateContent(roots).files;
    writeFileSync(path.join(roots.content, 'site.json'), readFileSync(path.join(roots.content, 'site.json'), 'utf8') + '\n');
    expect(changedFocus(roots)).toBeUndefined();
    expect(checked().files).toBe(all);
    git('checkout', '-q', '--', 'content/site.json');
    rmSync(page('packing-tips'));
    expect(changedFocus(roots)).toBeUndefined();
  });
});

describe('the progress of a long run', () => {
  it('is told of each page checked, and of only those with a focus', () => {
    const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
    const input = {
      documents: readContent(roots),
      contentDir: relative(contentDir),
      schemas: readSchemas(schemasDir),
      compile: compileSchemas,
      publicFiles: readPublicFiles(publicDir),
    };
    const pages = [...input.documents.keys()].filter((file) => file.startsWith(`${relative(contentDir)}/pages/`));
    let told = 0;
    validateDocuments({ ...input, onPage: () => told++ });
    expect(told).toBe(pages.length);
    told = 0;
    validateDocuments({ ...input, focus: new Set(pages.slice(0, 2)), onPage: () => told++ });
    expect(told).toBe(2);
  });
});
