import { collections, everyEntryIsHere, loadCollections } from '../generated/collections.ts';
import type { CollectionQuery } from '../generated/content.ts';
import { loadImageEntries, picturesIn } from '../runtime/image-entries.ts';

/**
 * The entries of each collection of content/data, by name, each typed by the schema of the same name in
 * schemas/collections. A collection is added by adding those two files (src/generated/collections.ts
 * lists them, `npm run types`): the route manifest and blocks reach it by name.
 */
export { collections };

export type CollectionName = keyof typeof collections;
export type EntryOf<N extends CollectionName> = (typeof collections)[N][number];

const isCollection = (name: string): name is CollectionName => Object.hasOwn(collections, name);

/*
 * In the browser, the collections hold at first only the entries the prerendered page used, which its
 * page data carries (src/content/browser-collections.ts); every other render waits for `loadAllCollections`.
 * A query over those entries gives what it gave over all of them: they include its result, in their
 * order, and every entry it left out of a limit comes after it.
 */

/**
 * Whether every entry of every collection is here: always on the server and in Node; in the browser once
 * `loadAllCollections` has run. No list of the entries' ids travels to the browser to tell: it would
 * grow every page's first load with the collections.
 */
let everyEntryLoaded = everyEntryIsHere;
export const allCollectionsLoaded = (): boolean => everyEntryLoaded;

/**
 * Sets the entries of each collection named, in the order given, which is their collection's: the
 * prerendered page's (a part of each collection, in its order), then every entry (the whole, which
 * holds that part).
 */
function setCollectionEntries(entries: Partial<Record<string, { id: string }[]>>): void {
  for (const [name, given] of Object.entries(entries)) {
    if (!isCollection(name) || !given) continue;
    const list = collections[name] as { id: string }[];
    list.splice(0, list.length, ...given);
  }
}

// A plain promise, kept: collections.ts must not import React's helpers, since the build scripts read it.
let primedPath: string | undefined;

/** The entries the prerendered page at `path` used, from its page data: enough to render that path. */
export function primeCollections(path: string, entries: Partial<Record<string, { id: string }[]>>): void {
  primedPath = path;
  setCollectionEntries(entries);
}

/** Whether the entries here suffice to render a path: the prerendered one's, or all of them. */
export const collectionsReadyFor = (path: string): boolean => path === primedPath || allCollectionsLoaded();

let everyCollection: Promise<void> | undefined;

/**
 * Loads every entry of every collection, with the sizes of the pictures they name, once; a failed
 * download is not kept, so the next call tries again.
 */
export const loadAllCollections = (): Promise<void> =>
  (everyCollection ??= loadCollections()
    .then(async (entries) => {
      await loadImageEntries(picturesIn(entries));
      setCollectionEntries(entries);
      everyEntryLoaded = true;
    })
    .catch((error: unknown) => {
      everyCollection = undefined;
      throw error;
    }));

let recorded: Map<CollectionName, Set<{ id: string }>> | null = null;

/** Notes entries a render used, while the server records them for the page data. */
function used<T extends { id: string }>(collection: CollectionName, entries: T[]): T[] {
  if (recorded) {
    const set = recorded.get(collection) ?? new Set();
    for (const entry of entries) set.add(entry);
    recorded.set(collection, set);
  }
  return entries;
}

/** Renders `render` while noting the entries it reads, and returns them with the result, for the page data. */
export async function recordCollectionEntries<T>(
  render: () => Promise<T>,
): Promise<{ result: T; collections: Record<string, { id: string }[]> }> {
  recorded = new Map();
  try {
    const result = await render();
    const entries = Object.fromEntries(
      [...recorded]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, set]) => [name, collections[name].filter((entry) => set.has(entry))]),
    );
    return { result, collections: entries };
  } finally {
    recorded = null;
  }
}

/** An entry with its collection's name, so that checking the name narrows the entry's type. */
export type NamedEntry = { [N in CollectionName]: { collection: N; entry: EntryOf<N> } }[CollectionName];

/** The entry of a collection with this id, if there is one. */
export function findEntry(collection: string, id: string): EntryOf<CollectionName> | undefined {
  return findNamedEntry(collection, id)?.entry;
}

/** The same, with its collection's name. */
export function findNamedEntry(collection: string, id: string): NamedEntry | undefined {
  if (!isCollection(collection)) return undefined;
  const entry = (collections[collection] as EntryOf<CollectionName>[]).find((e) => e.id === id);
  if (entry) used(collection, [entry]);
  return entry && ({ collection, entry } as NamedEntry);
}

/** The entries a block's query names: its ids (in their order) or all, filtered, sorted, limited. */
export function queryCollection<N extends CollectionName>(query: CollectionQuery & { collection: N }): EntryOf<N>[];
export function queryCollection(query: CollectionQuery): EntryOf<CollectionName>[];
export function queryCollection(query: CollectionQuery): EntryOf<CollectionName>[] {
  if (!isCollection(query.collection)) return [];
  const all: EntryOf<CollectionName>[] = collections[query.collection];
  let entries = query.ids ? query.ids.flatMap((id) => all.filter((entry) => entry.id === id)) : [...all];
  const field = (entry: object, name: string): unknown => (entry as Record<string, unknown>)[name];
  if (query.where) {
    const { field: name, equals } = query.where;
    entries = entries.filter((entry) => field(entry, name) === equals);
  }
  if (query.sort) {
    const { by, order = 'ascending' } = query.sort;
    const sign = order === 'descending' ? -1 : 1;
    entries.sort((a, b) => {
      const x = field(a, by);
      const y = field(b, by);
      return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }
  return used(query.collection, query.limit ? entries.slice(0, query.limit) : entries);
}
