/**
 * The HTML of the editor's pages: /edit with its token and the early calls, the preview's frame with the
 * page it opens with and that page's first screen drawn by the server, and the page shown while the
 * editor's bundle is built.
 */
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { themeInitScript } from '../../../src/chrome/theme-init.ts';
import { EARLY_PREVIEW_ID, EDITOR_STATUS_PATH, OPENING_PAGE_ID, PAGE_FILES } from '../../../src/editor/addresses.ts';
import { earlyCallsScript } from '../../../src/editor/api.ts';
import type { Shown } from '../../../src/editor/preview/parts.tsx';
import { jsonInScript } from '../../../src/runtime/json-in-script.ts';
import { contentDir, projectRoot } from '../paths.ts';
import { fontFallbackCss } from '../vite/font-fallbacks.ts';
import type { BundleFiles } from './editor-bundle.ts';
import { readJson, type Manifest } from './editor-calls.ts';
import { editableFile } from './editor-guard.ts';

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
export function openingPage(file: string | undefined): Shown | undefined {
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
export function firstScreens(server: ViteDevServer, watching: Promise<void>) {
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
export const pageHead = async (
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
export const pageBody = ({ firstScreen = '', script }: { firstScreen?: string; script?: string } = {}): string => `  <body>
    ${firstScreen}
    <div id="root"></div>
    ${script ? (firstScreen ? afterFirstPaint(script) : `<script type="module" src="${script}"></script>`) : ''}
  </body>
</html>
`;

/** What /edit shows while the bundle is built: its progress, and the editor itself once it is ready. */
export const preparing = `<!doctype html>
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
        said.textContent = now.expected ? 'About ' + Math.min(99, Math.round((100 * now.modules) / now.expected)) + '% ready.' : 'Getting ready…';
        await new Promise((r) => setTimeout(r, 300));
      }
    </script>
  </body>
</html>
`;
