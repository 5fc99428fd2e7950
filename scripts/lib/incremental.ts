/**
 * Incremental builds: what the last build was made from, kept beside the builds (dist/build-cache.json),
 * so the next build redoes only what an edit touches.
 *
 * A page's render reads its own file and everything that is not a page (site.json, routes.json, the
 * collections, frames, schemas, code, pictures). So an edit to pages only prerenders those pages and
 * reuses the rest of the last build; any other edit (site.json, a renamed route) touches every page and
 * the build starts clean. The result is the same, byte for byte, as a clean build (`npm run reproducible`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from './paths.ts';

export interface PageInput {
  /** SHA-256 of the page's file. */
  hash: string;
  /** The frame it wears: a page that changes frame changes what page-chunks.json lists for the site. */
  frame: string;
}

export interface BuildCache {
  /** The folder under builds/ these inputs made. */
  build: string;
  /** SHA-256 over every input but the page files. */
  shared: string;
  pages: Record<string, PageInput>;
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

/** The footer's copyright year: the build's, from SOURCE_DATE_EPOCH when set so a rebuild gives the same bytes. */
export const buildYear = (): number =>
  new Date(process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now()).getUTCFullYear();

const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** The inputs of a build in `root`, the page files one by one. */
export function readInputs(root = projectRoot, pagesDir = path.join(root, 'content', 'pages')): Omit<BuildCache, 'build'> {
  const hash = createHash('sha256');
  // Settings a build reads from its environment: the forms' address and the footer's year.
  hash.update(`FORM_SERVICE_URL=${process.env.FORM_SERVICE_URL ?? ''}\0year=${buildYear()}\0`);
  const pages: Record<string, PageInput> = {};
  const files = INPUTS.flatMap((entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return [];
    if (!statSync(full).isDirectory()) return [full];
    return readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  });
  for (const file of files.sort()) {
    const bytes = readFileSync(file);
    if (path.dirname(file) === pagesDir && file.endsWith('.json')) {
      pages[path.basename(file, '.json')] = { hash: sha256(bytes), frame: frameOf(bytes) };
      continue;
    }
    hash.update(`${path.relative(root, file).split(path.sep).join('/')}\0`);
    hash.update(bytes);
  }
  return { shared: hash.digest('hex'), pages };
}

function frameOf(bytes: Uint8Array): string {
  try {
    const frame = (JSON.parse(Buffer.from(bytes).toString('utf8')) as { frame?: unknown }).frame;
    return typeof frame === 'string' ? frame : '';
  } catch {
    return '';
  }
}

/**
 * The pages an edit touches, from the last build's inputs to these: 'all' when anything but page files
 * changed (site.json, routes.json, a collection, code), a page was added or removed, or a page changed
 * frame; otherwise the pages whose file changed (none: the tree is unchanged).
 */
export function touchedPages(last: Omit<BuildCache, 'build'> | undefined, now: Omit<BuildCache, 'build'>): 'all' | Set<string> {
  if (!last || last.shared !== now.shared) return 'all';
  const ids = Object.keys(now.pages);
  if (ids.length !== Object.keys(last.pages).length || ids.some((id) => !last.pages[id])) return 'all';
  const touched = new Set<string>();
  for (const id of ids) {
    const before = last.pages[id];
    const after = now.pages[id];
    if (!before || !after || before.hash === after.hash) continue;
    if (before.frame !== after.frame) return 'all';
    touched.add(id);
  }
  return touched;
}

export function readBuildCache(file = buildCacheFile): BuildCache | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildCache;
  } catch {
    return undefined;
  }
}
