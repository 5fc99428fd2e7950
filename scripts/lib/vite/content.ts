/**
 * Live feedback on content in `npm run dev`.
 *
 * Every change under content/, schemas/ or public/images/ is checked by the validator of
 * `npm run validate`. Problems are printed once in the terminal and shown in the browser by
 * src/dev/content-overlay.ts, in the same words; fixing them clears both. A saved page is checked at
 * once against the rest of the site, read once; the pages linking to it, and everything at start and
 * after any other change, are checked on a thread of their own (scripts/lib/content/validate/thread.ts), so
 * neither the server's start nor a page's save waits for the whole of a large site.
 *
 * A valid edit of a page is sent to the open browser, which renders it in place
 * (src/content/pages.ts): no reload, no lost scroll position. A file that is not valid JSON is never
 * handed to Vite's JSON loader (whose error would blank the page): its last valid text stands in for
 * it until it is fixed. The browser fetches a page's content from its address (pageDataUrl), which this
 * plugin answers from content/pages with the same last valid text, and how a path resolves
 * (resolutionUrl, PATH_LIST_URL), answered from content/routes.json as it is now.
 */
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { canonicalPaths, resolvePath } from '../../../src/content/manifest.ts';
import { pageDataUrl } from '../../../src/content/page-data-url.ts';
import { PATH_LIST_URL, resolutionUrl } from '../../../src/content/resolution-url.ts';
import type { RouteManifest } from '../../../src/generated/content.ts';
import { contentDir, publicDir, relative, schemasDir } from '../paths.ts';
import { byPlace, createSitePageChecker, formatProblem, type Problem } from '../content/validate/index.ts';
import { readContentText } from '../content/validate/read.ts';
import { validationThread, type ThreadRequest } from '../content/validate/thread.ts';

/** The custom HMR events between this plugin and the overlay / page loader in the browser. */
export const CONTENT_EVENTS = {
  problems: 'content:problems',
  page: 'content:page',
  hello: 'content:hello',
} as const;

export interface ProblemsMessage {
  problems: (Problem & { text: string })[];
}

export interface PageMessage {
  pageId: string;
  page: unknown;
}

const OVERLAY_MODULE = '/src/dev/content-overlay.ts';
const pagesDir = path.join(contentDir, 'pages');
const routesFile = path.join(contentDir, 'routes.json');
const resolutionPrefix = resolutionUrl('/-').slice(0, -'/-.json'.length);
const imagesDir = path.join(publicDir, 'images');
const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
/** The start of a page file's name in problems, such as content/pages/faqs.json. */
const pageFolder = `${relative(pagesDir)}/`;

const isContentJson = (file: string): boolean => file.startsWith(contentDir + path.sep) && file.endsWith('.json');
const watched = (file: string): boolean =>
  isContentJson(file) || file.startsWith(schemasDir + path.sep) || file.startsWith(imagesDir + path.sep);

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * One watch on the pages' folder, whose changes are told to Vite's watcher as it would have told them
 * (an edit, a page added or removed), so the other plugins and this one's handleHotUpdate hear of them.
 */
function watchPages(server: ViteDevServer): FSWatcher | undefined {
  if (!existsSync(pagesDir)) return undefined;
  /** Each page file's size and time as last told: a save often comes as several events. */
  const told = new Map(readdirSync(pagesDir).map((name) => [name, stamp(path.join(pagesDir, name))]));
  return watch(pagesDir, (_event, name) => {
    if (!name?.endsWith('.json')) return;
    const file = path.join(pagesDir, name);
    const now = stamp(file);
    const before = told.get(name);
    if (now === before) return;
    if (now === undefined) told.delete(name);
    else told.set(name, now);
    server.watcher.emit(now === undefined ? 'unlink' : before === undefined ? 'add' : 'change', file);
  });
}

/** A file's size and time, or undefined when it does not exist. */
export function stamp(file: string): string | undefined {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats && `${stats.size}:${stats.mtimeMs}`;
}

