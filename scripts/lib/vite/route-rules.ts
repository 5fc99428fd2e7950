import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RouteRules } from '../../../src/content/routing.ts';
import type { RouteManifest } from '../../../src/generated/content.ts';
import { contentDir, projectRoot } from '../paths.ts';

const routesFile = path.join(contentDir, 'routes.json');
const siteRoutesFile = path.join(projectRoot, 'src/content/site-routes.ts');
/** The module src/content/site-routes.ts reads in place of routes.json; it ends in .json to be read as JSON. */
export const ROUTE_RULES_ID = '\0route-rules.json';

/**
 * In the browser's build, src/content/site-routes.ts reads only the rules of content/routes.json. The
 * bundler left the table of every path out of the output but held it while it worked, about 3 kB per
 * path (30 MB at 10,000 pages). Any other module importing the file gets it whole, and the development
 * server serves it whole.
 */
export const browserRouteRules = (): Plugin => ({
  name: 'browser-route-rules',
  apply: 'build',
  enforce: 'pre',
  resolveId: {
    filter: { id: /routes\.json$/ },
    async handler(source, importer, options) {
      if (options.ssr || importer !== siteRoutesFile) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === routesFile ? ROUTE_RULES_ID : null;
    },
  },
  load: {
    filter: { id: /^\0route-rules\.json$/ },
    handler(id) {
      if (id !== ROUTE_RULES_ID) return null;
      const { fallback, notFound, collectionRoutes } = JSON.parse(readFileSync(routesFile, 'utf8')) as RouteManifest;
      return JSON.stringify({ fallback, notFound, collectionRoutes } satisfies RouteRules);
    },
  },
});
