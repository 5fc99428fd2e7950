/**
 * Prerenders every route and alias of the manifest to its own static HTML file, plus the
 * 404 page (the fallback page), sitemap.xml and robots.txt.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import manifestJson from '../../../../content/routes.json' with { type: 'json' };
import siteJson from '../../../../content/site.json' with { type: 'json' };
import type { Page, RouteManifest } from '../../../../src/generated/content.ts';
import type { Rendered } from '../../../../src/entry-server.tsx';
import { blockComponentName } from '../../../../src/blocks/names.ts';
import { APP_MODULES_ID, loadAfterPaintScript, type AppModules } from '../../../../src/app/load-after-paint.ts';
import { frameKey, PAGE_CHUNKS_FILE, visitChunksFile, type PageChunks } from '../../../../src/app/page-chunks.ts';
import { CATALOGUE_PATH } from '../../../../src/catalogue/path.ts';
import { canonicalPaths, notFoundProbes, resolvePath, servedPaths } from '../../../../src/content/manifest.ts';
import { pageDataUrl } from '../../../../src/content/page-data-url.ts';
import { PATH_LIST_URL, resolutionUrl } from '../../../../src/content/resolution-url.ts';
import { feeds } from '../feed.ts';
import { inlineScriptHashes } from '../../../../src/server/headers.ts';
import { writeAnew } from '../incremental/cache.ts';
import { writeCompressed } from '../precompress.ts';
import { leaveInOrder, renderInWorkers, type PageJob, type PrerenderResult } from './pool.ts';
import { clientDir as servedClientDir, contentDir, serverDir as servedServerDir } from '../../paths.ts';
import { BuildFailure } from '../stages.ts';
import { ENCODINGS, htmlFileFor } from '../../../../src/server/static-files.ts';
import { jsonInScript } from '../../../../src/runtime/json-in-script.ts';

const manifest = manifestJson as RouteManifest;

/** A path no manifest can declare (paths are lowercase letters, digits and hyphens), so it always falls back. */
export const NOT_FOUND_PROBE = '/_not-found';

/** The built index.html, kept beside the server bundle: every page is made from it. */
export const PAGE_TEMPLATE = 'page-template.html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, ManifestChunk>;

/** The chunks closed over by `keys` and their imports, past those in `skip`, in the order first reached. */
function closure(viteManifest: ViteManifest, keys: string[], skip: ReadonlySet<string> = new Set()): ManifestChunk[] {
  const chunks = new Map<string, ManifestChunk>();
  const visit = (key: string): void => {
    const chunk = viteManifest[key];
    if (!chunk || chunks.has(chunk.file) || skip.has(chunk.file)) return;
    chunks.set(chunk.file, chunk);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...chunks.values()];
}

/**
 * The files of the entry and its imports, found once per manifest: the manifest has a key per page, so
 * looking for the entry on every call made each page's cost grow with the site.
 */
const entryFilesOf = new WeakMap<ViteManifest, ReadonlySet<string>>();
function entryFiles(viteManifest: ViteManifest): ReadonlySet<string> {
  let files = entryFilesOf.get(viteManifest);
  if (!files) {
    const entries = Object.keys(viteManifest).filter((key) => viteManifest[key]?.isEntry);
    files = new Set(closure(viteManifest, entries).map((chunk) => chunk.file));
    entryFilesOf.set(viteManifest, files);
  }
  return files;
}

/**
 * The chunks behind some manifest keys (and what they import), less the entry and its imports, which
 * every page already loads (Vite writes their tags into index.html).
 */
const chunksBeyondEntry = (viteManifest: ViteManifest, keys: string[]): ManifestChunk[] =>
  closure(viteManifest, keys, entryFiles(viteManifest));

const filesBeyondEntry = (viteManifest: ViteManifest, keys: string[]): string[] =>
  chunksBeyondEntry(viteManifest, keys).map((chunk) => chunk.file);

const blockKey = (type: string): string => {
  const name = blockComponentName(type);
  return `src/blocks/${name}/${name}.tsx`;
};

/**
 * The chunks of the blocks that hydrate at once (and what they import), to preload with the entry
 * instead of after it. The other blocks' chunks load as those blocks near the viewport
 * (src/runtime/HydrateWhenVisible.tsx). Parts shown only on wide screens (`wide`, with the media query that
 * shows them) are preloaded only where that query matches.
 */
