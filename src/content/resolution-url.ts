// Its own module: the build scripts read it in Node, where importing the browser's resolver would load React.

/**
 * Where the browser finds how a path resolves (a Resolution: its page, canonical path, kind): an address
 * that follows from the path, so no table of the site's paths is shipped. The build writes one for every
 * route, alias, collection entry and planned path (scripts/lib/build/prerender/prerender.ts); a path without one is
 * unknown. "_" is in no path of the site, so the root's file and the list of paths never meet a path's.
 */
export const resolutionUrl = (path: string): string => `/resolve${path === '/' ? '/_root' : path}.json`;

/** Every path a page is shown at under its own address (routes and collection entries), for the not-found page's suggestions. */
export const PATH_LIST_URL = '/resolve/_paths.json';
