/**
 * The production server, in a process of its own, against a form post whose page path makes a
 * regular expression backtrack: Node has one thread, so a pattern that takes minutes on a short
 * string keeps every other visitor waiting.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';

let dir: string;
let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'serve-backtracking-'));
  mkdirSync(path.join(dir, 'dist/client'), { recursive: true });
  writeFileSync(path.join(dir, 'dist/client/index.html'), '<h1>home</h1>');
  writeFileSync(path.join(dir, 'dist/client/404.html'), '<h1>not found</h1>');
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: path.join(dir, 'dist'), DATA_DIR: path.join(dir, 'data'), PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /:(\d+)\s*$/m.exec(out)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
    server.on('exit', (code) => reject(new Error(`the server exited (${code}): ${out}`)));
  });
});

afterAll(() => {
  // SIGKILL: a process stuck in a pattern never gets to handle a gentler signal.
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** A request's status, or 'no answer' when none came within `ms`. */
const statusWithin = (ms: number, method: string, urlPath: string, body?: string, contentType = 'application/json') =>
  new Promise<number | 'no answer'>((resolve, reject) => {
    const req = request(`${origin}${urlPath}`, { method, headers: body ? { 'Content-Type': contentType } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(ms, () => {
      req.destroy();
      resolve('no answer');
    });
    req.on('error', reject);
    req.end(body);
  });

/** Asks for the home page while `post` is being handled, and expects it within a second. */
async function answersMeanwhile(post: Promise<unknown>): Promise<void> {
  // The post is on its way first; the page is asked for while the server handles it.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  expect(await statusWithin(1_000, 'GET', '/')).toBe(200);
  expect(Date.now() - started).toBeLessThan(1_000);
  await post;
}

it('keeps answering other visitors while a form names a page path built to backtrack', async () => {
  // Each letter more doubled the time a whole-path pattern took: thirty of them held the thread for minutes.
  const page = `/${'a'.repeat(30)}!`;
  const post = statusWithin(10_000, 'POST', '/api/forms/f/contact', JSON.stringify({ _page: page }));
  await answersMeanwhile(post);
  // Refused for its empty fields, promptly.
  expect(await post).toBe(422);
});

it('keeps answering other visitors while a form post names a charset after a long run of spaces', async () => {
  // Every split of the spaces between the `=` and the value was tried: quadratic in a header's 16 KB.
  const contentType = `application/json; charset=${' '.repeat(15_000)}x"y`;
  const post = statusWithin(10_000, 'POST', '/api/forms/f/contact', '{}', contentType);
  await answersMeanwhile(post);
  // A value with a quote inside names no charset: read as UTF-8, the body has no fields filled in.
  expect(await post).toBe(422);
});
