/**
 * The content gate over documents in memory: every content file's text, the schemas and the files
 * under public/ in, every problem out. No file system here, so the same checks run in Node
 * (`npm run validate`, the build, the dev server) and in the browser (the dev overlay, the editor).
 */
import type { SchemaObject } from 'ajv';
import type { Site } from '../generated/content.ts';
import { checkBlockRules } from './block-rules.ts';
import { checkPlaceholders, checkQueries, readCollection, type Collection } from './collections.ts';
import { checkLinks, indexLinks, linkMarks, topicsOf, type LinkTargets, type PageInfo, type PublicFiles } from './links.ts';
import { checkCollectionRoutes, checkManifest, unroutedMessage, type Manifest } from './manifest.ts';
import { problemsOf } from './messages.ts';
import { byPlace, fileProblem, type Problem, type ValidationResult } from './problem.ts';
import { compiledSchemas, type CompiledSchemas, type Marked, type QueryMark, type SchemaCompiler } from './schemas.ts';
import { decodeContent, isProblem, MAX_MANIFEST_BYTES, parseSource, problemAt, type SourceFile } from './source.ts';
import { checkPictures } from './pictures.ts';
import { checkStrings } from './strings.ts';
import { didYouMean, quote } from './words.ts';

export interface ContentDocuments {
  /**
   * Every content file by the path problems name it with, such as `content/pages/faqs.json`: its
   * text, or its bytes (checked for an encoding other than UTF-8 first). Which file is what comes
   * from where it sits in `contentDir`: site.json, routes.json, pages/*.json, data/*.json, frames/*.json.
   * A problem stands for a file that the reader would not read (a link out of the content, a device).
   */
  documents: ReadonlyMap<string, string | Uint8Array | Problem>;
  /** The content folder as those paths start; `content` unless told. */
  contentDir?: string;
  /** Files of `documents` outside the content folder to check as pages of the site (a test fixture, say). */
  extraPages?: readonly string[];
  /** Every JSON Schema of schemas/, as parsed objects. */
  schemas: readonly SchemaObject[];
  /**
   * How the schemas become validators: `compileSchemas` of src/validation/compile.ts compiles them in
   * the process (the browser), Node loads code kept on disk (scripts/lib/content/validate/standalone.ts).
   */
  compile: SchemaCompiler;
  publicFiles: PublicFiles;
  /**
   * The page files to check, when not every one needs it (`npm run validate -- --changed`): the other
   * pages are read only when a checked page links to them, for their anchors and topics. Every other
   * kind of file is checked whatever this says.
   */
  focus?: ReadonlySet<string>;
  /** Told of each page checked, for a progress line on a large site. */
  onPage?: () => void;
}

/** The JSON files directly in one folder of `documents`, sorted by name. */
function filesIn(documents: ContentDocuments['documents'], folder: string): string[] {
  return [...documents.keys()]
    .filter((file) => file.startsWith(`${folder}/`) && file.endsWith('.json') && !file.slice(folder.length + 1).includes('/'))
    .sort();
}

const isUnread = (content: string | Uint8Array | Problem): content is Problem =>
  typeof content === 'object' && !(content instanceof Uint8Array);

const baseName = (file: string): string => file.slice(file.lastIndexOf('/') + 1).replace(/\.json$/, '');

function sourceOf(documents: ContentDocuments['documents'], file: string, maxBytes?: number): SourceFile | Problem {
  const content = documents.get(file);
  if (content === undefined) return fileProblem(file, 'missing-file', 'is missing.');
  if (isUnread(content)) return content;
  const text = typeof content === 'string' ? content : decodeContent(file, content);
  return typeof text === 'string' ? parseSource(file, text, maxBytes) : text;
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
    ...checkPictures(source, marked),
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
  compile: SchemaCompiler;
  /** The text of content/routes.json, when there is one: links are checked against it. */
  routes?: string;
  publicFiles: PublicFiles;
}): (text: string, file?: string) => Problem[] {
  const schemas = compiledSchemas(input.schemas, input.compile);
  const routes = input.routes === undefined ? undefined : parseSource('routes.json', input.routes, MAX_MANIFEST_BYTES);
  const manifest = routes === undefined || isProblem(routes) ? undefined : (routes.data as Manifest);
  const index = manifest && indexLinks(manifest);
  // Other pages are not given here: links to them are checked against the manifest only.
  const noTargets: LinkTargets = { anchorsOfPath: () => undefined, topicsOfPath: () => undefined, unknownPage: () => true };
  return (text, file = 'page.json') => {
    const source = parseSource(file, text);
    if (isProblem(source)) return [source];
    const { problems, anchors, marked } = checkPageSource(source, schemas, undefined);
    return [...problems, ...checkLinks(source, marked, anchors, index, noTargets, input.publicFiles)];
  };
}

