import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { editSince, readInputs, type Edit, type Inputs } from '../../scripts/lib/build/incremental/cache.ts';
import { applyRouteChanges, rebuildPlan } from '../../scripts/lib/build/incremental/plan.ts';
import type { RouteManifest } from '../../src/generated/content.ts';

/** A small project: site.json, routes.json and three pages, one of them in a frame of its own. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'incremental-'));
  roots.push(root);
  mkdirSync(path.join(root, 'content', 'pages'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'site.json'), '{"name":"Site"}');
  writeFileSync(path.join(root, 'content', 'routes.json'), '{"routes":{"/":"home","/a":"a","/b":"b"}}');
  writeFileSync(path.join(root, 'content', 'pages', 'home.json'), '{"title":"Home","blocks":[]}');
  writeFileSync(path.join(root, 'content', 'pages', 'a.json'), '{"title":"A","blocks":[]}');
  writeFileSync(path.join(root, 'content', 'pages', 'b.json'), '{"title":"B","frame":"brand","blocks":[]}');
  return root;
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const write = (root: string, file: string, text: string): void => writeFileSync(path.join(root, 'content', file), text);

function edited(edit: (root: string) => void): ReturnType<typeof editSince> {
  const root = project();
  const before = readInputs(root);
  edit(root);
  return editSince(before, readInputs(root));
}

/** What an edit changed, in a form to compare: the pages, and whether the route table's paths changed. */
const summary = (edit: ReturnType<typeof editSince>) =>
  edit === 'all' ? 'all' : { pages: [...edit.pages].sort(), routesChanged: edit.routesBefore !== undefined };

describe('what an edit changed', () => {
  it('nothing when nothing changed', () => {
    expect(summary(edited(() => undefined))).toEqual({ pages: [], routesChanged: false });
  });

  it("a page's own file: that page", () => {
    expect(summary(edited((root) => write(root, 'pages/a.json', '{"title":"A, again","blocks":[]}')))).toEqual({
      pages: ['a'],
      routesChanged: false,
    });
  });

  it('site.json: every page', () => {
    expect(edited((root) => write(root, 'site.json', '{"name":"Other"}'))).toBe('all');
  });

  it("a renamed route: the route table's paths, with both tables", () => {
    const edit = edited((root) => write(root, 'routes.json', '{"routes":{"/":"home","/a-new":"a","/b":"b"}}'));
    expect(summary(edit)).toEqual({ pages: [], routesChanged: true });
    expect(edit !== 'all' && Object.keys(edit.routesBefore?.routes ?? {})).toEqual(['/', '/a', '/b']);
    expect(edit !== 'all' && Object.keys(edit.routes.routes)).toEqual(['/', '/a-new', '/b']);
  });

  it('the route table written otherwise but the same: nothing', () => {
    const edit = edited((root) => write(root, 'routes.json', '{\n  "routes": { "/": "home", "/a": "a", "/b": "b" }\n}\n'));
    expect(summary(edit)).toEqual({ pages: [], routesChanged: false });
  });

  it("a change to the route table's rules, which the browser's code is built with: every page", () => {
    expect(
      edited((root) => write(root, 'routes.json', '{"routes":{"/":"home","/a":"a","/b":"b"},"fallback":"coming-soon"}')),
    ).toBe('all');
  });

  it('a page added or removed: that page (the route table says where it is shown)', () => {
    expect(summary(edited((root) => write(root, 'pages/c.json', '{"blocks":[]}')))).toEqual({
      pages: ['c'],
      routesChanged: false,
    });
    expect(summary(edited((root) => rmSync(path.join(root, 'content', 'pages', 'b.json'))))).toEqual({
      pages: ['b'],
      routesChanged: false,
    });
  });

  it('a page that changes frame: every page, as what leaving a page waits for is listed per frame', () => {
    expect(edited((root) => write(root, 'pages/b.json', '{"title":"B","blocks":[]}'))).toBe('all');
  });

  it('code: every page', () => {
    expect(
      edited((root) => {
        mkdirSync(path.join(root, 'src'));
        writeFileSync(path.join(root, 'src', 'x.ts'), 'export {};');
      }),
    ).toBe('all');
  });

  it('with no last build: every page', () => {
    expect(editSince(undefined, readInputs(project()))).toBe('all');
  });
});

