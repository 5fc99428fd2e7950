import type { RouteObject } from 'react-router-dom';
import { resolvePath, servedPaths } from '../content/manifest.ts';
import { PageView } from './PageView.tsx';

/**
 * The router's routes, made from content/routes.json: each route and alias shows its page,
 * and every other path the fallback page.
 */
export function createRoutes(): RouteObject[] {
  return [
    ...servedPaths().map((path): RouteObject => ({ path, element: <PageView resolution={resolvePath(path)} /> })),
    { path: '*', element: <PageView resolution={resolvePath('*')} /> },
  ];
}
