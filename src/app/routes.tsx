import { useLocation, type RouteObject } from 'react-router-dom';
import { resolvePath, servedPaths } from '../content/manifest.ts';
import { PageView } from './PageView.tsx';

/**
 * The router's routes, made from content/routes.json: each route and alias shows its page,
 * and every other path the fallback page.
 */
export function createRoutes(): RouteObject[] {
  return [
    ...servedPaths().map((path): RouteObject => ({ path, element: <PageView resolution={resolvePath(path)} /> })),
    { path: '*', element: <Unmatched /> },
  ];
}

/** A path with no page: the fallback page, or the not-found page of the collection route it falls under. */
function Unmatched() {
  const { pathname } = useLocation();
  return <PageView resolution={resolvePath(pathname)} />;
}
