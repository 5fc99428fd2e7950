/**
 * The visual editor in `npm run dev`: serves /edit (src/editor/, built for production on the first
 * request: scripts/lib/dev/editor-bundle.ts) and the endpoint it reads and writes content through. It exists only in the development server (`apply: 'serve'`); a build and
 * `npm run serve` have neither. Every call is guarded by scripts/lib/dev/editor-guard.ts.
 *
 * Live validation runs the validator of `npm run validate` itself, over a copy of the content with
 * the edited file in it, so the editor shows exactly what the build would say.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { lookup } from 'mrmime';
import { themeInitScript } from '../../../src/chrome/theme-init.ts';
import {
  EARLY_PREVIEW_ID,
  EDITOR_API,
  EDITOR_PATH,
  EDITOR_PREVIEW_PATH,
  EDITOR_STATUS_PATH,
  fileAt,
  OPENING_PAGE_ID,
  PAGE_FILES,
  PREVIEW_HOSTNAME,
  previewAddress,
  previewFileOf,
} from '../../../src/editor/addresses.ts';
import { EDITOR_BUNDLE_BASE, editorBundle, type BundleFiles } from './editor-bundle.ts';
import { editableFile, hostnameOf, refusal } from './editor-guard.ts';
import { fontFallbackCss } from '../vite/font-fallbacks.ts';
import { jsonInScript } from '../../../src/runtime/json-in-script.ts';
import { editedText } from './editor-text.ts';
import { writeAtomic } from '../write-atomic.ts';
import { sha256 } from '../hash.ts';
import { ContentChoreError, movePage, newPage } from '../content/pages-admin.ts';
import { contentDir, projectRoot, publicDir, relative, schemasDir } from '../paths.ts';
import { earlyCallsScript, type CheckFiles } from '../../../src/editor/api.ts';
import type { Shown } from '../../../src/editor/preview/parts.tsx';
import type { Problem } from '../../../src/validation/index.ts';
import { pagesAndLinkers } from '../content/validate/changed.ts';
import { formatProblem, readContent, validateContent, type ContentRoots } from '../content/validate/index.ts';
import { readContentText, readPublicFiles } from '../content/validate/read.ts';

const EDITOR_TOKEN = Symbol.for('halcyon-editor-token');
/** Set once an editor has been served in this process: a server restarted after that loads the first screens' modules at once. */
const EDITOR_OPENED = Symbol.for('halcyon-editor-opened');

const imagesDir = path.join(publicDir, 'images');
const srcDir = path.join(projectRoot, 'src');

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

export const hashOf = (text: string | Buffer): string => sha256(text).slice(0, 16);

/** A content file's text, read as the content gate reads it; its problem (a link out, a pipe, a huge file) refused in words. */
function contentFileText(file: string): string {
  try {
    return readContentText(file, contentDir);
  } catch (error) {
    throw new ContentChoreError((error as Error).message);
  }
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(contentFileText(file)) as Record<string, unknown>;

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') ? [full] : [];
    })
    .sort();
}

interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
}

/** The keys of a record by their value. */
function groupKeys(record: Record<string, string>): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of Object.entries(record)) {
    const keys = grouped.get(value);
    if (keys) keys.push(key);
    else grouped.set(value, [key]);
  }
  return grouped;
}

/**
 * Each page's title as last read, with the time its file was changed then: every editor that opens lists
 * every page, and reading 10,000 pages for their titles took a second each time.
 */
const titles = new Map<string, { modified: number; title: string }>();

function titleOf(file: string, modified: number): string {
  const known = titles.get(file);
  if (known?.modified === modified) return known.title;
  let title = '';
  try {
    title = String(readJson(file).title ?? '');
  } catch {
    // A page that is not valid JSON is still listed, so it can be opened and mended.
  }
  titles.set(file, { modified, title });
  return title;
}

/** What /edit lists: every page with its addresses, and every other content file. */
function listing() {
  const manifest = readJson(path.join(contentDir, 'routes.json')) as unknown as Manifest;
  // Indexed once: looked up per page, the manifest's lists made the listing grow with the square of the site.
  const pathsOf = groupKeys(manifest.routes);
  const aliasesOf = groupKeys(manifest.aliases);
  const pages = jsonFiles(path.join(contentDir, 'pages')).map((file) => {
    const id = path.basename(file, '.json');
    const paths = pathsOf.get(id) ?? [];
    const modified = statSync(file).mtimeMs;
    return {
      id,
      file: relative(file),
      title: titleOf(file, modified),
      paths,
      aliases: paths.flatMap((p) => aliasesOf.get(p) ?? []),
      modified,
    };
  });
  const files = jsonFiles(contentDir)
    .filter((file) => path.dirname(file) !== path.join(contentDir, 'pages'))
    .map((file) => ({ file: relative(file), modified: statSync(file).mtimeMs }));
  return { pages, files, manifest };
}

