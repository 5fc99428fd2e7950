/**
 * `npm run bench -- --scale 1000,10000`: how the build grows with the number of pages. For each size it
 * copies the project into a temporary folder (never touching content/), adds copies of the site's own
 * pages under new routes until the site has that many, builds it there and measures the build's stages,
 * its peak memory (the largest sum of the resident memory of the build's processes alive together,
 * sampled from /proc), the output's size, and what visitors pay
 * for the site's size: the first-load JavaScript of `/` (its entry and the preloads its HTML declares,
 * gzipped) and the table an idle page fetches to make the next navigation instant. Then it builds again:
 * with nothing changed, with one page's file changed, and with one of the added routes moved
 * (`npm run move-page`; scripts/lib/build/incremental/cache.ts). Before the build, it times working on the copy:
 * `npm run validate` (also `--changed`) and `npm run dev` (scripts/lib/bench/scale-work.ts), printed
 * beside the goals for working on a large site. The site itself is measured the same way first, as the baseline.
 * `--build-only` measures the clean build alone, nothing before or after it: for sizes where the rest
 * would take longer than the build (100,000 pages).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_MODULES_ID, type AppModules } from '../../../src/app/load-after-paint.ts';
import { PAGE_CHUNKS_FILE } from '../../../src/app/page-chunks.ts';
import type { Page, RouteManifest } from '../../../src/generated/content.ts';
import { servedPaths } from '../../../src/content/manifest.ts';
import { measureWork, workTable, type WorkTimings } from './scale-work.ts';
import { kB } from './budgets.ts';
import { movePage } from '../content/pages-admin.ts';
import { contentDir, projectRoot } from '../paths.ts';
import { imageReferencesCache } from '../images/unused.ts';
import { rssSampler } from '../process-tree.ts';
import { STAGES, type StageTiming } from '../build/stages.ts';
import { seconds } from '../figures.ts';

/** What the copy needs to build; node_modules and the image cache are shared, not copied. */
export const COPIED = [
  'content',
  'schemas',
  'scripts',
  'src',
  'index.html',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
];
export const SHARED = ['node_modules', 'public', '.cache'];

/** Copies the project into `root` as the builds of a copy need it (COPIED copied, SHARED linked). */
export function copyProject(root: string): void {
  for (const item of COPIED) cpSync(path.join(projectRoot, item), path.join(root, item), { recursive: true });
  // The cache may not exist yet (a fresh clone): a link to nothing would fail the copy's first write there.
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
  for (const item of SHARED) symlinkSync(path.join(projectRoot, item), path.join(root, item));
}

export interface ScaleResult {
  pages: number;
  timings: StageTiming[];
  totalMs: number;
  peakRssMb: number;
  outputMb: number;
  firstLoadJsGzip: number;
  pageChunksBytes: number;
  /** Wall time of a rebuild with nothing changed, with one page's file changed, and with an added route moved (not with --build-only). */
  unchangedMs?: number;
  onePageMs?: number;
  routeMovedMs?: number;
  /** Validating and the development server, in the same copy before its build (not with --build-only). */
  work?: WorkTimings;
}

/**
 * The site's pages that can be copied as they are: those with a route of their own in the site's frame
 * (a frame's or a collection route's page would need its frame's or entry's context).
 */
function copyablePages(manifest: RouteManifest): string[] {
  const pageIds = Object.values(manifest.routes).filter((pageId): pageId is string => pageId !== undefined);
  return [...new Set(pageIds)].filter((pageId) => {
    const page = JSON.parse(readFileSync(path.join(contentDir, 'pages', `${pageId}.json`), 'utf8')) as Page;
    return !page.frame && !page.blocks.some((block) => block.type === 'booking-wizard' || block.type === 'room-list');
  });
}