/** One run of the gate: what every phase reads, and where each puts its problems. */
interface Run {
  documents: ContentDocuments['documents'];
  contentDir: string;
  schemas: CompiledSchemas;
  problems: Problem[];
}

/** A file checked against its schema, kept for the link checks that need every page first. */
interface Checked {
  source: SourceFile;
  marked: Marked[];
}

/** The manifest, when it is valid: every link check needs it. */
function readManifest(run: Run, pageIds: string[]): { manifest?: Manifest; source?: SourceFile } {
  const source = sourceOf(run.documents, `${run.contentDir}/routes.json`, MAX_MANIFEST_BYTES);
  if (isProblem(source)) {
    run.problems.push(source);
    return {};
  }
  const { errors } = run.schemas.routes(source.data);
  run.problems.push(...source.duplicates, ...problemsOf(source, errors, run.schemas));
  if (errors.length > 0) return { source };
  const manifest = source.data as Manifest;
  run.problems.push(...checkManifest(source, manifest, pageIds));
  return { manifest, source };
}

/** The collections of content/data/, each against its own schema: pages and links refer to their entries. */
function readCollections(run: Run, files: string[]): { collections: Map<string, Collection>; checked: Checked[] } {
  const collections = new Map<string, Collection>();
  const checked: Checked[] = [];
  for (const file of files) {
    const name = baseName(file);
    const source = sourceOf(run.documents, file);
    if (isProblem(source)) {
      run.problems.push(source);
      continue;
    }
    const schema = run.schemas.collectionSchemas.get(name);
    if (!schema) {
      run.problems.push(
        fileProblem(
          source.file,
          'no-collection-schema',
          'no schema describes this collection.',
          `Add schemas/collections/${name}.schema.json.${didYouMean(name, [...run.schemas.collectionSchemas.keys()])}`,
        ),
      );
      continue;
    }
    const { errors, marked } = run.schemas.collection(name)(source.data);
    const read = readCollection(name, source, schema);
    run.problems.push(
      ...source.duplicates,
      ...problemsOf(source, errors, run.schemas),
      ...checkPictures(source, marked),
      ...read.problems,
    );
    checked.push({ source, marked });
    collections.set(name, read.collection);
  }
  return { collections, checked };
}

/** The frames of content/frames/: a second brand's header and footer, named by the pages that wear them. */
function readFrames(run: Run, files: string[]): Checked[] {
  const checked: Checked[] = [];
  for (const file of files) {
    const source = sourceOf(run.documents, file);
    if (isProblem(source)) {
      run.problems.push(source);
      continue;
    }
    const { errors, marked } = run.schemas.frame(source.data);
    run.problems.push(...source.duplicates, ...problemsOf(source, errors, run.schemas), ...checkPictures(source, marked));
    checked.push({ source, marked });
  }
  return checked;
}

/** The page ids shown at some address of the manifest. */
const routedPages = (manifest: Manifest): Set<string> =>
  new Set(
    [
      ...Object.values(manifest.routes),
      manifest.fallback,
      manifest.notFound,
      ...Object.values(manifest.collectionRoutes ?? {}).flatMap((r) => [r.page, r.notFound]),
    ].filter((id) => id !== undefined),
  );

