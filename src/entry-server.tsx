import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { PageData } from './app/routes.tsx';
import { createRoutes } from './app/routes.tsx';
import { site } from './content/site.ts';

export interface Rendered {
  /** The markup of #root. */
  html: string;
  /** Elements for <head>: title, meta description, canonical link, styles. */
  head: string;
  status: number;
}

// React 19 emits the <title>, <meta> and <link> elements a page renders at the start of its markup
// when it does not render <head> itself; they belong in <head>.
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/** Renders one path of the site to static HTML, waiting for every lazy part. */
export async function render(path: string): Promise<Rendered> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, site.url)));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect; routes do not redirect.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <HelmetProvider>
            <StaticRouterProvider router={router} context={context} />
          </HelmetProvider>
        </StrictMode>,
      ),
    );
    const markup = await new Response(prelude).text();
    const hoisted = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
    const leaf = Object.values(context.loaderData).find((d): d is PageData => !!d && 'resolution' in (d as object));
    if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
    return {
      html: markup.slice(hoisted.length),
      head: hoisted + sheet.getStyleTags(),
      status: leaf?.resolution.kind === 'fallback' ? 404 : 200,
    };
  } finally {
    sheet.seal();
  }
}
