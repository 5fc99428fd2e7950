/**
 * `npm run validate`, the build and the dev server check the content on disk here: the files are
 * read at this edge and checked by the core in src/validation/, which the browser runs too.
 */
import path from 'node:path';
import {
  createPageChecker as createChecker,
  createSitePageChecker as createSiteChecker,
  validateDocuments,
  type Problem,
  type ValidationResult,
} from '../../../../src/validation/index.ts';
import { relative } from '../../paths.ts';
import { progressLine } from '../../progress.ts';
import { FilesOnDisk, jsonFilesIn, optionalFile, readOptional, readPublicFiles, readSchemas } from './read.ts';
import { cachedCompiler } from './standalone.ts';

export { byPlace, describeIds, formatProblem, SITE_KEYWORDS } from '../../../../src/validation/index.ts';
export type { Problem, ValidationResult } from '../../../../src/validation/index.ts';

/** The schemas' validators, from the code kept on disk for them. */
export const compile = cachedCompiler();

export interface ContentRoots {
  /** Folder holding site.json, routes.json and pages/. */
  content: string;
  /** Folder holding the JSON Schemas. */
  schemas: string;
  /** Folder that image paths such as /images/x.jpg are relative to. */
  public: string;
}

/** Every content file under the content folder by its project-relative path, with its path on disk. */
function contentFiles(roots: ContentRoots): [string, string, string][] {
  return [
    ...optionalFile(path.join(roots.content, 'site.json')),
    ...optionalFile(path.join(roots.content, 'routes.json')),
    ...['pages', 'data', 'frames'].flatMap((folder) => jsonFilesIn(path.join(roots.content, folder))),
  ].map(([name, file]) => [name, file, roots.content]);
}

/** Every content file under the content folder, by its project-relative path, read when asked for. */
export const readContent = (roots: ContentRoots): ReadonlyMap<string, Uint8Array | Problem> =>
  new FilesOnDisk(contentFiles(roots));

/** The page files under the content folder, by the names problems give them: of `names` when given, else read from disk. */
export function pageFileNames(
  roots: ContentRoots,
  names: Iterable<string> = contentFiles(roots).map(([name]) => name),
): string[] {
  const pageFolder = `${relative(path.join(roots.content, 'pages'))}/`;
  return [...names].filter((name) => name.startsWith(pageFolder));
}

/** What a check is told besides the roots; `onPage`, when given, is told of each page instead of a progress line. */
interface CheckOptions {
  extraPages?: string[];
  focus?: ReadonlySet<string>;
  given?: ReadonlyMap<string, string>;
  onPage?: () => void;
}

function validate(roots: ContentRoots, { extraPages = [], focus, given = new Map(), onPage }: CheckOptions): ValidationResult {
  const documents = new FilesOnDisk(
    [
      ...contentFiles(roots),
      // A page checked from outside the content (a test's fixture) is read from its own folder.
      ...extraPages.flatMap(optionalFile).map(([name, file]): [string, string, string] => [name, file, path.dirname(file)]),
    ],
    [...given].map(([name, text]) => [name, Buffer.from(text)]),
  );
  const pages = focus?.size ?? pageFileNames(roots, documents.keys()).length;
  // On stderr: stdout may carry a report in JSON or SARIF.
  const progress = onPage
    ? { tick: onPage, end: () => undefined }
    : progressLine(pages + extraPages.length, process.stderr, undefined, 'validating');
  const result = validateDocuments({
    documents,
    contentDir: relative(roots.content),
    extraPages: extraPages.map(relative),
    schemas: readSchemas(roots.schemas),
    compile,
    publicFiles: readPublicFiles(roots.public),
    focus,
    onPage: progress.tick,
  });
  progress.end();
  return result;
}

/**
 * Every problem of the content; with `focus`, of those page files only (and every file that is not a
 * page). `given` stands in for some files (by the names problems give them) with the text an editor
 * holds unsaved. `onPage` is told of each page checked, in place of the progress line.
 */
export function validateContent(
  roots: ContentRoots,
  focus?: ReadonlySet<string>,
  given?: ReadonlyMap<string, string>,
  onPage?: () => void,
): ValidationResult {
  return validate(roots, { focus, given, onPage });
}

/**
 * Validates one page document that lives outside content/pages (a test fixture, say) as if it were a
 * page of the site: its links must resolve against the site's manifest, its images must exist.
 */
export function validatePageFile(roots: ContentRoots, file: string): Problem[] {
  const display = relative(file);
  return validate(roots, { extraPages: [file] }).problems.filter((p) => p.file === display);
}

/**
 * Checks page documents given as text against the site's schemas and manifest, compiling the schemas
 * once: for tools and tests that check many documents (links to other pages' anchors are not checked).
 */
export function createPageChecker(roots: ContentRoots): (text: string, file?: string) => Problem[] {
  const routes = readOptional(path.join(roots.content, 'routes.json'))[0]?.[1];
  return createChecker({
    schemas: readSchemas(roots.schemas),
    compile,
    routes: routes && new TextDecoder().decode(routes),
    publicFiles: readPublicFiles(roots.public),
  });
}

/**
 * Checks one page file at a time (by the name problems give it) against the rest of the site as it is
 * on disk now, read once: see `createSitePageChecker` in src/validation/.
 */
export function createSitePageChecker(roots: ContentRoots): (file: string) => Problem[] {
  return createSiteChecker({
    documents: readContent(roots),
    contentDir: relative(roots.content),
    schemas: readSchemas(roots.schemas),
    compile,
    publicFiles: readPublicFiles(roots.public),
  });
}
