/**
 * The JSON Schemas the editor builds its forms from, read at run time from schemas/ (a new block
 * schema appears in the editor with no other change), and the few keywords the form renderer knows.
 */
import { setIn, type Path } from './doc.ts';

export interface Schema {
  $id?: string;
  $ref?: string;
  title?: string;
  description?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  discriminator?: { propertyName: string };
  minItems?: number;
  minimum?: number;
  maxLength?: number;
  'x-href'?: boolean;
  'x-image'?: boolean;
  'x-rich-text'?: boolean;
  'x-anchor'?: boolean;
  'x-file'?: boolean;
  /** Names a frame: a file of content/frames/ without .json. */
  'x-frame'?: boolean;
}

/**
 * Keywords the form renderer acts on. Each one changes what the form shows, so a schema that uses a
 * keyword outside this list and VALIDATION_ONLY would get a form that cannot express it
 * (tests/unit/editor-schema.test.ts fails then).
 */
export const RENDERED_KEYWORDS = [
  '$ref',
  'title',
  'description',
  'type',
  'const',
  'enum',
  'default',
  'examples',
  'format',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'oneOf',
  'discriminator',
  'propertyName',
  'minItems',
  'minimum',
  'maxLength',
  'x-href',
  'x-image',
  'x-rich-text',
  'x-anchor',
  'x-file',
  'x-frame',
] as const;

/**
 * Keywords that only judge a value, never shape the form: the build's validator checks them and the
 * editor shows its message on the field.
 */
export const VALIDATION_ONLY = [
  '$schema',
  '$id',
  'definitions',
  'minLength',
  'pattern',
  'maxItems',
  'uniqueItems',
  'maximum',
  'exclusiveMinimum',
  'propertyNames',
  'x-collection-query',
  'defaultSnippets',
  // A rule between two properties the form shows anyway (a tile grid's tiles or entries, one of the
  // two): the form offers both, and the validator's message on the field says which to keep.
  'if',
  'then',
  'else',
] as const;

const modules = import.meta.glob<Schema>('../../schemas/**/*.schema.json', { eager: true, import: 'default' });

/** Every schema by its $id, such as page.schema.json or blocks/hero.schema.json. */
export const schemas: ReadonlyMap<string, Schema> = new Map(Object.values(modules).map((s) => [s.$id as string, s]));

const BASE = 'https://schemas.invalid/';

/** The schema a $ref names, read relative to the schema it appears in. */
export function resolveRef(ref: string, from: string): { schema: Schema; id: string } {
  const id = new URL(ref, BASE + from).href.slice(BASE.length);
  const [file, pointer] = id.split('#');
  let schema = schemas.get(file);
  if (!schema) throw new Error(`The schema ${ref} (from ${from}) does not exist.`);
  for (const part of (pointer ?? '').split('/').filter(Boolean)) schema = (schema as Record<string, Schema>)[part];
  return { schema, id: file };
}

/**
 * Each schema's resolutions, by the file it is read from: the form resolves the schemas of every field on
 * a key's path at each key, and a reference is a URL to parse. The same answer also keeps the schema
 * handed to a field the same object, which its memo compares.
 */
const resolutions = new WeakMap<Schema, Map<string, { schema: Schema; id: string }>>();

/** A schema with its $ref followed; the referring schema's own title and description, if any, win. */
export function resolved(schema: Schema, from: string): { schema: Schema; id: string } {
  if (!schema.$ref) return { schema, id: from };
  let known = resolutions.get(schema);
  if (!known) resolutions.set(schema, (known = new Map()));
  let answer = known.get(from);
  if (!answer) {
    const target = resolveRef(schema.$ref, from);
    const inner = resolved(target.schema, target.id);
    answer = {
      schema: {
        ...inner.schema,
        ...(schema.title ? { title: schema.title } : {}),
        ...(schema.description ? { description: schema.description } : {}),
      },
      id: inner.id,
    };
    known.set(from, answer);
  }
  return answer;
}