/** Each page on its own: schema, block rules, strings, collection queries, frame, placeholders, route. */
function checkPages(
  run: Run,
  pages: { id: string; file: string; routable: boolean }[],
  context: { manifest?: Manifest; collections: Map<string, Collection>; frameNames: string[]; site?: Site; onPage?: () => void },
): { read: Map<string, PageInfo>; unread: Set<string> } {
  const { manifest, collections, frameNames, site, onPage } = context;
  const read = new Map<string, PageInfo>();
  const unread = new Set<string>();
  const routed = manifest && routedPages(manifest);
  for (const { id, file, routable } of pages) {
    onPage?.();
    const source = sourceOf(run.documents, file);
    if (isProblem(source)) {
      run.problems.push(source);
      unread.add(id);
      continue;
    }
    const { problems, anchors, marked, queries } = checkPageSource(source, run.schemas, site);
    run.problems.push(...problems, ...checkQueries(source, queries, collections));
    const frame = (source.data as { frame?: unknown }).frame;
    if (typeof frame === 'string' && !frameNames.includes(frame))
      run.problems.push(
        problemAt(
          source,
          '/frame',
          'unknown-frame',
          `frame ${quote(frame)} does not exist: there is no content/frames/${frame}.json.`,
          `${didYouMean(frame, frameNames)} Frames: ${frameNames.join(', ') || '(none)'}.`,
        ),
      );
    for (const route of Object.values(manifest?.collectionRoutes ?? {})) {
      const collection = collections.get(route.collection);
      if (route.page === id && collection) run.problems.push(...checkPlaceholders(source, collection));
    }
    // The same text parsed again: it was read as a SourceFile just above.
    read.set(id, {
      source: () => sourceOf(run.documents, file) as SourceFile,
      anchors,
      topics: topicsOf(source.data),
      marked: linkMarks(marked),
    });
    if (manifest && routed && routable && !routed.has(id))
      run.problems.push(fileProblem(source.file, 'unrouted-page', unroutedMessage(id, manifest)));
  }
  return { read, unread };
}

type Target = Pick<PageInfo, 'anchors' | 'topics'>;

/**
 * The anchors and topics of a page that is not checked (see `focus`), from the same schema marks a
 * check finds them by; undefined when it cannot be read, as for a checked page that cannot.
 */
function glance(content: string | Uint8Array | Problem | undefined, schemas: CompiledSchemas): Target | undefined {
  if (content === undefined || isUnread(content)) return undefined;
  try {
    const data: unknown = JSON.parse(typeof content === 'string' ? content : new TextDecoder().decode(content));
    const anchors = new Set(
      schemas
        .page(data)
        .marked.filter((m) => m.kind === 'anchor')
        .map((m) => m.value),
    );
    return { anchors, topics: topicsOf(data) };
  } catch {
    return undefined;
  }
}

/** What checking any page needs from the rest of the site: read, and checked, once for a run. */
function readSite(input: ContentDocuments) {
  const { documents, contentDir = 'content' } = input;
  const run: Run = { documents, contentDir, schemas: compiledSchemas(input.schemas, input.compile), problems: [] };

  const pageFiles = filesIn(documents, `${contentDir}/pages`);
  const pageIds = pageFiles.map(baseName);
  const dataFiles = filesIn(documents, `${contentDir}/data`);
  const frameFiles = filesIn(documents, `${contentDir}/frames`);

  const { manifest, source: routesSource } = readManifest(run, pageIds);
  const { collections, checked: collectionsChecked } = readCollections(run, dataFiles);
  if (manifest && routesSource) run.problems.push(...checkCollectionRoutes(routesSource, manifest, pageIds, collections));
  const framesChecked = readFrames(run, frameFiles);

  // Some block rules compare a block with site.json (the sites a frame may load, the forms).
  const siteSource = sourceOf(documents, `${contentDir}/site.json`);
  const site = isProblem(siteSource) ? undefined : (siteSource.data as Site);
  const index = manifest && indexLinks(manifest, collections);
  return {
    run,
    pageFiles,
    dataFiles,
    frameFiles,
    manifest,
    collections,
    collectionsChecked,
    framesChecked,
    siteSource,
    site,
    index,
  };
}

type SiteRead = ReturnType<typeof readSite>;
type LinksOf = (source: SourceFile | (() => SourceFile), marked: Marked[], anchors?: Set<string>) => Problem[];

/**
 * Checks pages on their own, then their links, into `run`; returns the check of links that other
 * files use, which point at the anchors and contact topics of those pages and of the pages they name.
 */
