import { lazy } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { CATALOGUE_PATH } from '../catalogue/path.ts';
import { useResolution } from '../content/resolutions.ts';
import { PageView } from './PageView.tsx';

// Its own chunk: the catalogue carries every block's schema and example.
const BlockCatalogue = lazy(async () => ({ default: (await import('../catalogue/BlockCatalogue.tsx')).BlockCatalogue }));

/**
 * The router's routes: the block catalogue its own path, and every other path the page content/routes.json
 * gives it. One route resolves them all (src/content/resolutions.ts): a route per path made the router
 * rank every path of the site on each render, a cost per page that grew with the site.
 */
export function createRoutes(): RouteObject[] {
  return [
    { path: CATALOGUE_PATH, element: <BlockCatalogue /> },
    { path: '*', element: <ResolvedPage /> },
  ];
}

/** The page of the current path: its route's, an alias's, a collection entry's or the fallback page. */
function ResolvedPage() {
  const { pathname } = useLocation();
  return <PageView resolution={useResolution(pathname)} />;
}
