/**
 * Collections (content/data/<name>.json): what blocks and pages may say of their entries, checked
 * once every collection has been read.
 */
import type { SchemaObject } from 'ajv';
import type { Manifest } from './manifest.ts';
import type { Problem } from './problem.ts';
import type { QueryMark } from './schemas.ts';
import { problemAt, type SourceFile } from './source.ts';
import { didYouMean, quote } from './words.ts';

/** A collection read from content/data: its entries' ids and fields, and what one entry is called. */
export interface Collection {
  name: string;
  ids: string[];
  fields: string[];
  /** The entry schema's title in lower case, such as "room". */
  entryName: string;
}

/** "1–6" when the ids run without a gap, else the list: the ids as a person would say them. */
export function describeIds(ids: string[]): string {
  const numbers = ids.map(Number);
  const sorted = [...numbers].sort((a, b) => a - b);
  const run = ids.length > 2 && sorted.every((n, i) => Number.isInteger(n) && (i === 0 || n === sorted[i - 1] + 1));
  return run ? `${sorted[0]}–${sorted[sorted.length - 1]}` : ids.join(', ');
}

/** "room 7 does not exist; rooms are 1–6." */
export const missingEntry = (collection: Collection, id: string): string =>
  `${collection.entryName} ${id} does not exist; ${collection.name} are ${describeIds(collection.ids)}.`;

export function checkQueries(source: SourceFile, queries: QueryMark[], collections: Map<string, Collection>): Problem[] {
  const problems: Problem[] = [];
  for (const { pointer, query } of queries) {
    if (typeof query.collection !== 'string') continue;
    const collection = collections.get(query.collection);
    if (!collection) {
      problems.push(
        problemAt(
          source,
          `${pointer}/collection`,
          'unknown-collection',
          `collection ${quote(query.collection)} does not exist: there is no content/data/${query.collection}.json.`,
          `${didYouMean(query.collection, [...collections.keys()])} Collections: ${[...collections.keys()].join(', ') || '(none)'}.`,
        ),
      );
      continue;
    }
    if (Array.isArray(query.ids)) {
      query.ids.forEach((id, i) => {
        if (typeof id === 'string' && !collection.ids.includes(id))
          problems.push(problemAt(source, `${pointer}/ids/${i}`, 'missing-entry', missingEntry(collection, id)));
      });
    }
    const checkField = (field: unknown, at: string): void => {
      if (typeof field === 'string' && !collection.fields.includes(field))
        problems.push(
          problemAt(
            source,
            at,
            'unknown-field',
            `${quote(field)} is not a field of ${collection.name}.`,
            `${didYouMean(field, collection.fields)} Fields: ${collection.fields.join(', ')}.`,
          ),
        );
    };
    checkField(query.where?.field, `${pointer}/where/field`);
    checkField(query.sort?.by, `${pointer}/sort/by`);
  }
  return problems;
}

/** Each collection route's pattern with :id replaced by every entry's id: the pages it makes. */
export function entryPaths(manifest: Manifest, collections: Map<string, Collection>): string[] {
  return Object.entries(manifest.collectionRoutes ?? {}).flatMap(([pattern, route]) =>
    (collections.get(route.collection)?.ids ?? []).map((id) => pattern.replace(':id', id)),
  );
}

/** Placeholders such as {name} in a collection route's page title and description must name fields of its entries. */
export function checkPlaceholders(source: SourceFile, collection: Collection): Problem[] {
  const problems: Problem[] = [];
  const data = source.data as Record<string, unknown>;
  for (const key of ['title', 'description']) {
    if (typeof data[key] !== 'string') continue;
    for (const [, field] of (data[key] as string).matchAll(/\{([^}]*)\}/g)) {
      if (!collection.fields.includes(field))
        problems.push(
          problemAt(
            source,
            `/${key}`,
            'unknown-field',
            `{${field}} is not a field of ${collection.name}.`,
            `${didYouMean(field, collection.fields)} This page shows one entry of ${collection.name}: its {field} placeholders take the entry's values. Fields: ${collection.fields.join(', ')}.`,
          ),
        );
    }
  }
  return problems;
}

/** A collection's entry ids (each id unique: a repeated one is a problem) and the fields its schema names. */
export function readCollection(
  name: string,
  source: SourceFile,
  schema: SchemaObject,
): { collection: Collection; problems: Problem[] } {
  const problems: Problem[] = [];
  const itemSchema = (schema.properties as { entries: { items: SchemaObject } }).entries.items;
  const entries = (source.data as { entries?: unknown }).entries;
  const ids: string[] = [];
  if (Array.isArray(entries)) {
    entries.forEach((entry: { id?: unknown }, i) => {
      if (typeof entry?.id !== 'string') return;
      if (ids.includes(entry.id))
        problems.push(
          problemAt(
            source,
            `/entries/${i}/id`,
            'duplicate-id',
            `another entry already has "id": ${quote(entry.id)}.`,
            'Ids must be unique.',
          ),
        );
      else ids.push(entry.id);
    });
  }
  return {
    collection: {
      name,
      ids,
      fields: Object.keys((itemSchema.properties as object | undefined) ?? {}),
      entryName: String(itemSchema.title ?? name).toLowerCase(),
    },
    problems,
  };
}
