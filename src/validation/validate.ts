/**
 * The content gate over documents in memory: every content file's text, the schemas and the files
 * under public/ in, every problem out. No file system here, so the same checks run in Node
 * (`npm run validate`, the build, the dev server) and in the browser (the dev overlay, the editor).
 */
import type { SchemaObject } from 'ajv';
import type { Site } from '../generated/content.ts';
import { checkBlockRules } from './block-rules.ts';
import { checkPlaceholders, checkQueries, readCollection, type Collection } from './collections.ts';
import { checkLinks, topicsOf, type LinkTargets, type PageInfo, type PublicFiles } from './links.ts';
import { checkCollectionRoutes, checkManifest, unroutedMessage, type Manifest } from './manifest.ts';
import { problemsOf } from './messages.ts';
import { fileProblem, type Problem, type ValidationResult } from './problem.ts';
import { compiledSchemas, type CompiledSchemas, type Marked, type QueryMark } from './schemas.ts';
import { decodeContent, isProblem, parseSource, problemAt, type SourceFile } from './source.ts';
import { checkStrings } from './strings.ts';
import { didYouMean, quote } from './words.ts';

export interface ContentDocuments {
  /**
   * Every content file by the path problems name it with, such as `content/pages/faqs.json`: its
   * text, or its bytes (checked for an encoding other than UTF-8 first). Which file is what comes
   * from where it sits in `contentDir`: site.json, routes.json, pages/*.json, data/*.json, frames/*.json.
   */
  documents: ReadonlyMap<string, string | Uint8Array>;
  /** The content folder as those paths start; `content` unless told. */
  contentDir?: string;
  /** Files of `documents` outside the content folder to check as pages of the site (a test fixture, say). */
  extraPages?: readonly string[];
  /** Every JSON Schema of schemas/, as parsed objects. */
  schemas: readonly SchemaObject[];
  publicFiles: PublicFiles;
}

/** The JSON files directly in one folder of `documents`, sorted by name. */
function filesIn(documents: ContentDocuments['documents'], folder: string): string[] {
  return [...documents.keys()]
    .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json') && !file.slice(folder.length + 1).includes('/'))
    .sort();
}

const baseName = (file: string): string => file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');

function sourceOf(documents: ContentDocuments['documents'], file: string): SourceFile | Problem {
  const content = documents.get(file);
  if (content === undefined) return fileProblem(file, 'missing-file', 'is missing.');
  const text = typeof content === 'string' ? content : decodeContent(file, content);
  return typeof text === 'string' ? parseSource(file, text) : text;
}

/** What one page file says about itself: schema, block rules, strings, duplicate keys, anchors. */
function checkPageSource(
  source: SourceFile,
  schemas: CompiledSchemas,
  site: Site | undefined,
): { problems: Problem[]; anchors: Set<string>; marked: Marked[]; queries: QueryMark[] } {
  const { errors, marked, queries } = schemas.page(source.data);
  const problems = [
    ...source.duplicates,
    ...problemsOf(source, errors, schemas),
    ...checkBlockRules(source, site),
    ...checkStrings(source, marked),
  ];
  const anchors = new Set<string>();
  for (const mark of marked.filter((m) => m.kind === 'anchor')) {
    if (anchors.has(mark.value))
      problems.push(
        problemAt(
          source,
          mark.pointer,
          'duplicate-id',
          `another block on this page already has "id": ${quote(mark.value)}.`,
          'Ids must be unique on a page.',
        ),
      );
    anchors.add(mark.value);
  }
  return { problems, anchors, marked, queries };
}

/**
 * Checks page documents given as text against the site's schemas and manifest, compiling the schemas
 * once: for tools and tests that check many documents (links to other pages' anchors are not checked,
 * nor what needs site.json).
 */
export function createPageChecker(input: {
  schemas: readonly SchemaObject[];
  /** The text of content/routes.json, when there is one: links are checked against it. */
  routes?: string;
  publicFiles: PublicFiles;
}): (text: string, file?: string) => Problem[] {
  const schemas = compiledSchemas(input.schemas);
  const routes = input.routes === undefined ? undefined : parseSource('routes.json', input.routes);
  const manifest = routes === undefined || isProblem(routes) ? undefined : (routes.data as Manifest);
  // Other pages are not given here: links to them are checked against the manifest only.
  const noTargets: LinkTargets = { anchorsOfPath: () => undefined, topicsOfPath: () => undefined, unknownPage: () => true };
  return (text, file = 'page.json') => {
    const source = parseSource(file, text);
    if (isProblem(source)) return [source];
    const { problems, anchors, marked } = checkPageSource(source, schemas, undefined);
    return [...problems, ...checkLinks(source, marked, anchors, manifest, noTargets, input.publicFiles)];
  };
}

