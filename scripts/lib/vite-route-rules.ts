import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { RouteRules } from '../../src/content/routing.ts';
import type { RouteManifest } from '../../src/generated/content.ts';
import { contentDir } from './paths.ts';

const routesFile = path.join(contentDir, 'routes.json');

/**
 * In the browser's build, content/routes.json holds only its rules: src/content/site-routes.ts reads
 * nothing else, and the bundler left the table of every path out of the output but held it while it
 * worked, about 3 kB per path (30 MB at 10,000 pages). The development server serves the file whole.
 */
export const browserRouteRules = (): Plugin => ({
  name: 'browser-route-rules',
  apply: 'build',
  load: {
    filter: { id: /routes\.json$/ },
    handler(id) {
      if (this.environment.config.consumer !== 'client' || id !== routesFile) return null;
      const { fallback, notFound, collectionRoutes } = JSON.parse(readFileSync(id, 'utf8')) as RouteManifest;
      return JSON.stringify({ fallback, notFound, collectionRoutes } satisfies RouteRules);
    },
  },
});
