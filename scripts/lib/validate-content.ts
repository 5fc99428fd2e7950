/**
 * Validates the site's content (content/site.json, content/routes.json, content/pages/*.json and the
 * collections in content/data/*.json) against the JSON Schemas in schemas/ and then against what a
 * schema cannot say: links that lead nowhere, missing image files, unrouted pages, aliases that
 * collide, blocks naming collection entries that do not exist.
 *
 * Every problem is reported at once, each with the file, line, column, the JSON path and the fix.
 */
import Ajv, { type ErrorObject, type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { parse as parseJson, type AnyNode, type DocumentNode } from '@humanwhocodes/momoa';
import { closest, distance } from 'fastest-levenshtein';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseRichText } from '../../src/content/rich-text.ts';
import type { Site } from '../../src/generated/content.ts';
import { relative } from './paths.ts';

export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Human-readable JSON path, such as `blocks[3] (faq) › items[2] › answer`. */
  path: string;
  message: string;
}

export interface ContentRoots {
  /** Folder holding site.json, routes.json and pages/. */
  content: string;
  /** Folder holding the JSON Schemas. */
  schemas: string;
  /** Folder that image paths such as /images/x.jpg are relative to. */
  public: string;
}

export interface ValidationResult {
  problems: Problem[];
  files: number;
}

/** A string the schema marks as a link, image path, other file under public/, rich text or anchor (the x-* keywords). */
interface Marked {
  kind: 'href' | 'image' | 'file' | 'rich-text' | 'anchor';
  pointer: string;
  value: string;
}

/** A parsed JSON file with a map from JSON pointer to its place in the text. */
interface SourceFile {
  file: string;
  data: unknown;
  /** Pointer to [value node, key node (for object members)]. */
  nodes: Map<string, { value: AnyNode; key?: AnyNode }>;
  /** Keys given twice in one object: JSON.parse keeps the last silently, so each is a problem. */
  duplicates: Problem[];
}

/** A block's reference to a collection (schemas/defs/collection-query.schema.json), checked once all collections are read. */
interface QueryMark {
  pointer: string;
  query: { collection?: unknown; ids?: unknown; where?: { field?: unknown }; sort?: { by?: unknown } };
}

const MARK_KEYWORDS = {
  'x-href': 'href',
  'x-image': 'image',
  'x-file': 'file',
  'x-rich-text': 'rich-text',
  'x-anchor': 'anchor',
} as const;

function readSchemas(dir: string): SchemaObject[] {
  const found: SchemaObject[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.schema.json')) found.push(JSON.parse(readFileSync(full, 'utf8')) as SchemaObject);
    }
  };
  walk(dir);
  return found;
}

/** The keywords this site's schemas add to JSON Schema; they annotate, and never make a document invalid. */
export const SITE_KEYWORDS = ['defaultSnippets', ...Object.keys(MARK_KEYWORDS), 'x-collection-query'];

/** The compiled validators and what the messages need to know about the schemas. */
function compileSchemas(schemasDir: string, schemas: SchemaObject[]) {
  let marked: Marked[] = [];
  let queries: QueryMark[] = [];
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true });
  addFormats(ajv);
  // Editor hints (whole blocks to complete in VS Code); they say nothing about validity.
  ajv.addKeyword('defaultSnippets');
  for (const [keyword, kind] of Object.entries(MARK_KEYWORDS)) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
        if (typeof data === 'string' && cxt) marked.push({ kind, pointer: cxt.instancePath, value: data });
        return true;
      },
    });
  }
  ajv.addKeyword({
    keyword: 'x-collection-query',
    schemaType: 'boolean',
    validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
      if (data !== null && typeof data === 'object' && cxt)
        queries.push({ pointer: cxt.instancePath, query: data as QueryMark['query'] });
      return true;
    },
  });
  for (const schema of schemas) ajv.addSchema(schema);
  const byId = new Map(schemas.map((s) => [s.$id as string, s]));
  const blockTypes = schemas
    .filter((s) => (s.$id as string).startsWith('blocks/'))
    .map((s) => (s.properties as Record<string, { const: string }>).type.const)
    .sort();
  const validator = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`Schema ${id} is missing from ${schemasDir}`);
    return (data: unknown) => {
      marked = [];
      queries = [];
      validate(data);
      return { errors: validate.errors ?? [], marked, queries };
    };
  };
  // One schema per collection: schemas/collections/rooms.schema.json checks content/data/rooms.json.
  const collectionSchemas = new Map(
    schemas
      .filter((s) => (s.$id as string).startsWith('collections/'))
      .map((s) => [(s.$id as string).replace(/^collections\/|\.schema\.json$/g, ''), s]),
  );
  return {
    site: validator('site.schema.json'),
    routes: validator('routes.schema.json'),
    page: validator('page.schema.json'),
    frame: validator('frame.schema.json'),
    collection: (name: string) => validator(`collections/${name}.schema.json`),
    collectionSchemas,
    byId,
    blockTypes,
  };
}

type CompiledSchemas = ReturnType<typeof compileSchemas>;
const compiledByDir = new Map<string, { text: string; compiled: CompiledSchemas }>();

/**
 * Compiling the schemas takes most of a validation's time, and tests validate many small documents
 * in one process: the compiled set is kept while the schema files read the same.
 */
function schemasOf(schemasDir: string): CompiledSchemas {
  const schemas = readSchemas(schemasDir);
  const text = JSON.stringify(schemas);
  const cached = compiledByDir.get(schemasDir);
  if (cached?.text === text) return cached.compiled;
  const compiled = compileSchemas(schemasDir, schemas);
  compiledByDir.set(schemasDir, { text, compiled });
  return compiled;
}

// ---------------------------------------------------------------------------------------------
// Reading files and locating JSON pointers

