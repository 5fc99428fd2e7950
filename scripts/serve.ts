/**
 * `npm start` / `npm run serve`: serves the built site on http://localhost:4173 (PORT overrides).
 * Each clean URL maps to its own prerendered file; anything else gets the fallback page with 404.
 */
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createFormEndpoint, type Middleware } from '../src/server/form-endpoint.ts';
import { defaultDataDir, submissionsFile } from '../src/server/form-store.ts';
import { clientDir, relative } from './lib/paths.ts';

/**
 * The site's own form endpoint (used when no hosted form service is configured), storing submissions
 * under DATA_DIR (default: data/).
 */
export function siteFormEndpoint(log: (line: string) => void = console.log): Middleware {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir;
  return createFormEndpoint({
    dataDir,
    onStored: (s) => log(`Form "${s.form}": submission stored in ${relative(submissionsFile(dataDir, s.form))}`),
    onError: (error) => log(`Form endpoint: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/** Static files of the build, plus any middleware in front of them (the form endpoint). */
export function createSiteHandler(
  root = clientDir,
  before: Middleware[] = [],
): (req: IncomingMessage, res: ServerResponse) => void {
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  const notFoundPageFor = nearestNotFound(root, notFoundPage);
  const compress = compression() as unknown as Middleware;
  const files = sirv(root, {
    etag: true,
    // Hashed build assets never change under the same name; pages must always be revalidated.
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const notFound = (req: IncomingMessage, res: ServerResponse): void => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(notFoundPageFor(req.url ?? '/'));
  };
  const stack: Middleware[] = [...before, compress, (req, res) => files(req, res, () => notFound(req, res))];
  return (req, res) => {
    const next = (i: number): void => stack[i]?.(req, res, () => next(i + 1));
    next(0);
  };
}

/**
 * The not-found page for a path: the 404.html of its folder when there is one (a collection route's own,
 * such as apartments/404.html for /apartments/7, exactly where the route's ids would be), else the site's.
 * Files are read once.
 */
function nearestNotFound(root: string, sitePage: Buffer): (url: string) => Buffer {
  const cache = new Map<string, Buffer | null>();
  return (url) => {
    const folder = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).slice(0, -1);
    // Only folder names a route can have: nothing from the URL reaches the file system unchecked.
    if (folder.length === 0 || !folder.every((s) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s))) return sitePage;
    const file = path.join(root, ...folder, '404.html');
    if (!cache.has(file)) cache.set(file, existsSync(file) ? readFileSync(file) : null);
    return cache.get(file) ?? sitePage;
  };
}

function main(): void {
  if (!existsSync(path.join(clientDir, '404.html'))) {
    console.error(`No built site in ${relative(clientDir)}/. Run \`npm run build\` first (\`npm start\` does both).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const server = createServer(createSiteHandler(clientDir, [siteFormEndpoint()]));
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is in use. Set PORT to another port, e.g. PORT=4180 npm start.` : error.message,
    );
    process.exit(1);
  });
  server.listen(port, () => console.log(`Serving ${relative(clientDir)}/ at http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
