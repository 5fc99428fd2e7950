/**
 * Incremental builds: what the last build was made from, kept beside the builds (dist/build-cache.json),
 * so the next build redoes only what an edit touches.
 *
 * A page's render reads its own file, how its own path resolves (content/routes.json), and everything
 * that is not a page (site.json, the collections, frames, schemas, code, pictures). So an edit to pages
 * or to the route table only prerenders the paths it touches (scripts/lib/build/incremental/plan.ts) and reuses the
 * rest of the last build; any other edit (site.json, a collection, code) touches every page and the build
 * starts clean. The result is the same, byte for byte, as a clean build (`npm run reproducible`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteManifest } from '../../../../src/generated/content.ts';
import { distDir, projectRoot, relative } from '../../paths.ts';
import { sha256 } from '../../hash.ts';
import { buildYear } from '../year.ts';

export interface PageInput {
  /** SHA-256 of the page's file. */
  hash: string;
  /** The frame it wears: a page that changes frame changes what page-chunks.json lists for the site. */
  frame: string;
}

/**
 * A file as it was on disk when it was read. While its size, times and inode stay the same, so do its
 * bytes: a write changes the ctime, which no tool can set back (cp -p, touch and git set only the mtime).
 */
export interface FileState {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  /** SHA-256 of its bytes. */
  hash: string;
}

export interface Inputs {
  /** SHA-256 over every input but the page files and content/routes.json, and the settings read from the environment. */
  shared: string;
  /** The text of content/routes.json ('' without one): a rebuild compares the old and new route tables. */
  routes: string;
  pages: Record<string, PageInput>;
  /** By path relative to the project: each file read, to read again only those that changed since. */
  files: Record<string, FileState>;
}

export interface BuildCache extends Inputs {
  /** The folder under builds/ these inputs made. */
  build: string;
  /** Each page's last measured render time in ms, by page id: a build spread over machines balances its parts by them. */
  costs?: Record<string, number>;
}

export const buildCacheFile = path.join(distDir, 'build-cache.json');

/** What a build reads besides the page files; generated and cached output is left out. */
const INPUTS = [
  'content',
  'schemas',
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const ROUTES_FILE = 'content/routes.json';

/**
 * A file changed this shortly before it was read may change again within the same tick of the
 * file system's clock, keeping its times and size: its state is not kept, so the next build reads it.
 */
const RACY_MS = 2000;

const sameState = (stats: Stats, known: FileState): boolean =>
  stats.size === known.size && stats.mtimeMs === known.mtimeMs && stats.ctimeMs === known.ctimeMs && stats.ino === known.ino;

/**
 * The inputs of a build in `root`, the page files one by one. A file whose state is the one `last` kept
 * is not read again: its hash (and a page's frame) is the one kept. `readAt` is when the reading starts.
 */
export function readInputs(root = projectRoot, last?: Inputs, readAt = Date.now()): Inputs {
  const pagesDir = path.join(root, 'content', 'pages');
  const hash = createHash('sha256');
  // Settings a build reads from its environment: the forms' address and the footer's year.
  hash.update(`FORM_SERVICE_URL=${process.env.FORM_SERVICE_URL ?? ''}\0year=${buildYear()}\0`);
  const inputs: Inputs = { shared: '', routes: '', pages: {}, files: {} };
  const paths = INPUTS.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  });
  for (const file of paths.sort()) {
    const name = path.relative(root, file).split(path.sep).join('/');
    if (name === ROUTES_FILE) {
      inputs.routes = readFileSync(file, 'utf8');
      continue;
    }
    const page = path.dirname(file) === pagesDir && file.endsWith('.json') ? path.basename(file, '.json') : undefined;
    // Taken before the file is read: a write in between leaves a state the next build does not know.
    const stats = statSync(file);
    const known = last?.files[name];
    const keptPage = page === undefined ? undefined : last?.pages[page];
    let state: FileState;
    if (known && sameState(stats, known) && (page === undefined || keptPage)) {
      state = known;
      if (page !== undefined && keptPage) inputs.pages[page] = keptPage;
    } else {
      const bytes = readFileSync(file);
      state = { size: stats.size, mtimeMs: stats.mtimeMs, ctimeMs: stats.ctimeMs, ino: stats.ino, hash: sha256(bytes) };
      if (page !== undefined) inputs.pages[page] = { hash: state.hash, frame: frameOf(bytes) };
    }
    if (Math.max(stats.mtimeMs, stats.ctimeMs) < readAt - RACY_MS) inputs.files[name] = state;
    if (page === undefined) hash.update(`${name}\0${state.hash}\0`);
  }
  inputs.shared = hash.digest('hex');
  return inputs;
}

