import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../scripts/lib/paths.ts';
import { browserRouteRules } from '../../scripts/lib/vite-route-rules.ts';
import { manifest } from '../../src/content/manifest.ts';

/** The plugin's load hook, as the bundler calls it for `id` in an environment of `consumer`. */
function load(consumer: 'client' | 'server', id: string): unknown {
  const { load: hook } = browserRouteRules();
  if (!hook || typeof hook !== 'object') throw new Error('browserRouteRules has no load hook with a filter');
  const call = hook.handler as (this: unknown, id: string) => string | null;
  return call.call({ environment: { config: { consumer } } }, id);
}

describe('browserRouteRules', () => {
  const routesFile = path.join(contentDir, 'routes.json');

  it("gives the browser's build the route rules of content/routes.json and none of its paths", () => {
    const { fallback, notFound, collectionRoutes } = manifest;
    expect(JSON.parse(load('client', routesFile) as string)).toEqual(
      JSON.parse(JSON.stringify({ fallback, notFound, collectionRoutes })),
    );
  });

  it('leaves the server bundle and other JSON files as they are', () => {
    expect(load('server', routesFile)).toBeNull();
    expect(load('client', path.join(contentDir, 'data', 'routes.json'))).toBeNull();
  });
});
