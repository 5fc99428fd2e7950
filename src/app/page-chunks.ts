// Its own module: the build scripts read it in Node, where importing the browser code would load React.

/**
 * Written by the build (scripts/lib/build/prerender/prerender.ts): the chunks client-side navigations need, less what
 * every page already loads (src/app/prefetch.ts fetches them ahead). A development server has none, and
 * nothing is prefetched.
 */
export const PAGE_CHUNKS_FILE = '/page-chunks.json';

/**
 * Per page, in a file of its own: what a visit needs before its first screen can paint (its content,
 * its first-screen blocks). Fetched for the pages a link leads to, so what an idle page fetches grows
 * with its links, not with the site.
 */
export const visitChunksFile = (pageId: string): string => `/page-chunks/${pageId}.json`;

export interface PageChunks {
  /**
   * Per frame (frameKey): what a navigation away from a page in it waits for, whatever the next page: the
   * code of the frame's parts that hydrate late (footer, a menu shown only on wide screens), which React
   * hydrates before it renders the next page. (The size of every picture, which the next page renders
   * with, is fetched alongside: src/runtime/image-entries.ts.)
   */
  leave: Record<string, string[]>;
}

/** The key of a page's frame in `leave`: its name, or '' for the site's own header and footer. */
export const frameKey = (frame: string | undefined): string => frame ?? '';