const TOKEN_TEXT: Record<string, string> = {
  LBrace: '{',
  RBrace: '}',
  LBracket: '[',
  RBracket: ']',
  Comma: ',',
  Colon: ':',
  EOF: 'the end of the file',
};

function parseSource(file: string, text: string): SourceFile | Problem {
  let doc: DocumentNode;
  try {
    doc = parseJson(text, { mode: 'json', ranges: false });
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    const detail = e.message
      .replace(/\s*\(\d+:\d+\)$/, '')
      .replace(/\.$/, '')
      .replace(/\b(LBrace|RBrace|LBracket|RBracket|Comma|Colon|EOF)\b/g, (t) => `"${TOKEN_TEXT[t]}"`);
    return {
      file,
      line: e.line ?? 1,
      column: e.column ?? 1,
      path: '(syntax)',
      message: `broken JSON: ${detail.replace(/^Unexpected/, 'unexpected')}. Look just before this place for a missing comma, quote or bracket, or a comma after the last item.`,
    };
  }
  const nodes = new Map<string, { value: AnyNode; key?: AnyNode }>();
  const duplicates: Problem[] = [];
  const walk = (node: AnyNode, pointer: string, key?: AnyNode): void => {
    nodes.set(pointer, { value: node, key });
    if (node.type === 'Object') {
      const seen = new Map<string, AnyNode>();
      for (const member of node.members) {
        const name = member.name.type === 'String' ? member.name.value : member.name.name;
        const first = seen.get(name);
        if (first) {
          duplicates.push({
            file,
            line: member.name.loc.start.line,
            column: member.name.loc.start.column,
            path: '(duplicate key)',
            message: `${quote(name)} appears twice in this object (first on line ${first.loc.start.line}); only the last one would count. Keep one of them.`,
          });
          continue;
        }
        seen.set(name, member.name);
        walk(member.value, `${pointer}/${escapePointer(name)}`, member.name);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => walk(element.value, `${pointer}/${i}`));
    }
  };
  walk(doc.body, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // The position parser is more lenient than JSON itself, for one: raw control characters in strings.
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const before = text.slice(0, offset).split('\n');
    const found = text.codePointAt(offset) ?? 0;
    const what =
      found < 0x20
        ? `an invisible control character (U+${found.toString(16).toUpperCase().padStart(4, '0')})`
        : 'a character JSON does not allow';
    return {
      file,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      path: '(syntax)',
      message: `broken JSON: ${what} here. Delete it; inside text, write a line break as \\n and a tab as \\t.`,
    };
  }
  return { file, data, nodes, duplicates };
}

const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer));

/** `blocks[3] (faq) › items[2] › answer`: array indexes join their key, blocks name their type. */
export function describePointer(data: unknown, pointer: string): string {
  const parts: string[] = [];
  let here = data;
  for (const segment of segments(pointer)) {
    here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[segment] : undefined;
    if (/^\d+$/.test(segment) && parts.length > 0) {
      const type = here !== null && typeof here === 'object' ? (here as { type?: unknown }).type : undefined;
      parts[parts.length - 1] += `[${segment}]${typeof type === 'string' ? ` (${type})` : ''}`;
    } else {
      parts.push(/^\d+$/.test(segment) ? `[${segment}]` : segment);
    }
  }
  return parts.length ? parts.join(' › ') : '(top level)';
}

function problemAt(source: SourceFile, pointer: string, message: string, onKey = false): Problem {
  // Walk up to the nearest pointer that exists in the file (a missing property points at its object).
  let p = pointer;
  while (!source.nodes.has(p) && p !== '') p = p.slice(0, p.lastIndexOf('/'));
  const entry = source.nodes.get(p);
  const node = onKey && entry?.key ? entry.key : entry?.value;
  return {
    file: source.file,
    line: node?.loc.start.line ?? 1,
    column: node?.loc.start.column ?? 1,
    path: describePointer(source.data, pointer),
    // Messages are built from parts that may each end a sentence; one full stop is enough.
    message: message.replace(/(?<!\.)\.\.(?!\.)/g, '.'),
  };
}

// ---------------------------------------------------------------------------------------------
// Turning ajv's errors into messages for people

const quote = (v: unknown): string => JSON.stringify(v);
const list = (values: readonly unknown[]): string => values.map(quote).join(', ');

function didYouMean(value: unknown, candidates: readonly string[]): string {
  if (typeof value !== 'string' || candidates.length === 0) return '';
  const best = closest(value, candidates as string[]);
  return distance(value.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3))
    ? ` Did you mean ${quote(best)}?`
    : '';
}

function describeSchema(schema: SchemaObject | undefined, byId: Map<string, SchemaObject>): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.description === 'string') return schema.description;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() as string;
    for (const [id, s] of byId) if (id.endsWith(name)) return s.description as string | undefined;
  }
  return undefined;
}

/** A path without its leading slash is the likeliest slip in the manifest: it is named as such. */
const wantsSlash = (error: ErrorObject, text: unknown): boolean =>
  error.keyword === 'pattern' &&
  String((error.params as { pattern?: string }).pattern).startsWith('^/') &&
  typeof text === 'string' &&
  !text.startsWith('/');
const slashMessage = (text: string): string => `${quote(text)} must start with a slash: write ${quote(`/${text}`)}.`;

