/**
 * The development server serves the project folder: it must never serve the inbox of form
 * submissions in it, however the path is written, since `npm run dev -- --host` puts it on a network.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ViteDevServer } from 'vite';
import { projectRoot } from '../../scripts/lib/paths.ts';

let server: ViteDevServer;
let origin: string;
let inbox: string;
const previousDataDir = process.env.DATA_DIR;

beforeAll(async () => {
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
  inbox = mkdtempSync(path.join(projectRoot, '.cache/inbox-'));
  mkdirSync(path.join(inbox, 'forms'));
  writeFileSync(path.join(inbox, 'forms/contact.jsonl'), '{"fields":{"email":"secret@example.com"}}\n');
  // The config reads DATA_DIR when it loads: the denial must follow the inbox wherever it is.
  process.env.DATA_DIR = inbox;
  const { createServer } = await import('vite');
  server = await createServer({ configFile: path.join(projectRoot, 'vite.config.ts'), server: { port: 0, hmr: false } });
  await server.listen();
  origin = `http://localhost:${(server.httpServer?.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(inbox, { recursive: true, force: true });
  if (previousDataDir === undefined) delete process.env.DATA_DIR;
  else process.env.DATA_DIR = previousDataDir;
});

it('refuses the inbox by its path, with ?raw or ?import, and through /@fs/', async () => {
  const relativeInbox = path.relative(projectRoot, inbox).split(path.sep).join('/');
  const paths = [
    `/${relativeInbox}/forms/contact.jsonl`,
    `/${relativeInbox}/forms/contact.jsonl?raw`,
    `/${relativeInbox}/forms/contact.jsonl?import`,
    `/@fs${inbox}/forms/contact.jsonl`,
    `/@fs${inbox}/forms/contact.jsonl?raw`,
  ];
  for (const urlPath of paths) {
    const response = await fetch(`${origin}${urlPath}`);
    const text = await response.text();
    expect(text, urlPath).not.toContain('secret@example.com');
  }
  // The server is up and serves the project's own files: the refusals above are denials, not a dead server.
  expect((await fetch(`${origin}/package.json?raw`)).status).toBe(200);
}, 60_000);
