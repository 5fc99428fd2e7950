import type { RouteObject } from 'react-router-dom';
import type { Page } from '../generated/content.ts';
import { manifest, resolvePath, type Resolution } from '../content/manifest.ts';
import { loadPage } from '../content/pages.ts';
import { Layout } from './Layout.tsx';
import { PageView } from './PageView.tsx';
import { RouteError } from './RouteError.tsx';

/** What every page route's loader returns: the page and how its path was resolved. */
export interface PageData {
  page: Page;
  resolution: Resolution;
}

const pageLoader =
  (resolve: (pathname: string) => Resolution) =>
  async ({ request }: { request: Request }): Promise<PageData> => {
    const resolution = resolve(new URL(request.url).pathname);
    return { page: await loadPage(resolution.pageId), resolution };
  };

/** The router's routes, made from content/routes.json: routes, aliases, then the fallback for everything else. */
export function createRoutes(): RouteObject[] {
  const loader = pageLoader((pathname) => resolvePath(pathname));
  const paths = [...Object.keys(manifest.routes), ...Object.keys(manifest.aliases)];
  return [
    {
      id: 'root',
      element: <Layout />,
      errorElement: <RouteError />,
      HydrateFallback: () => null,
      children: [
        ...paths.map((path): RouteObject => ({ path, loader, element: <PageView /> })),
        { path: '*', loader, element: <PageView /> },
      ],
    },
  ];
}