describe('reading the inputs again', () => {
  // As if read well after the files were written: their states are kept.
  const later = () => Date.now() + 60_000;
  const siteJson = 'content/site.json';

  it('keeps no state of a file written just before it is read, so the next build reads it again', () => {
    const inputs = readInputs(project());
    expect(inputs.files[siteJson]).toBeUndefined();
    expect(inputs.files['content/pages/a.json']).toBeUndefined();
  });

  it('does not read again a file whose state is the one kept', () => {
    const root = project();
    const first = readInputs(root, undefined, later());
    const kept = first.files[siteJson];
    expect(kept).toBeDefined();
    if (kept) kept.hash = 'the hash kept';
    const page = first.pages.a;
    if (page) page.frame = 'the frame kept';
    const again = readInputs(root, first, later());
    expect(again.files[siteJson]?.hash).toBe('the hash kept');
    expect(again.pages.a?.frame).toBe('the frame kept');
  });

  it('reads a file again when it changed, even to the same size with its modification time set back', async () => {
    const root = project();
    const file = path.join(root, 'content', 'site.json');
    // A whole second, which setting the time back gives exactly.
    const time = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, time, time);
    const first = readInputs(root, undefined, later());
    // Past the file system clock's tick, so the write gives the file a new change time.
    await new Promise((resolve) => setTimeout(resolve, 20));
    writeFileSync(file, '{"name":"Stie"}');
    utimesSync(file, time, time);
    expect(statSync(file).mtimeMs).toBe(first.files[siteJson]?.mtimeMs);
    const again = readInputs(root, first, later());
    expect(again.files[siteJson]?.hash).not.toBe(first.files[siteJson]?.hash);
    expect(editSince(first, again)).toBe('all');
  });

  it('gives the same inputs as a first reading when nothing changed', () => {
    const root = project();
    const first = readInputs(root, undefined, later());
    expect(readInputs(root, first, later())).toEqual(first);
  });
});