function schemaMessage(
  error: ErrorObject,
  source: SourceFile,
  schemas: { byId: Map<string, SchemaObject>; blockTypes: string[] },
): Problem | undefined {
  const pointer = error.instancePath;
  const value = error.data;
  const parent = error.parentSchema as SchemaObject | undefined;
  const keyword = (error as ErrorObject & { propertyName?: string }).propertyName !== undefined ? 'property-name' : error.keyword;
  switch (keyword) {
    case 'required': {
      // The path names the missing property; its place is the object that lacks it, where it must be added.
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const property = (parent?.properties as Record<string, SchemaObject> | undefined)?.[missing];
      const what = describeSchema(property, schemas.byId);
      return problemAt(
        source,
        `${pointer}/${escapePointer(missing)}`,
        `Add ${quote(missing)}${what ? ` (${asClause(what)})` : ''}.`,
      );
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      return problemAt(
        source,
        `${pointer}/${escapePointer(extra)}`,
        `is not a known property here.${didYouMean(extra, allowed)} Allowed: ${allowed.join(', ')}.`,
        true,
      );
    }
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
      if (tagValue === undefined || typeof tagValue !== 'string') {
        return problemAt(
          source,
          `${pointer}/${tag}`,
          `is required: every block names its type. Block types: ${schemas.blockTypes.join(', ')}.`,
        );
      }
      return problemAt(
        source,
        `${pointer}/${tag}`,
        `unknown block type ${quote(tagValue)}.${didYouMean(tagValue, schemas.blockTypes)} Block types: ${schemas.blockTypes.join(', ')}.`,
      );
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const hint = didYouMean(String(value), allowed.map(String));
      return problemAt(source, pointer, `${quote(value)} is not allowed.${hint} Allowed: ${list(allowed)}.`);
    }
    case 'const':
      return problemAt(source, pointer, `must be ${quote((error.params as { allowedValue: unknown }).allowedValue)}.`);
    case 'type':
      return problemAt(source, pointer, `must be ${articled((error.params as { type: string }).type)}, not ${typeName(value)}.`);
    case 'pattern':
    case 'format': {
      if (wantsSlash(error, value)) return problemAt(source, pointer, slashMessage(value as string));
      const what = describeSchema(parent, schemas.byId);
      return problemAt(source, pointer, `${quote(value)} is not in the expected form.${what ? ` ${what}` : ''}`);
    }
    case 'propertyNames': {
      // The bad key itself is reported by the nested pattern error, which carries propertyName.
      return undefined;
    }
    case 'oneOf':
      // Only the discriminator uses oneOf; its own error above says what is wrong.
      return undefined;
    case 'if':
      // A property that needs or excludes another (a tile grid's tiles or entries): the branch's own error says which.
      return undefined;
    case 'false schema':
      return problemAt(source, pointer, 'cannot be given together with what is beside it here: keep one of the two.', true);
    default: {
      const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
      if (propertyName !== undefined) {
        if (wantsSlash(error, propertyName)) {
          return problemAt(source, `${pointer}/${escapePointer(propertyName)}`, slashMessage(propertyName), true);
        }
        const what = describeSchema(parent, schemas.byId);
        return problemAt(
          source,
          `${pointer}/${escapePointer(propertyName)}`,
          `${quote(propertyName)} is not a valid name here: it ${error.message}.${what ? ` ${what}` : ''}`,
          true,
        );
      }
      return problemAt(source, pointer, `${error.message ?? 'is not valid'}.`);
    }
  }
}

/** A description as a clause inside a sentence: its first sentence, lowercase first word, no full stop. */
function asClause(description: string): string {
  // Its own remarks in parentheses would nest inside the parentheses the clause goes in.
  const first = description
    .split(/(?<=\.)\s/)[0]
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\.$/, '');
  return /^[A-Z](?:[a-z]|\s)/.test(first) ? first[0].toLowerCase() + first.slice(1) : first;
}

const articled = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : articled(typeof value === 'object' ? 'object' : typeof value);

// ---------------------------------------------------------------------------------------------
// The checks a schema cannot make

interface CollectionRoute {
  collection: string;
  page: string;
  notFound?: string;
}

interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
  fallback: string;
  notFound?: string;
  collectionRoutes?: Record<string, CollectionRoute>;
}

