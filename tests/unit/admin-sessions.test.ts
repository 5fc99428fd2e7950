/**
 * Sessions end on the server: after 30 minutes idle, 8 hours after sign-in whatever the activity, at
 * "sign out everywhere", when an owner changes the person's role or ends their sessions, and when the
 * account is disabled from the command line while the server runs. The server's clock is the test's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountWith, cli, Client, startServer, type TestServer } from './admin-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  await accountWith(server, 'owner@agency.example', 'owner');
});

/** The owner, signed in now: the tests move the clock past the end of earlier sessions. */
async function owner(): Promise<Client> {
  const client = new Client(server);
  await client.signIn('owner@agency.example');
  return client;
}
afterAll(() => server.close());

const MINUTE = 60_000;

it('ends a session after 30 minutes without activity, and not before', async () => {
  const client = await accountWith(server, 'idle@agency.example', 'editor');
  server.advance(29 * MINUTE);
  expect((await client.get('/admin')).status).toBe(200);
  server.advance(29 * MINUTE);
  expect((await client.get('/admin')).status).toBe(200);
  server.advance(31 * MINUTE);
  const ended = await client.get('/admin');
  expect(ended.status).toBe(303);
  expect(ended.headers.location).toBe('/admin/sign-in?next=%2Fadmin&ended=idle');
  expect((await client.get('/admin/sign-in?ended=idle')).text).toContain('30 minutes without activity');
});

it('ends a session 8 hours after sign-in however active it is', async () => {
  const client = await accountWith(server, 'busy@agency.example', 'editor');
  for (let minutes = 20; minutes < 8 * 60; minutes += 20) {
    server.advance(20 * MINUTE);
    expect((await client.get('/admin')).status, `${minutes} minutes in`).toBe(200);
  }
  server.advance(20 * MINUTE);
  const ended = await client.get('/admin');
  expect(ended.headers.location).toBe('/admin/sign-in?next=%2Fadmin&ended=absolute');
});

it('signs out everywhere: every session of the person ends, others’ go on', async () => {
  const bystander = await owner();
  const laptop = await accountWith(server, 'two@agency.example', 'leads');
  const phone = new Client(server);
  await phone.signIn('two@agency.example');
  expect((await phone.get('/admin')).status).toBe(200);
  const out = await laptop.post('/admin/sign-out-everywhere', { _csrf: await laptop.csrf() });
  expect(out.status).toBe(303);
  expect((await phone.get('/admin')).status).toBe(303);
  expect((await laptop.get('/admin')).status).toBe(303);
  expect((await bystander.get('/admin')).status).toBe(200);
});

it('ends the person’s sessions when an owner changes their role, and at the owner’s “end sessions”', async () => {
  const editor = await accountWith(server, 'promoted@agency.example', 'editor');
  const boss = await owner();
  const _csrf = await boss.csrf('/admin/people');
  const changed = await boss.post('/admin/people/role', { email: 'promoted@agency.example', role: 'owner', _csrf });
  expect(changed.status).toBe(200);
  expect((await editor.get('/admin')).status).toBe(303);
  expect((await server.store.account({ email: 'promoted@agency.example' }))?.role).toBe('owner');
  expect((await editor.signIn('promoted@agency.example', undefined, '/admin/people')).headers.location).toBe('/admin/people');
  expect((await editor.get('/admin/people')).status).toBe(200);
  expect((await boss.post('/admin/people/end-sessions', { email: 'promoted@agency.example', _csrf })).status).toBe(200);
  expect((await editor.get('/admin/people')).status).toBe(303);
});

it('locks a person out at once when the command line disables them while the server runs', async () => {
  const client = await accountWith(server, 'gone@agency.example', 'contributor');
  const { stdout } = await cli(server, ['disable', 'gone@agency.example']);
  expect(stdout).toContain('disabled');
  expect((await client.get('/admin')).status).toBe(303);
  expect((await client.signIn('gone@agency.example')).status).toBe(401);
  const activity = await (await owner()).get('/admin/activity');
  expect(activity.text).toMatch(/npm run admin<\/td><td>disabled gone@agency\.example/);
});
