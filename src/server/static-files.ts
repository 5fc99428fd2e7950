/**
 * The built site's files as `npm run serve` sends them: each clean URL to its prerendered page, each
 * asset by its path, with validators (ETag, Last-Modified) that conditional requests are answered from,
 * byte ranges parsed per RFC 9110, and the build's precompressed copies (`.br`, `.gz`, made by
 * scripts/lib/build/precompress.ts) sent to clients that accept them, so no request costs a compression.
 *
 * The files are listed once, when a build is first served (it never changes after its swap): nothing
 * in a URL reaches the file system except as a key of that list.
 */
import { createReadStream, readdirSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';
import { HOST_ONLY_FILES } from './headers.ts';

/** Where a clean URL's prerendered file lives: /faqs → faqs/index.html. */
export const htmlFileFor = (urlPath: string): string =>
  urlPath === '/' ? 'index.html' : path.join(...urlPath.slice(1).split('/'), 'index.html');

/** Content codings of the precompressed copies, in the order a client that takes both gets them. */
export const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number]['name'];

interface Representation {
  abs: string;
  size: number;
  etag: string;
}

export interface StaticFile extends Representation {
  type: string;
  lastModified: string;
  /** Last-Modified to the second, as HTTP dates carry it. */
  modifiedSeconds: number;
  encoded: Partial<Record<Encoding, Representation>>;
}

/** A strong validator from size and time: a rebuilt file changes both or at least its time. */
const etagOf = (stats: Stats, suffix = ''): string =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${suffix}"`;

/**
 * Every file a visitor may ask for, by URL path. Left out: dot-files and dot-folders (Vite's manifest,
 * the header sources), the hosts' configuration files, every 404.html (only ever sent as the answer for a
 * missing page, never as a page of its own) and the compressed copies (sent in place of their original).
 */
export function listFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (folder: string, urlPath: string): void => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const abs = path.join(folder, entry.name);
      const url = `${urlPath}/${entry.name}`;
      if (entry.isDirectory()) {
        walk(abs, url);
        continue;
      }
      if (!entry.isFile() || entry.name === '404.html' || HOST_ONLY_FILES.has(url)) continue;
      if (ENCODINGS.some(({ extension }) => entry.name.endsWith(extension) && names.has(entry.name.slice(0, -3)))) continue;
      files.set(url, describe(abs, names, entry.name));
    }
  };
  walk(root, '');
  return files;
}

/** One file with its precompressed copies beside it. */
export function describe(abs: string, siblings: ReadonlySet<string> = new Set(), name = path.basename(abs)): StaticFile {
  const stats = statSync(abs);
  const type = lookup(name) ?? 'application/octet-stream';
  const encoded: StaticFile['encoded'] = {};
  for (const { name: coding, extension } of ENCODINGS) {
    if (!siblings.has(name + extension)) continue;
    const copy = statSync(abs + extension);
    encoded[coding] = { abs: abs + extension, size: copy.size, etag: etagOf(stats, `-${coding}`) };
  }
  return {
    abs,
    size: stats.size,
    etag: etagOf(stats),
    type: type.startsWith('text/') || type === 'application/javascript' ? `${type}; charset=utf-8` : type,
    lastModified: stats.mtime.toUTCString(),
    modifiedSeconds: Math.floor(stats.mtimeMs / 1000),
    encoded,
  };
}

/**
 * The file a URL path names: a path ending in / only ever names a folder's page, so `/vercel.json/`
 * is nothing, while `/faqs` and `/faqs/` are the page faqs/index.html.
 */
export function fileFor(files: Map<string, StaticFile>, pathname: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  if (decoded.endsWith('/')) return files.get(`${decoded}index.html`);
  return files.get(decoded) ?? files.get(`${decoded}/index.html`);
}

/** The codings a client accepts, by their weight (RFC 9110 12.5.3); a coding it gives q=0 is refused. */
export function preferredEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, unknown>>,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (token) weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? (weights.has('*') ? (weights.get('*') ?? 0) : 0);
  let best: Encoding | undefined;
  for (const { name } of ENCODINGS) {
    if (!available[name] || weightOf(name) <= 0) continue;
    if (!best || weightOf(name) > weightOf(best)) best = name;
  }
  return best;
}