/** Every picture under public/images, with its size in bytes, for the image picker. */
function pictures(): { src: string; bytes: number }[] {
  const found: { src: string; bytes: number }[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:jpg|jpeg|png|webp|svg)$/.test(entry.name))
        found.push({ src: `/${path.relative(publicDir, full).split(path.sep).join('/')}`, bytes: statSync(full).size });
    }
  };
  walk(imagesDir);
  return found.sort((a, b) => a.src.localeCompare(b.src));
}

const roots = { content: contentDir, schemas: schemasDir, public: publicDir };

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

/** A file name the site accepts for a picture: lowercase words joined by hyphens (schemas/defs/image.schema.json). */
export function cleanImageName(name: string): string {
  const extension = /\.(jpe?g|png|webp)$/i.exec(name)?.[1].toLowerCase().replace('jpeg', 'jpg');
  if (!extension) throw new ContentChoreError('Choose a JPEG, PNG or WebP picture.');
  const stem =
    name
      .slice(0, name.lastIndexOf('.'))
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'picture';
  return `${stem}.${extension}`;
}

/** The largest picture the editor saves: a camera's photograph; the build makes the site's sizes from it. */
const MAX_PICTURE_MB = 20;
/** The kinds of picture the editor saves, by the extension their names end in. */
const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;
type Format = (typeof FORMATS)[keyof typeof FORMATS];

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.subarray(start, end).toString('latin1');

/** The kind of picture the bytes begin as, whatever the name says; AVIF is told apart to be refused in words. */
function formatOf(bytes: Buffer): Format | 'avif' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/**
 * The picture to save for `bytes` uploaded as `target`: drawn again from its pixels in its own kind, so
 * nothing rides along with it (a page of HTML after a PNG's last chunk, a script in its metadata), and
 * without its metadata (a camera's place and serial number). The kind is read from the bytes; an SVG,
 * which can carry script the browser runs, or anything that is not a JPEG, PNG or WebP, or whose name
 * says another kind, or that cannot be drawn, is refused with what to do.
 */
export async function cleanPicture(bytes: Buffer, target: string): Promise<Buffer> {
  const name = path.basename(target);
  if (bytes.length > MAX_PICTURE_MB * 1024 * 1024)
    throw new ContentChoreError(
      `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: choose a picture of at most ${MAX_PICTURE_MB} MB (the site makes smaller copies of it for each screen).`,
    );
  const format = formatOf(bytes);
  if (format === 'avif')
    throw new ContentChoreError(
      `${name} is an AVIF picture, which the site does not take yet: save it as JPEG or WebP and try again.`,
    );
  if (!format)
    throw new ContentChoreError(
      /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))
        ? `${name} is an SVG drawing, which the editor does not take: it can carry script that would run on the site. Save it as PNG or WebP and try again.`
        : `${name} cannot be read as a picture: choose a JPEG, PNG or WebP file.`,
    );
  const expected = FORMATS[path.extname(name).slice(1) as keyof typeof FORMATS];
  if (format !== expected)
    throw new ContentChoreError(
      `${name} is a ${format.toUpperCase()} picture with another kind's name: rename it to end in .${Object.keys(FORMATS).find((k) => FORMATS[k as keyof typeof FORMATS] === format)} and try again.`,
    );
  // Loaded here, not with the development server's configuration, which every start reads.
  const { default: sharp } = await import('sharp');
  // Turned as the camera said it was held, since the note saying so is not kept.
  return sharp(bytes)
    .rotate()
    .toFormat(format)
    .toBuffer()
    .catch(() => {
      throw new ContentChoreError(`${name} cannot be read as a picture: choose a JPEG, PNG or WebP file.`);
    });
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // A picture of 20 MB, base64-encoded, is the largest thing the editor sends.
    if (size > 30 * 1024 * 1024) throw new ContentChoreError('The request is too large.');
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

