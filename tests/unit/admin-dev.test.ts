/**
 * `npm run dev` mounts the same back office as `npm start`, against DATA_DIR, and never serves its files
 * (accounts, sessions, the audit log) as files of the project.
 */
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { invite } from '../../src/server/admin/accounts.ts';
import { ABSOLUTE_TIMEOUT_MS, ADMIN_POLICY } from '../../src/server/admin/endpoint.ts';
import { createFileAdminStore } from '../../src/server/admin/store.ts';
import { devDataDir, startDevServer, type DevServer } from './dev-server.ts';

let dev: DevServer;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = devDataDir('admin');
  const store = createFileAdminStore(dataDir, { sessionLifetimeMs: ABSOLUTE_TIMEOUT_MS });
  const actor = { email: null, address: null };
  await invite(store, { email: 'dev@agency.example', role: 'owner', origin: 'http://localhost', actor, now: Date.now() });
  dev = await startDevServer(dataDir);
  origin = dev.origin;
}, 60_000);

afterAll(() => dev?.close());

it('answers /admin with the back office and its headers', async () => {
  const signIn = await fetch(`${origin}/admin/sign-in`);
  expect(signIn.status).toBe(200);
  expect(signIn.headers.get('content-security-policy')).toBe(ADMIN_POLICY);
  expect(signIn.headers.get('cache-control')).toBe('no-store');
  expect(await signIn.text()).toContain('<h1>Sign in</h1>');
  const home = await fetch(`${origin}/admin`, { redirect: 'manual' });
  expect(home.status).toBe(303);
  expect(home.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin');
}, 60_000);

it('never serves the back office’s files', async () => {
  const relative = path.relative(projectRoot, dataDir).split(path.sep).join('/');
  for (const urlPath of [
    `/${relative}/admin/state.json`,
    `/${relative}/admin/audit.jsonl?raw`,
    `/@fs${dataDir}/admin/state.json`,
  ]) {
    const text = await (await fetch(`${origin}${urlPath}`)).text();
    expect(text, urlPath).not.toContain('dev@agency.example');
  }
}, 60_000);