/** A collection read from content/data: its entries' ids and fields, and what one entry is called. */
interface Collection {
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
const missingEntry = (collection: Collection, id: string): string =>
  `${collection.entryName} ${id} does not exist; ${collection.name} are ${describeIds(collection.ids)}.`;

function checkQueries(source: SourceFile, queries: QueryMark[], collections: Map<string, Collection>): Problem[] {
  const problems: Problem[] = [];
  for (const { pointer, query } of queries) {
    if (typeof query.collection !== 'string') continue;
    const collection = collections.get(query.collection);
    if (!collection) {
      problems.push(
        problemAt(
          source,
          `${pointer}/collection`,
          `collection ${quote(query.collection)} does not exist: there is no content/data/${query.collection}.json.${didYouMean(query.collection, [...collections.keys()])} Collections: ${[...collections.keys()].join(', ') || '(none)'}.`,
        ),
      );
      continue;
    }
    if (Array.isArray(query.ids)) {
      query.ids.forEach((id, i) => {
        if (typeof id === 'string' && !collection.ids.includes(id))
          problems.push(problemAt(source, `${pointer}/ids/${i}`, missingEntry(collection, id)));
      });
    }
    const checkField = (field: unknown, at: string): void => {
      if (typeof field === 'string' && !collection.fields.includes(field))
        problems.push(
          problemAt(
            source,
            at,
            `${quote(field)} is not a field of ${collection.name}.${didYouMean(field, collection.fields)} Fields: ${collection.fields.join(', ')}.`,
          ),
        );
    };
    checkField(query.where?.field, `${pointer}/where/field`);
    checkField(query.sort?.by, `${pointer}/sort/by`);
  }
  return problems;
}

/** Each collection route's pattern with :id replaced by every entry's id: the pages it makes. */
function entryPaths(manifest: Manifest, collections: Map<string, Collection>): string[] {
  return Object.entries(manifest.collectionRoutes ?? {}).flatMap(([pattern, route]) =>
    (collections.get(route.collection)?.ids ?? []).map((id) => pattern.replace(':id', id)),
  );
}

interface PageInfo {
  source: SourceFile;
  anchors: Set<string>;
  /** The topics of the page's contact forms, which a link such as /contact?topic=weddings may name. */
  topics: Set<string>;
  marked: Marked[];
}

function topicsOf(data: unknown): Set<string> {
  const blocks = (data as { blocks?: unknown }).blocks;
  const topics = new Set<string>();
  if (!Array.isArray(blocks)) return topics;
  for (const block of blocks as { type?: unknown; topics?: unknown }[]) {
    if (block.type === 'contact-form' && block.topics !== null && typeof block.topics === 'object') {
      for (const topic of Object.keys(block.topics)) topics.add(topic);
    }
  }
  return topics;
}

/** The anchors and contact topics of the page a site path shows, when it shows one. */
interface LinkTargets {
  anchorsOfPath: (p: string) => Set<string> | undefined;
  topicsOfPath: (p: string) => Set<string> | undefined;
}

function checkLinks(
  source: SourceFile,
  marked: Marked[],
  pageAnchors: Set<string> | undefined,
  manifest: Manifest | undefined,
  { anchorsOfPath, topicsOfPath }: LinkTargets,
  roots: ContentRoots,
  collections: Map<string, Collection> = new Map(),
): Problem[] {
  const problems: Problem[] = [];
  const knownPaths = manifest
    ? [
        ...Object.keys(manifest.routes),
        ...Object.keys(manifest.aliases),
        ...manifest.planned,
        ...entryPaths(manifest, collections),
      ]
    : [];
  /** For /apartments/7 under the route /apartments/:id: the message that room 7 does not exist. */
  const missingEntryOf = (p: string): string | undefined => {
    for (const [pattern, route] of Object.entries(manifest?.collectionRoutes ?? {})) {
      const prefix = pattern.slice(0, -':id'.length);
      const collection = collections.get(route.collection);
      const id = p.slice(prefix.length);
      if (collection && p.startsWith(prefix) && id && !id.includes('/')) return missingEntry(collection, id);
    }
    return undefined;
  };
  const checkHref = (pointer: string, href: string, where: string): void => {
    if (href.startsWith('tel:') && !TEL.test(href)) {
      problems.push(
        problemAt(
          source,
          pointer,
          `${where}${quote(href)} is not a phone number. Write tel: and the number with its country code, digits only, such as tel:+12395550148.`,
        ),
      );
      return;
    }
    if (href.startsWith('mailto:') && !MAILTO.test(href)) {
      problems.push(
        problemAt(
          source,
          pointer,
          `${where}${quote(href)} is not an email address. Write mailto: and the address, such as mailto:concierge@halcyonvoyages.example.`,
        ),
      );
      return;
    }
    if (/^(https:|mailto:|tel:)/.test(href)) return;
    if (href.startsWith('#')) {
      const anchor = href.slice(1);
      if (!pageAnchors) {
        problems.push(
          problemAt(
            source,
            pointer,
            `${where}${quote(href)} points at an anchor, but this file is shared by every page. Write the page's path before it, such as /contact${href}.`,
          ),
        );
      } else if (!pageAnchors.has(anchor)) {
        problems.push(
          problemAt(
            source,
            pointer,
            `${where}${quote(href)} points at no block on this page.${didYouMean(anchor, [...pageAnchors])} Give the block "id": ${quote(anchor)}, or link to an existing id: ${[...pageAnchors].join(', ') || '(none on this page)'}.`,
          ),
        );
      }
      return;
    }
    if (!manifest) return;
    const [beforeAnchor, anchor] = href.split('#');
    // A ?topic= names the subject of a call to the contact page; the path alone decides where it goes.
    const [pathPart, query] = beforeAnchor.split('?');
    if (!knownPaths.includes(pathPart)) {
      const missing = missingEntryOf(pathPart);
      if (missing) {
        problems.push(problemAt(source, pointer, `${where}${quote(pathPart)} leads nowhere: ${missing}`));
        return;
      }
      problems.push(
        problemAt(
          source,
          pointer,
          `${where}${quote(pathPart)} is not a page of this site.${didYouMean(pathPart, knownPaths)} Link to a route, an alias or a planned path of content/routes.json, or add it there.`,
        ),
      );
      return;
    }
    const topic = query?.replace(/^topic=/, '');
    if (topic !== undefined) {
      const topics = [...(topicsOfPath(pathPart) ?? [])];
      if (!topics.includes(topic)) {
        problems.push(
          problemAt(
            source,
            pointer,
            topics.length === 0
              ? `${where}the page at ${pathPart} has no contact form with topics, so "?topic=${topic}" would fill in nothing. Remove "?topic=${topic}", or link to /contact?topic=… instead.`
              : `${where}${quote(topic)} is not a topic of the contact form at ${pathPart}.${didYouMean(topic, topics)} Topics: ${topics.join(', ')}. Add it to that form's "topics", or name one of these.`,
          ),
        );
      }
    }
    const targetAnchors = anchorsOfPath(pathPart);
    if (anchor && targetAnchors && !targetAnchors.has(anchor)) {
      problems.push(
        problemAt(
          source,
          pointer,
          `${where}the page at ${pathPart} has no block with "id": ${quote(anchor)}.${didYouMean(anchor, [...targetAnchors])}`,
        ),
      );
    }
  };
  for (const mark of marked) {
    if (mark.kind === 'href') checkHref(mark.pointer, mark.value, '');
    else if (mark.kind === 'rich-text') {
      for (const part of parseRichText(mark.value)) {
        if (part.kind === 'link') checkHref(mark.pointer, part.href, `the link [${part.text}] in this text: `);
      }
    } else if (mark.kind === 'image' || mark.kind === 'file') {
      const file = path.join(roots.public, mark.value);
      if (!existsSync(file)) {
        const folder = path.dirname(file);
        const siblings = existsSync(folder) ? readdirSync(folder).map((f) => `${path.posix.dirname(mark.value)}/${f}`) : [];
        problems.push(
          problemAt(
            source,
            mark.pointer,
            `${mark.kind === 'image' ? 'image' : 'file'} ${quote(mark.value)} does not exist in ${relative(roots.public)}/.${didYouMean(mark.value, siblings)} Put the file there, or correct the path.`,
          ),
        );
      }
    }
  }
  return problems;
}

/** A phone number as a link: digits only, with the country code, as in the href schema. */
const TEL = /^tel:\+?[0-9]{7,15}$/;
/** One address, optionally with ?subject=…: enough to refuse scripts and typos such as mailto:name. */
const MAILTO = /^mailto:[^\s@?:/]+@[^\s@?:/]+\.[^\s@?:/.]{2,}(\?[^\s]*)?$/;

/**
 * The longest string each kind of field takes. A paragraph is a few hundred characters; a string far
 * beyond these is a paste gone wrong (or an attempt to bloat every page that shows it).
 */
export const STRING_LIMITS = { 'rich-text': 10_000, href: 2_048, image: 512, file: 512, anchor: 80, text: 2_000 } as const;
const KIND_NAMES: Record<keyof typeof STRING_LIMITS, string> = {
  'rich-text': 'a paragraph of rich text',
  href: 'a link',
  image: 'a picture path',
  file: 'a file path',
  anchor: 'an id',
  text: 'a text field',
};
/** A tag or a comment, as HTML would read it; "<3" or "a < b" are not. */
const RAW_HTML = /<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]*>?|<!--|<!\[cdata\[|<![a-z]/i;

/** Every string of a file: within its kind's length, and rich text without HTML. */
function checkStrings(source: SourceFile, marked: Marked[]): Problem[] {
  const problems: Problem[] = [];
  const kinds = new Map(marked.map((m) => [m.pointer, m.kind]));
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      const kind = kinds.get(pointer) ?? 'text';
      const limit = STRING_LIMITS[kind];
      if (value.length > limit) {
        problems.push(
          problemAt(
            source,
            pointer,
            `is ${value.length.toLocaleString('en-US')} characters long, more than ${limit.toLocaleString('en-US')}, the most for ${KIND_NAMES[kind]}. Shorten it, or split it into several paragraphs or blocks.`,
          ),
        );
        return;
      }
      const html = kind === 'rich-text' ? RAW_HTML.exec(value) : null;
      if (html) {
        problems.push(
          problemAt(
            source,
            pointer,
            `contains HTML (${quote(html[0].slice(0, 40))}), which rich text does not allow: it would show as text, not work. Use **bold**, *italic* and [a link](/contact) instead.`,
          ),
        );
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, `${pointer}/${escapePointer(key)}`);
    }
  };
  visit(source.data, '');
  return problems;
}

