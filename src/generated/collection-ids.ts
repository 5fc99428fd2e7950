/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from the files in content/data by `npm run types` (the build
 * runs it too); it changes when an entry is added, removed or renamed there.
 */

/** The name of each collection of content/data: all the browser's first load knows of them. */
export const collectionNames: readonly string[] = ["journal","rooms"];

/** The id of every entry of each collection of content/data, in the order of its file (Node and the server render only). */
export const collectionIds: Record<string, readonly string[]> = {
  "journal": ["choose-right-safari","river-vs-ocean-cruise","christmas-markets-without-crowds"],
  "rooms": ["1","2","3","4","5","6"],
};