describe('what a rebuild redoes for an edit of pages and route paths', () => {
  const table = (changes: Partial<RouteManifest> = {}): RouteManifest => ({
    routes: { '/': 'home', '/a': 'a', '/b': 'b' },
    aliases: { '/old-a': '/a' },
    planned: ['/soon'],
    fallback: 'coming-soon',
    notFound: 'not-found',
    ...changes,
  });
  const pages: Inputs['pages'] = Object.fromEntries(
    ['home', 'a', 'b', 'c', 'coming-soon', 'not-found'].map((id) => [id, { hash: id, frame: id === 'b' ? 'brand' : '' }]),
  );
  const inputs: Inputs = { shared: '', routes: '', pages, files: {} };
  const plan = (after: RouteManifest, edited: string[] = []) => {
    const edit: Edit = { pages: new Set(edited), routes: after, routesBefore: table() };
    const result = rebuildPlan(edit, inputs, inputs);
    return result === 'all'
      ? 'all'
      : { ...result, render: [...result.render].sort(), routes: result.routes && { ...result.routes, table: undefined } };
  };

  it("a page's own file: every path showing it", () => {
    const result = rebuildPlan({ pages: new Set(['a']), routes: table() }, inputs, inputs);
    expect(result !== 'all' && [...result.render]).toEqual(['/a', '/old-a']);
    expect(result !== 'all' && result.routes).toBeUndefined();
  });

  it('a renamed route: the new path and the aliases that follow it; the old path goes; its linkers are checked', () => {
    expect(plan(table({ routes: { '/': 'home', '/a-new': 'a', '/b': 'b' }, aliases: { '/old-a': '/a-new' } }))).toEqual({
      render: ['/a-new', '/old-a'],
      pages: ['a'],
      linked: ['/a-new', '/old-a', '/a'],
      routes: { table: undefined, resolved: ['/a-new', '/old-a'], gone: ['/a'], hidden: [] },
    });
  });

  it('a route moved with its old path kept as an alias: the old path is rendered again, as an alias', () => {
    const moved = table({ routes: { '/': 'home', '/a-new': 'a', '/b': 'b' }, aliases: { '/old-a': '/a-new', '/a': '/a-new' } });
    const result = plan(moved);
    expect(result !== 'all' && result.render).toEqual(['/a', '/a-new', '/old-a']);
    expect(result !== 'all' && result.routes?.gone).toEqual([]);
  });

  it('an alias added: that path only', () => {
    const result = plan(table({ aliases: { '/old-a': '/a', '/bee': '/b' } }));
    expect(result !== 'all' && result.render).toEqual(['/bee']);
    expect(result !== 'all' && result.pages).toEqual(['b']);
  });

  it('a planned path dropped: nothing rendered, its files go', () => {
    const result = plan(table({ planned: [] }));
    expect(result !== 'all' && [result.render, result.routes?.gone]).toEqual([[], ['/soon']]);
  });

  it('a page added with its route: its path', () => {
    const result = plan(table({ routes: { '/': 'home', '/a': 'a', '/b': 'b', '/c': 'c' } }), ['c']);
    expect(result !== 'all' && [result.render, result.pages]).toEqual([['/c'], ['c']]);
  });

  it('a page no longer shown anywhere: its page files go', () => {
    const result = plan(table({ routes: { '/': 'home', '/a': 'a', '/b': 'b', '/c': 'c' } }));
    expect(result !== 'all' && result.routes?.hidden).toEqual([]);
    const gone = rebuildPlan(
      { pages: new Set(), routes: table(), routesBefore: table({ routes: { '/': 'home', '/a': 'a', '/b': 'b', '/c': 'c' } }) },
      inputs,
      inputs,
    );
    expect(gone !== 'all' && gone.routes?.hidden).toEqual(['c']);
  });

  it('every page when the frames the pages wear, or the order the paths reach them, change (page-chunks.json)', () => {
    // b, the only page in the brand frame, is no longer shown.
    expect(plan(table({ routes: { '/': 'home', '/a': 'a', '/b': 'a' } }))).toBe('all');
    // The brand frame is reached first.
    expect(plan(table({ routes: { '/b': 'b', '/': 'home', '/a': 'a' } }))).toBe('all');
  });
});

describe('a rebuild after a route table change', () => {
  it('removes the files of the paths gone, and the folders they leave empty, and writes the route files again', async () => {
    const client = mkdtempSync(path.join(tmpdir(), 'rebuild-client-'));
    roots.push(client);
    const hosting = path.join(client, '..', `${path.basename(client)}-hosting`);
    roots.push(hosting);
    const files = [
      'a/index.html',
      'a/index.html.br',
      'a/index.html.gz',
      'a/deeper/index.html',
      'old/index.html',
      'resolve/a.json',
    ];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
      writeFileSync(path.join(client, file), 'last build');
    }
    const after: RouteManifest = {
      routes: { '/': 'home', '/a-new': 'a' },
      aliases: { '/x': '/a-new' },
      planned: [],
      fallback: 'coming-soon',
    };
    await applyRouteChanges(client, hosting, { table: after, resolved: ['/a-new'], gone: ['/a', '/old'], hidden: [] });
    expect(files.filter((file) => existsSync(path.join(client, file)))).toEqual(['a/deeper/index.html']);
    expect(existsSync(path.join(client, 'old'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(client, 'resolve', 'a-new.json'), 'utf8'))).toMatchObject({ pageId: 'a' });
    expect(JSON.parse(readFileSync(path.join(client, 'resolve', '_paths.json'), 'utf8'))).toEqual(['/', '/a-new']);
    expect(readFileSync(path.join(client, '_redirects'), 'utf8')).toContain('/x  /x/index.html  200');
  });
});