/** Adds copies of the site's pages to the copy's content until it prerenders `pages` pages; returns how many it does. */
export function growSite(root: string, pages: number): number {
  const routesFile = path.join(root, 'content', 'routes.json');
  const manifest = JSON.parse(readFileSync(routesFile, 'utf8')) as RouteManifest;
  const sources = copyablePages(manifest);
  // As the build counts them: every served path and the block catalogue.
  const own = servedPaths(manifest).length + 1;
  const extra = Math.max(0, pages - own);
  for (let i = 0; i < extra; i++) {
    const source = sources[i % sources.length];
    const pageId = `scale-${i}-${source}`;
    const page = JSON.parse(readFileSync(path.join(contentDir, 'pages', `${source}.json`), 'utf8')) as Page;
    // A title of its own, so the copies are pages a reader (and a search engine) could tell apart.
    page.title = `${page.title} (${i})`;
    writeFileSync(path.join(root, 'content', 'pages', `${pageId}.json`), JSON.stringify(page, null, 2));
    manifest.routes[`/scale/${i}-${source}`] = pageId;
  }
  writeFileSync(routesFile, JSON.stringify(manifest, null, 2));
  return own + extra;
}

const folderBytes = (folder: string): number =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);

/** The gzipped bytes of the scripts `/` declares for its first screen: the entry and its preloads. */
function firstLoadJs(clientDir: string): number {
  const html = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const json = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!json) throw new Error('the built / declares no modules');
  const modules = JSON.parse(json) as AppModules;
  const files = [modules.entry, ...modules.preload.filter((p) => !p.media).map((p) => p.href)];
  return files.reduce((sum, href) => sum + gzipSync(readFileSync(path.join(clientDir, href))).length, 0);
}

/** The wall time of a build of the copy after the last, which reuses what the edit did not touch. */
function rebuildMs(root: string): number {
  const started = performance.now();
  const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (build.status !== 0) throw new Error(`a rebuild failed:\n${build.stderr.slice(-4000)}`);
  return performance.now() - started;
}

/**
 * Builds the copy at `root` and returns the largest sum of the resident memory of the build's processes
 * (the build, its stage processes and their helpers) in MB. The build runs as `npm run build` runs it, but
 * without npm's and tsx's launchers, which hold memory of their own and do none of the build.
 */
function buildPeakMb(root: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    const memory = rssSampler(build.pid);
    let stderr = '';
    build.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    build.on('error', reject);
    build.on('exit', (code) => {
      memory.stop();
      if (code === 0) resolve(memory.peakMb());
      else reject(new Error(`the build failed:\n${stderr}`));
    });
  });
}

/**
 * Builds a copy of the project with `pages` pages (fewer than the site has: the site as it is) and
 * measures it; with `buildOnly`, the clean build alone.
 */