/** The blocks that load another site's tool, and where site.json lists the sites each may load from. */
const EMBED_KINDS = { 'embed-frame': 'frames', 'embed-script': 'scripts' } as const;

/**
 * A frame or a widget script loads only from the sites content/site.json lists under `embeds`: the
 * security policy of every page is made from that list (scripts/lib/headers.ts), so anything else
 * would be blocked in the browser.
 */
function checkEmbedOrigins(source: SourceFile, site: Site): Problem[] {
  const blocks = (source.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return (blocks as ({ type?: unknown; src?: unknown } | null)[]).flatMap((block, b) => {
    const kind = EMBED_KINDS[block?.type as keyof typeof EMBED_KINDS];
    // An address that is not https:// at all is the schema's to report.
    if (!kind || typeof block?.src !== 'string' || !block.src.startsWith('https://') || !URL.canParse(block.src)) return [];
    const allowed = site.embeds?.[kind] ?? [];
    const origin = new URL(block.src).origin;
    if (allowed.includes(origin)) return [];
    const hosts = allowed.map((o) => new URL(o).host).join(', ') || '(none)';
    return [
      problemAt(
        source,
        `/blocks/${b}/src`,
        `${quote(origin)} is not a site this page may load from. Allowed hosts: ${hosts}. Add ${quote(origin)} to "embeds" › "${kind}" in content/site.json, or use one of these.`,
      ),
    ];
  });
}

/** A contact form posts to a form id that site.json declares, so the site's own endpoint accepts it too. */
function checkFormIds(source: SourceFile, site: Site): Problem[] {
  const blocks = (source.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  const known = [site.forms.contactFormId, ...(site.forms.otherContactFormIds ?? [])];
  return (blocks as ({ type?: unknown; formId?: unknown } | null)[]).flatMap((block, b) =>
    block?.type === 'contact-form' && typeof block.formId === 'string' && !known.includes(block.formId)
      ? [
          problemAt(
            source,
            `/blocks/${b}/formId`,
            `${quote(block.formId)} is not a form of this site.${didYouMean(block.formId, known)} Forms: ${known.join(', ')}. Add it to "forms" › "otherContactFormIds" in content/site.json, or name one of these.`,
          ),
        ]
      : [],
  );
}

/** Every item after the first one marked featured in a featured list. */
function featuredListProblems(source: SourceFile, b: number, items: unknown[]): Problem[] {
  const marked = (items as ({ featured?: unknown } | null)[]).flatMap((item, i) => (item?.featured === true ? [i] : []));
  return marked
    .slice(1)
    .map((i) =>
      problemAt(
        source,
        `/blocks/${b}/items/${i}/featured`,
        `items[${marked[0]}] is already the featured item; only one item is shown large. Remove "featured" from one of them.`,
      ),
    );
}

/**
 * Rules across fields of one block that JSON Schema cannot state, by block type.
 * A comparison table's rows each need one cell per column: otherwise a cell would sit under the
 * wrong heading, or a column would be left empty. A featured list shows one item large: a second
 * item marked featured would silently drop into the grid.
 */
function checkBlockRules(source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const blocks = (source.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return problems;
  // Anything may stand where a block or a row should: the schema reports it, this check skips it.
  for (const [b, block] of (blocks as (Record<string, unknown> | null)[]).entries()) {
    if (block === null || typeof block !== 'object') continue;
    if (block.type === 'featured-list' && Array.isArray(block.items))
      problems.push(...featuredListProblems(source, b, block.items));
    if (block.type !== 'comparison-table' || !Array.isArray(block.columns) || !Array.isArray(block.rows)) continue;
    const columns = block.columns as unknown[];
    for (const [r, row] of (block.rows as ({ cells?: unknown } | null)[]).entries()) {
      if (!Array.isArray(row?.cells) || row.cells.length === columns.length) continue;
      problems.push(
        problemAt(
          source,
          `/blocks/${b}/rows/${r}/cells`,
          `has ${row.cells.length} cells, but the table has ${columns.length} columns (${columns.map((c) => quote(String(c))).join(', ')}). Give each row one cell per column, in the same order.`,
        ),
      );
    }
  }
  return problems;
}

function checkCollectionRoutes(
  source: SourceFile,
  manifest: Manifest,
  pageIds: string[],
  collections: Map<string, Collection>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [pattern, route] of Object.entries(manifest.collectionRoutes ?? {})) {
    const pointer = `/collectionRoutes/${escapePointer(pattern)}`;
    if (!collections.has(route.collection))
      problems.push(
        problemAt(
          source,
          `${pointer}/collection`,
          `collection ${quote(route.collection)} does not exist: there is no content/data/${route.collection}.json.${didYouMean(route.collection, [...collections.keys()])}`,
        ),
      );
    for (const key of ['page', 'notFound'] as const) {
      const pageId = route[key];
      if (pageId !== undefined && !pageIds.includes(pageId))
        problems.push(
          problemAt(
            source,
            `${pointer}/${key}`,
            `page ${quote(pageId)} does not exist: there is no content/pages/${pageId}.json.${didYouMean(pageId, pageIds)}`,
          ),
        );
    }
    const prefix = pattern.slice(0, -':id'.length).replace(/\/$/, '') || '/';
    if (prefix in manifest.aliases || manifest.planned.includes(pattern))
      problems.push(problemAt(source, pointer, `${prefix} is an alias: a collection route needs an address of its own.`, true));
  }
  return problems;
}

/** Placeholders such as {name} in a collection route's page title and description must name fields of its entries. */
function checkPlaceholders(source: SourceFile, collection: Collection): Problem[] {
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
            `{${field}} is not a field of ${collection.name}.${didYouMean(field, collection.fields)} This page shows one entry of ${collection.name}: its {field} placeholders take the entry's values. Fields: ${collection.fields.join(', ')}.`,
          ),
        );
    }
  }
  return problems;
}

