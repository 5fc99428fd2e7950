/**
 * `npm start` / `npm run serve`: serves the built site on http://localhost:4173 (PORT overrides; HOST
 * sets the address to listen on, 127.0.0.1 by default when TRUST_PROXY is set).
 * Each clean URL maps to its own prerendered file; anything else gets the fallback page with 404.
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createFormEndpoint, listenHost, parseRateLimit, parseTrustProxy, type Middleware } from './forms/endpoint.ts';
import { siteAdminEndpoint } from './admin/endpoint.ts';
import { storesFromEnv, type Stores } from './stores.ts';
import { siteLeads } from './leads/site.ts';
import { recipientsOf } from './leads/mail.ts';
import {
  ASSET_CACHE_CONTROL,
  ASSETS_PREFIX,
  loadHeaderSources,
  PAGE_CACHE_CONTROL,
  securityHeadersMiddleware,
  staticGuard,
} from './headers.ts';
import { clientDir, isCompleteBuild, relative } from '../../scripts/lib/paths.ts';
import { describe, fileFor, htmlFileFor, listFiles, sendFile, type StaticFile } from './static-files.ts';
import { messageOf } from '../../scripts/lib/message-of.ts';

/**
 * The site's own form endpoint (used when no hosted form service is configured), storing submissions
 * as leads where `stores` keep them (storesFromEnv: DATABASE_URL, else DATA_DIR, default data/), mailing
 * them through SMTP_URL (src/server/leads/). TRUST_PROXY=n: n
 * reverse proxies stand in front and set X-Forwarded-For. A form sent without JavaScript and refused is
 * answered with its prerendered page from `root` (null: a plain page of its own, as in `npm run dev`,
 * which prerenders nothing).
 */
export function siteFormEndpoint(
  log: (line: string) => void = console.log,
  root: string | null = clientDir,
  stores: Stores = storesFromEnv(process.env, { log }),
): Middleware {
  const { store, outbox, mail } = siteLeads(stores, log);
  return createFormEndpoint({
    store,
    recipients: (formId, fields) => recipientsOf(mail, formId, fields),
    onLead: (lead) => {
      if (lead.mail.state === 'pending') outbox.wake();
    },
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    rateLimit: parseRateLimit(process.env.FORM_RATE_LIMIT),
    page: async (urlPath) => {
      const file = root && path.join(root, htmlFileFor(urlPath));
      return file && existsSync(file) ? readFile(file, 'utf8') : null;
    },
    onStored: (s) => log(`Form "${s.form}": submission stored in ${whereFor(store.describe(s.form))}`),
    onError: (error) => log(`Form endpoint: ${messageOf(error)}`),
  });
}

/** A store's place for people: a file or folder relative to the project, or a database as it is. */
const whereFor = (place: string): string => (path.isAbsolute(place) ? relative(place) : place);

/** One build's files, its fallback pages and the headers made from its pages. */
interface BuildFiles {
  dir: string;
  notFoundPage: StaticFile;
  notFoundPageFor: (url: string) => StaticFile;
  headers: Middleware;
  files: Map<string, StaticFile>;
}

/** A file of the build with its precompressed copies, when it has them. */
const withCopies = (file: string): StaticFile => describe(file, new Set(readdirSync(path.dirname(file))));

function buildFiles(dir: string, trustProxy: number): BuildFiles {
  const notFoundPage = withCopies(path.join(dir, '404.html'));
  return {
    dir,
    notFoundPage,
    notFoundPageFor: nearestNotFound(dir, notFoundPage),
    // The script hashes of the policy belong to this build's pages, so they follow the swap too.
    headers: securityHeadersMiddleware(loadHeaderSources(dir), trustProxy),
    files: listFiles(dir),
  };
}

// Hashed build assets never change under the same name; pages must always be revalidated.
const cacheControl = (pathname: string): string =>
  pathname.startsWith(ASSETS_PREFIX) ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL;

const PLAIN_TEXT = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * Answers a request that a handler failed on, instead of letting the error end the process: 500 with a
 * plain message when nothing was sent yet, else the connection is closed (a half-sent body cannot be fixed).
 */
