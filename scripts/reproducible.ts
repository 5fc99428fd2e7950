/**
 * `npm run reproducible`: builds the site twice and fails when any file of the two builds differs
 * (HTML with its style class names and groups, chunk names, host configuration). Then it rebuilds the
 * second as if some pages had changed, which prerenders only those into a copy of the last build
 * (scripts/lib/build/incremental/cache.ts), and fails unless that equals the first build too. Last, in a copy of the
 * project (content/ is never touched), it builds, moves a route (`npm run move-page`, which rewrites the
 * links to it) and drops a planned path, rebuilds, which prerenders only the paths that resolve otherwise
 * (scripts/lib/build/incremental/plan.ts), and fails unless that equals a clean build of the copy; and a rebuild
 * after an edit that breaks a page must fail, keeping the build being served.
 * Then, in a copy grown to some hundreds of pages, it builds the site clean and in parts as machines of their own
 * would (`--shard`, one after another), joins them (`--merge`) and fails unless that equals the clean build, and
 * unless the route-edited copy, whose content differs, refuses those parts.
 * Each build runs in a process of its own, as `npm run build` does, into a separate DIST_DIR inside the
 * project (the server bundle resolves its packages from the project's node_modules).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import manifestJson from '../content/routes.json' with { type: 'json' };
import type { RouteManifest } from '../src/generated/content.ts';
import { copyProject, growSite } from './lib/bench/scale.ts';
import { buildInParts, differences } from './lib/bench/scale-shards.ts';
import type { BuildCache } from './lib/build/incremental/cache.ts';
import { findLinks, movePage } from './lib/content/pages-admin.ts';
import { projectRoot } from './lib/paths.ts';
import { STAGES, type StageTiming } from './lib/build/stages.ts';

const manifest = manifestJson as RouteManifest;

function build(distDir: string, args: string[] = [], root = projectRoot): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error(`The build into ${distDir} failed.`);
  return path.join(distDir, 'client');
}

/** Marks pages as changed in a build's cache, as an edit of their files would, so the next build redoes only those. */
function touch(distDir: string, pageIds: string[]): void {
  const file = path.join(distDir, 'build-cache.json');
  const cache = JSON.parse(readFileSync(file, 'utf8')) as BuildCache;
  for (const id of pageIds) {
    const page = cache.pages[id];
    if (!page) throw new Error(`No page "${id}" in the build's cache.`);
    page.hash = 'changed';
  }
  // Without the states of their files, the files are read again.
  const reread = new Set(pageIds.map((id) => `content/pages/${id}.json`));
  cache.files = Object.fromEntries(Object.entries(cache.files).filter(([name]) => !reread.has(name)));
  writeFileSync(file, JSON.stringify(cache));
}

/** Fails unless the last build into `distDir` reused the one before and ran `stage`. */
function expectRebuild(distDir: string, stage: string, after: string): void {
  const report = JSON.parse(readFileSync(path.join(distDir, 'build-report.json'), 'utf8')) as { timings: StageTiming[] };
  const stages = report.timings.map((t) => t.stage);
  if (!stages.includes(STAGES.reuse.name) || !stages.includes(stage))
    throw new Error(`After ${after}, the rebuild did not reuse the last build to redo only what changed (${stages.join(', ')}).`);
}

/**
 * In a copy of the project: moves a route that has an alias and that only pages link to (so the rebuild
 * is not a clean one: a link in site.json would change every page), and drops a planned path nothing
 * links to. Returns what it did.
 */
function editRoutes(root: string): string {
  const contentDir = path.join(root, 'content');
  const linkedFromPagesOnly = (p: string): boolean =>
    findLinks(contentDir, p).every(({ file }) => file.includes('/pages/') || file.endsWith('routes.json'));
  const aliased = new Set(Object.values(manifest.aliases));
  const from = Object.keys(manifest.routes).find((p) => p !== '/' && aliased.has(p) && linkedFromPagesOnly(p));
  if (!from) throw new Error('No route with an alias that only pages link to, to move.');
  const { rewritten } = movePage(contentDir, from, `${from}-moved`);
  const dropped = manifest.planned.find((p) => findLinks(contentDir, p).length === 0);
  if (dropped) {
    const routesFile = path.join(contentDir, 'routes.json');
    const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as RouteManifest;
    routes.planned = routes.planned.filter((p) => p !== dropped);
    writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
  }
  const links = `${rewritten.length} link${rewritten.length === 1 ? '' : 's'} rewritten`;
  return `${from} moved to ${from}-moved (${links})${dropped ? `, planned ${dropped} dropped` : ''}`;
}

