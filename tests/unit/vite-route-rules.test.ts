import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot } from '../../scripts/lib/paths.ts';
import { browserRouteRules, ROUTE_RULES_ID } from '../../scripts/lib/vite/route-rules.ts';
import { manifest } from '../../src/content/manifest.ts';

const routesFile = path.join(contentDir, 'routes.json');
const siteRoutes = path.join(projectRoot, 'src/content/site-routes.ts');

/** A hook's handler of the plugin, as the bundler calls it (`this` is what the hook uses of its context). */
function handler<T>(hook: 'resolveId' | 'load'): (this: unknown, ...args: unknown[]) => Promise<T> | T {
  const found = browserRouteRules()[hook] as Plugin['load'];
  if (!found || typeof found !== 'object') throw new Error(`browserRouteRules has no ${hook} hook with a filter`);
  return found.handler as (this: unknown, ...args: unknown[]) => Promise<T> | T;
}

/** How the plugin resolves `source` imported by `importer`, routes.json resolving as Vite would resolve it. */
const resolve = (importer: string, ssr = false): Promise<string | null> =>
  Promise.resolve(
    handler<string | null>('resolveId').call(
      { resolve: async () => ({ id: routesFile }) },
      '../../content/routes.json',
      importer,
      {
        ssr,
      },
    ),
  );

describe('browserRouteRules', () => {
  it("gives src/content/site-routes.ts in the browser's build the route rules of content/routes.json and none of its paths", async () => {
    expect(await resolve(siteRoutes)).toBe(ROUTE_RULES_ID);
    const { fallback, notFound, collectionRoutes } = manifest;
    expect(JSON.parse(handler<string>('load').call({}, ROUTE_RULES_ID) as string)).toEqual(
      JSON.parse(JSON.stringify({ fallback, notFound, collectionRoutes })),
    );
  });

  it('leaves routes.json whole for any other module and for the server bundle', async () => {
    expect(await resolve(path.join(projectRoot, 'src/content/manifest.ts'))).toBeNull();
    expect(await resolve(siteRoutes, true)).toBeNull();
  });
});
