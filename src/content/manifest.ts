import manifestJson from '../../content/routes.json' with { type: 'json' };
import type { CollectionRoute, RouteManifest } from '../generated/content.ts';
import { collectionIds } from '../generated/collection-ids.ts';
import { findEntry, hasEntry } from './collections.ts';
import { fillPlaceholders } from './placeholders.ts';

export const manifest = manifestJson as RouteManifest;

/** How a path is answered: by its own page, by an alias of a route's page, or by the fallback page. */
export type Resolution =
  | { kind: 'route'; pageId: string; canonicalPath: string }
  | { kind: 'alias'; pageId: string; canonicalPath: string }
  | { kind: 'entry'; pageId: string; canonicalPath: string; collection: string; id: string }
  | { kind: 'fallback'; pageId: string; canonicalPath: null; planned: boolean };

/** Trailing slashes are not part of a path's identity: /faqs/ is /faqs. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

export function resolvePath(rawPath: string, m: RouteManifest = manifest): Resolution {
  const path = normalizePath(rawPath);
  const pageId = m.routes[path];
  if (pageId) return { kind: 'route', pageId, canonicalPath: path };
  const target = m.aliases[path];
  if (target && m.routes[target]) return { kind: 'alias', pageId: m.routes[target], canonicalPath: target };
  for (const [pattern, route] of collectionRoutesOf(m)) {
    const id = idUnder(pattern, path);
    if (id === undefined) continue;
    if (hasEntry(route.collection, id))
      return { kind: 'entry', pageId: route.page, canonicalPath: path, collection: route.collection, id };
    // An id that is no entry gets the route's own not-found page (the demo's, under /apartments).
    return { kind: 'fallback', pageId: route.notFound ?? notFoundPage(m), canonicalPath: null, planned: false };
  }
  return m.planned.includes(path)
    ? { kind: 'fallback', pageId: m.fallback, canonicalPath: null, planned: true }
    : { kind: 'fallback', pageId: notFoundPage(m), canonicalPath: null, planned: false };
}

const notFoundPage = (m: RouteManifest): string => m.notFound ?? m.fallback;

const collectionRoutesOf = (m: RouteManifest): [string, CollectionRoute][] =>
  Object.entries(m.collectionRoutes ?? {}).filter((e): e is [string, CollectionRoute] => e[1] !== undefined);

/** The id in a path under a collection route (/apartments/3 under /apartments/:id gives "3"), if it is one. */
function idUnder(pattern: string, path: string): string | undefined {
  const prefix = pattern.slice(0, -':id'.length);
  const id = path.slice(prefix.length);
  return path.startsWith(prefix) && id !== '' && !id.includes('/') ? id : undefined;
}

/** Whether some content names a collection (a block's query of entries). */
const namesCollection = (content: unknown): boolean =>
  Array.isArray(content)
    ? content.some(namesCollection)
    : typeof content === 'object' &&
      content !== null &&
      Object.entries(content).some(
        ([key, value]) => (key === 'collection' && typeof value === 'string') || namesCollection(value),
      );

/** Whether a page reads collection entries: a collection route's page, or one whose blocks query a collection. */
export const readsCollections = (pageId: string, page: { blocks: unknown[] }, m: RouteManifest = manifest): boolean =>
  collectionRoutesOf(m).some(([, route]) => route.page === pageId) || namesCollection(page.blocks);

/** The address of a collection's entry (/blog/choose-right-safari), if a collection route gives it one. */
export function entryPath(collection: string, id: string, m: RouteManifest = manifest): string | undefined {
  const pattern = collectionRoutesOf(m).find(([, route]) => route.collection === collection)?.[0];
  return pattern?.replace(':id', id);
}

/**
 * The feed of the collection route a path belongs to (/blog/feed.xml for /blog and every article under
 * it), for the pages to announce and the build to write.
 */
export function feedFor(
  path: string,
  m: RouteManifest = manifest,
): { title: string; path: string; collection: string } | undefined {
  for (const [pattern, route] of collectionRoutesOf(m)) {
    const folder = pattern.slice(0, -'/:id'.length);
    if (route.feed && (path === folder || idUnder(pattern, path) !== undefined))
      return { title: route.feed, path: `${folder}/feed.xml`, collection: route.collection };
  }
  return undefined;
}

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

/**
 * A page as shown at a path. A collection route's page takes its entry's fields into its title and
 * description, and an entry that has blocks of its own (a journal article) shows them first, then the
 * page's blocks, which every entry shares.
 */
export function pageAt<T extends { title: string; description: string; blocks: unknown[] }>(page: T, resolution: Resolution): T {
  const entry = resolution.kind === 'entry' ? findEntry(resolution.collection, resolution.id) : undefined;
  if (!entry) return page;
  const own = 'blocks' in entry ? (entry.blocks as T['blocks']) : [];
  return {
    ...page,
    title: fillPlaceholders(page.title, entry),
    description: fillPlaceholders(page.description, entry),
    blocks: [...own, ...page.blocks],
  };
}