function checkManifest(source: SourceFile, manifest: Manifest, pageIds: string[]): Problem[] {
  const problems: Problem[] = [];
  const routes = Object.keys(manifest.routes);
  for (const [route, pageId] of Object.entries(manifest.routes)) {
    if (!pageIds.includes(pageId)) {
      problems.push(
        problemAt(
          source,
          `/routes/${escapePointer(route)}`,
          `page ${quote(pageId)} does not exist: there is no content/pages/${pageId}.json.${didYouMean(pageId, pageIds)}`,
        ),
      );
    }
  }
  for (const key of ['fallback', 'notFound'] as const) {
    const pageId = manifest[key];
    if (pageId !== undefined && !pageIds.includes(pageId))
      problems.push(problemAt(source, `/${key}`, `page ${quote(pageId)} does not exist.${didYouMean(pageId, pageIds)}`));
  }
  for (const [alias, target] of Object.entries(manifest.aliases)) {
    const pointer = `/aliases/${escapePointer(alias)}`;
    if (routes.includes(alias)) {
      problems.push(
        problemAt(source, pointer, `${alias} is also a route. A path is either a route or an alias: remove one of them.`, true),
      );
    }
    if (manifest.planned.includes(alias)) {
      problems.push(problemAt(source, pointer, `${alias} is also a planned path: remove it from planned.`, true));
    }
    if (target in manifest.aliases) {
      // Follow the chain: it ends at a route (suggest it), at nothing, or comes back on itself.
      const chain = [alias, target];
      let end = target;
      while (end in manifest.aliases && !chain.slice(0, -1).includes(end)) {
        end = manifest.aliases[end];
        chain.push(end);
      }
      const loops = chain.indexOf(end) < chain.length - 1;
      problems.push(
        problemAt(
          source,
          pointer,
          loops
            ? `is part of an alias loop: ${chain.join(' → ')}. Aliases that point at each other lead nowhere: point ${alias} at a route, such as ${routes.length > 0 ? closest(alias, routes) : '/'}.`
            : routes.includes(end)
              ? `points at another alias, ${target}. Point it at that alias's route, ${end}, instead.`
              : `points at another alias, ${target}, which leads to ${quote(end)}, not a route. Point it at a route.`,
        ),
      );
    } else if (!routes.includes(target)) {
      problems.push(
        problemAt(
          source,
          pointer,
          `${quote(target)} is not a route.${didYouMean(target, routes)} An alias must point at a route.`,
        ),
      );
    }
  }
  manifest.planned.forEach((planned, i) => {
    if (routes.includes(planned)) {
      problems.push(problemAt(source, `/planned/${i}`, `${planned} is a route now: remove it from planned.`));
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The text of a content file, or a problem naming its encoding when it is not plain UTF-8. */
export function decodeContent(display: string, bytes: Uint8Array): string | Problem {
  const at = (message: string, line = 1, column = 1): Problem => ({ file: display, line, column, path: '(file)', message });
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes.length > 1 && bytes.includes(0))
  ) {
    return at(
      'the file is saved as UTF-16. Save it as UTF-8 (in VS Code: the encoding in the status bar › Save with Encoding › UTF-8).',
    );
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return at('the file starts with an invisible byte-order mark; save it as UTF-8 without BOM.');
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    // Where the first bad byte is, so that the person can find the character to retype.
    const good = Buffer.from(bytes).toString('utf8').split('\uFFFD')[0];
    const lines = good.split('\n');
    return at(
      'contains bytes that are not UTF-8 (a character saved in another encoding). Retype the character here, or save the file as UTF-8.',
      lines.length,
      (lines.at(-1)?.length ?? 0) + 1,
    );
  }
}

function readSource(file: string): SourceFile | Problem {
  const display = relative(file);
  if (!existsSync(file)) return { file: display, line: 1, column: 1, path: '(file)', message: 'is missing.' };
  const text = decodeContent(display, readFileSync(file));
  return typeof text === 'string' ? parseSource(display, text) : text;
}

const isProblem = (x: SourceFile | Problem): x is Problem => 'message' in x;

export function validateContent(roots: ContentRoots): ValidationResult {
  return validate(roots, []);
}

/**
 * Validates one page document that lives outside content/pages (a test fixture, say) as if it were a
 * page of the site: its links must resolve against the site's manifest, its images must exist.
 */
export function validatePageFile(roots: ContentRoots, file: string): Problem[] {
  const display = relative(file);
  return validate(roots, [file]).problems.filter((p) => p.file === display);
}

type Schemas = CompiledSchemas;

/** A path the manifest would accept for a page id (lowercase words joined by hyphens) and does not use yet. */
function suggestedPath(id: string, manifest: Manifest): string {
  const slug =
    id
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'new-page';
  const taken = new Set([...Object.keys(manifest.routes), ...Object.keys(manifest.aliases)]);
  let candidate = `/${slug}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `/${slug}-${n}`;
  return candidate;
}

function unroutedMessage(id: string, manifest: Manifest): string {
  const route = suggestedPath(id, manifest);
  const goodId = route.slice(1);
  return PAGE_ID.test(id)
    ? `this page is not routed. Add a route such as ${quote(route)}: ${quote(id)} to content/routes.json, or delete the file.`
    : `this page is not routed, and ${quote(id)} cannot be a page id (lowercase letters, digits and hyphens only). Rename the file to ${goodId}.json and add the route ${quote(route)}: ${quote(goodId)} to content/routes.json, or delete the file.`;
}

const PAGE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Checks page documents given as text against the site's schemas and manifest, compiling the schemas
 * once: for tools and tests that check many documents (links to other pages' anchors are not checked).
 */
export function createPageChecker(roots: ContentRoots): (text: string, file?: string) => Problem[] {
  const schemas = schemasOf(roots.schemas);
  const routes = readSource(path.join(roots.content, 'routes.json'));
  const manifest = isProblem(routes) ? undefined : (routes.data as Manifest);
  return (text, file = 'page.json') => {
    const source = parseSource(file, text);
    if (isProblem(source)) return [source];
    const { problems, anchors, marked } = checkPageSource(source, schemas);
    return [
      ...problems,
      ...checkLinks(source, marked, anchors, manifest, { anchorsOfPath: () => undefined, topicsOfPath: () => undefined }, roots),
    ];
  };
}

const problemsOf = (source: SourceFile, errors: ErrorObject[], schemas: Schemas): Problem[] =>
  errors.map((e) => schemaMessage(e, source, schemas)).filter((p): p is Problem => p !== undefined);

/** What one page file says about itself: schema, block rules, strings, duplicate keys, anchors. */
function checkPageSource(
  source: SourceFile,
  schemas: Schemas,
): { problems: Problem[]; anchors: Set<string>; marked: Marked[]; queries: QueryMark[] } {
  const { errors, marked, queries } = schemas.page(source.data);
  const problems = [
    ...source.duplicates,
    ...problemsOf(source, errors, schemas),
    ...checkBlockRules(source),
    ...checkStrings(source, marked),
  ];
  const anchors = new Set<string>();
  for (const mark of marked.filter((m) => m.kind === 'anchor')) {
    if (anchors.has(mark.value))
      problems.push(
        problemAt(
          source,
          mark.pointer,
          `another block on this page already has "id": ${quote(mark.value)}. Ids must be unique on a page.`,
        ),
      );
    anchors.add(mark.value);
  }
  return { problems, anchors, marked, queries };
}

function validate(roots: ContentRoots, extraPages: string[]): ValidationResult {
  const schemas = schemasOf(roots.schemas);
  const problems: Problem[] = [];
  const schemaProblems = (source: SourceFile, errors: ErrorObject[]): Problem[] => problemsOf(source, errors, schemas);

  const pagesDir = path.join(roots.content, 'pages');
  const pageFiles = existsSync(pagesDir)
    ? readdirSync(pagesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const pageIds = pageFiles.map((f) => f.replace(/\.json$/, ''));

  // The manifest first: every link check needs it.
  let manifest: Manifest | undefined;
  const routesSource = readSource(path.join(roots.content, 'routes.json'));
  if (isProblem(routesSource)) problems.push(routesSource);
  else {
    const { errors } = schemas.routes(routesSource.data);
    problems.push(...routesSource.duplicates, ...schemaProblems(routesSource, errors));
    if (errors.length === 0) {
      manifest = routesSource.data as Manifest;
      problems.push(...checkManifest(routesSource, manifest, pageIds));
    }
  }

  // Collections next: pages and links refer to their entries.
  const collections = new Map<string, Collection>();
  const collectionSources: { source: SourceFile; marked: Marked[] }[] = [];
  const dataDir = path.join(roots.content, 'data');
  const dataFiles = existsSync(dataDir)
    ? readdirSync(dataDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  for (const dataFile of dataFiles) {
    const name = dataFile.replace(/\.json$/, '');
    const source = readSource(path.join(dataDir, dataFile));
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const schema = schemas.collectionSchemas.get(name);
    if (!schema) {
      problems.push({
        file: source.file,
        line: 1,
        column: 1,
        path: '(file)',
        message: `no schema describes this collection. Add schemas/collections/${name}.schema.json.${didYouMean(name, [...schemas.collectionSchemas.keys()])}`,
      });
      continue;
    }
    const { errors, marked } = schemas.collection(name)(source.data);
    problems.push(...schemaProblems(source, errors));
    collectionSources.push({ source, marked });
    const itemSchema = (schema.properties as { entries: { items: SchemaObject } }).entries.items;
    const entries = (source.data as { entries?: unknown }).entries;
    const ids: string[] = [];
    if (Array.isArray(entries)) {
      entries.forEach((entry: { id?: unknown }, i) => {
        if (typeof entry?.id !== 'string') return;
        if (ids.includes(entry.id))
          problems.push(
            problemAt(source, `/entries/${i}/id`, `another entry already has "id": ${quote(entry.id)}. Ids must be unique.`),
          );
        else ids.push(entry.id);
      });
    }
    collections.set(name, {
      name,
      ids,
      fields: Object.keys((itemSchema.properties as object | undefined) ?? {}),
      entryName: String(itemSchema.title ?? name).toLowerCase(),
    });
  }
  if (manifest) problems.push(...checkCollectionRoutes(routesSource as SourceFile, manifest, pageIds, collections));

  // Frames: a second brand's header and footer, named by the pages that wear them.
  const framesDir = path.join(roots.content, 'frames');
  const frameFiles = existsSync(framesDir)
    ? readdirSync(framesDir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const frameNames = frameFiles.map((f) => f.replace(/\.json$/, ''));
  const frameSources: { source: SourceFile; marked: Marked[] }[] = [];
  for (const frameFile of frameFiles) {
    const source = readSource(path.join(framesDir, frameFile));
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const { errors, marked } = schemas.frame(source.data);
    problems.push(...schemaProblems(source, errors));
    frameSources.push({ source, marked });
  }

  const pages = new Map<string, PageInfo>();
  const pageSources = [...pageFiles.map((f) => path.join(pagesDir, f)), ...extraPages];
  for (const [i, pageFile] of pageSources.entries()) {
    const id = pageIds[i] ?? pageFile;
    const source = readSource(pageFile);
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const { problems: pageProblems, anchors, marked, queries } = checkPageSource(source, schemas);
    problems.push(...pageProblems, ...checkQueries(source, queries, collections));
    const frame = (source.data as { frame?: unknown }).frame;
    if (typeof frame === 'string' && !frameNames.includes(frame))
      problems.push(
        problemAt(
          source,
          '/frame',
          `frame ${quote(frame)} does not exist: there is no content/frames/${frame}.json.${didYouMean(frame, frameNames)} Frames: ${frameNames.join(', ') || '(none)'}.`,
        ),
      );
    for (const route of Object.values(manifest?.collectionRoutes ?? {})) {
      const collection = collections.get(route.collection);
      if (route.page === id && collection) problems.push(...checkPlaceholders(source, collection));
    }
    pages.set(id, { source, anchors, topics: topicsOf(source.data), marked });
    const routed = (pageId: string) =>
      Object.values(manifest?.routes ?? {}).includes(pageId) ||
      manifest?.fallback === pageId ||
      manifest?.notFound === pageId ||
      Object.values(manifest?.collectionRoutes ?? {}).some((r) => r.page === pageId || r.notFound === pageId);
    if (manifest && i < pageIds.length && !routed(id)) {
      problems.push({
        file: source.file,
        line: 1,
        column: 1,
        path: '(file)',
        message: unroutedMessage(id, manifest),
      });
    }
  }

  const pageOfPath = (p: string): PageInfo | undefined => {
    if (!manifest) return undefined;
    const route = manifest.aliases[p] ?? p;
    const id = manifest.routes[route];
    return id ? pages.get(id) : undefined;
  };
  const targets: LinkTargets = {
    anchorsOfPath: (p) => pageOfPath(p)?.anchors,
    topicsOfPath: (p) => pageOfPath(p)?.topics,
  };
  for (const page of pages.values()) {
    problems.push(...checkLinks(page.source, page.marked, page.anchors, manifest, targets, roots, collections));
  }
  for (const { source, marked } of [...collectionSources, ...frameSources]) {
    problems.push(...checkLinks(source, marked, undefined, manifest, targets, roots, collections));
  }

  const siteSource = readSource(path.join(roots.content, 'site.json'));
  if (isProblem(siteSource)) problems.push(siteSource);
  else {
    const { errors, marked } = schemas.site(siteSource.data);
    problems.push(...siteSource.duplicates, ...schemaProblems(siteSource, errors), ...checkStrings(siteSource, marked));
    problems.push(...checkLinks(siteSource, marked, undefined, manifest, targets, roots, collections));
    for (const page of pages.values())
      problems.push(
        ...checkEmbedOrigins(page.source, siteSource.data as Site),
        ...checkFormIds(page.source, siteSource.data as Site),
      );
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, files: pageFiles.length + dataFiles.length + frameFiles.length + 2 };
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.message}`;