export async function measureScale(pages: number, buildOnly = false): Promise<ScaleResult> {
  const root = mkdtempSync(path.join(tmpdir(), `bench-scale-${pages}-`));
  try {
    copyProject(root);
    const built = growSite(root, pages);
    const work = buildOnly ? undefined : await measureWork(root);
    const peakRssMb = await buildPeakMb(root);
    const report = JSON.parse(readFileSync(path.join(root, 'dist', 'build-report.json'), 'utf8')) as {
      timings: StageTiming[];
      totalMs: number;
    };
    const clientDir = path.join(root, 'dist', 'client');
    const measured = {
      outputMb: folderBytes(clientDir) / 1024 / 1024,
      firstLoadJsGzip: firstLoadJs(clientDir),
      pageChunksBytes: statSync(path.join(clientDir, PAGE_CHUNKS_FILE.slice(1))).size,
      pages: built,
      timings: report.timings,
      totalMs: report.totalMs,
      peakRssMb,
    };
    if (buildOnly) return measured;
    // Rebuilds: nothing changed, then one page's title.
    const unchangedMs = rebuildMs(root);
    const pagesDir = path.join(root, 'content', 'pages');
    const edited = path.join(pagesDir, readdirSync(pagesDir).sort()[0] ?? '');
    const page = JSON.parse(readFileSync(edited, 'utf8')) as Page;
    writeFileSync(edited, JSON.stringify({ ...page, title: `${page.title} (edited)` }, null, 2));
    const onePageMs = rebuildMs(root);
    // An added route, which no page links to: the site's own may be in its menus (site.json), which every page shows.
    const routesFile = path.join(root, 'content', 'routes.json');
    const moved = Object.keys((JSON.parse(readFileSync(routesFile, 'utf8')) as RouteManifest).routes).find((p) =>
      p.startsWith('/scale/'),
    );
    if (moved) movePage(path.join(root, 'content'), moved, `${moved}-moved`);
    const routeMovedMs = moved ? rebuildMs(root) : undefined;
    return { ...measured, unchangedMs, onePageMs, work, routeMovedMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(imageReferencesCache(path.join(root, 'content')), { force: true });
  }
}

const secondsOrDash = (ms: number | undefined): string => (ms === undefined ? '—' : seconds(ms));

/**
 * The results as a Markdown table, one row per size: stage times with the prerender's cost per page (wall
 * time, and CPU time on every core), the build's CPU time (its stages', on every core and process).
 */
export function scaleTable(results: ScaleResult[]): string {
  const timing = (r: ScaleResult, name: string) => r.timings.find((t) => t.stage === name);
  const stage = (r: ScaleResult, name: string): number | undefined => timing(r, name)?.ms;
  const rows = results.map((r) => {
    const prerender = timing(r, STAGES.prerender.name);
    // The stage during which the build's processes held the most memory together.
    const peakStage = r.timings.find((t) => t.peakRssMb >= Math.max(...r.timings.map((u) => u.peakRssMb)))?.stage;
    const cells = [
      r.pages.toLocaleString('en-US'),
      secondsOrDash(stage(r, STAGES.validate.name)),
      secondsOrDash(stage(r, STAGES.client.name)),
      secondsOrDash(stage(r, STAGES.server.name)),
      prerender
        ? `${secondsOrDash(prerender.ms)} (${(prerender.ms / r.pages).toFixed(1)} ms/page, CPU ${(prerender.cpuMs / r.pages).toFixed(1)} ms/page)`
        : '—',
      secondsOrDash(stage(r, STAGES.hostConfig.name)),
      secondsOrDash(stage(r, STAGES.precompress.name)),
      secondsOrDash(r.totalMs),
      secondsOrDash(r.timings.reduce((sum, t) => sum + t.cpuMs, 0)),
      `${(r.totalMs / r.pages).toFixed(1)} ms`,
      `${Math.round(r.peakRssMb)} MB${peakStage ? ` (${peakStage})` : ''}`,
      `${r.outputMb.toFixed(0)} MB`,
      kB(r.firstLoadJsGzip),
      kB(r.pageChunksBytes),
      secondsOrDash(r.onePageMs),
      secondsOrDash(r.routeMovedMs),
      secondsOrDash(r.unchangedMs),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '| pages | validate | client build | server bundle | prerender | host configuration | precompress | whole build | CPU | per page | peak RSS (reached in) | output | first-load JS of / (gz) | page-chunks.json | rebuild, 1 page changed | rebuild, route moved | rebuild, unchanged |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** `--scale 1000,10000` (or `--scale=…`): the sizes to measure, after the site itself. */
export function scaleOption(argv: string[]): number[] | undefined {
  const at = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at < 0) return undefined;
  const value = argv[at].includes('=') ? argv[at].slice('--scale='.length) : argv[at + 1];
  const sizes = (value ?? '').split(',').map(Number);
  if (!value || sizes.some((n) => !Number.isInteger(n) || n <= 0))
    throw new Error(`--scale takes page counts separated by commas, such as --scale 1000,10000 (got "${value ?? ''}").`);
  return sizes;
}

export async function benchScale(sizes: number[], buildOnly = false): Promise<void> {
  const results: ScaleResult[] = [];
  for (const pages of [0, ...sizes]) {
    console.log(`\n▸ building ${pages ? `${pages.toLocaleString('en-US')} pages` : 'the site itself'}`);
    results.push(await measureScale(pages, buildOnly));
    const worked = results.flatMap(({ pages, work }) => (work ? [{ pages, work }] : []));
    console.log(`\n${scaleTable(results)}${worked.length ? `\n\n${workTable(worked)}` : ''}`);
  }
  console.log(
    `\nLoad average at the end: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}.`,
  );
  // Only the git revision links the figures to the code they measured. Each size copies the working
  // tree when its turn comes, so "-dirty" says that uncommitted changes were measured.
  const revision = execFileSync('git', ['describe', '--always', '--dirty'], { cwd: projectRoot, encoding: 'utf8' }).trim();
  console.log(`\nMeasured at ${revision} on ${new Date().toISOString().slice(0, 10)}.`);
}
