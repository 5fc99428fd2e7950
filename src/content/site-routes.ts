import * as routesJson from '../../content/routes.json';
import type { RouteManifest } from '../generated/content.ts';
import * as routing from './routing.ts';

/**
 * The site's route rules for the code the browser runs. The browser's build reads only these from
 * content/routes.json (scripts/lib/vite/route-rules.ts): the table of every path (`routes`, `aliases`,
 * `planned`) never reaches the bundler, and the entry's size does not grow with the site. Paths
 * resolve from files the build writes (src/content/resolutions.ts).
 */
// Read member by member, never as a whole object, or the bundler would keep every part it is given.
export const siteRules: routing.RouteRules = {
  fallback: routesJson.fallback,
  notFound: (routesJson as Partial<RouteManifest>).notFound,
  collectionRoutes: (routesJson as Partial<RouteManifest>).collectionRoutes,
};

export const readsCollections = (pageId: string, page: { blocks: unknown[] }): boolean =>
  routing.readsCollections(pageId, page, siteRules);

export const entryPath = (collection: string, id: string): string | undefined => routing.entryPath(collection, id, siteRules);

export const feedFor = (path: string) => routing.feedFor(path, siteRules);