/** The $id of the schema a content file names in its "$schema" member (../../schemas/page.schema.json → page.schema.json). */
export function schemaIdOf(value: unknown): string | undefined {
  const named = value && typeof value === 'object' ? (value as { $schema?: unknown }).$schema : undefined;
  return typeof named === 'string' ? named.replace(/^(\.\.\/)*schemas\//, '') : undefined;
}

/** The member that tells a oneOf's branches apart: its discriminator's, `type` where it names none. */
export const discriminatorOf = (schema: Schema): string => schema.discriminator?.propertyName ?? 'type';

/** The tag a value carries for a discriminated oneOf (a block's `type`), if it is an object. */
export const tagOf = (schema: Schema, value: unknown): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[discriminatorOf(schema)] : undefined;

/** The branch of a oneOf keyed by its discriminator that fits a value, by the value's `type`. */
export function branchFor(schema: Schema, from: string, value: unknown): { schema: Schema; id: string } | undefined {
  const key = discriminatorOf(schema);
  const tag = tagOf(schema, value);
  for (const option of schema.oneOf ?? []) {
    const branch = resolved(option, from);
    if (branch.schema.properties?.[key]?.const === tag) return branch;
  }
  return undefined;
}

/** The branches of a discriminated oneOf: the tag each takes and its schema. */
export function branches(schema: Schema, from: string): { tag: string; schema: Schema; id: string }[] {
  const key = discriminatorOf(schema);
  return (schema.oneOf ?? []).map((option) => {
    const branch = resolved(option, from);
    return { tag: String(branch.schema.properties?.[key]?.const), ...branch };
  });
}

/**
 * A value that is valid at once where possible: the schema's first example, its default, or the
 * smallest value of its type with every required member filled the same way.
 */
export function initialValue(schema: Schema, from: string): unknown {
  const { schema: s, id } = resolved(schema, from);
  if (s.examples?.length) return structuredClone(s.examples[0]);
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.oneOf) return initialValue(s.oneOf[0], id);
  switch (s.type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((name) => [name, initialValue(s.properties?.[name] ?? {}, id)]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => initialValue(s.items ?? {}, id));
    case 'number':
    case 'integer':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/** The strings of a value its schema marks as anchors (x-anchor), with their paths: a page's ids, which must differ. */
export function anchorsIn(schema: Schema, from: string, value: unknown, at: Path = []): { path: Path; id: string }[] {
  const { schema: s, id: file } = resolved(schema, from);
  if (s['x-anchor']) return typeof value === 'string' ? [{ path: at, id: value }] : [];
  if (s.oneOf) {
    const branch = branchFor(s, file, value);
    return branch ? anchorsIn(branch.schema, branch.id, value, at) : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => anchorsIn(s.items ?? {}, file, item, [...at, i]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, member]) => {
    const inner = s.properties?.[name] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
    return inner ? anchorsIn(inner, file, member, [...at, name]) : [];
  });
}

/**
 * An item about to join a content file (a copy, a block made from its example), its anchors renamed where
 * the file has them already: `voices` becomes the first free of `voices-2`, `voices-3` and on. The build refuses
 * a page that has an id twice.
 */
export function withOwnAnchors(item: unknown, schema: Schema, from: string, file: unknown): unknown {
  const fileSchemaId = schemaIdOf(file) ?? '';
  const fileSchema = schemas.get(fileSchemaId);
  const taken = new Set(fileSchema ? anchorsIn(fileSchema, fileSchemaId, file).map((a) => a.id) : []);
  let own = item;
  for (const { path, id } of anchorsIn(schema, from, item)) {
    const free = firstFree(id, (name) => taken.has(name));
    taken.add(free);
    if (free !== id) own = setIn(own, path, free);
  }
  return own;
}

/**
 * An item about to join a list whose items are told apart by their `id` (a collection's entries: a room's
 * number, an article's address), with an id none of them has: after the highest where the ids are
 * numbers, or else the first free of `name-2`, `name-3` and on. The build refuses an entry's id twice. A list
 * where some item has no id, or two share one, is not keyed by it, and the item is left as it is.
 */
export function withOwnId(item: unknown, list: readonly unknown[]): unknown {
  const idOf = (value: unknown): unknown => (value && typeof value === 'object' ? (value as { id?: unknown }).id : undefined);
  const id = idOf(item);
  const ids = list.map(idOf);
  const keyed = ids.every((other) => typeof other === 'string') && new Set(ids).size === ids.length;
  if (typeof id !== 'string' || !keyed || !ids.includes(id)) return item;
  const taken = ids as string[];
  const numbered = /^\d+$/.test(id) && taken.every((other) => /^\d+$/.test(other));
  const free = numbered ? String(Math.max(...taken.map(Number)) + 1) : firstFree(id, (name) => taken.includes(name));
  return { ...(item as object), id: free };
}

/** An item about to join `list` in `file` (a copy, or one made from its example), with anchors and an id of its own. */
export const newItem = (item: unknown, schema: Schema, from: string, file: unknown, list: readonly unknown[]): unknown =>
  withOwnId(withOwnAnchors(item, schema, from, file), list);

/** `name` if it is not taken, or the first of `name-2`, `name-3` and on that is not. */
export function firstFree(name: string, taken: (name: string) => boolean): string {
  let free = name;
  for (let n = 2; taken(free); n += 1) free = `${name}-${n}`;
  return free;
}

/** Every keyword used anywhere in a schema, with the path where it first appears. */
export function keywordsIn(schema: unknown, at = ''): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => visit(item, `${where}/${i}`));
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (!found.has(key)) found.set(key, `${where}/${key}`);
      // Under these, the keys are names or values, not keywords.
      if (key === 'properties' || key === 'definitions') {
        for (const [name, sub] of Object.entries(value as object)) visit(sub, `${where}/${key}/${name}`);
      } else if (!['examples', 'default', 'const', 'enum', 'required', 'defaultSnippets'].includes(key)) {
        visit(value, `${where}/${key}`);
      }
    }
  };
  visit(schema, at);
  return found;
}
