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
