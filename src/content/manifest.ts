import manifestJson from '../../content/routes.json' with { type: 'json' };
import type { RouteManifest } from '../generated/content.ts';
import { collectionIds } from '../generated/collection-ids.ts';
import * as routing from './routing.ts';
import { collectionRoutesOf, idUnder, normalizePath, unknownPath, type Resolution } from './routing.ts';

// The whole route table, for Node and the server render. The browser's code never imports this module:
// it resolves paths from files the build writes (src/content/resolutions.ts).

export { normalizePath, pageAt, type Resolution } from './routing.ts';

export const manifest = manifestJson as RouteManifest;

/** Whether a collection has an entry with this id, known without reading any entry (the path of an entry's page). */
export const hasEntry = (collection: string, id: string): boolean =>
  Object.hasOwn(collectionIds, collection) && (collectionIds[collection] ?? []).includes(id);

export function resolvePath(rawPath: string, m: RouteManifest = manifest): Resolution {
  const path = normalizePath(rawPath);
  const pageId = m.routes[path];
  if (pageId) return { kind: 'route', pageId, canonicalPath: path };
  const target = m.aliases[path];
  if (target && m.routes[target]) return { kind: 'alias', pageId: m.routes[target], canonicalPath: target };
  for (const [pattern, route] of collectionRoutesOf(m)) {
    const id = idUnder(pattern, path);
    if (id !== undefined && hasEntry(route.collection, id))
      return { kind: 'entry', pageId: route.page, canonicalPath: path, collection: route.collection, id };
  }
  return m.planned.includes(path)
    ? { kind: 'fallback', pageId: m.fallback, canonicalPath: null, planned: true }
    : unknownPath(path, m);
}

export const readsCollections = (pageId: string, page: { blocks: unknown[] }, m: RouteManifest = manifest): boolean =>
  routing.readsCollections(pageId, page, m);

export const entryPath = (collection: string, id: string, m: RouteManifest = manifest): string | undefined =>
  routing.entryPath(collection, id, m);

export const feedFor = (path: string, m: RouteManifest = manifest) => routing.feedFor(path, m);

/** The page of each entry of each collection route: /apartments/1 … /apartments/6. */
export const entryPaths = (m: RouteManifest = manifest): string[] =>
  collectionRoutesOf(m).flatMap(([pattern, route]) =>
    (collectionIds[route.collection] ?? []).map((id) => pattern.replace(':id', id)),
  );

/** The main address of every page, as the sitemap lists them: routes, then the pages of collection entries. */
export const canonicalPaths = (m: RouteManifest = manifest): string[] => [...Object.keys(m.routes), ...entryPaths(m)];

/**
 * For each collection route with a not-found page: a path under it that is no entry, answered by that
 * page, and the folder its prerendered 404.html goes in (the server answers unknown ids from it).
 */
export const notFoundProbes = (m: RouteManifest = manifest): { path: string; folder: string }[] =>
  collectionRoutesOf(m)
    .filter(([, route]) => route.notFound)
    .map(([pattern]) => {
      const folder = pattern.slice(0, -'/:id'.length);
      return { path: `${folder}/_not-found`, folder };
    });

/** Every path that has a page of its own or shows one: routes first, then collection entries, then aliases. */
export const servedPaths = (m: RouteManifest = manifest): string[] => [
  ...Object.keys(m.routes),
  ...entryPaths(m),
  ...Object.keys(m.aliases),
];
