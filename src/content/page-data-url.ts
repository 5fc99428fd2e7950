// Its own module: the build scripts read it in Node, where importing the page loader would load React.
import type { ImageManifestEntry } from 'virtual:image-manifest';
import type { Page } from '../generated/content.ts';

/**
 * Where the browser finds a page's content: an address that follows from its id, so the entry carries
 * no table of the site's pages and its size does not grow with the site. The build writes these files
 * (scripts/lib/build/prerender/prerender.ts); the development server answers them from content/pages
 * (scripts/lib/vite/content.ts).
 */
export const pageDataUrl = (pageId: string): string => `/page-data/${pageId}.json`;

/**
 * What the file at a page's address holds: its content, and the sizes of the pictures it names as the
 * build knows them, so that a navigation to it needs no second request before it renders. The
 * development server sends none (src/runtime/image-entries.ts fetches them a folder at a time).
 */
export interface PageDataFile {
  page: Page;
  images: Record<string, ImageManifestEntry | undefined>;
}
