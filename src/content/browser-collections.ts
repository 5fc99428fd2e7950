import type { collections as everyEntry } from '../generated/collections.ts';
import { collectionNames } from '../generated/collection-ids.ts';

/**
 * What src/content/collections.ts reads in the browser in place of src/generated/collections.ts
 * (scripts/lib/vite/collections.ts swaps them): each collection starts empty, then holds the entries
 * the prerendered page used (its page data), then every entry once `loadCollections` has run, which a
 * navigation waits for. So no page's first load carries the site's collections.
 */
export const collections = Object.fromEntries(collectionNames.map((name) => [name, []])) as unknown as {
  [N in keyof typeof everyEntry]: (typeof everyEntry)[N][number][];
};

export const loadCollections = async (): Promise<typeof everyEntry> => (await import('../generated/collections.ts')).collections;

/** Whether every entry is here from the start: not in the browser, until `loadCollections` has run. */
export const everyEntryIsHere = false;
