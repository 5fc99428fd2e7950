import { lazy } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { CATALOGUE_PATH } from '../catalogue/path.ts';
import { resolvePath, servedPaths } from '../content/manifest.ts';
import { PageView } from './PageView.tsx';

// Its own chunk: the catalogue carries every block's schema and example.
const BlockCatalogue = lazy(async () => ({ default: (await import('../catalogue/BlockCatalogue.tsx')).BlockCatalogue }));

/**
 * The router's routes, made from content/routes.json: each route and alias shows its page,
 * the block catalogue its own path, and every other path the fallback page.
 */
export function createRoutes(): RouteObject[] {
  return [
    ...servedPaths().map((path): RouteObject => ({ path, element: <PageView resolution={resolvePath(path)} /> })),
    { path: CATALOGUE_PATH, element: <BlockCatalogue /> },
    { path: '*', element: <Unmatched /> },
  ];
}

/** A path with no page: the fallback page, or the not-found page of the collection route it falls under. */
function Unmatched() {
  const { pathname } = useLocation();
  return <PageView resolution={resolvePath(pathname)} />;
}
