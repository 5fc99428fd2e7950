import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createHash } from 'node:crypto';
import { precompress } from '../../scripts/lib/build/precompress.ts';
import { createSiteHandler } from '../../src/server/site.ts';

const themeInit = 'document.documentElement.classList.add("dark")';
const asset = 'console.log("x");'.repeat(200);

/** A raw request, for methods fetch() refuses to send (TRACE). */
const raw = (method: string, urlPath: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

let server: Server;
let origin: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'faqs'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(
    path.join(root, 'faqs/index.html'),
    `<script>${themeInit}</script><script type="application/json" id="d">{}</script><script type="application/ld+json">{}</script><h1>faqs</h1>`,
  );
  writeFileSync(path.join(root, '404.html'), '<h1>coming soon</h1>');
  writeFileSync(path.join(root, 'assets/app-abc123.js'), asset);
  await precompress(root);
  server = createServer(
    createSiteHandler(
      root,
      [
        (req, res, next) => {
          if (req.url !== '/api/forms/f/contact') return next();
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end('{"ok":true}');
        },
      ],
      1,
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

describe('the site server', () => {
  it('maps each clean URL to its own prerendered file', async () => {
    expect(await (await fetch(`${origin}/`)).text()).toBe('<h1>home</h1>');
    expect(await (await fetch(`${origin}/faqs`)).text()).toMatch(/<h1>faqs<\/h1>$/);
    expect(await (await fetch(`${origin}/faqs/`)).text()).toMatch(/<h1>faqs<\/h1>$/);
  });

  it('answers unknown paths with the fallback page and status 404', async () => {
    const response = await fetch(`${origin}/no-such-page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('<h1>coming soon</h1>');
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    const asset = await fetch(`${origin}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${origin}/faqs`);
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's compressed copy to clients that accept it, and the file itself to others", async () => {
    const gzipped = await fetch(`${origin}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
    expect(await gzipped.text()).toBe(asset);
    const brotli = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    const refused = await raw('GET', '/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers['content-length']).toBe(String(asset.length));
  });
});

describe("the site server's methods and headers", () => {
  it('answers methods other than GET and HEAD with 405 and Allow, on pages and assets', async () => {
    for (const urlPath of ['/', '/faqs', '/assets/app-abc123.js', '/no-such-page']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'OPTIONS']) {
        const answer = await raw(method, urlPath);
        expect(answer.status, `${method} ${urlPath}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD');
      }
    }
    expect((await raw('HEAD', '/faqs')).status).toBe(200);
    // The middleware in front (the form endpoint) still takes its POSTs.
    expect((await fetch(`${origin}/api/forms/f/contact`, { method: 'POST' })).status).toBe(200);
  });

  it("answers /404.html and the hosts' configuration files with the fallback page and 404", async () => {
    for (const urlPath of ['/404.html', '/404', '/_headers', '/_redirects', '/vercel.json']) {
      expect((await fetch(`${origin}${urlPath}`)).status, urlPath).toBe(404);
    }
  });

  it('puts the security headers on every response: pages, assets, 404, 405 and the form endpoint', async () => {
    const answers = [
      await raw('GET', '/'),
      await raw('GET', '/assets/app-abc123.js'),
      await raw('GET', '/no-such-page'),
      await raw('DELETE', '/'),
      await raw('POST', '/api/forms/f/contact'),
    ];
    for (const { headers } of answers) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
        'x-frame-options': 'DENY',
        'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
      });
      expect(headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('allows inline scripts by hash only, data blocks not at all, and only the embeddable hosts', async () => {
    const csp = (await raw('GET', '/')).headers['content-security-policy'] as string;
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const hash = `'sha256-${createHash('sha256').update(themeInit).digest('base64')}'`;
    expect(directives['script-src']).toEqual(["'self'", hash, 'https://widgets.advisor-reviews.example']);
    expect(directives['frame-src']).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://quote.voyagesure.example',
      'https://widgets.advisor-reviews.example',
    ]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
  });

  it('sends Strict-Transport-Security over HTTPS only, as a trusted proxy reports it', async () => {
    const https = await raw('GET', '/', { 'X-Forwarded-Proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect((await raw('GET', '/', { 'X-Forwarded-Proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});
