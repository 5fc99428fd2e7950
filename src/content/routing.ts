import type { CollectionRoute, RouteManifest } from '../generated/content.ts';
import { findEntry } from './collections.ts';
import { fillPlaceholders } from './placeholders.ts';

// No table of the site's paths here: the browser's code reads these rules without content/routes.json's
// routes (src/content/site-routes.ts), and Node with all of it (src/content/manifest.ts).

/** What resolves a path without the site's table of paths: the fallback pages and the collection routes. */
export type RouteRules = Pick<RouteManifest, 'fallback' | 'notFound' | 'collectionRoutes'>;

/** How a path is answered: by its own page, by an alias of a route's page, or by the fallback page. */
export type Resolution =
  | { kind: 'route'; pageId: string; canonicalPath: string }
  | { kind: 'alias'; pageId: string; canonicalPath: string }
  | { kind: 'entry'; pageId: string; canonicalPath: string; collection: string; id: string }
  | { kind: 'fallback'; pageId: string; canonicalPath: null; planned: boolean };

/** Trailing slashes are not part of a path's identity: /faqs/ is /faqs. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

export const collectionRoutesOf = (m: RouteRules): [string, CollectionRoute][] =>
  Object.entries(m.collectionRoutes ?? {}).filter((e): e is [string, CollectionRoute] => e[1] !== undefined);

/** The id in a path under a collection route (/apartments/3 under /apartments/:id gives "3"), if it is one. */
export function idUnder(pattern: string, path: string): string | undefined {
  const prefix = pattern.slice(0, -':id'.length);
  const id = path.slice(prefix.length);
  return path.startsWith(prefix) && id !== '' && !id.includes('/') ? id : undefined;
}

/**
 * The answer to a path that is no route, alias, planned path or collection entry: under a collection
 * route, that route's own not-found page (the demo's, under /apartments); elsewhere the site's.
 */
export function unknownPath(path: string, m: RouteRules): Resolution & { kind: 'fallback' } {
  const route = collectionRoutesOf(m).find(([pattern]) => idUnder(pattern, normalizePath(path)) !== undefined)?.[1];
  return { kind: 'fallback', pageId: route?.notFound ?? m.notFound ?? m.fallback, canonicalPath: null, planned: false };
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
export const readsCollections = (pageId: string, page: { blocks: unknown[] }, m: RouteRules): boolean =>
  collectionRoutesOf(m).some(([, route]) => route.page === pageId) || namesCollection(page.blocks);

/** The address of a collection's entry (/blog/choose-right-safari), if a collection route gives it one. */
export function entryPath(collection: string, id: string, m: RouteRules): string | undefined {
  const pattern = collectionRoutesOf(m).find(([, route]) => route.collection === collection)?.[0];
  return pattern?.replace(':id', id);
}

/**
 * The feed of the collection route a path belongs to (/blog/feed.xml for /blog and every article under
 * it), for the pages to announce and the build to write.
 */
export function feedFor(path: string, m: RouteRules): { title: string; path: string; collection: string } | undefined {
  for (const [pattern, route] of collectionRoutesOf(m)) {
    const folder = pattern.slice(0, -'/:id'.length);
    if (route.feed && (path === folder || idUnder(pattern, path) !== undefined))
      return { title: route.feed, path: `${folder}/feed.xml`, collection: route.collection };
  }
  return undefined;
}

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
