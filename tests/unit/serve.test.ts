import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../../scripts/serve.ts';

let server: Server;
let origin: string;

beforeAll(async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'faqs'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'faqs/index.html'), '<h1>faqs</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>coming soon</h1>');
  writeFileSync(path.join(root, 'assets/app-abc123.js'), 'console.log("x");'.repeat(200));
  server = createServer(createSiteHandler(root));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

describe('the site server', () => {
  it('maps each clean URL to its own prerendered file', async () => {
    expect(await (await fetch(`${origin}/`)).text()).toBe('<h1>home</h1>');
    expect(await (await fetch(`${origin}/faqs`)).text()).toBe('<h1>faqs</h1>');
    expect(await (await fetch(`${origin}/faqs/`)).text()).toBe('<h1>faqs</h1>');
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

  it('compresses responses for clients that accept gzip', async () => {
    const response = await fetch(`${origin}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
