import type { RouteObject } from 'react-router-dom';
import { manifest, resolvePath } from '../content/manifest.ts';
import { PageView } from './PageView.tsx';

/**
 * The router's routes, made from content/routes.json: each route and alias shows its page,
 * and every other path the fallback page.
 */
export function createRoutes(): RouteObject[] {
  const paths = [...Object.keys(manifest.routes), ...Object.keys(manifest.aliases)];
  return [
    ...paths.map((path): RouteObject => ({ path, element: <PageView resolution={resolvePath(path)} /> })),
    { path: '*', element: <PageView resolution={resolvePath('*')} /> },
  ];
}
