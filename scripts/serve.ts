/**
 * `npm start` / `npm run serve`: serves the built site on http://localhost:4173 (PORT overrides).
 * Each clean URL maps to its own prerendered file; anything else gets the fallback page with 404.
 */
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createFormEndpoint, parseTrustProxy, type Middleware } from '../src/server/form-endpoint.ts';
import { defaultDataDir, submissionsFile } from '../src/server/form-store.ts';
import {
  ASSET_CACHE_CONTROL,
  ASSETS_PREFIX,
  loadHeaderSources,
  PAGE_CACHE_CONTROL,
  securityHeadersMiddleware,
  staticGuard,
} from './lib/headers.ts';
import { clientDir, relative } from './lib/paths.ts';

/**
 * The site's own form endpoint (used when no hosted form service is configured), storing submissions
 * under DATA_DIR (default: data/). TRUST_PROXY=n: n reverse proxies stand in front and set X-Forwarded-For.
 */
export function siteFormEndpoint(log: (line: string) => void = console.log): Middleware {
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir;
  return createFormEndpoint({
    dataDir,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    onStored: (s) => log(`Form "${s.form}": submission stored in ${relative(submissionsFile(dataDir, s.form))}`),
    onError: (error) => log(`Form endpoint: ${error instanceof Error ? error.message : String(error)}`),
  });
}

/**
 * Static files of the build, plus any middleware in front of them (the form endpoint). Every answer
 * carries the headers of scripts/lib/headers.ts; behind `trustProxy` proxies, HSTS follows X-Forwarded-Proto.
 */
export function createSiteHandler(
  root = clientDir,
  before: Middleware[] = [],
  trustProxy = 0,
): (req: IncomingMessage, res: ServerResponse) => void {
  const notFoundPage = readFileSync(path.join(root, '404.html'));
  const compress = compression() as unknown as Middleware;
  const files = sirv(root, {
    etag: true,
    // Hashed build assets never change under the same name; pages must always be revalidated.
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', pathname.startsWith(ASSETS_PREFIX) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  const notFound = (res: ServerResponse): void => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    res.end(notFoundPage);
  };
  const stack: Middleware[] = [
    securityHeadersMiddleware(loadHeaderSources(root), trustProxy),
    ...before,
    staticGuard(notFound),
    compress,
    (req, res) => files(req, res, () => notFound(res)),
  ];
  return (req, res) => {
    const next = (i: number): void => stack[i]?.(req, res, () => next(i + 1));
    next(0);
  };
}

function main(): void {
  if (!existsSync(path.join(clientDir, '404.html'))) {
    console.error(`No built site in ${relative(clientDir)}/. Run \`npm run build\` first (\`npm start\` does both).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  let forms: Middleware;
  let trustProxy: number;
  try {
    trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
    forms = siteFormEndpoint();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const server = createServer(createSiteHandler(clientDir, [forms], trustProxy));
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is in use. Set PORT to another port, e.g. PORT=4180 npm start.` : error.message,
    );
    process.exit(1);
  });
  server.listen(port, () => console.log(`Serving ${relative(clientDir)}/ at http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) main();
