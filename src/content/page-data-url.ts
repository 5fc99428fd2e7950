// Its own module: the build scripts read it in Node, where importing the page loader would load React.

/**
 * Where the browser finds a page's content: an address that follows from its id, so the entry carries
 * no table of the site's pages and its size does not grow with the site. The build writes these files
 * (scripts/lib/prerender.ts); the development server answers them from content/pages
 * (scripts/lib/vite-content.ts).
 */
export const pageDataUrl = (pageId: string): string => `/page-data/${pageId}.json`;
