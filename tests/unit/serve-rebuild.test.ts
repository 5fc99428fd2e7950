import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { createSiteHandler } from '../../src/server/site.ts';

let dist: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  // A small stand-in for the build being served, linked the way a build links its own.
  // Inside the project: the server bundle resolves React and the rest from its node_modules.
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
  dist = mkdtempSync(path.join(projectRoot, '.cache/rebuild-'));
  const old = path.join(dist, 'builds/old/client');
  mkdirSync(path.join(old, 'assets'), { recursive: true });
  mkdirSync(path.join(old, 'contact'));
  writeFileSync(path.join(old, 'index.html'), '<h1>old home</h1>');
  writeFileSync(path.join(old, 'contact/index.html'), '<h1>old contact</h1>');
  writeFileSync(path.join(old, '404.html'), '<h1>old fallback</h1>');
  writeFileSync(path.join(old, 'assets/old-chunk-1a2b3c.js'), 'export {};');
  symlinkSync('builds/old/client', path.join(dist, 'client'), 'dir');
  server = createServer(createSiteHandler(path.join(dist, 'client')));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

it('keeps answering while a build runs, then serves the new build without a restart', async () => {
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dist },
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => build.on('exit', resolve));
  let building = true;
  void exited.then(() => (building = false));

  const failures: string[] = [];
  let requests = 0;
  const get = async (url: string): Promise<string> => {
    requests++;
    try {
      const response = await fetch(`${origin}${url}`);
      const body = await response.text();
      if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      return body;
    } catch (error) {
      failures.push(`${url}: ${String(error)}`);
      return '';
    }
  };
  while (building) {
    const home = await get('/');
    await get('/contact');
    await get('/assets/old-chunk-1a2b3c.js');
    // Whichever build answered, its own code (the entry and its preloads, listed for the loader) must load too.
    for (const [, src] of home.matchAll(/"(?:entry|href)":"(\/assets\/[^"]+\.js)"/g)) await get(src);
  }

  expect(await exited).toBe(0);
  expect(failures).toEqual([]);
  expect(requests).toBeGreaterThan(20);
  const home = await get('/');
  expect(home).toContain('Halcyon Voyages');
  const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(home)?.[1] as string;
  expect((await fetch(`${origin}${entry}`)).status).toBe(200);
  expect(await get('/contact')).toContain('<h1');
  // A page opened before the swap can still load its chunks; a chunk no build has is a 404, not a crash.
  expect((await fetch(`${origin}/assets/old-chunk-1a2b3c.js`)).status).toBe(200);
  expect((await fetch(`${origin}/assets/gone-9f8e7d.js`)).status).toBe(404);
  expect(failures).toEqual([]);
  // The hosts' configuration of the build being served is where the docs say it is.
  expect(readFileSync(path.join(dist, 'hosting/nginx.conf'), 'utf8')).toContain('server_name');
  // Pages and code come with their compressed copies, sent as they are.
  const compressed = await fetch(`${origin}${entry}`, { headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers.get('content-encoding')).toBe('br');
}, 180_000);