function frameOf(bytes: Uint8Array): string {
  try {
    const frame = (JSON.parse(Buffer.from(bytes).toString('utf8')) as { frame?: unknown }).frame;
    return typeof frame === 'string' ? frame : '';
  } catch {
    return '';
  }
}

/** What an edit changed since the last build, when only page files and the route table's paths changed. */
export interface Edit {
  /** The pages whose file changed, was added or was removed. */
  pages: Set<string>;
  /** The route table now. */
  routes: RouteManifest;
  /** The route table of the last build, when its paths changed since (a route renamed, an alias added, …). */
  routesBefore?: RouteManifest;
}

/** The parts of the route table the browser's code is built with (src/content/site-routes.ts): all but its paths. */
const rulesOf = (m: RouteManifest): string => JSON.stringify({ ...m, routes: undefined, aliases: undefined, planned: undefined });

const parsedRoutes = (text: string): RouteManifest | undefined => {
  try {
    return JSON.parse(text) as RouteManifest;
  } catch {
    return undefined;
  }
};

/**
 * What an edit changed, from the last build's inputs to these: 'all' when anything but page files and the
 * route table's paths changed (site.json, a collection, code, routes.json's fallback or collection routes),
 * or a page changed frame; otherwise the pages whose file changed and the route table if its paths did
 * (nothing: the tree is unchanged).
 */
export function editSince(last: Inputs | undefined, now: Inputs): 'all' | Edit {
  if (!last || last.shared !== now.shared) return 'all';
  const pages = new Set<string>();
  for (const id of new Set([...Object.keys(last.pages), ...Object.keys(now.pages)])) {
    const before = last.pages[id];
    const after = now.pages[id];
    if (before && after && before.frame !== after.frame) return 'all';
    if (before?.hash !== after?.hash) pages.add(id);
  }
  const routes = parsedRoutes(now.routes);
  if (!routes) return 'all';
  if (last.routes === now.routes) return { pages, routes };
  const before = parsedRoutes(last.routes);
  if (!before || rulesOf(before) !== rulesOf(routes)) return 'all';
  return JSON.stringify(before) === JSON.stringify(routes) ? { pages, routes } : { pages, routes, routesBefore: before };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRecordOf = (value: unknown, isItem: (item: Record<string, unknown>) => boolean): boolean =>
  isObject(value) && Object.values(value).every((item) => isObject(item) && isItem(item));
const isPageInput = (page: Record<string, unknown>): boolean => typeof page.hash === 'string' && typeof page.frame === 'string';
const isFileState = (state: Record<string, unknown>): boolean =>
  typeof state.hash === 'string' && ['size', 'mtimeMs', 'ctimeMs', 'ino'].every((key) => typeof state[key] === 'number');

/**
 * The last build's inputs, when its cache is one: a cache of another shape (an older build's, or a file
 * damaged or written by hand) would fail every build, `--clean` too, so it is set aside in one line and
 * the build that reads it starts clean and writes it anew.
 */
export function readBuildCache(file = buildCacheFile): BuildCache | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let cache: unknown;
  try {
    cache = JSON.parse(text);
  } catch {
    // Not JSON: said below, as a cache of another shape is.
  }
  if (
    isObject(cache) &&
    ['build', 'shared', 'routes'].every((key) => typeof cache[key] === 'string') &&
    isRecordOf(cache.pages, isPageInput) &&
    isRecordOf(cache.files, isFileState) &&
    (cache.costs === undefined || (isObject(cache.costs) && Object.values(cache.costs).every((ms) => typeof ms === 'number')))
  )
    return cache as unknown as BuildCache;
  console.log(`${relative(file)} is not a build cache this build can read: ignored, everything is built again.`);
  return undefined;
}

/**
 * Writes a new file in place of any there: a build that reuses the last one's files holds them as hard
 * links, and writing through one would change the build being served.
 */
export async function writeAnew(file: string, data: string | Uint8Array): Promise<void> {
  await rm(file, { force: true });
  await writeFile(file, data);
}
