/**
 * Live feedback on content in `npm run dev`.
 *
 * Every change under content/, schemas/ or public/images/ is checked by the validator of
 * `npm run validate`. Problems are printed once in the terminal and shown in the browser by
 * src/dev/content-overlay.ts, in the same words; fixing them clears both.
 *
 * A valid edit of a page is sent to the open browser, which renders it in place
 * (src/content/pages.ts): no reload, no lost scroll position. A file that is not valid JSON is never
 * handed to Vite's JSON loader (whose error would blank the page): its last valid text stands in for
 * it until it is fixed. The browser fetches a page's content from its address (pageDataUrl), which this
 * plugin answers from content/pages with the same last valid text, and how a path resolves
 * (resolutionUrl, PATH_LIST_URL), answered from content/routes.json as it is now.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { canonicalPaths, resolvePath } from '../../src/content/manifest.ts';
import { pageDataUrl } from '../../src/content/page-data-url.ts';
import { PATH_LIST_URL, resolutionUrl } from '../../src/content/resolution-url.ts';
import type { RouteManifest } from '../../src/generated/content.ts';
import { contentDir, publicDir, schemasDir } from './paths.ts';
import { formatProblem, validateContent, type Problem } from './validate/index.ts';

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

export function contentFeedback(): Plugin {
  /** Last text of each content file that was valid JSON, by absolute path. */
  const lastParsed = new Map<string, string>();
  let problems: ProblemsMessage['problems'] = [];
  let printed = '';
  let server: ViteDevServer | undefined;

  // The validator recompiles the schemas by itself when a schema file's text changed.
  const check = (): ProblemsMessage['problems'] => {
    problems = validateContent({ content: contentDir, schemas: schemasDir, public: publicDir }).problems.map((p) => ({
      ...p,
      text: formatProblem(p),
    }));
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
    return problems;
  };

  const lastValid = (file: string): string => {
    const text = readFileSync(file, 'utf8');
    if (parses(text)) {
      lastParsed.set(file, text);
      return text;
    }
    // The overlay names the mistake; meanwhile the page keeps its last valid content.
    return lastParsed.get(file) ?? (file.startsWith(pagesDir) ? '{"title":"","description":"","blocks":[]}' : '{}');
  };
  const pageDataPrefix = `${path.posix.dirname(pageDataUrl('-'))}/`;

  /** What the build would have written at a resolution's address, or undefined for another address. */
  const resolutionAnswer = (url: string): unknown => {
    if (!url.startsWith(`${resolutionPrefix}/`) || !url.endsWith('.json')) return undefined;
    const routes = JSON.parse(lastValid(routesFile)) as RouteManifest;
    if (url === PATH_LIST_URL) return canonicalPaths(routes);
    const urlPath = url === resolutionUrl('/') ? '/' : url.slice(resolutionPrefix.length, -'.json'.length);
    return resolvePath(urlPath, routes);
  };

  return {
    name: 'halcyon-content-feedback',
    apply: 'serve',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add([contentDir, schemasDir, imagesDir]);
      // Added and removed files (a picture, a page) change what is valid too; edits come through handleHotUpdate.
      const onAddOrRemove = (file: string): void => {
        if (watched(file)) check();
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
        response.end(lastValid(file));
      });
      devServer.ws.on(CONTENT_EVENTS.hello, (_data, client) => {
        client.send(CONTENT_EVENTS.problems, { problems } satisfies ProblemsMessage);
      });
      check();
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { type: 'module', src: OVERLAY_MODULE }, injectTo: 'body' }],
    load(id) {
      const file = id.split('?')[0];
      if (!isContentJson(file) || !existsSync(file)) return undefined;
      return lastValid(file);
    },
    handleHotUpdate({ file, server: devServer }) {
      if (!watched(file)) return undefined;
      const found = check();
      if (!isContentJson(file)) return undefined;
      const text = readFileSync(file, 'utf8');
      if (!parses(text)) return [];
      lastParsed.set(file, text);
      if (path.dirname(file) !== pagesDir) return undefined;
      const relative = path.relative(path.dirname(contentDir), file).split(path.sep).join('/');
      // A page with mistakes stays as it was last shown until it is fixed; the overlay says why.
      if (!found.some((p) => p.file === relative)) {
        const message: PageMessage = { pageId: path.basename(file, '.json'), page: JSON.parse(text) };
        devServer.ws.send({ type: 'custom', event: CONTENT_EVENTS.page, data: message });
      }
      return [];
    },
  };
}
