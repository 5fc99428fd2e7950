/**
 * What a rebuild redoes when only page files and the route table's paths changed since the last build
 * (scripts/lib/build/incremental/cache.ts). A prerendered page is made from its own file and from how its own path
 * resolves, and from nothing else of the route table: src/entry-server.tsx resolves only the path it
 * renders, and links are written as the content gives them. So a renamed route prerenders only the
 * paths that now resolve otherwise (the new path, the aliases that followed it, the old path if it became
 * an alias); the pages linking to it are checked, not rendered again.
 */
import { readdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { frameKey, visitChunksFile } from '../../../../src/app/page-chunks.ts';
import { resolvePath } from '../../../../src/content/manifest.ts';
import { pageDataUrl } from '../../../../src/content/page-data-url.ts';
import type { RouteManifest } from '../../../../src/generated/content.ts';
import { loadHeaderSources } from '../../../../src/server/headers.ts';
import { writeHostConfig } from '../host-config.ts';
import type { Edit, Inputs } from './cache.ts';
import { COMPRESSIBLE, compressFile } from '../precompress.ts';
import { prerenderJobs, resolutionFile, resolvedPaths, writeRouteFiles } from '../prerender/prerender.ts';
import { htmlFileFor } from '../../../../src/server/static-files.ts';
import { ENCODINGS } from '../../../../src/server/static-files.ts';

export interface RebuildPlan {
  /** The paths to prerender: those showing a page whose file changed, and those that resolve otherwise than before. */
  render: Set<string>;
  /** The pages to check with the pages linking to them: those whose file changed or that a changed path shows. */
  pages: string[];
  /** Paths that resolve otherwise or are gone: the pages linking to them are checked too. */
  linked: string[];
  /** When the route table changed: the files derived from it to write again or remove. */
  routes?: {
    /** The route table now. */
    table: RouteManifest;
    /** Paths with a resolution file (served or planned) that resolve otherwise than before, new ones among them. */
    resolved: string[];
    /** Paths the last build prerendered that the table no longer has: their files go. */
    gone: string[];
    /** Pages the last build showed that no path shows now: their page data and visit files go. */
    hidden: string[];
  };
}

/** Every path the prerender renders under a route table. */
const renderedPaths = (m: RouteManifest): string[] => prerenderJobs('', m).map((job) => job.urlPath);

/**
 * The frames of the pages shown, in the order the paths first reach them: the order of page-chunks.json,
 * which a rebuild keeps as it was.
 */
function framesInOrder(paths: string[], m: RouteManifest, pages: Inputs['pages']): string[] | undefined {
  const frames = new Set<string>();
  for (const urlPath of paths) {
    const page = pages[resolvePath(urlPath, m).pageId];
    if (!page) return undefined;
    frames.add(frameKey(page.frame));
  }
  return [...frames];
}

/**
 * What to redo for an edit of pages and route paths; 'all' when the edit changes what the whole site's
 * files hold beyond those (the frames the pages wear, or their order: page-chunks.json), or shows a page
 * whose file is missing (a clean build reports it).
 */
export function rebuildPlan(edit: Edit, last: Inputs, now: Inputs): RebuildPlan | 'all' {
  const pageOf = (urlPath: string, m: RouteManifest): string => resolvePath(urlPath, m).pageId;
  const { routes: table, routesBefore: old } = edit;
  const after = renderedPaths(table);
  const pagePaths = after.filter((urlPath) => edit.pages.has(pageOf(urlPath, table)));
  if (!old) return { render: new Set(pagePaths), pages: [...edit.pages], linked: [] };

  const before = renderedPaths(old);
  const oldFrames = framesInOrder(before, old, last.pages);
  const newFrames = framesInOrder(after, table, now.pages);
  if (!oldFrames || !newFrames || oldFrames.join('\0') !== newFrames.join('\0')) return 'all';

  const had = new Set(before);
  const has = new Set(after);
  const resolution = (urlPath: string, m: RouteManifest): string => JSON.stringify(resolvePath(urlPath, m));
  const changed = after.filter((urlPath) => !had.has(urlPath) || resolution(urlPath, old) !== resolution(urlPath, table));
  const gone = before.filter((urlPath) => !has.has(urlPath));
  const shown = new Set(after.map((urlPath) => pageOf(urlPath, table)));
  const withResolution = new Set(resolvedPaths(table));
  return {
    render: new Set([...pagePaths, ...changed]),
    pages: [...new Set([...edit.pages, ...changed.map((urlPath) => pageOf(urlPath, table))])],
    linked: [...changed, ...gone],
    routes: {
      table,
      resolved: changed.filter((urlPath) => withResolution.has(urlPath)),
      gone,
      hidden: [...new Set(before.map((urlPath) => pageOf(urlPath, old)))].filter((id) => !shown.has(id)),
    },
  };
}

/** Removes a file of the build with its compressed copies, then the folders it leaves empty up to `root`. */
async function removeWithCopies(root: string, file: string): Promise<void> {
  await Promise.all([file, ...ENCODINGS.map(({ extension }) => file + extension)].map((f) => rm(f, { force: true })));
  for (let folder = path.dirname(file); folder.startsWith(root + path.sep); folder = path.dirname(folder)) {
    const left = await readdir(folder).catch(() => undefined);
    if (!left || left.length > 0) return;
    await rmdir(folder);
  }
}

/**
 * Brings a copy of the last build's client folder (and its hosting folder) up to a new route table, but for
 * the pages, which the prerender writes: the files of paths and pages no longer shown go, the route files
 * and the hosts' configuration are written again and compressed. The header sources are those the last
 * build recorded: the pages' inline scripts come from the code, which has not changed.
 */
export async function applyRouteChanges(
  clientDir: string,
  hostingDir: string,
  changes: NonNullable<RebuildPlan['routes']>,
): Promise<void> {
  const { table } = changes;
  for (const urlPath of changes.gone) {
    await removeWithCopies(clientDir, path.join(clientDir, htmlFileFor(urlPath)));
    await removeWithCopies(clientDir, resolutionFile(clientDir, urlPath));
  }
  for (const id of changes.hidden) {
    for (const url of [pageDataUrl(id), visitChunksFile(id)])
      await removeWithCopies(clientDir, path.join(clientDir, url.slice(1)));
  }
  const written = [
    ...(await writeRouteFiles(clientDir, table, changes.resolved)),
    ...(await writeHostConfig(clientDir, { hostingDir, manifest: table, sources: loadHeaderSources(clientDir) })),
  ];
  await Promise.all(
    written
      .filter((file) => COMPRESSIBLE.test(file) && file.startsWith(clientDir + path.sep))
      .map((file) => compressFile(file, false)),
  );
}