/**
 * Fails unless a rebuild after an edit that breaks a page fails, keeps the build being served and leaves
 * no half-made build behind (the prerender runs beside the check of the edit). The page is put back after.
 */
function brokenEditRefused(root: string): void {
  const distDir = path.join(root, 'dist');
  const served = realpathSync(path.join(distDir, 'client'));
  const before = new Set(readdirSync(path.join(distDir, 'builds')));
  const page = path.join(root, 'content', 'pages', `${manifest.routes['/']}.json`);
  const text = readFileSync(page, 'utf8');
  writeFileSync(page, text.replace(/"title": "/, '"title": 1, "x": "'));
  try {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, DIST_DIR: distDir },
    });
    const left = readdirSync(path.join(distDir, 'builds')).filter((name) => !before.has(name));
    const output = `${result.stdout}${result.stderr}`;
    if (result.status === 0 || !output.includes('Content has problems'))
      throw new Error(`A rebuild after a broken page did not fail on its content:\n${output}`);
    if (realpathSync(path.join(distDir, 'client')) !== served)
      throw new Error('A failed rebuild replaced the build being served.');
    if (left.length) throw new Error(`A failed rebuild left a half-made build behind: ${left.join(', ')}.`);
  } finally {
    writeFileSync(page, text);
  }
}

/**
 * Copies the project into `root` and builds it, rebuilds it after a route edit, then builds it clean. The
 * copy's builds are compared with each other only: its packages are links to the project's, so Vite's
 * manifest names them by other paths than a build in the project does.
 */
function routesRebuilt(root: string): { what: string; rebuilt: string; clean: string } {
  copyProject(root);
  build(path.join(root, 'dist'), [], root);
  const what = editRoutes(root);
  const rebuilt = build(path.join(root, 'dist'), [], root);
  expectRebuild(path.join(root, 'dist'), STAGES.routeFiles.name, what);
  brokenEditRefused(root);
  return { what, rebuilt, clean: build(path.join(root, 'clean'), ['--clean'], root) };
}

/** A site of some hundreds of pages (the site's own, copied under new routes), built in PARTS parts. */
const GROWN_PAGES = 300;
const PARTS = 3;

/** Fails unless a merge in the copy `root`, whose content differs from the project's, refuses the project's parts. */
function foreignPartsRefused(root: string, parts: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--merge', ...parts], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DIST_DIR: path.join(root, 'merged') },
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 || !output.includes('was built from something else than this checkout'))
    throw new Error(`A merge of parts built from other content was not refused:\n${output}`);
}

const base = path.join(projectRoot, 'dist', `reproducible-${process.pid}`);
const copy = mkdtempSync(path.join(tmpdir(), 'reproducible-routes-'));
const grown = mkdtempSync(path.join(tmpdir(), 'reproducible-parts-'));
try {
  const first = build(path.join(base, 'a'));
  const second = build(path.join(base, 'b'));
  const twice = differences(first, second);
  // The home page (made from the built index.html) and a page shown at an alias too, when there is one.
  const home = manifest.routes['/'] ?? '';
  const aliased = Object.values(manifest.aliases)
    .map((target) => (target ? manifest.routes[target] : undefined))
    .find((id) => id && id !== home);
  const touched = [home, ...(aliased ? [aliased] : [])];
  touch(path.join(base, 'b'), touched);
  const again = differences(first, build(path.join(base, 'b')));
  expectRebuild(path.join(base, 'b'), STAGES.prerender.name, `a change to ${touched.join(', ')}`);
  const routes = routesRebuilt(copy);
  copyProject(grown);
  growSite(grown, GROWN_PAGES);
  const inParts = buildInParts(grown, PARTS);
  foreignPartsRefused(copy, inParts.parts);
  for (const [what, { differing, files }] of [
    ['two builds', twice],
    [`a build and a rebuild of ${touched.join(', ')}`, again],
    [`a clean build and a rebuild after ${routes.what}`, differences(routes.clean, routes.rebuilt)],
    [`a clean build of ${GROWN_PAGES} pages and the merge of its ${PARTS} parts`, differences(inParts.clean, inParts.merged)],
  ] as const) {
    if (differing.length) {
      console.error(`${differing.length} of ${files} files differ between ${what}:\n  ${differing.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`${what[0]?.toUpperCase()}${what.slice(1)} are identical: ${files} files, byte for byte.`);
  }
} finally {
  rmSync(base, { recursive: true, force: true });
  rmSync(copy, { recursive: true, force: true });
  rmSync(grown, { recursive: true, force: true });
}
