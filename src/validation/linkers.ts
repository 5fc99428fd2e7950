/**
 * The pages whose problems can change with some pages' own: those that link to them, which a page
 * losing an anchor or a contact topic breaks (`npm run validate -- --changed`, the editor's check).
 */
import type { RouteManifest } from '../generated/content.ts';

/** The paths that show some pages (by id): their routes and those routes' aliases. */
export function shownPaths(manifest: Pick<RouteManifest, 'routes' | 'aliases'>, pageIds: readonly string[]): string[] {
  const ids = new Set(pageIds);
  const routes = Object.keys(manifest.routes).filter((route) => ids.has(manifest.routes[route] ?? ''));
  const shown = new Set(routes);
  return [...routes, ...Object.keys(manifest.aliases).filter((alias) => shown.has(manifest.aliases[alias] ?? ''))];
}

/** What a link to one of `paths` looks like in a page's text: "/path", "/path#anchor", "/path?topic=x" in a field, or (/path…) in rich text. */
export function pathNeedles(paths: readonly string[]): string[] {
  return paths.flatMap((p) => ['"', '#', '?', ')'].flatMap((end) => [`"${p}${end}`, `(${p}${end}`]));
}

/** What a link to one of the pages looks like in another's text (pathNeedles of their shownPaths). */
export function linkNeedles(manifest: Pick<RouteManifest, 'routes' | 'aliases'>, pageIds: readonly string[]): string[] {
  return pathNeedles(shownPaths(manifest, pageIds));
}

/**
 * A page file and the pages among `documents` that link to it, by the names problems give them: what a
 * check of that one page must read (`focus` of validateDocuments). Undefined, every page, when the
 * manifest cannot say which addresses show it.
 */
export function pageAndLinkers(
  documents: ReadonlyMap<string, string | Uint8Array>,
  pageFile: string,
  contentDir = 'content',
): Set<string> | undefined {
  const pages = `${contentDir}/pages/`;
  let manifest: RouteManifest;
  try {
    manifest = JSON.parse(String(documents.get(`${contentDir}/routes.json`))) as RouteManifest;
    if (typeof manifest.routes !== 'object' || typeof manifest.aliases !== 'object') return undefined;
  } catch {
    return undefined;
  }
  const needles = linkNeedles(manifest, [pageFile.slice(pages.length).replace(/\.json$/, '')]);
  const focus = new Set([pageFile]);
  for (const [file, content] of documents)
    if (file.startsWith(pages) && typeof content === 'string' && needles.some((needle) => content.includes(needle)))
      focus.add(file);
  return focus;
}