const send = (response: ServerResponse, status: number, body: unknown): void => {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
};

type Handler = (body: Record<string, unknown>) => Promise<unknown> | unknown;

function handlers(): Record<string, Handler> {
  const contentText = (file: unknown): { file: string; absolute: string; text: string } => {
    const absolute = editableFile(projectRoot, String(file));
    if (!absolute.endsWith('.json')) throw new ContentChoreError(`${String(file)} is not a content file.`);
    if (!existsSync(absolute)) throw new ContentChoreError(`${String(file)} does not exist.`);
    return { file: String(file), absolute, text: contentFileText(absolute) };
  };
  return {
    list: () => ({ ...listing(), pictures: pictures() }),
    // Asked for by the check's worker (src/editor/check-worker.ts), whose thread parses them, not the editor's.
    'check-files': ({ file }) => checkFiles(roots, String(contentText(file).file)),
    texts: ({ files }) => contentTexts(roots, files),
    open: ({ file }) => {
      const { text } = contentText(file);
      return { text, hash: hashOf(text) };
    },
    // The text a save would write, and what the build would say of it.
    check: async ({ file, value }) => {
      const { absolute, text } = contentText(file);
      const next = await editedText(text, value, absolute);
      return { text: next, base: text, hash: hashOf(text), ...problemsWith(roots, String(file), next) };
    },
    save: async ({ file, value, hash }) => {
      const { absolute, text } = contentText(file);
      if (hash !== hashOf(text)) return { conflict: true, text, hash: hashOf(text) };
      const next = await editedText(text, value, absolute);
      const { problems, elsewhere } = problemsWith(roots, String(file), next);
      if (problems.length) return { refused: true, problems };
      const breaks = breaksElsewhere(roots, String(file), elsewhere);
      if (breaks) throw new ContentChoreError(breaks);
      if (next !== text) writeAtomic(absolute, next);
      return { saved: next !== text, text: next, hash: hashOf(next) };
    },
    upload: async ({ folder, name, data }) => {
      const cleanFolder = String(folder ?? 'uploads')
        .split('/')
        .map((part) => cleanImageName(`${part}.jpg`).replace(/\.jpg$/, ''))
        .join('/');
      const target = `public/images/${cleanFolder}/${cleanImageName(String(name))}`;
      const absolute = editableFile(projectRoot, target);
      const bytes = await cleanPicture(Buffer.from(String(data), 'base64'), target);
      if (existsSync(absolute) && hashOf(readFileSync(absolute)) !== hashOf(bytes))
        throw new ContentChoreError(`${target} exists already and is another picture: rename the file and try again.`);
      writeAtomic(absolute, bytes);
      return { src: target.slice('public'.length) };
    },
    'new-page': async ({ path: pagePath, title }) => {
      // Exactly `npm run new-page`: the page, its route and the stand-in picture its hero shows.
      return newPage(contentDir, publicDir, String(pagePath), String(title ?? ''));
    },
    'move-page': ({ from, to }) => movePage(contentDir, String(from), String(to)),
  };
}

/**
 * The preview's frame of a page's editor, started from the head of the editor's HTML, before its style sheets
 * (a script after them waits for them): it loads on the other core while the editor's code arrives and runs,
 * and the editor moves it into its pane, its document kept. Only where the browser can move a frame so
 * (`moveBefore`); elsewhere the editor makes its frame itself, as it would here without this, rather than load
 * the preview twice. There is no body yet: it waits after the head.
 */
const earlyPreview = (address: string): string =>
  `<script>if ('moveBefore' in Element.prototype) { const frame = document.createElement('iframe'); frame.id = '${EARLY_PREVIEW_ID}'; frame.style.cssText = 'position: fixed; top: 0; left: 100vw; width: 1280px; height: 100vh; border: 0'; frame.title = 'Preview'; frame.src = ${jsonInScript(address)}; document.documentElement.append(frame); }</script>`;

/**
 * A page `file` (as the preview's address names it) as it is on disk, for the preview to draw while the editor
 * draws its form (src/editor/preview/main.tsx): its blocks, header, frame and first address. None for a file
 * that is not a page's, or cannot be read as one: the preview then waits for the editor's.
 */
