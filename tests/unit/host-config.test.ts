import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectHeaderSources, inlineScriptHashes } from '../../src/server/headers.ts';
import { writeHostConfig } from '../../scripts/lib/build/host-config.ts';
import { createSiteHandler } from '../../src/server/site.ts';
import type { RouteManifest } from '../../src/generated/content.ts';

const manifest: RouteManifest = {
  routes: { '/': 'home', '/faqs': 'faqs' },
  aliases: { '/questions': '/faqs' },
  planned: ['/blog'],
  fallback: 'coming-soon',
};

let root: string;
let hosting: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'host-'));
  hosting = mkdtempSync(path.join(tmpdir(), 'hosting-'));
  mkdirSync(path.join(root, 'faqs'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<script>document.documentElement.classList.add("dark")</script><h1>home</h1>');
  writeFileSync(path.join(root, 'faqs/index.html'), '<h1>faqs</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>coming soon</h1>');
  writeFileSync(path.join(root, 'assets/app-abc123.js'), 'console.log(1);');
  await writeHostConfig(root, { hostingDir: hosting, manifest });
  server = createServer(createSiteHandler(root, [], 1));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

/** What the server (src/server/site.ts) sends for a path over HTTPS, minus the headers that describe the file itself. */
async function served(urlPath: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}${urlPath}`, { headers: { 'X-Forwarded-Proto': 'https' } });
  const own = new Set([
    'accept-ranges',
    'content-length',
    'content-type',
    'etag',
    'last-modified',
    'date',
    'connection',
    'keep-alive',
    'vary',
  ]);
  return Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
}

const lower = (entries: [string, string][]) => Object.fromEntries(entries.map(([k, v]) => [k.toLowerCase(), v]));

/** Netlify's rules for a path: every matching block, combined. */
function netlifyFor(urlPath: string): Record<string, string> {
  const text = readFileSync(path.join(root, '_headers'), 'utf8');
  const headers: [string, string][] = [];
  let matches = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.trim().replace(/\*/g, '.*')}$`);
      matches = pattern.test(urlPath);
    } else if (matches) {
      const at = line.indexOf(':');
      headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return lower(headers);
}

/** Vercel's rules for a path: later rules override earlier ones. */
function vercelFor(urlPath: string): Record<string, string> {
  const config = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8')) as {
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
  const headers: [string, string][] = config.headers
    .filter((rule) => new RegExp(`^${rule.source}$`).test(urlPath))
    .flatMap((rule) => rule.headers.map(({ key, value }): [string, string] => [key, value]));
  return lower(headers);
}

/** nginx's add_header lines of one location block. */
function nginxFor(location: string): Record<string, string> {
  const text = readFileSync(path.join(hosting, 'nginx.conf'), 'utf8');
  const start = text.indexOf(`    location ${location} {`);
  const block = text.slice(start, text.indexOf('\n    }\n', start));
  const own = block.replace(/ {8}if \(\$request_method[\s\S]*?\n {8}\}\n/, '');
  return lower(
    [...own.matchAll(/^ {8}add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)].map(([, name, value]): [string, string] => [
      name,
      value.replace(/\\"/g, '"'),
    ]),
  );
}

describe("the hosts' configuration", () => {
  it('sends what the production server sends over HTTPS, on Vercel and nginx exactly', async () => {
    const page = await served('/faqs');
    const asset = await served('/assets/app-abc123.js');
    expect(page['strict-transport-security']).toMatch(/^max-age=/);
    expect(page['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(vercelFor('/faqs')).toEqual(page);
    expect(vercelFor('/assets/app-abc123.js')).toEqual(asset);
    expect(nginxFor('/')).toEqual(page);
    expect(nginxFor('/assets/')).toEqual(asset);
  });

  it('sends the same security headers on Netlify, whose own cache header pages keep', async () => {
    const { ['cache-control']: pageCache, ...page } = await served('/faqs');
    expect(pageCache).toBe('no-cache');
    expect(netlifyFor('/faqs')).toEqual(page);
    const asset = await served('/assets/app-abc123.js');
    expect(netlifyFor('/assets/app-abc123.js')).toEqual(asset);
  });

  it('serves aliases from their own files and everything else with the fallback page and 404', () => {
    const redirects = readFileSync(path.join(root, '_redirects'), 'utf8').split('\n');
    expect(redirects.slice(-3)).toEqual(['/questions  /questions/index.html  200', '/*  /404.html  404', '']);
    const vercel = JSON.parse(readFileSync(path.join(root, 'vercel.json'), 'utf8'));
    expect(vercel.rewrites).toEqual([{ source: '/questions', destination: '/questions/index.html' }]);
    const nginx = readFileSync(path.join(hosting, 'nginx.conf'), 'utf8');
    expect(nginx).toContain('error_page 404 /404.html;');
    // The back office and the form endpoint are the server's: passed to it, never looked for among the files.
    for (const location of ['= /admin', '/admin/', '/api/forms/'])
      expect(nginx).toMatch(new RegExp(`location ${location} \\{\\n {8}proxy_pass http://127\\.0\\.0\\.1:4173;`));
    expect(nginx).toContain('return 405;');
  });

  it('serves none of the files the site server hides: dot-folder, host files, 404 pages as pages', () => {
    const redirects = readFileSync(path.join(root, '_redirects'), 'utf8');
    for (const hidden of ['/vercel.json', '/_headers', '/_redirects', '/.vite/*', '/:folder/404.html', '/:folder/404']) {
      expect(redirects, hidden).toContain(`\n${hidden}  /404.html  404!\n`);
    }
    expect(readFileSync(path.join(root, '.vercelignore'), 'utf8').split('\n')).toEqual(
      expect.arrayContaining(['.vite', '_headers', '_redirects', '*/**/404.html']),
    );
    const nginx = readFileSync(path.join(hosting, 'nginx.conf'), 'utf8');
    const denied = [...nginx.matchAll(/location ~ (\S+) \{\n\s+return 404;/g)].map(([, pattern]) => new RegExp(pattern));
    for (const urlPath of [
      '/.vite/manifest.json',
      '/.vite/header-sources.json',
      '/apartments/404.html',
      '/apartments/404',
      '/vercel.json/',
      '/_headers',
    ]) {
      expect(
        denied.some((pattern) => pattern.test(urlPath)),
        urlPath,
      ).toBe(true);
    }
    expect(nginx).toContain('gzip_static on;');
  });
});

describe('collectHeaderSources', () => {
  it('takes the hashes of the pages the prerender hashed as it wrote them, and reads only the others', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hashed-'));
    writeFileSync(path.join(folder, 'index.html'), '<script>one()</script>');
    writeFileSync(path.join(folder, 'other.html'), '<script>two()</script>');
    const [one] = inlineScriptHashes('<script>one()</script>');
    const [two] = inlineScriptHashes('<script>two()</script>');
    // The prerender's own record of index.html stands, even where the file says otherwise.
    const hashed = { files: new Set([path.join(folder, 'index.html')]), scriptHashes: ['sha256-recorded'] };
    expect(collectHeaderSources(folder, {}, hashed).scriptHashes).toEqual(['sha256-recorded', two].sort());
    expect(collectHeaderSources(folder, {}).scriptHashes).toEqual([one, two].sort());
  });
});
