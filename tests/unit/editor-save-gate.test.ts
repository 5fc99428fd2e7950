/**
 * A save in the editor is judged by what it does to the whole site: a route removed from the manifest that
 * pages link to is refused, naming those pages, and the file stays as it was. Tried over a socket against
 * the development server of a copy of the project, as the editor's page saves.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEditorServer, type EditorServer } from './editor-server.ts';

let server: EditorServer;
beforeAll(async () => {
  server = await startEditorServer('halcyon-save-gate-');
}, 90_000);
afterAll(() => server?.stop());

const ROUTES = 'content/routes.json';

it('refuses a manifest without /contact, which pages link to, and names them', async () => {
  const opened = await server.call('open', { file: ROUTES });
  const manifest = JSON.parse(String(opened.body.text)) as { routes: Record<string, string> };
  delete manifest.routes['/contact'];
  const saved = await server.call('save', { file: ROUTES, value: manifest, hash: opened.body.hash });
  expect(saved.status).toBe(400);
  const error = String(saved.body.error);
  expect(error).toMatch(/^Not saved: this change to content\/routes\.json would give \d+ new problems to \d+ other files: /);
  expect(error).toContain('content/pages/contact.json');
  expect(error).toMatch(
    / and \d+ more\. Put back what they rely on, or change them first\. The first problem: content\/pages\/\S+:\d+:\d+ {2}/,
  );
  expect(readFileSync(path.join(server.root, ROUTES), 'utf8')).toBe(opened.body.text);
}, 60_000);

it('saves a change of the manifest that breaks nothing', async () => {
  const opened = await server.call('open', { file: ROUTES });
  const manifest = JSON.parse(String(opened.body.text)) as { planned: string[] };
  manifest.planned.push('/later-on');
  const saved = await server.call('save', { file: ROUTES, value: manifest, hash: opened.body.hash });
  expect(saved).toMatchObject({ status: 200, body: { saved: true } });
  expect(readFileSync(path.join(server.root, ROUTES), 'utf8')).toContain('"/later-on"');
}, 60_000);