function openingPage(file: string | undefined): Shown | undefined {
  if (!file?.startsWith(PAGE_FILES)) return undefined;
  try {
    const { blocks, header, frame } = readJson(editableFile(projectRoot, file));
    if (!Array.isArray(blocks)) return undefined;
    const id = file.slice(PAGE_FILES.length, -'.json'.length);
    const { routes } = readJson(path.join(contentDir, 'routes.json')) as unknown as Manifest;
    const address = Object.keys(routes).find((route) => routes[route] === id);
    return { blocks, header, frame, address } as Shown;
  } catch {
    return undefined;
  }
}

const FIRST_SCREEN_MODULE = '/src/editor/preview/first-screen.tsx';
/** The longest a preview's page waits for its first screen to be drawn: past it, the page comes without. */
const FIRST_SCREEN_WAIT_MS = 1000;

type FirstScreenModule = typeof import('../../../src/editor/preview/first-screen.tsx');

/**
 * Draws previews' first screens (src/editor/preview/first-screen.tsx) with the development server's own
 * modules, so they follow the code as it changes, loaded as the server's first editor page is served.
 */
function firstScreens(server: ViteDevServer, watching: Promise<void>) {
  let loading: Promise<FirstScreenModule> | undefined;
  let loaded: FirstScreenModule | undefined;
  /** Counts the changes of the code: a load begun before the last one is of the code before it. */
  let changes = 0;
  const warn = (error: unknown): void =>
    server.config.logger.warn(
      `editor: the preview's first screen is left to the preview's code: ${(error as Error).message ?? error}`,
      { timestamp: true },
    );
  const load = (): Promise<FirstScreenModule> => {
    const at = changes;
    // Once the server watches the project: loading takes its thread for seconds, and a file changed before the
    // watcher is ready is missed (see `watching`).
    return (loading ??= watching
      .then(() => server.ssrLoadModule(FIRST_SCREEN_MODULE) as Promise<FirstScreenModule>)
      .then(
        (module) => {
          if (at === changes) loaded = module;
          return module;
        },
        (error: unknown) => {
          // Tried again at the next page.
          loading = undefined;
          throw error;
        },
      ));
  };
  return {
    /** Loads the modules ahead, as the editor opens: its preview asks for its page a moment later. */
    prepare: (): void => void load().catch(warn),
    /**
     * The code changed: the modules loaded keep drawing with the code they were loaded with, so they are loaded
     * again at the next editor's page (Vite runs again only the changed modules and those that import them).
     */
    changed(): void {
      changes += 1;
      loading = undefined;
      loaded = undefined;
    },
    /**
     * The first screen of `page` as HTML; '' when it cannot be drawn (said in the server's log), not within
     * FIRST_SCREEN_WAIT_MS, or before the modules that draw it are loaded: a page is not kept waiting for them.
     */
    async of(page: Shown | undefined): Promise<string> {
      if (!page || !loaded) return '';
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          loaded.renderFirstScreen(page),
          new Promise<string>((resolve) => (timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS, ''))),
        ]);
      } catch (error) {
        warn(error);
        return '';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The start of the HTML of the editor, with its token and the preview's `earlyFrame`, or of its preview frame,
 * with the page it opens with, from the built bundle, up to its body: the token goes only to the editor. Sent
 * first, so that the browser fetches the page's files while the rest is made (a preview's first screen). The
 * page's code is run from here where it `runs`; else from the body (`pageBody`).
 */
const pageHead = async (
  { script, styles, preloads }: BundleFiles['entries']['editor'],
  {
    token,
    opening,
    file,
    earlyFrame,
    runs,
  }: { token?: string; opening?: Shown; file?: string; earlyFrame?: string; runs?: boolean } = {},
): Promise<string> => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex" />
    ${token ? `<meta name="editor-token" content="${token}" />` : ''}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Editor</title>
    <script>${themeInitScript}</script>
    ${token ? `<script>${earlyCallsScript({ list: {}, ...(file === undefined ? {} : { open: { file } }) }, token)}</script>` : ''}
    ${earlyFrame ? earlyPreview(earlyFrame) : ''}
    <style>${await fontFallbackCss()}</style>
    ${styles.map((href) => `<link rel="stylesheet" href="${href}" />`).join('\n    ')}
    ${preloads.map((href) => `<link rel="modulepreload" href="${href}" />`).join('\n    ')}
    ${opening ? `<script type="application/json" id="${OPENING_PAGE_ID}">${jsonInScript(opening)}</script>` : ''}
    ${runs ? `<script type="module" src="${script}"></script>` : ''}
  </head>
