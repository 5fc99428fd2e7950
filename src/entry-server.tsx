import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { HelmetProvider } from 'react-helmet-async';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { loadInOrder } from './app/load-in-order.ts';
import { FIRST_SCREEN_BLOCKS } from './blocks/PageBlocks.tsx';
import { blockRegistry } from './blocks/registry.ts';
import { CATALOGUE_PATH } from './catalogue/path.ts';
import { fullHeaderQuery } from './chrome/chrome-style.ts';
import { DesktopNav, Footer, FrameHeader } from './chrome/frame-parts.ts';
import { recordCollectionEntries } from './content/collections.ts';
import { pageAt, resolvePath } from './content/manifest.ts';
import type { PageDataFile } from './content/page-data-url.ts';
import { forgetPage, loadPage, PAGE_DATA_ELEMENT_ID, primePage, serializePageData } from './content/pages.ts';
import { forgetResolution, primeResolution } from './content/resolutions.ts';
import { imageEntry, picturesIn, recordImageEntries } from './runtime/image-entries.ts';
import { StylisCache } from './theme/StylisCache.tsx';

export { readServerPagesWith } from './content/pages.ts';

export interface Rendered {
  /** The markup of #root. */
  html: string;
  /** Elements for <head>: title, meta description, canonical link, styles, the page's data. */
  head: string;
  status: number;
  /** The page shown (several paths may show one page). */
  pageId: string;
  /** The types of the blocks that hydrate at once, whose chunks the page preloads. */
  firstScreenBlockTypes: string[];
  /** Modules of parts that show (and so hydrate at once) only where `media` matches, preloaded there. */
  wideScreenModules: { modules: string[]; media: string };
  /** The frame the page wears (page.frame), which `leaveModules` belong to. */
  frame: string | undefined;
  /** What a navigation away from the page waits for: the modules of its frame's parts that hydrate late. */
  leaveModules: string[];
  /** The file a navigation to the page fetches (pageDataUrl). */
  dataFile: PageDataFile;
}

// React 19 emits the <title>, <meta> and <link> elements a page renders at the start of its markup
// when it does not render <head> itself; they belong in <head>.
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

const DESKTOP_NAV_MODULE = 'src/chrome/DesktopNav.tsx';
const FOOTER_MODULE = 'src/chrome/Footer.tsx';
const BRAND_FRAME_MODULE = 'src/chrome/BrandFrame.tsx';

// Every module the site loads lazily while rendering: the blocks, and the parts App and the routes load lazily.
const lazyModules: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(Object.entries(blockRegistry).map(([type, block]) => [`block ${type}`, block.preload])),
  'brand frame': FrameHeader.preload,
  'desktop menu': DesktopNav.preload,
  'block catalogue': () => import('./catalogue/BlockCatalogue.tsx'),
  footer: Footer.preload,
  'did you mean': () => import('./app/DidYouMean.tsx'),
};
let everyModuleLoaded: Promise<void> | undefined;

/** Where a part suspended, `renderToString` writes its fallback, for the browser to draw, marked so. */
const CLIENT_RENDERED = '<!--$!-->';

/**
 * The markup of the tree `withSheet` makes around a sheet of styles, and the sheet's style elements. Every lazy
 * part is loaded before the first page and a page's data primed, so a page is nearly always drawn whole at once:
 * then without a stream, about 2 ms of a page's CPU less than `prerender`. A page where a part did suspend (data
 * not loaded yet) is drawn again by `prerender`, which waits for it, with a sheet of its own: the first one holds
 * the fallback's styles.
 */
async function markupOf(withSheet: (sheet: ServerStyleSheet) => ReactElement): Promise<{ markup: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  try {
    const markup = renderToString(withSheet(sheet));
    if (!markup.includes(CLIENT_RENDERED)) return { markup, styles: sheet.getStyleTags() };
  } catch {
    // A part suspended outside any Suspense boundary: `prerender` waits for it too.
  } finally {
    sheet.seal();
  }
  const again = new ServerStyleSheet();
  try {
    // Without a limit, React writes a large page's later Suspense boundaries after the end, to be moved into
    // place by an inline script: without JavaScript they would stay hidden. Every page is whole HTML.
    const { prelude } = await prerender(withSheet(again), { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    return { markup: await new Response(prelude).text(), styles: again.getStyleTags() };
  } finally {
    again.seal();
  }
}

/** Renders one path of the site to static HTML, waiting for every lazy part. */
export async function render(path: string): Promise<Rendered> {
  // Before the first page, so style groups are numbered the same on every build (see load-in-order.ts).
  await (everyModuleLoaded ??= loadInOrder(lazyModules));
  const resolution = resolvePath(path);
  primeResolution(path, resolution);
  const page = await loadPage(resolution.pageId);
  primePage(resolution.pageId, page);
  // What the path shows: a journal article's own blocks come before its page's.
  const shown = pageAt(page, resolution);
  try {
    // The pictures the page shows or names travel in its data, so the first load needs no list of every picture.
    const {
      result: {
        result: { markup, styles },
        images,
      },
      collections,
    } = await recordCollectionEntries(() =>
      recordImageEntries(
        () =>
          markupOf((sheet) => (
            <StylisCache>
              {sheet.collectStyles(
                <StrictMode>
                  <HelmetProvider>
                    <StaticRouter location={path}>
                      <App />
                    </StaticRouter>
                  </HelmetProvider>
                </StrictMode>,
              )}
            </StylisCache>
          )),
        picturesIn(shown),
      ),
    );
    const hoisted = LEADING_HEAD_ELEMENTS.exec(markup)?.[0] ?? '';
    const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData({ resolution, page, images, collections })}</script>`;
    return {
      html: markup.slice(hoisted.length),
      head: hoisted + styles + data,
      pageId: resolution.pageId,
      // A planned path has its own file, a page that is coming: only an unknown path is not found.
      status: resolution.kind === 'fallback' && !resolution.planned && path !== CATALOGUE_PATH ? 404 : 200,
      firstScreenBlockTypes: [...new Set(shown.blocks.slice(0, FIRST_SCREEN_BLOCKS).map((block) => block.type))],
      // The agency header's full menu row (src/chrome/Header.tsx); a page in another frame has none.
      wideScreenModules: { modules: page.frame ? [] : [DESKTOP_NAV_MODULE], media: fullHeaderQuery },
      // The footer (src/app/App.tsx), and the menu row where the screen is too narrow to show it.
      frame: page.frame,
      leaveModules: page.frame ? [BRAND_FRAME_MODULE] : [FOOTER_MODULE, DESKTOP_NAV_MODULE],
      // Those of the page's whole content, whichever of its paths this is: the file is the same for all.
      dataFile: { page, images: Object.fromEntries([...new Set(picturesIn(page))].sort().map((src) => [src, imageEntry(src)])) },
    };
  } finally {
    // Kept, every page a thread rendered stayed in memory: half the site's pages by the end of a build.
    forgetResolution(path);
    forgetPage(resolution.pageId);
  }
}
