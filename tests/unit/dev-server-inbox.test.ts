/**
 * The development server serves the project folder: it must never serve the inbox of form
 * submissions in it, however the path is written, since `npm run dev -- --host` puts it on a network.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { devDataDir, startDevServer, type DevServer } from './dev-server.ts';

let dev: DevServer;
let origin: string;
let inbox: string;

beforeAll(async () => {
  inbox = devDataDir('inbox');
  mkdirSync(path.join(inbox, 'forms'));
  writeFileSync(path.join(inbox, 'forms/contact.jsonl'), '{"fields":{"email":"secret@example.com"}}\n');
  // The denial must follow the inbox wherever DATA_DIR puts it.
  dev = await startDevServer(inbox);
  origin = dev.origin;
}, 60_000);

afterAll(() => dev?.close());

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
