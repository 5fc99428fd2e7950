/**
 * Validates the site's content (content/site.json, content/routes.json, content/pages/*.json)
 * against the JSON Schemas in schemas/ and then against what a schema cannot say:
 * links that lead nowhere, missing image files, unrouted pages, aliases that collide.
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

/** The compiled validators and what the messages need to know about the schemas. */
function compileSchemas(schemasDir: string, schemas: SchemaObject[]) {
  let marked: Marked[] = [];
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true });
  addFormats(ajv);
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
      validate(data);
      return { errors: validate.errors ?? [], marked };
    };
  };
  return {
    site: validator('site.schema.json'),
    routes: validator('routes.schema.json'),
    page: validator('page.schema.json'),
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
  const walk = (node: AnyNode, pointer: string, key?: AnyNode): void => {
    nodes.set(pointer, { value: node, key });
    if (node.type === 'Object') {
      for (const member of node.members)
        walk(
          member.value,
          `${pointer}/${escapePointer(member.name.type === 'String' ? member.name.value : member.name.name)}`,
          member.name,
        );
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => walk(element.value, `${pointer}/${i}`));
    }
  };
  walk(doc.body, '');
  return { file, data: JSON.parse(text) as unknown, nodes };
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
    message,
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

function schemaMessage(
  error: ErrorObject,
  source: SourceFile,
  schemas: { byId: Map<string, SchemaObject>; blockTypes: string[] },
): Problem | undefined {
  const pointer = error.instancePath;
  const value = error.data;
  const parent = error.parentSchema as SchemaObject | undefined;
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const property = (parent?.properties as Record<string, SchemaObject> | undefined)?.[missing];
      const what = describeSchema(property, schemas.byId);
      return problemAt(
        source,
        `${pointer}/${escapePointer(missing)}`,
        `is required. Add "${missing}"${what ? `: ${what}` : '.'}`,
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
    default: {
      const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
      if (propertyName !== undefined) {
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

const articled = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : articled(typeof value === 'object' ? 'object' : typeof value);

// ---------------------------------------------------------------------------------------------
// The checks a schema cannot make

interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
  fallback: string;
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
): Problem[] {
  const problems: Problem[] = [];
  const knownPaths = manifest ? [...Object.keys(manifest.routes), ...Object.keys(manifest.aliases), ...manifest.planned] : [];
  const checkHref = (pointer: string, href: string, where: string): void => {
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

/**
 * Rules across fields of one block that JSON Schema cannot state, by block type.
 * A comparison table's rows each need one cell per column: otherwise a cell would sit under the
 * wrong heading, or a column would be left empty. A featured list shows one item large: a second
 * item marked featured would silently drop into the grid.
 */
function checkBlockRules(source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  const blocks = (source.data as { blocks?: unknown }).blocks;
  if (!Array.isArray(blocks)) return problems;
  for (const [b, block] of (blocks as Record<string, unknown>[]).entries()) {
    if (block.type === 'featured-list' && Array.isArray(block.items)) {
      const marked = (block.items as { featured?: unknown }[]).flatMap((item, i) => (item.featured === true ? [i] : []));
      for (const i of marked.slice(1)) {
        problems.push(
          problemAt(
            source,
            `/blocks/${b}/items/${i}/featured`,
            `items[${marked[0]}] is already the featured item; only one item is shown large. Remove "featured" from one of them.`,
          ),
        );
      }
    }
    if (block.type !== 'comparison-table' || !Array.isArray(block.columns) || !Array.isArray(block.rows)) continue;
    const columns = block.columns as unknown[];
    for (const [r, row] of (block.rows as { cells?: unknown }[]).entries()) {
      if (!Array.isArray(row.cells) || row.cells.length === columns.length) continue;
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
  if (!pageIds.includes(manifest.fallback)) {
    problems.push(
      problemAt(source, '/fallback', `page ${quote(manifest.fallback)} does not exist.${didYouMean(manifest.fallback, pageIds)}`),
    );
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
      problems.push(
        problemAt(
          source,
          pointer,
          `points at another alias, ${target}. Point it at that alias's route, ${manifest.aliases[target]}, instead.`,
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

function readSource(file: string): SourceFile | Problem {
  const display = relative(file);
  if (!existsSync(file)) return { file: display, line: 1, column: 1, path: '(file)', message: 'is missing.' };
  return parseSource(display, readFileSync(file, 'utf8'));
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

function validate(roots: ContentRoots, extraPages: string[]): ValidationResult {
  const schemas = schemasOf(roots.schemas);
  const problems: Problem[] = [];
  const schemaProblems = (source: SourceFile, errors: ErrorObject[]): Problem[] =>
    errors.map((e) => schemaMessage(e, source, schemas)).filter((p): p is Problem => p !== undefined);

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
    problems.push(...schemaProblems(routesSource, errors));
    if (errors.length === 0) {
      manifest = routesSource.data as Manifest;
      problems.push(...checkManifest(routesSource, manifest, pageIds));
    }
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
    const { errors, marked } = schemas.page(source.data);
    problems.push(...schemaProblems(source, errors), ...checkBlockRules(source));
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
    pages.set(id, { source, anchors, topics: topicsOf(source.data), marked });
    const routed = (pageId: string) => Object.values(manifest?.routes ?? {}).includes(pageId) || manifest?.fallback === pageId;
    if (manifest && i < pageIds.length && !routed(id)) {
      problems.push({
        file: source.file,
        line: 1,
        column: 1,
        path: '(file)',
        message: `this page is not routed. Add a route such as "/${id}": "${id}" to content/routes.json, or delete the file.`,
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
    problems.push(...checkLinks(page.source, page.marked, page.anchors, manifest, targets, roots));
  }

  const siteSource = readSource(path.join(roots.content, 'site.json'));
  if (isProblem(siteSource)) problems.push(siteSource);
  else {
    const { errors, marked } = schemas.site(siteSource.data);
    problems.push(...schemaProblems(siteSource, errors));
    problems.push(...checkLinks(siteSource, marked, undefined, manifest, targets, roots));
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, files: pageFiles.length + 2 };
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.message}`;
