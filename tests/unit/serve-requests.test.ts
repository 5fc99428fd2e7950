/**
 * The production server against the requests that used to take it down or answer wrongly: byte ranges,
 * conditional requests, guarded files behind a trailing slash, soft 404s, and handlers that throw.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRange } from '../../src/server/static-files.ts';
import { createSiteHandler } from '../../src/server/site.ts';

const body = 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(3); // 108 bytes
const size = body.length;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw request: fetch() would add headers of its own and refuses some of these. */
const raw = (method: string, urlPath: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('latin1');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });

let server: Server;
let origin: string;
const logged: string[] = [];

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'apartments'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, '.vite'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'apartments/index.html'), '<h1>apartments</h1>');
  writeFileSync(path.join(root, 'apartments/404.html'), '<h1>no such apartment</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  writeFileSync(path.join(root, 'assets/data-1a2b3c.txt'), body);
  writeFileSync(path.join(root, '.vite/manifest.json'), '{}');
  for (const file of ['vercel.json', '_headers', '_redirects']) writeFileSync(path.join(root, file), 'host');
  const throwing = (req: { url?: string }) => {
    if (req.url === '/boom') throw new Error('a handler threw');
  };
  server = createServer(
    createSiteHandler(
      root,
      [
        (req, _res, next) => {
          throwing(req);
          next();
        },
        async (req, _res, next) => {
          if (req.url === '/reject') throw new Error('a handler rejected');
          next();
        },
      ],
      0,
      (line) => logged.push(line),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const asset = '/assets/data-1a2b3c.txt';

describe('byte ranges (RFC 9110 14)', () => {
  it('answers ranges that cannot be satisfied with 416 and the size, and keeps serving', async () => {
    for (const range of ['bytes=5-4', 'bytes=50-10', 'bytes= 5-3', 'bytes=1-0', `bytes=${size}-`, 'bytes=-0', 'bytes=999-1000']) {
      const answer = await raw('GET', asset, { Range: range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    expect((await raw('GET', '/')).status).toBe(200);
  });

  it('sends the bytes asked for, with a last byte past the end cut to the end', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=5-', 5, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=-${size * 10}`, 0, size - 1],
      ['bytes=0-18446744073709551615', 0, size - 1],
      ['bytes=100-200', 100, size - 1],
      ['BYTES=3-3', 3, 3],
    ];
    for (const [range, start, end] of cases) {
      const answer = await raw('GET', asset, { Range: range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.text, range).toBe(body.slice(start, end + 1));
    }
  });

  it('ignores a range it does not support, sending the whole file', async () => {
    for (const range of ['items=0-5', 'bytes=0-1,4-5', 'bytes=abc', 'bytes=', 'bytes=--5', 'bytes=1.5-2']) {
      const answer = await raw('GET', asset, { Range: range });
      expect(answer.status, range).toBe(200);
      expect(answer.text, range).toBe(body);
    }
  });

  it('applies a range only while If-Range still names the file', async () => {
    const { headers } = await raw('GET', asset);
    const current = await raw('GET', asset, { Range: 'bytes=0-1', 'If-Range': headers.etag as string });
    expect(current.status).toBe(206);
    const stale = await raw('GET', asset, { Range: 'bytes=0-1', 'If-Range': '"0-0"' });
    expect(stale.status).toBe(200);
  });

  it('parses the forms the RFC allows and nothing else', () => {
    expect(parseRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(parseRange('bytes=-3', 10)).toEqual({ kind: 'part', start: 7, end: 9 });
    expect(parseRange('bytes=2-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-0', 1)).toEqual({ kind: 'part', start: 0, end: 0 });
  });
});

describe('conditional requests (RFC 9110 13)', () => {
  it('answers 304 with the validators and cache policy to If-None-Match: the ETag, a list holding it, or *', async () => {
    const { headers } = await raw('GET', '/');
    const etag = headers.etag as string;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, '*', `W/${etag}`]) {
      const answer = await raw('GET', '/', { 'If-None-Match': ifNoneMatch });
      expect(answer.status, ifNoneMatch).toBe(304);
      expect(answer.headers.etag).toBe(etag);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['last-modified']).toBe(headers['last-modified']);
    }
    expect((await raw('GET', '/', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('answers If-Modified-Since from the file time, and lets If-None-Match decide when both are sent', async () => {
    const { headers } = await raw('GET', asset);
    const modified = headers['last-modified'] as string;
    expect((await raw('GET', asset, { 'If-Modified-Since': modified })).status).toBe(304);
    expect((await raw('GET', asset, { 'If-Modified-Since': new Date(0).toUTCString() })).status).toBe(200);
    expect((await raw('GET', asset, { 'If-Modified-Since': 'not a date' })).status).toBe(200);
    expect((await raw('GET', asset, { 'If-Modified-Since': modified, 'If-None-Match': '"other"' })).status).toBe(200);
  });
});

describe('files that are not pages', () => {
  it("answers the hosts' files, dot-folders and every 404 page with 404, with or without a trailing slash", async () => {
    const paths = ['/vercel.json/', '/_headers/', '/_redirects/', '/vercel.json', '/.vite/manifest.json', '/.vite/'];
    paths.push('/apartments/404.html', '/apartments/404', '/404.html', '/404', '/404/', '/index.html/');
    for (const urlPath of paths) {
      const answer = await raw('GET', urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.text, urlPath).toMatch(/not found|no such apartment/);
    }
  });

  it('answers a path that is no file, however it is written, with the fallback page', async () => {
    for (const urlPath of ['/%E0%A4%A', '/..%2f..%2fetc%2fpasswd', '/a%00b', '/assets/../../../etc/passwd']) {
      expect((await raw('GET', urlPath)).status, urlPath).toBe(404);
    }
  });
});

describe('failures', () => {
  it('answers 500 to a request whose handler throws or rejects, logs it and goes on', async () => {
    for (const urlPath of ['/boom', '/reject']) {
      const answer = await raw('GET', urlPath);
      expect(answer.status, urlPath).toBe(500);
      expect(answer.text).toMatch(/try again/);
    }
    expect(logged.join('\n')).toMatch(/a handler threw[\s\S]*a handler rejected/);
    expect((await raw('GET', '/')).status).toBe(200);
  });
});
