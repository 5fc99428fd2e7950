// Its own module: the build scripts read it in Node, where importing the browser code would load React.

/**
 * Written by the build (scripts/lib/prerender.ts): the chunks client-side navigations need, less what
 * every page already loads (src/app/prefetch.ts fetches them ahead). A development server has none, and
 * nothing is prefetched.
 */
export const PAGE_CHUNKS_FILE = '/page-chunks.json';

export interface PageChunks {
  /** Per page: what a visit needs before its first screen can paint (its content, its first-screen blocks). */
  visit: Record<string, string[]>;
  /**
   * Per page: what a navigation away from it waits for, whatever the next page: the code of its frame's
   * parts that hydrate late (footer, a menu shown only on wide screens), which React hydrates before it
   * renders the next page, and the size of every picture, which the next page renders with.
   */
  leave: Record<string, string[]>;
}