function checkPagesAndLinks(
  run: Run,
  site: SiteRead,
  pages: { id: string; file: string; routable: boolean }[],
  { focus, onPage, publicFiles }: Pick<ContentDocuments, 'focus' | 'onPage' | 'publicFiles'>,
): LinksOf {
  const { documents, contentDir, schemas } = run;
  const { manifest, collections, frameFiles, index } = site;
  const checked = checkPages(run, pages, {
    manifest,
    collections,
    frameNames: frameFiles.map(baseName),
    site: site.site,
    onPage,
  });

  // Links last: they point at the anchors and contact topics of every page.
  const idOfPath = (p: string): string | undefined => manifest?.routes[manifest.aliases[p] ?? p];
  const glanced = new Map<string, Target | undefined>();
  const pageFile = (id: string): string => `${contentDir}/pages/${id}.json`;
  const glancedAt = (id: string): Target | undefined =>
    glanced.has(id) ? glanced.get(id) : glanced.set(id, glance(documents.get(pageFile(id)), schemas)).get(id);
  /** A page checked here, or one outside the focus that a checked page links to. */
  const targetOf = (p: string): Target | undefined => {
    const id = idOfPath(p) ?? '';
    return checked.read.get(id) ?? (focus && !checked.unread.has(id) ? glancedAt(id) : undefined);
  };
  const targets: LinkTargets = {
    anchorsOfPath: (p) => targetOf(p)?.anchors,
    topicsOfPath: (p) => targetOf(p)?.topics,
    unknownPage: (p) => {
      const id = idOfPath(p) ?? '';
      return checked.unread.has(id) || (!checked.read.has(id) && documents.has(pageFile(id)) && targetOf(p) === undefined);
    },
  };
  const linksOf: LinksOf = (source, marked, anchors) => checkLinks(source, marked, anchors, index, targets, publicFiles);
  for (const page of checked.read.values()) run.problems.push(...linksOf(page.source, page.marked, page.anchors));
  return linksOf;
}

/** Every problem of the site's content, sorted by file and place. */
export function validateDocuments(input: ContentDocuments): ValidationResult {
  const { extraPages = [], focus } = input;
  const site = readSite(input);
  const { run, pageFiles, dataFiles, frameFiles, siteSource } = site;
  const { problems, schemas } = run;

  const linksOf = checkPagesAndLinks(
    run,
    site,
    [
      ...pageFiles.flatMap((file) => (!focus || focus.has(file) ? [{ id: baseName(file), file, routable: true }] : [])),
      // A page from elsewhere (a fixture) is checked as a page of the site, but needs no route.
      ...extraPages.map((file) => ({ id: file, file, routable: false })),
    ],
    input,
  );
  for (const { source, marked } of [...site.collectionsChecked, ...site.framesChecked]) problems.push(...linksOf(source, marked));

  if (isProblem(siteSource)) problems.push(siteSource);
  else {
    const { errors, marked } = schemas.site(siteSource.data);
    problems.push(
      ...siteSource.duplicates,
      ...problemsOf(siteSource, errors, schemas),
      ...checkStrings(siteSource, marked),
      ...checkPictures(siteSource, marked),
      ...linksOf(siteSource, marked),
    );
  }

  problems.sort(byPlace);
  const checkedPages = focus ? pageFiles.filter((file) => focus.has(file)).length : pageFiles.length;
  return { problems, files: checkedPages + dataFiles.length + frameFiles.length + 2 };
}

/**
 * Checks one page at a time against the rest of the site, read once (site.json, routes.json, the
 * collections and frames; other pages are read when a link names them): the development server checks
 * a saved page with it, without reading the whole site again. A page's problems are those
 * `validateDocuments` finds in its file with the page alone in `focus`. Make another when a file that
 * is not a page changes, or a page is added or removed.
 */
export function createSitePageChecker(
  input: Omit<ContentDocuments, 'focus' | 'onPage' | 'extraPages'>,
): (file: string) => Problem[] {
  const site = readSite(input);
  return (file) => {
    const run: Run = { ...site.run, problems: [] };
    checkPagesAndLinks(run, site, [{ id: baseName(file), file, routable: true }], { ...input, focus: new Set([file]) });
    return run.problems.filter((p) => p.file === file).sort(byPlace);
  };
}
