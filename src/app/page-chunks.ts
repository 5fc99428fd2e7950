// Its own module: the build scripts read it in Node, where importing the browser code would load React.

/**
 * Written by the build (scripts/lib/prerender.ts): for each page, the chunks a visit needs before its
 * first screen can paint (the page's content and its first-screen blocks, with what they import),
 * less what every page already loads. A development server has none, and nothing is prefetched.
 */
export const PAGE_CHUNKS_FILE = '/page-chunks.json';
