// Its own module: the development server's plugin (scripts/lib/dev/editor.ts) reads it in Node too.

/** Where the editor's pages live: /edit/<page-id> opens a page, /edit/file/<path> any other content file. */
export const EDITOR_PATH = '/edit';
/** Where the site's pages are: /edit/<page-id> opens `content/pages/<page-id>.json`. */
export const PAGE_FILES = 'content/pages/';
/** `text` with its escapes decoded; a malformed escape leaves it as it is (the file is then not found, and the editor says so). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The file an editor address opens (/edit/<page-id>, /edit/file/<path>), or none for the list. */
export function fileAt(pathname: string): string | undefined {
  const raw = pathname.replace(/^\/edit\/?/, '').replace(/\/$/, '');
  const rest = decoded(raw);
  if (!rest) return undefined;
  return rest.startsWith('file/') ? rest.slice('file/'.length) : `${PAGE_FILES}${rest}.json`;
}
/**
 * The id of the preview's frame that a page's editor starts loading with its own HTML, before its code has
 * arrived (scripts/lib/dev/editor-page.ts); the editor moves it into its pane with its document (`moveBefore`).
 */
export const EARLY_PREVIEW_ID = 'early-preview';
/** The preview's page, shown in the editor's frame. */
export const EDITOR_PREVIEW_PATH = '/edit/__preview';
/** How far the editor's build is (scripts/lib/dev/editor.ts answers it), on the preview's host too. */
export const EDITOR_STATUS_PATH = '/edit/__status';
/** The development server's calls for the editor (scripts/lib/dev/editor.ts answers them). */
export const EDITOR_API = '/__editor/';

/** The host names the editor is served on: this machine's loopback names, which no other machine can be. */
export const EDITOR_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * The preview's host name: a site apart from every editor host name, so the browser draws the preview in
 * a renderer process of its own, beside the form rather than on its thread; a loopback name (browsers
 * resolve `*.localhost` to this machine themselves); and never an editor's, so the development server
 * can refuse it the editor's page, its token and the write endpoint by its Host alone.
 */
export const PREVIEW_HOSTNAME = 'preview.localhost';
/** The query parameter of the preview's address that names the editor's origin. */
const EDITOR_PARAMETER = 'editor';
/** The query parameter of the preview's address that names the page file it opens with (src/editor/preview/main.tsx). */
const FILE_PARAMETER = 'file';
/** The id of the script in the preview's HTML that holds that page as it is on disk (scripts/lib/dev/editor-page.ts). */
export const OPENING_PAGE_ID = 'opening-page';
/** The id of the element of the preview's HTML that holds its first screen as the server drew it. */
export const FIRST_SCREEN_ID = 'first-screen';
/** The id of that first screen's style element. */
export const FIRST_SCREEN_STYLE_ID = 'first-screen-style';

/** The preview's origin for the editor page at `editor`: the same server, under the preview's host name. */
export const previewOrigin = (editor: Pick<URL, 'protocol' | 'port'>): string =>
  `${editor.protocol}//${PREVIEW_HOSTNAME}${editor.port ? `:${editor.port}` : ''}`;

/**
 * The preview's page for the editor page at `editor`, which it is told the origin of: on the preview's own
 * host, or on `origin` (the editor's own, where a browser does not reach the preview's host). For a page's
 * editor, `file` is that page's file, which the preview draws from disk before the editor has sent it.
 */
export const previewAddress = (
  editor: Pick<URL, 'protocol' | 'port' | 'origin'>,
  origin = previewOrigin(editor),
  file?: string,
): string =>
  `${origin}${EDITOR_PREVIEW_PATH}?${EDITOR_PARAMETER}=${encodeURIComponent(editor.origin)}` +
  (file?.startsWith(PAGE_FILES) ? `&${FILE_PARAMETER}=${encodeURIComponent(file)}` : '');

/** The page file the preview's address `search` names, if any. */
export const previewFileOf = (search: string): string | undefined => {
  const file = new URLSearchParams(search).get(FILE_PARAMETER);
  return file?.startsWith(PAGE_FILES) ? file : undefined;
};

/**
 * The editor's origin named in the preview's address `preview`, if it is one the preview was made for:
 * an editor host name on the preview's own scheme and port. Messages from any other origin are ignored.
 */
export function editorOriginOf(preview: Pick<URL, 'protocol' | 'port' | 'search'>): string | undefined {
  const named = new URLSearchParams(preview.search).get(EDITOR_PARAMETER);
  if (!named || !URL.canParse(named)) return undefined;
  const editor = new URL(named);
  const ours = editor.protocol === preview.protocol && editor.port === preview.port && EDITOR_HOSTNAMES.has(editor.hostname);
  return ours && editor.origin === named ? editor.origin : undefined;
}
