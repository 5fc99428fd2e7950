/**
 * The visual editor in `npm run dev`: serves /edit (src/editor/, built for production on the first
 * request: scripts/lib/dev/editor-bundle.ts), its pages (editor-page.ts) and the endpoint it reads and
 * writes content through (its calls: editor-calls.ts), and tells an open editor when a file changes on
 * disk. It exists only in the development server (`apply: 'serve'`); a build and `npm run serve` have
 * neither. Every call is guarded by scripts/lib/dev/editor-guard.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { lookup } from 'mrmime';
import {
  EDITOR_API,
  EDITOR_PATH,
  EDITOR_PREVIEW_PATH,
  EDITOR_STATUS_PATH,
  fileAt,
  PAGE_FILES,
  PREVIEW_HOSTNAME,
  previewAddress,
  previewFileOf,
} from '../../../src/editor/addresses.ts';
import { EDITOR_BUNDLE_BASE, editorBundle } from './editor-bundle.ts';
import { handlers, imagesDir } from './editor-calls.ts';
import { hostnameOf, refusal } from './editor-guard.ts';
import { firstScreens, openingPage, pageBody, pageHead, preparing } from './editor-page.ts';
import { ContentChoreError } from '../content/pages-admin.ts';
import { contentDir, projectRoot, relative } from '../paths.ts';

const EDITOR_TOKEN = Symbol.for('halcyon-editor-token');
/** Set once an editor has been served in this process: a server restarted after that loads the first screens' modules at once. */
const EDITOR_OPENED = Symbol.for('halcyon-editor-opened');

const srcDir = path.join(projectRoot, 'src');

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
