import { collections } from '../generated/collections.ts';
import type { CollectionQuery } from '../generated/content.ts';

/**
 * The entries of each collection of content/data, by name, each typed by the schema of the same name in
 * schemas/collections. A collection is added by adding those two files (src/generated/collections.ts
 * lists them, `npm run types`): the route manifest and blocks reach it by name.
 */
export { collections };

export type CollectionName = keyof typeof collections;
export type EntryOf<N extends CollectionName> = (typeof collections)[N][number];

const isCollection = (name: string): name is CollectionName => Object.hasOwn(collections, name);

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
  return query.limit ? entries.slice(0, query.limit) : entries;
}