export function blockPreloads(
  viteManifest: ViteManifest,
  blockTypes: string[],
  wide: { modules: string[]; media: string } = { modules: [], media: '' },
): AppModules['preload'] {
  const always = filesBeyondEntry(viteManifest, blockTypes.map(blockKey));
  const wideOnly = filesBeyondEntry(viteManifest, wide.modules).filter((file) => !always.includes(file));
  return [...always.map((file) => ({ href: `/${file}` })), ...wideOnly.map((file) => ({ href: `/${file}`, media: wide.media }))];
}

/**
 * What a client-side visit to a page needs before its first screen paints, besides its content (fetched
 * from pageDataUrl): its first-screen blocks' chunks, all known up front so they can be fetched at once
 * (src/app/prefetch.ts).
 */
export function pageChunks(viteManifest: ViteManifest, blockTypes: string[]): string[] {
  return filesBeyondEntry(viteManifest, blockTypes.map(blockKey));
}

/**
 * The stylesheets of the blocks that hydrate at once (a date picker's, say), linked in the page's head:
 * arriving with their code instead, they restyled the prerendered block as it hydrated, and it moved.
 */
export const blockStylesheets = (viteManifest: ViteManifest, blockTypes: string[]): string =>
  chunksBeyondEntry(viteManifest, blockTypes.map(blockKey))
    .flatMap((chunk) => chunk.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('');

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const ENTRY_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** Splits `text` at the first `marker`, which it must hold. */
function splitAt(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`the built index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

/**
 * Fills a page's HTML from the built index.html: its head and prerendered body in, and its code asked
 * for only after its first frame (src/app/load-after-paint.ts), in place of the entry's module script
 * and preloads that Vite writes into <head>. The template is read once, then each page is a join of
 * its parts and the page's own.
 */
export function pageTemplate(template: string): (rendered: Rendered, viteManifest: ViteManifest) => string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('the built index.html has no module script to load after the first paint');
  const entryPreloads = [...template.matchAll(ENTRY_PRELOAD)].map(([, href]) => ({ href: href as string }));
  const [beforeHead, afterHead] = splitAt(template.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, ''), '<!--app-head-->');
  const [beforeBody, afterBody] = splitAt(afterHead, '<!--app-html-->');
  const [beforeEnd, end] = splitAt(afterBody, '</body>');
  return (rendered, viteManifest) => {
    const modules: AppModules = {
      entry,
      preload: [...entryPreloads, ...blockPreloads(viteManifest, rendered.firstScreenBlockTypes, rendered.wideScreenModules)],
    };
    return (
      beforeHead +
      rendered.head +
      blockStylesheets(viteManifest, rendered.firstScreenBlockTypes) +
      beforeBody +
      rendered.html +
      beforeEnd +
      `<script type="application/json" id="${APP_MODULES_ID}">${jsonInScript(modules)}</script>` +
      `<script>${loadAfterPaintScript}</script></body>` +
      end
    );
  };
}

/**
 * How each path the site serves resolves, in a file of its own at an address that follows from the path
 * (src/content/resolutions.ts fetches them), and the list of the pages' paths the not-found page suggests
 * from: the browser's code carries no table of the site's paths.
 */
export async function writeResolutions(
  clientDir: string,
  m: RouteManifest = manifest,
  /** The paths whose files to write: a rebuild writes only those that resolve otherwise than before. */
  paths: readonly string[] = resolvedPaths(m),
): Promise<string[]> {
  const folders = new Set<string>();
  const written: string[] = [];
  const write = async (file: string, data: unknown): Promise<void> => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
    await writeAnew(file, JSON.stringify(data));
    written.push(file);
  };
  for (const urlPath of paths) await write(resolutionFile(clientDir, urlPath), resolvePath(urlPath, m));
  await write(path.join(clientDir, ...PATH_LIST_URL.slice(1).split('/')), canonicalPaths(m));
  return written;
}

/** The paths that have a file saying how they resolve: every served and planned path. */
export const resolvedPaths = (m: RouteManifest = manifest): string[] => [...servedPaths(m), ...m.planned];

/** Where a path's resolution file is, in a client folder. */
export const resolutionFile = (clientDir: string, urlPath: string): string =>
  path.join(clientDir, ...resolutionUrl(urlPath).slice(1).split('/'));

/** What one page's render left for the site as a whole; the files it wrote are under the client folder. */
export interface PageWritten {
  /** The files written, each with its compressed copies. */
  files: string[];
  /** The CSP hashes of the page's inline scripts (src/server/headers.ts), so no one reads the page again for them. */
  scriptHashes: string[];
  frame: string;
  /** What leaving a page of this frame waits for (page-chunks.json). */
  leave: string[];
}

/**
 * Writes a file and its compressed copies. A build that reuses the last one's files holds them as hard
 * links (scripts/lib/build/incremental/cache.ts), and writing through one would change the build being served: there,
 * each is removed first. In a new build's folder (`fresh`) no file is shared, and each is written over in place.
 */
function fileWriter(fresh: boolean): (file: string, data: string) => Promise<void> {
  const folders = new Set<string>();
  return async (file, data) => {
    const folder = path.dirname(file);
    if (!folders.has(folder)) await mkdir(folder, { recursive: true });
    folders.add(folder);
    if (!fresh)
      await Promise.all([file, ...ENCODINGS.map(({ extension }) => file + extension)].map((f) => rm(f, { force: true })));
    const body = Buffer.from(data);
    await writeFile(file, body);
    await writeCompressed(file, body, false);
  };
}

/** A page rendered, and its files being written: `written` settles once they are all on disk. */
export interface PageRendered {
  written: Promise<PageWritten>;
}

/**
 * Renders paths with a build's server bundle into its client folder, each to the file given: the page's
 * HTML and, the first time its page is shown, its visit file and its page data, each compressed as it is
 * written. Several paths showing one page must go to one renderer, in the site's order, so the first of
 * them writes the page's files. `fresh`: the client folder is a new build's (see fileWriter).
 *
 * One render at a time: a render records what it reads in the server bundle's module state
 * (src/content/collections.ts, src/runtime/image-entries.ts). The next may start once the last has
 * answered, while its files are still being compressed and written.
 */
export async function pageRenderer(
  clientDir: string,
  serverDir: string,
  fresh: boolean,
): Promise<(urlPath: string, file: string, anyStatus?: boolean) => Promise<PageRendered>> {
  const fillTemplate = pageTemplate(await readFile(path.join(serverDir, PAGE_TEMPLATE), 'utf8'));
  const viteManifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const entry = pathToFileURL(path.join(serverDir, 'entry-server.js')).href;
  const { render, readServerPagesWith } = (await import(entry)) as typeof import('../../../../src/entry-server.tsx');
  readServerPagesWith(async (pageId) => {
    const file = path.join(contentDir, 'pages', `${pageId}.json`);
    if (!existsSync(file)) throw new Error(`No page "${pageId}" in content/pages.`);
    return JSON.parse(await readFile(file, 'utf8')) as Page;
  });
  const write = fileWriter(fresh);
  const visitsWritten = new Set<string>();
  const leaveOf = new Map<string, string[]>();
  return async (urlPath, file, anyStatus = false) => {
    const rendered = await render(urlPath);
    if (!anyStatus && rendered.status !== 200) throw new Error(`answered ${rendered.status}`);
    const html = fillTemplate(rendered, viteManifest);
    const writes = new Map([[file, html]]);
    if (!visitsWritten.has(rendered.pageId)) {
      visitsWritten.add(rendered.pageId);
      const visit = pageChunks(viteManifest, rendered.firstScreenBlockTypes);
      writes.set(path.join(clientDir, visitChunksFile(rendered.pageId).slice(1)), JSON.stringify(visit));
      writes.set(path.join(clientDir, pageDataUrl(rendered.pageId).slice(1)), JSON.stringify(rendered.dataFile));
    }
    const frame = frameKey(rendered.frame);
    let leave = leaveOf.get(frame);
    if (!leave) leaveOf.set(frame, (leave = filesBeyondEntry(viteManifest, rendered.leaveModules)));
    const scriptHashes = inlineScriptHashes(html);
    // Compressed on zlib's threads, together rather than one after another.
    const written = Promise.all([...writes].map(([name, data]) => write(name, data))).then(() => ({
      files: [...writes.keys()],
      scriptHashes,
      frame,
      leave,
    }));
    return { written };
  };
}

/** Every path the prerender renders, in the site's order, with the HTML file it is written to. */
export function prerenderJobs(clientDir: string, m: RouteManifest = manifest): PageJob[] {
  return [
    // The block catalogue and the planned paths' coming-soon pages are built too, but left out of the sitemap.
    ...[...resolvedPaths(m), CATALOGUE_PATH].map((urlPath) => ({ urlPath, file: path.join(clientDir, htmlFileFor(urlPath)) })),
    { urlPath: NOT_FOUND_PROBE, file: path.join(clientDir, '404.html'), anyStatus: true },
    // A collection route's own not-found page answers its unknown ids (the server, src/server/site.ts, looks for the nearest 404.html).
    ...notFoundProbes(m).map((probe) => ({
      urlPath: probe.path,
      file: path.join(clientDir, ...probe.folder.slice(1).split('/'), '404.html'),
      anyStatus: true,
    })),
  ];
}

/** What the prerender leaves for the stages after it. */
export interface Prerendered {
  /** The files written and already compressed. */
  compressed: Set<string>;
  /** The CSP hashes of the inline scripts of the pages written. */
  scriptHashes: Set<string>;
  /** Each page's render time in ms: the build cache keeps them to balance the parts of a build spread over machines. */
  costs: Record<string, number>;
}

/** The page a path shows, by which the prerender's jobs are grouped and a build's parts are split. */
export const pageOfPath = (urlPath: string, m: RouteManifest = manifest): string => resolvePath(urlPath, m).pageId;

/** Keeps the built index.html beside the server bundle: it becomes the home page, and a later build that prerenders only some pages needs it as it was. */
export const keepPageTemplate = (clientDir: string, serverDir: string): Promise<void> =>
  copyFile(path.join(clientDir, 'index.html'), path.join(serverDir, PAGE_TEMPLATE));

/**
 * Renders some of the prerender's jobs into a build's client folder on as many threads as the machine has
 * cores (scripts/lib/build/prerender/pool.ts); fails the build, naming them, if any failed. `fresh`: the
 * client folder is a new build's, none of its files shared with another.
 */
export async function renderPages(
  clientDir: string,
  serverDir: string,
  jobs: PageJob[],
  fresh: boolean,
): Promise<Omit<PrerenderResult, 'failures'>> {
  const { failures, ...result } = await renderInWorkers({ clientDir, serverDir, fresh }, jobs, (urlPath) => pageOfPath(urlPath));
  if (failures.length) throw new BuildFailure(`Prerendering failed for:\n  ${failures.join('\n  ')}`);
  return result;
}

/** The site's own files, written once all its pages are: page-chunks.json, the route files, robots.txt. */
export async function writeSiteFiles(clientDir: string, leave: PageChunks['leave']): Promise<void> {
  const chunks: PageChunks = { leave };
  await writeFile(path.join(clientDir, PAGE_CHUNKS_FILE.slice(1)), JSON.stringify(chunks));
  await writeRouteFiles(clientDir);
  await writeFile(path.join(clientDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteJson.url}/sitemap.xml\n`);
}

