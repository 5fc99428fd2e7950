// Its own module: the build's picture plugin reads it in Node, where the entries' store would bring the virtual manifest.

/**
 * Where the browser finds the sizes and variants of the pictures in one folder of public/images: an
 * address that follows from a picture's own path, so no page carries a list of the site's pictures and
 * what a visit fetches grows with the folders its pages use, not with the site. The build writes these
 * files and the development server answers them (scripts/lib/vite/pictures.ts).
 */
export const IMAGE_ENTRIES_PREFIX = '/image-entries/';
export const imageEntriesUrl = (src: string): string => `${IMAGE_ENTRIES_PREFIX}${src.slice(1, src.lastIndexOf('/'))}.json`;