export type RangeAnswer = { kind: 'whole' } | { kind: 'unsatisfiable' } | { kind: 'part'; start: number; end: number };

/**
 * A Range header against a representation of `size` bytes (RFC 9110 14.1.2). One byte range is served;
 * another unit, a list of several ranges or a header that is not a range at all is ignored, which the
 * RFC allows (the whole representation, 200). A range with its last byte before its first, a suffix of
 * zero bytes, or one that starts past the end cannot be satisfied (416).
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  // Spaces after `=` are trimmed with each range: matched here too, a long run of them backtracks.
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const specs = match[1].split(',').map((s) => s.trim());
  if (specs.length !== 1) return { kind: 'whole' };
  const spec = /^(\d*)-(\d*)$/.exec(specs[0]);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'whole' };
  const [, first, last] = spec;
  if (first === '') {
    // A suffix: the last N bytes, all of them when N is larger than the representation.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'unsatisfiable' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}

const headerList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const opaque = (etag: string): string => etag.replace(/^W\//, '');

/**
 * Whether the client's copy is current (RFC 9110 13.1.2, 13.1.3): If-None-Match, with `*` or a list
 * compared weakly, decides when present; else If-Modified-Since against the file's time.
 */
export function isNotModified(req: IncomingMessage, etag: string, modifiedSeconds: number): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (noneMatch !== undefined) {
    const tags = headerList(noneMatch);
    return tags.includes('*') || tags.some((tag) => opaque(tag) === opaque(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && modifiedSeconds * 1000 <= since;
}

/** If-Range: the range applies only while the client's validator still names this representation. */
function rangeStillApplies(req: IncomingMessage, file: StaticFile): boolean {
  const ifRange = req.headers['if-range'];
  if (typeof ifRange !== 'string') return true;
  if (ifRange.startsWith('"')) return ifRange === file.etag;
  return Date.parse(ifRange) === file.modifiedSeconds * 1000;
}

/**
 * Sends one file as GET or HEAD asks for it; `headers` are the caller's (cache policy). With another
 * status than 200 (the not-found page) the file is the answer's body only: no range, no 304.
 */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: StaticFile,
  headers: Record<string, string>,
  status = 200,
): void {
  const varies = Object.keys(file.encoded).length > 0;
  const range =
    status === 200 && req.method === 'GET' && rangeStillApplies(req, file)
      ? parseRange(req.headers.range, file.size)
      : { kind: 'whole' as const };
  // Ranges are of the file's own bytes; a whole answer may be a compressed copy.
  const coding = range.kind === 'whole' ? preferredEncoding(req.headers['accept-encoding'], file.encoded) : undefined;
  const chosen = (coding && file.encoded[coding]) || file;
  const common: Record<string, string> = {
    ...headers,
    ...(status === 200 ? { ETag: chosen.etag, 'Last-Modified': file.lastModified } : {}),
    ...(varies ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (status === 200 && isNotModified(req, chosen.etag, file.modifiedSeconds)) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  common['Content-Type'] = file.type;
  common['Accept-Ranges'] = 'bytes';
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...common, 'Content-Range': `bytes */${file.size}`, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Range not satisfiable.\n');
    return;
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, chosen.size - 1];
  res.writeHead(range.kind === 'part' ? 206 : status, {
    ...common,
    ...(coding ? { 'Content-Encoding': coding } : {}),
    ...(range.kind === 'part' ? { 'Content-Range': `bytes ${start}-${end}/${file.size}` } : {}),
    'Content-Length': String(end - start + 1),
  });
  if (req.method === 'HEAD' || chosen.size === 0) {
    res.end();
    return;
  }
  // A file that cannot be read any more (its build pruned mid-answer) ends the response, not the server.
  pipeline(createReadStream(chosen.abs, { start, end }), res, () => undefined);
}