function failed(res: ServerResponse, error: unknown, log: (line: string) => void): void {
  log(`Request failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, PLAIN_TEXT);
  res.end('Something went wrong on our side. Please try again in a moment.\n');
}

/**
 * Puts a request's target in origin form, the one the handlers read. A client may send it in absolute
 * form (`GET http://host/faqs`), which a server must accept (RFC 9112 3.2.2); its host then stands for
 * the Host header. False when the request names its host twice, which RFC 9112 3.2 answers with 400.
 */
function originForm(req: IncomingMessage): boolean {
  if ((req.headersDistinct.host?.length ?? 0) > 1) return false;
  const target = req.url ?? '/';
  if (!/^https?:\/\//i.test(target)) return true;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return false;
  }
  req.url = `${url.pathname}${url.search}`;
  req.headers.host = url.host;
  return true;
}

/**
 * Static files of the build, plus any middleware in front of them (the form endpoint). Every answer
 * carries the headers of src/server/headers.ts; behind `trustProxy` proxies, HSTS follows X-Forwarded-Proto.
 *
 * `root` may be a link that a build swaps to a new folder once it is complete (scripts/build.ts): each
 * request follows it, so a new build is served without a restart. The previous build still answers
 * for assets the new one lacks, so a page opened before the swap can load its remaining chunks; an
 * asset neither has gets 404.
 *
 * No request can end the process: an exception thrown by any step, or a promise it returns that
 * rejects, answers that request with 500 and is logged.
 */
export function createSiteHandler(
  root = clientDir,
  before: Middleware[] = [],
  trustProxy = 0,
  log: (line: string) => void = console.error,
): (req: IncomingMessage, res: ServerResponse) => void {
  let current = buildFiles(realpathSync(root), trustProxy);
  let previous: BuildFiles | undefined;
  const follow = (): void => {
    let dir: string;
    try {
      dir = realpathSync(root);
    } catch {
      return; // Between builds of an older layout: keep serving what is loaded.
    }
    // Only a build's folder marked complete: a link pointing at a folder being made or removed is not followed.
    if (dir === current.dir || !isCompleteBuild(path.dirname(dir))) return;
    previous = current;
    current = buildFiles(dir, trustProxy);
  };
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, page: StaticFile): void =>
    sendFile(req, res, page, { 'Cache-Control': PAGE_CACHE_CONTROL }, 404);
  const notFound = (req: IncomingMessage, res: ServerResponse, build: BuildFiles): void =>
    sendNotFound(req, res, build.notFoundPageFor(req.url ?? '/'));
  // A build folder removed by a later build must not be read from: its files would fail mid-stream.
  const serveFrom = (build: BuildFiles | undefined, req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const pathname = (req.url ?? '/').split('?')[0];
    const file = build && existsSync(build.dir) ? fileFor(build.files, pathname) : undefined;
    if (file) sendFile(req, res, file, { 'Cache-Control': cacheControl(pathname) });
    else next();
  };
  const files: Middleware = (req, res) => {
    const build = current;
    serveFrom(build, req, res, () =>
      req.url?.startsWith(ASSETS_PREFIX)
        ? serveFrom(previous, req, res, () => notFound(req, res, build))
        : notFound(req, res, build),
    );
  };
  const stack: Middleware[] = [
    (req, res, next) => current.headers(req, res, next),
    (req, res, next) => {
      if (originForm(req)) return next();
      res.writeHead(400, { ...PLAIN_TEXT, Connection: 'close' });
      res.end('The request names its host more than once, or names a host that is not one.\n');
    },
    ...before,
    staticGuard((req, res) => sendNotFound(req, res, current.notFoundPage)),
    files,
  ];
  return (req, res) => {
    const next = (i: number): void => {
      try {
        const result: unknown = stack[i]?.(req, res, () => next(i + 1));
        if (result instanceof Promise) result.catch((error: unknown) => failed(res, error, log));
      } catch (error) {
        failed(res, error, log);
      }
    };
    try {
      follow();
    } catch (error) {
      failed(res, error, log);
      return;
    }
    next(0);
  };
}

/** How long the server waits for each part of a request, and how many connections one address may hold. */
export interface ServerLimits {
  /** To receive a request's headers. */
  headersMs: number;
  /** To receive a whole request, headers and body. */
  requestMs: number;
  /** To keep an idle connection open for the client's next request. */
  keepAliveMs: number;
  /** How often the times above are checked: a request is cut at most this much after its time. */
  checkMs: number;
  /** Open connections one client address may hold at once; 0 for no cap (behind a proxy, whose address all visitors share). */
  connectionsPerAddress: number;
}

/**
 * Generous for a phone on a poor connection, whose requests are a few kilobytes; short enough that a
 * client sending a byte at a time cannot hold a connection for minutes. A browser opens six connections
 * to a host, so several people behind one address (an office, a hotel) still fit in the cap.
 */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 5_000,
  checkMs: 1_000,
  connectionsPerAddress: 64,
};