`;

const FIRST_PAINT_WAIT_MS = 250;

/**
 * Runs the preview's code once its first screen, drawn by the server, has been painted (a frame's callback, then
 * a task), or after FIRST_PAINT_WAIT_MS where a frame is not painted (out of sight): its modules, fetched while
 * the page was parsed, ran as soon as it was, and a second of their running at 4× CPU came before the first paint.
 */
const afterFirstPaint = (script: string): string =>
  `<script>{ let ran = false; const run = () => { if (ran) return; ran = true; const code = document.createElement('script'); code.type = 'module'; code.src = ${jsonInScript(script)}; document.head.append(code); }; requestAnimationFrame(() => setTimeout(run)); setTimeout(run, ${FIRST_PAINT_WAIT_MS}); }</script>`;

/**
 * The rest: the editor's root; in a preview, the first screen as the server drew it, and the preview's code
 * (`script`), run after that screen is painted.
 */
const pageBody = ({ firstScreen = '', script }: { firstScreen?: string; script?: string } = {}): string => `  <body>
    ${firstScreen}
    <div id="root"></div>
    ${script ? (firstScreen ? afterFirstPaint(script) : `<script type="module" src="${script}"></script>`) : ''}
  </body>
</html>
`;

/** What /edit shows while the bundle is built: its progress, and the editor itself once it is ready. */
const preparing = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="robots" content="noindex" />
    <title>Preparing the editor</title>
    <style>body { font: 1rem/1.5 system-ui, sans-serif; margin: 3rem auto; max-width: 36rem; padding: 0 1rem; } progress { width: 100%; }</style>
  </head>
  <body>
    <main>
      <h1>Preparing the editor…</h1>
      <p>It is built once for this version of the code, and opens by itself when it is ready.</p>
      <progress aria-label="Building the editor"></progress>
      <p role="status"></p>
    </main>
    <script type="module">
      const bar = document.querySelector('progress');
      const said = document.querySelector('[role="status"]');
      for (;;) {
        const now = await fetch('${EDITOR_STATUS_PATH}').then((r) => r.json(), () => ({ state: 'building', modules: 0 }));
        if (now.state === 'ready') location.reload();
        if (now.state !== 'building') {
          said.textContent = now.state === 'ready' ? 'Ready.' : 'The editor could not be built: ' + now.error;
          break;
        }
        if (now.expected) Object.assign(bar, { max: now.expected, value: Math.min(now.modules, now.expected) });
        said.textContent = now.modules + ' modules built' + (now.expected ? ' of about ' + now.expected : '') + '.';
        await new Promise((r) => setTimeout(r, 300));
      }
    </script>
  </body>
</html>
`;

/** Changes under these make the bundle's hash worth computing again. */
const bundleInputs = ['src', 'schemas', 'content', 'vite.config.ts', 'package-lock.json', 'scripts/lib/dev/editor-bundle.ts'].map(
  (entry) => path.join(projectRoot, entry),
);