/** Every problem of the site's content, sorted by file and place. */
export function validateDocuments(input: ContentDocuments): ValidationResult {
  const { documents, contentDir = 'content', extraPages = [], publicFiles } = input;
  const schemas = compiledSchemas(input.schemas);
  const problems: Problem[] = [];
  const schemaProblems = (source: SourceFile, errors: Parameters<typeof problemsOf>[1]): Problem[] =>
    problemsOf(source, errors, schemas);

  const pageFiles = filesIn(documents, `${contentDir}/pages`);
  const pageIds = pageFiles.map(baseName);

  // The manifest first: every link check needs it.
  let manifest: Manifest | undefined;
  const routesSource = sourceOf(documents, `${contentDir}/routes.json`);
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
  const dataFiles = filesIn(documents, `${contentDir}/data`);
  for (const dataFile of dataFiles) {
    const name = baseName(dataFile);
    const source = sourceOf(documents, dataFile);
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const schema = schemas.collectionSchemas.get(name);
    if (!schema) {
      problems.push(
        fileProblem(
          source.file,
          'no-collection-schema',
          'no schema describes this collection.',
          `Add schemas/collections/${name}.schema.json.${didYouMean(name, [...schemas.collectionSchemas.keys()])}`,
        ),
      );
      continue;
    }
    const { errors, marked } = schemas.collection(name)(source.data);
    problems.push(...schemaProblems(source, errors));
    collectionSources.push({ source, marked });
    const read = readCollection(name, source, schema);
    problems.push(...read.problems);
    collections.set(name, read.collection);
  }
  if (manifest) problems.push(...checkCollectionRoutes(routesSource as SourceFile, manifest, pageIds, collections));

  // Frames: a second brand's header and footer, named by the pages that wear them.
  const frameFiles = filesIn(documents, `${contentDir}/frames`);
  const frameNames = frameFiles.map(baseName);
  const frameSources: { source: SourceFile; marked: Marked[] }[] = [];
  for (const frameFile of frameFiles) {
    const source = sourceOf(documents, frameFile);
    if (isProblem(source)) {
      problems.push(source);
      continue;
    }
    const { errors, marked } = schemas.frame(source.data);
    problems.push(...schemaProblems(source, errors));
    frameSources.push({ source, marked });
  }

  // Some block rules compare a block with site.json (the sites a frame may load, the forms).
  const siteSource = sourceOf(documents, `${contentDir}/site.json`);
  const site = isProblem(siteSource) ? undefined : (siteSource.data as Site);

  const pages = new Map<string, PageInfo>();
  const unreadPages = new Set<string>();
  for (const [i, pageFile] of [...pageFiles, ...extraPages].entries()) {
    const id = pageIds[i] ?? pageFile;
    const source = sourceOf(documents, pageFile);
    if (isProblem(source)) {
      problems.push(source);
      unreadPages.add(id);
      continue;
    }
    const { problems: pageProblems, anchors, marked, queries } = checkPageSource(source, schemas, site);
    problems.push(...pageProblems, ...checkQueries(source, queries, collections));
    const frame = (source.data as { frame?: unknown }).frame;
    if (typeof frame === 'string' && !frameNames.includes(frame))
      problems.push(
        problemAt(
          source,
          '/frame',
          'unknown-frame',
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
      Object.values(manifest?.collectionRoutes ?? {}).some((r) => r.page === pageId || r.notFound === pageId);
    if (manifest && i < pageIds.length && !routed(id)) {
      problems.push(fileProblem(source.file, 'unrouted-page', unroutedMessage(id, manifest)));
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
    unknownPage: (p) => unreadPages.has(manifest?.routes[manifest.aliases[p] ?? p] ?? ''),
  };
  for (const page of pages.values()) {
    problems.push(...checkLinks(page.source, page.marked, page.anchors, manifest, targets, publicFiles, collections));
  }
  for (const { source, marked } of [...collectionSources, ...frameSources]) {
    problems.push(...checkLinks(source, marked, undefined, manifest, targets, publicFiles, collections));
  }

  if (isProblem(siteSource)) problems.push(siteSource);
  else {
    const { errors, marked } = schemas.site(siteSource.data);
    problems.push(...siteSource.duplicates, ...schemaProblems(siteSource, errors), ...checkStrings(siteSource, marked));
    problems.push(...checkLinks(siteSource, marked, undefined, manifest, targets, publicFiles, collections));
  }

  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { problems, files: pageFiles.length + dataFiles.length + frameFiles.length + 2 };
}