export function contentFeedback(): Plugin {
  /** Last text of each content file that was valid JSON, by absolute path. */
  const lastParsed = new Map<string, string>();
  let problems: ProblemsMessage['problems'] = [];
  let printed = '';
  let server: ViteDevServer | undefined;
  let pagesWatch: FSWatcher | undefined;

  const publish = (found: Problem[]): void => {
    problems = found.map((p) => ({ ...p, text: formatProblem(p) }));
    const report = problems.map((p) => p.text).join('\n');
    if (report !== printed) {
      const logger = server?.config.logger;
      if (problems.length) {
        const count = `${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
        logger?.error(`\n${count}; the browser shows ${problems.length === 1 ? 'it' : 'them'} too:\n${report}\n`, {
          timestamp: true,
        });
      } else if (printed) logger?.info('Content is valid again.', { timestamp: true });
      printed = report;
    }
    server?.ws.send({ type: 'custom', event: CONTENT_EVENTS.problems, data: { problems } satisfies ProblemsMessage });
  };

  /** A check's problems in place of those of the files it covered. */
  const merge = (found: Problem[], covered: (file: string) => boolean): void =>
    publish([...problems.filter((p) => !covered(p.file)), ...found.filter((p) => covered(p.file))].sort(byPlace));

  /**
   * Checks a saved page against the rest of the site, read once: made again after any other change,
   * and in advance once the whole site has been checked, so that a save never waits for it.
   */
  let pageChecker: ((file: string) => Problem[]) | undefined;
  const thread = validationThread(roots);
  /** What the thread is to check next: requests made while it works are merged into one. */
  let pending: { all: boolean; pageIds: Set<string> } | undefined;
  let working = false;
  /** Pages checked on this thread since the validation thread's current check started. */
  let checkedSince = new Set<string>();
  const drain = (): void => {
    if (working || !pending) return;
    const ask: ThreadRequest = pending.all ? {} : { linkersOf: [...pending.pageIds] };
    pending = undefined;
    working = true;
    checkedSince = new Set();
    void thread
      .check(ask)
      .then(
        ({ problems: found, focus }) => {
          // The page files it checked (every one without a focus) and every file that is not a page,
          // but for the pages checked here since it started: its findings for them are older.
          const newer = checkedSince;
          merge(found, (file) => !newer.has(file) && (!file.startsWith(pageFolder) || !focus || focus.has(file)));
          if (!focus) pageChecker ??= createSitePageChecker(roots);
        },
        (error: unknown) => server?.config.logger.error(`The content check failed: ${String(error)}`, { timestamp: true }),
      )
      .finally(() => {
        working = false;
        drain();
      });
  };
  const inBackground = (request: 'all' | { pageId: string }): void => {
    pending ??= { all: false, pageIds: new Set() };
    if (request === 'all') {
      pending.all = true;
      pageChecker = undefined;
    } else pending.pageIds.add(request.pageId);
    drain();
  };

  /** A saved page at once; the pages linking to it next, in the background. */
  const checkSavedPage = (file: string): void => {
    const name = relative(file);
    pageChecker ??= createSitePageChecker(roots);
    merge(pageChecker(name), (problemFile) => problemFile === name);
    checkedSince.add(name);
    inBackground({ pageId: path.basename(file, '.json') });
  };

  const lastValid = (file: string): string => {
    const text = readContentText(file, contentDir);
    if (parses(text)) {
      lastParsed.set(file, text);
      return text;
    }
    // The overlay names the mistake; meanwhile the page keeps its last valid content.
    return lastParsed.get(file) ?? (file.startsWith(pagesDir) ? '{"title":"","description":"","blocks":[]}' : '{}');
  };
  const pageDataPrefix = `${path.posix.dirname(pageDataUrl('-'))}/`;

  /**
   * The route manifest as last read, until the file changes: a page asks how each of its links resolves,
   * and reading a large site's manifest for each held the server up for seconds.
   */
  let manifest: RouteManifest | undefined;

  /** What the build would have written at a resolution's address, or undefined for another address. */
  const resolutionAnswer = (url: string): unknown => {
    if (!url.startsWith(`${resolutionPrefix}/`) || !url.endsWith('.json')) return undefined;
    const routes = (manifest ??= JSON.parse(lastValid(routesFile)) as RouteManifest);
    if (url === PATH_LIST_URL) return canonicalPaths(routes);
    const urlPath = url === resolutionUrl('/') ? '/' : url.slice(resolutionPrefix.length, -'.json'.length);
    return resolvePath(urlPath, routes);
  };

  return {
    name: 'halcyon-content-feedback',
    apply: 'serve',
    enforce: 'pre',
    // Vite's watcher reads a folder again on each change in it, and watches each of its files: with
    // 10,000 pages, seconds at start and a second per save. The pages are watched here instead.
    config: () => ({ server: { watch: { ignored: [`${pagesDir.split(path.sep).join('/')}/**`] } } }),
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([contentDir, schemasDir, imagesDir]);
      pagesWatch = watchPages(devServer);
      // Added and removed files (a picture, a page) change what is valid too; edits come through handleHotUpdate.
      const onAddOrRemove = (file: string): void => {
        if (file === routesFile) manifest = undefined;
        if (watched(file)) inBackground('all');
      };
      devServer.watcher.on('add', onAddOrRemove);
      devServer.watcher.on('unlink', onAddOrRemove);
      devServer.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0] ?? '';
        const resolution = resolutionAnswer(url);
        if (resolution !== undefined) {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(resolution));
          return;
        }
        const pageId = url.startsWith(pageDataPrefix) ? url.slice(pageDataPrefix.length, -'.json'.length) : '';
        const file = path.join(pagesDir, `${pageId}.json`);
        if (!/^[a-z0-9-]+$/.test(pageId) || !url.endsWith('.json') || !existsSync(file)) return next();
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        // A PageDataFile without pictures' sizes: the browser fetches them a folder at a time.
        response.end(`{"page":${lastValid(file)},"images":{}}`);
      });
      devServer.ws.on(CONTENT_EVENTS.hello, (_data, client) => {
        client.send(CONTENT_EVENTS.problems, { problems } satisfies ProblemsMessage);
      });
      inBackground('all');
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: OVERLAY_MODULE }, injectTo: 'body' }],
    load(id) {
      const file = id.split('?')[0];
      if (!isContentJson(file) || !existsSync(file)) return undefined;
      return lastValid(file);
    },
    handleHotUpdate({ file, server: devServer }) {
      if (!watched(file)) return undefined;
      if (file === routesFile) manifest = undefined;
      const isPage = path.dirname(file) === pagesDir && file.endsWith('.json');
      if (isPage) checkSavedPage(file);
      else inBackground('all');
      if (!isContentJson(file)) return undefined;
      let text: string;
      try {
        text = readContentText(file, contentDir);
      } catch {
        // A file the reader refuses (a named pipe, a link out): the check started above names it in the overlay.
        return [];
      }
      if (!parses(text)) return [];
      lastParsed.set(file, text);
      if (!isPage) return undefined;
      // A page with mistakes stays as it was last shown until it is fixed; the overlay says why.
      if (!problems.some((p) => p.file === relative(file))) {
        const message: PageMessage = { pageId: path.basename(file, '.json'), page: JSON.parse(text) };
        devServer.ws.send({ type: 'custom', event: CONTENT_EVENTS.page, data: message });
      }
      return [];
    },
    closeBundle: () => {
      pagesWatch?.close();
      return thread.stop();
    },
  };
}