/** An answer written on the connection itself, for a request that never reaches the handlers; it closes the connection. */
const closingAnswer = (status: number, reason: string, text: string, headers = ''): string =>
  `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\n${headers}Connection: close\r\n\r\n${text}\n`;

const TOO_MANY_CONNECTIONS = closingAnswer(
  503,
  'Service Unavailable',
  'Too many connections from your address. Please try again in a moment.',
  'Retry-After: 10\r\n',
);

/** Node's own refusals of a request it cannot hand to the site, each with a line saying why; any other is 400. */
const CLIENT_ERRORS: Record<string, string> = {
  ERR_HTTP_REQUEST_TIMEOUT: closingAnswer(408, 'Request Timeout', 'The request took too long to arrive.'),
  HPE_HEADER_OVERFLOW: closingAnswer(431, 'Request Header Fields Too Large', 'The request headers are too large.'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: closingAnswer(413, 'Content Too Large', 'The request body is sent in parts too large to read.'),
};
const NOT_HTTP = closingAnswer(400, 'Bad Request', 'The request is not valid HTTP.');

/**
 * The site's HTTP server: `handler` behind time limits for every request and a cap on the connections
 * of one address, so that slow clients or many connections cannot hold all of it.
 */
export function createSiteServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  limits: ServerLimits = DEFAULT_SERVER_LIMITS,
): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkMs,
    },
    handler,
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // An answer half sent cannot be followed by another; a closed socket takes none.
    const responding = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
    if (!socket.writable || responding || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    socket.end(CLIENT_ERRORS[error.code ?? ''] ?? NOT_HTTP);
  });
  if (limits.connectionsPerAddress > 0) {
    const open = new Map<string, number>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? '';
      const count = (open.get(address) ?? 0) + 1;
      if (count > limits.connectionsPerAddress) {
        socket.end(TOO_MANY_CONNECTIONS, () => socket.destroy());
        return;
      }
      open.set(address, count);
      socket.on('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    });
  }
  return server;
}

/**
 * The not-found page for a path: the 404.html of its folder when there is one (a collection route's own,
 * such as apartments/404.html for /apartments/7, exactly where the route's ids would be), else the site's.
 * Files are described once.
 */
function nearestNotFound(root: string, sitePage: StaticFile): (url: string) => StaticFile {
  const cache = new Map<string, StaticFile | null>();
  return (url) => {
    const folder = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).slice(0, -1);
    // Only folder names a route can have: nothing from the URL reaches the file system unchecked.
    if (folder.length === 0 || !folder.every((s) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s))) return sitePage;
    const file = path.join(root, ...folder, '404.html');
    if (!cache.has(file)) cache.set(file, existsSync(file) ? withCopies(file) : null);
    return cache.get(file) ?? sitePage;
  };
}

/** `npm start` / `npm run serve`: the last build, on PORT (4173), with the form endpoint. */
export function serveSite(): void {
  if (!existsSync(path.join(clientDir, '404.html'))) {
    console.error(`No built site in ${relative(clientDir)}/. Run \`npm run build\` first (\`npm start\` does both).`);
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  let forms: Middleware;
  let admin: Middleware;
  let trustProxy: number;
  let stores: Stores;
  try {
    trustProxy = parseTrustProxy(process.env.TRUST_PROXY);
    stores = storesFromEnv();
    forms = siteFormEndpoint(console.log, clientDir, stores);
    admin = siteAdminEndpoint(stores);
  } catch (error) {
    console.error(messageOf(error));
    process.exit(1);
  }
  const server = createSiteServer(createSiteHandler(clientDir, [forms, admin], trustProxy), {
    ...DEFAULT_SERVER_LIMITS,
    connectionsPerAddress: trustProxy > 0 ? 0 : DEFAULT_SERVER_LIMITS.connectionsPerAddress,
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${port} is in use. Set PORT to another port, e.g. PORT=4180 npm start.` : error.message,
    );
    process.exit(1);
  });
  const host = listenHost(process.env.HOST, trustProxy);
  const shown = !host || host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  // Visitors are let in only once the database's schema is up to date: a server that cannot store a
  // lead says so now rather than at the first post.
  stores.ready.then(
    () =>
      // The port bound, which PORT=0 leaves to the system.
      server.listen(port, host, () =>
        console.log(`Serving ${relative(clientDir)}/ at http://${shown}:${(server.address() as AddressInfo).port}`),
      ),
    (error: unknown) => {
      console.error(messageOf(error));
      process.exit(1);
    },
  );
}