/**
 * Prerenders into the client folder of a build, with that build's server bundle (default: the served
 * build), on every core.
 */
export async function prerenderSite(
  clientDir = servedClientDir,
  serverDir = servedServerDir,
  /**
   * Only these paths, into a copy of the last build: the site's own files (page-chunks.json, the route
   * files, robots.txt) are as they were, or rewritten by the caller (scripts/lib/build/incremental/plan.ts).
   */
  only?: ReadonlySet<string>,
): Promise<Prerendered> {
  if (!only) await keepPageTemplate(clientDir, serverDir);
  const jobs = prerenderJobs(clientDir);
  const asked = only ? jobs.filter((job) => only.has(job.urlPath)) : jobs;
  // A clean build's client folder is the client build's own; a partial one is a linked copy of the last build.
  const { frames, compressed, scriptHashes, costs } = await renderPages(clientDir, serverDir, asked, !only);
  if (only) {
    console.log(`  prerendered ${asked.length} of ${jobs.length} pages; the others are the last build's`);
    return { compressed, scriptHashes, costs };
  }
  await writeSiteFiles(clientDir, leaveInOrder(frames));
  console.log(
    `  prerendered ${jobs.filter((job) => !job.anyStatus).length} pages, 404.html, sitemap.xml, robots.txt and the feeds`,
  );
  return { compressed, scriptHashes, costs };
}

/**
 * The files a build derives from the route table besides the pages: how each path resolves (every path's
 * file, or only those of `resolved`), the list of paths, the sitemap and the feeds. Returns the files written.
 */
export async function writeRouteFiles(
  clientDir: string,
  m: RouteManifest = manifest,
  resolved: readonly string[] = resolvedPaths(m),
): Promise<string[]> {
  const written = await writeResolutions(clientDir, m, resolved);
  const urls = canonicalPaths(m)
    .map((p) => `  <url><loc>${siteJson.url}${p}</loc></url>`)
    .join('\n');
  const sitemap = path.join(clientDir, 'sitemap.xml');
  await writeAnew(
    sitemap,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  written.push(sitemap);
  for (const feed of feeds(m, siteJson.url)) {
    const file = path.join(clientDir, feed.path.slice(1));
    await mkdir(path.dirname(file), { recursive: true });
    await writeAnew(file, feed.xml);
    written.push(file);
  }
  return written;
}