export function editorPlugin(): Plugin {
  // Made when the server starts and written only into the editor's own page: a page of another site can
  // neither read it (the same-origin policy) nor guess it. Vite restarts in the same process when a file
  // its configuration reads changes (content/site.json, say); the token outlives that, so open editors keep working.
  const shared = globalThis as { [EDITOR_TOKEN]?: string; [EDITOR_OPENED]?: boolean };
  const token = (shared[EDITOR_TOKEN] ??= randomBytes(32).toString('hex'));
  const api = handlers();
  /** The open editors' streams of changed files (the `events` call). */
  const listeners = new Set<(file: string) => void>();
  return {
    name: 'halcyon-editor',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const bundle = editorBundle((message) => server.config.logger.info(`editor: ${message}`, { timestamp: true }));
      // A file changed while a restarted server's watcher still reads the project is not reported: the
      // events call answers only once it watches, and the editor then asks whether its file changed meanwhile.
      const watching = new Promise<void>((resolve) => {
        server.watcher.once('ready', () => resolve());
        setTimeout(resolve, 5000).unref();
      });
      const drawn = firstScreens(server, watching);
      const onFile = (file: string): void => {
        if (bundleInputs.some((input) => file === input || file.startsWith(input + path.sep))) bundle.stale();
        if (file.startsWith(srcDir + path.sep)) drawn.changed();
        const inContent = file.startsWith(contentDir + path.sep) && file.endsWith('.json');
        if (inContent || file.startsWith(imagesDir + path.sep)) for (const listener of listeners) listener(relative(file));
      };
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, onFile);
      // A restart in the middle of editing (a changed site.json restarts Vite) reloads the editor's preview at once.
      if (shared[EDITOR_OPENED]) drawn.prepare();
      // Ahead of Vite's CORS, which answers a preflight from any loopback origin (another development server's
      // page among them) with leave to send the token: the endpoint answers its own origin only, which needs none.
      server.middlewares.stack.unshift({
        route: '',
        handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
          if (request.method !== 'OPTIONS' || !(request.url ?? '').startsWith(EDITOR_API)) return next();
          send(response, 403, { error: 'Refused: the editor answers its own page only.' });
        },
      });
      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0];
        if (url.startsWith(EDITOR_API)) {
          response.removeHeader('Access-Control-Allow-Origin');
          const refused = refusal(request, token);
          if (refused) return send(response, 403, { error: `Refused: ${refused}.` });
          if (url === `${EDITOR_API}events`) {
            await watching;
            // One line of JSON per changed file, for as long as the editor is open.
            response.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.flushHeaders();
            const listener = (file: string): void => void response.write(`${JSON.stringify({ file })}\n`);
            listeners.add(listener);
            request.on('close', () => listeners.delete(listener));
            return;
          }
          const handler = api[url.slice(EDITOR_API.length)];
          if (!handler) return send(response, 404, { error: `No editor call ${url}.` });
          try {
            return send(response, 200, await handler((await readBody(request)) as Record<string, unknown>));
          } catch (error) {
            // A refusal (a path outside the content, a page that exists) is for the person; anything else is also logged in full.
            if (!(error instanceof ContentChoreError)) server.config.logger.error(String((error as Error).stack ?? error));
            return send(response, 400, { error: (error as Error).message });
          }
        }
        if (request.method !== 'GET' || (url !== EDITOR_PATH && !url.startsWith(`${EDITOR_PATH}/`))) return next();
        // The preview's host is served the preview's page and files, never the editor's page with its token.
        const forPreview = hostnameOf(request.headers.host ?? '') === PREVIEW_HOSTNAME;
        const previewOwn = url === EDITOR_PREVIEW_PATH || url === EDITOR_STATUS_PATH || url.startsWith(EDITOR_BUNDLE_BASE);
        if (forPreview && !previewOwn)
          return send(response, 403, { error: "Refused: the preview's host serves only the preview." });
        const now = bundle.current();
        if (url === EDITOR_STATUS_PATH) return send(response, 200, now.state === 'ready' ? { state: 'ready' } : now);
        if (url.startsWith(EDITOR_BUNDLE_BASE)) {
          const file = path.join(
            now.state === 'ready' ? now.files.dir : '',
            path.normalize(url.slice(EDITOR_BUNDLE_BASE.length)),
          );
          if (now.state !== 'ready' || !file.startsWith(now.files.dir + path.sep) || !existsSync(file)) return next();
          response.setHeader('Content-Type', lookup(file) ?? 'application/octet-stream');
          // Every name carries its content's hash.
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          return response.end(readFileSync(file));
        }
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        if (now.state !== 'ready') return response.end(preparing);
        const { editor, preview } = now.files.entries;
        shared[EDITOR_OPENED] = true;
        drawn.prepare();
        if (url === EDITOR_PREVIEW_PATH) {
          const opening = openingPage(previewFileOf(request.url?.slice(url.length) ?? ''));
          response.write(await pageHead(preview, { opening }));
          return response.end(pageBody({ firstScreen: await drawn.of(opening), script: preview.script }));
        }
        // The page with the token is read by its own origin alone: Vite's CORS, which lets any loopback
        // origin read what the server answers (the preview's among them), stops short of it.
        response.removeHeader('Access-Control-Allow-Origin');
        const origin = `${server.config.server.https ? 'https' : 'http'}://${request.headers.host ?? ''}`;
        const file = fileAt(url);
        const ofPage = file?.startsWith(PAGE_FILES) && URL.canParse(origin);
        const earlyFrame = ofPage ? previewAddress(new URL(origin), undefined, file) : undefined;
        response.end((await pageHead(editor, { token, file, earlyFrame, runs: true })) + pageBody());
      });
    },
  };
}
