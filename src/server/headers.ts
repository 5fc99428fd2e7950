/**
 * The HTTP headers of the built site, in one place: the server (src/server/site.ts) sends them and the build writes
 * them into every host's configuration (scripts/lib/build/host-config.ts), so a page is as protected on a
 * CDN as on `npm start`.
 *
 * The Content-Security-Policy allows scripts from this site and the inline scripts the prerender
 * emits (by hash: the theme script; the page data and JSON-LD are data blocks, which never run), plus
 * the origins content may embed (src/content/embeds.ts). Styles need 'unsafe-inline': styled-components
 * writes each page's CSS into a <style> element, and adds more as blocks hydrate, from script; the CSS
 * changes with every page and every visit's path through the site, so no hash list can name it.
 * Injected CSS cannot run script, so the script policy stays strict.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import siteJson from '../../content/site.json' with { type: 'json' };
import { embedOrigins, videoPlayerOrigins } from '../content/embeds.ts';
import type { Site } from '../generated/content.ts';

/** What the headers depend on beyond the content: facts of one build. */
export interface HeaderSources {
  /** 'sha256-…' of every inline script the pages run. */
  scriptHashes: string[];
  /** The hosted form service's origin the forms post to, or '' when the site receives them itself. */
  formService: string;
}

/**
 * Where a build records its header sources for the server: beside Vite's manifest, in a dot-folder
 * that the server (sirv) never serves.
 */
export const headerSourcesFile = (clientRoot: string): string => path.join(clientRoot, '.vite', 'header-sources.json');

/** Sent over HTTPS only: a browser then refuses plain HTTP to this host for two years. */
export const HSTS = 'max-age=63072000; includeSubDomains';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Hashed build assets, safe to cache forever. */
export const ASSETS_PREFIX = '/assets/';
/** Methods the static site answers; anything else gets 405. */
export const ALLOWED_METHODS = 'GET, HEAD';

/** Script types a browser treats as data, never as code: no hash needed, none given. */
const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json', 'importmap', 'speculationrules']);
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** The CSP hashes of the inline scripts of one HTML page that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && DATA_SCRIPT_TYPES.has(type)) continue;
    hashes.push(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return hashes;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const originOf = (url: string): string => (url ? new URL(url).origin : '');

/**
 * An origin fit to stand in a header: https://host or https://host:port. The URL parser keeps `;`,
 * `,` and the like in a host, and content or the environment could then end a directive and start
 * another; the content gate refuses such addresses, and this refuses them again where the policy is made.
 */
export function plainOrigin(origin: string): string {
  if (!/^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/.test(origin))
    throw new Error(
      `${JSON.stringify(origin)} is not a plain origin (https://host or https://host:port): it cannot go into a header.`,
    );
  return origin;
}

/** Pages whose inline scripts are already hashed: the prerender hashes each page as it writes it. */
export interface HashedPages {
  files: ReadonlySet<string>;
  scriptHashes: Iterable<string>;
}

/** Reads one build's header sources from its pages (those not already hashed in `hashed`) and settings. */
export function collectHeaderSources(
  clientRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  hashed: HashedPages = { files: new Set(), scriptHashes: [] },
): HeaderSources {
  const read = htmlFiles(clientRoot).filter((file) => !hashed.files.has(file));
  const hashes = new Set([...hashed.scriptHashes, ...read.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8')))]);
  // As src/forms/endpoint.ts decides it for the browser: FORM_SERVICE_URL at build time, else site.json.
  const formService = originOf(env.FORM_SERVICE_URL || (siteJson as Site).forms.serviceUrl || '');
  return { scriptHashes: [...hashes].sort(), formService };
}

/** The sources a build recorded, or, for a folder built otherwise, the ones read from it now. */
export function loadHeaderSources(clientRoot: string): HeaderSources {
  const file = headerSourcesFile(clientRoot);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as HeaderSources) : collectHeaderSources(clientRoot);
}

export function contentSecurityPolicy({ scriptHashes, formService }: HeaderSources): string {
  const self = "'self'";
  const frames = [...Object.values(videoPlayerOrigins), ...embedOrigins.frames].map(plainOrigin);
  const widgets = embedOrigins.scripts.map(plainOrigin);
  if (formService) plainOrigin(formService);
  const directives: [string, string[]][] = [
    ['default-src', [self]],
    ['script-src', [self, ...scriptHashes.map((h) => `'${h}'`), ...widgets]],
    ['style-src', [self, "'unsafe-inline'", ...widgets]],
    ['img-src', [self, 'data:', ...widgets]],
    ['font-src', [self]],
    ['media-src', [self]],
    ['connect-src', [self, ...(formService ? [formService] : []), ...widgets]],
    ['frame-src', [...frames, ...widgets]],
    ['object-src', ["'none'"]],
    ['base-uri', [self]],
    ['form-action', [self, ...(formService ? [formService] : [])]],
    ['frame-ancestors', ["'none'"]],
  ];
  return policyText(directives);
}

/** A Content-Security-Policy header's value from its directives, each value once. */
export const policyText = (directives: [string, string[]][]): string =>
  directives.map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`).join('; ');

/** The headers every response carries, whatever its path or status. */
export function securityHeaders(sources: HeaderSources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'X-Frame-Options': 'DENY',
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Whether the visitor's connection is HTTPS: TLS here, or, behind trusted proxies, as they report it. */
export function isHttps(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (trustProxy === 0) return false;
  const proto = req.headers['x-forwarded-proto'];
  return (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/** Puts the security headers on every response, before anything else answers. */
export function securityHeadersMiddleware(sources: HeaderSources, trustProxy = 0): Middleware {
  const headers = Object.entries(securityHeaders(sources));
  return (req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (isHttps(req, trustProxy)) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}

/** Files of the build that are for hosts, not visitors (host-config.ts writes them). */
export const HOST_ONLY_FILES = new Set(['/_headers', '/_redirects', '/vercel.json', '/.vercelignore']);

/**
 * What a static site answers before looking for a file: 405 (with Allow) for methods other than GET
 * and HEAD, and the fallback page with 404 for the fallback's own file and the hosts' files.
 */
export function staticGuard(notFound: (req: IncomingMessage, res: ServerResponse) => void): Middleware {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.writeHead(405, { Allow: ALLOWED_METHODS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed.\n');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent((req.url ?? '/').split('?')[0]);
    } catch {
      pathname = '';
    }
    if (pathname === '/404.html' || pathname === '/404' || HOST_ONLY_FILES.has(pathname)) return notFound(req, res);
    next();
  };
}
