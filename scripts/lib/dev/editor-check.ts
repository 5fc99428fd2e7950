/**
 * What the build would say of an edit, asked in the development server: the texts the editor's check in
 * the browser is given, the problems a file's new text has there and causes elsewhere, and the save gate
 * that refuses a save which would give other files new problems.
 *
 * Live validation runs the validator of `npm run validate` itself, over a copy of the content with
 * the edited file in it, so the editor shows exactly what the build would say.
 */
import path from 'node:path';
import type { CheckFiles } from '../../../src/editor/api.ts';
import type { Problem } from '../../../src/validation/index.ts';
import { ContentChoreError } from '../content/pages-admin.ts';
import { pagesAndLinkers } from '../content/validate/changed.ts';
import { formatProblem, readContent, validateContent, type ContentRoots } from '../content/validate/index.ts';
import { readPublicFiles } from '../content/validate/read.ts';
import { projectRoot, relative } from '../paths.ts';

const decoded = (bytes: Uint8Array | undefined): string => Buffer.from(bytes ?? new Uint8Array()).toString('utf8');

/** The texts of those of `names` that can be read: a file the content gate refuses (a link out, a pipe) is left out. */
function textsOf(content: ReadonlyMap<string, Uint8Array | Problem>, names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const bytes = content.get(name);
      return bytes instanceof Uint8Array ? [[name, decoded(bytes)]] : [];
    }),
  );
}

/**
 * The pages a change of `file` can give a problem to, as `validate --changed` finds them: a page and the
 * pages that link to it. Undefined, every page, for any other file, or when the manifest cannot say
 * where the page is shown.
 */
function pageFocus(roots: ContentRoots, file: string): Set<string> | undefined {
  if (path.dirname(path.join(projectRoot, file)) !== path.join(roots.content, 'pages')) return undefined;
  try {
    return pagesAndLinkers(roots, [path.basename(file, '.json')]);
  } catch {
    return undefined;
  }
}

/**
 * What the editor's check of `file`, run in the browser, is given: the texts of a page's check, not the
 * whole site's (at 10,000 pages, 110 MB). The other pages' texts it turns out to need (those its edits link
 * to) it asks for with `texts`.
 */
export function checkFiles(roots: ContentRoots, file: string): CheckFiles {
  const content = readContent(roots);
  const focus = pageFocus(roots, file);
  const pages = `${relative(path.join(roots.content, 'pages'))}/`;
  const names = [...content.keys()];
  return {
    names,
    documents: textsOf(
      content,
      names.filter((name) => !focus || !name.startsWith(pages) || focus.has(name)),
    ),
    focus: focus && [...focus],
    publicPaths: [...readPublicFiles(roots.public).paths],
  };
}

/** The most texts one `texts` call answers: the pages one edit links to are a handful. */
const MAX_TEXTS = 500;

/** The texts of some content files by name (the `texts` call); a name that is not a content file is left out. */
export function contentTexts(roots: ContentRoots, names: unknown): Record<string, string> {
  if (!Array.isArray(names) || names.length > MAX_TEXTS || names.some((name) => typeof name !== 'string'))
    throw new ContentChoreError(`Ask for at most ${MAX_TEXTS} content files by name.`);
  const content = readContent(roots);
  return textsOf(
    content,
    (names as string[]).filter((name) => content.has(name)),
  );
}

/**
 * The build's problems with `text` standing in for `file`: those of that file, and those the change
 * causes elsewhere (a route renamed, say). The same core as `npm run validate`, on the files in memory.
 * A page is checked as `validate --changed` checks it, with the pages that link to it: the rest of a
 * large site is read only where these link to it, so a check does not grow with the site.
 */
export function problemsWith(roots: ContentRoots, file: string, text: string): { problems: Problem[]; elsewhere: Problem[] } {
  const all = validateContent(roots, pageFocus(roots, file), new Map([[file, text]])).problems;
  return { problems: all.filter((p) => p.file === file), elsewhere: all.filter((p) => p.file !== file) };
}

/** The most files a refused save names; the rest are counted. */
const NAMED_FILES = 8;

/**
 * Why a save of `file` is refused when the problems `elsewhere` it would cause (as `problemsWith` finds
 * them) include some the site does not have now: a route removed that pages link to, an anchor they
 * point at. Undefined when the save adds none. The site is checked as it is, over the same pages.
 */
export function breaksElsewhere(roots: ContentRoots, file: string, elsewhere: Problem[]): string | undefined {
  const key = (p: Problem): string => `${p.file}\0${p.pointer}\0${p.code}\0${p.message}`;
  const errors = elsewhere.filter((p) => p.severity === 'error');
  if (!errors.length) return undefined;
  const before = new Set(validateContent(roots, pageFocus(roots, file)).problems.map(key));
  const added = errors.filter((p) => !before.has(key(p)));
  if (!added.length) return undefined;
  const files = [...new Set(added.map((p) => p.file))];
  const named =
    files.slice(0, NAMED_FILES).join(', ') + (files.length > NAMED_FILES ? ` and ${files.length - NAMED_FILES} more` : '');
  const count = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`;
  return `Not saved: this change to ${file} would give ${count(added.length, 'new problem')} to ${count(files.length, 'other file')}: ${named}. Put back what they rely on, or change them first. The first problem: ${formatProblem(added[0])}`;
}
