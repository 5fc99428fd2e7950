/**
 * Cross-site request forgery against the back office: a change sent without the session's token, with
 * another session's, from another site or with no Origin is refused with 403, and nothing changes.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountWith, Client, PASSWORD, raw, startServer, type TestServer } from './admin-server.ts';

let server: TestServer;
let owner: Client;
let other: Client;
beforeAll(async () => {
  server = await startServer();
  owner = await accountWith(server, 'owner@agency.example', 'owner');
  other = await accountWith(server, 'second@agency.example', 'owner');
});
afterAll(() => server.close());

const invite = { email: 'forged@agency.example', role: 'owner' };

it('refuses a change without the token, with a wrong one or with another session’s, and changes nothing', async () => {
  const othersToken = await other.csrf();
  for (const form of [
    invite,
    { ...invite, _csrf: '' },
    { ...invite, _csrf: 'x'.repeat(43) },
    { ...invite, _csrf: othersToken },
  ]) {
    const answer = await owner.post('/admin/people/invite', form);
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('nothing was changed');
  }
  expect(await server.store.account({ email: invite.email })).toBeNull();
});

it('refuses a change with the right token from another site, or with no Origin, and changes nothing', async () => {
  const _csrf = await owner.csrf();
  for (const origin of ['https://evil.example', 'null', `${server.origin}.evil.example`]) {
    const answer = await owner.post('/admin/people/invite', { ...invite, _csrf }, { Origin: origin });
    expect(answer.status, origin).toBe(403);
  }
  const bare = await raw(server, 'POST', '/admin/people/invite', {
    headers: { Cookie: owner.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...invite, _csrf }).toString(),
  });
  expect(bare.status).toBe(403);
  expect(await server.store.account({ email: invite.email })).toBeNull();
  const role = await owner.post(
    '/admin/people/role',
    { email: 'second@agency.example', role: 'leads', _csrf },
    { Origin: 'https://evil.example' },
  );
  expect(role.status).toBe(403);
  expect((await server.store.account({ email: 'second@agency.example' }))?.role).toBe('owner');
  // The same request from the back office itself goes through.
  const made = await owner.post('/admin/people/invite', { ...invite, _csrf });
  expect(made.status).toBe(200);
  expect(made.text).toContain('/admin/accept?token=');
});

it('refuses a sign-in posted from another site: no session is made', async () => {
  const client = new Client(server);
  const answer = await client.post(
    '/admin/sign-in',
    { email: 'owner@agency.example', password: PASSWORD },
    { Origin: 'https://evil.example' },
  );
  expect(answer.status).toBe(403);
  expect(client.cookie).toBe('');
});

it('refuses a sign-out everywhere posted from another site: the sessions go on', async () => {
  const answer = await other.post(
    '/admin/sign-out-everywhere',
    { _csrf: await other.csrf() },
    { Origin: 'https://evil.example' },
  );
  expect(answer.status).toBe(403);
  expect((await other.get('/admin')).status).toBe(200);
});

it('refuses a post of the API without the token in its header, with another session’s, or from another site, and keeps no draft', async () => {
  const path = '/admin/api/pages/our-story/draft';
  const body = JSON.stringify({ version: 'any', values: { '/blocks/0/title': 'A forged heading' } });
  const json = { 'Content-Type': 'application/json', Origin: server.origin };
  const token = await owner.csrf();
  for (const headers of [
    json,
    { ...json, 'X-CSRF-Token': '' },
    { ...json, 'X-CSRF-Token': await other.csrf() },
    { ...json, 'X-CSRF-Token': token, Origin: 'https://evil.example' },
    { 'Content-Type': 'application/json', 'X-CSRF-Token': token },
  ]) {
    const answer = await owner.request('POST', path, body, headers);
    expect(answer.status, JSON.stringify(headers)).toBe(403);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.text).problem).toContain('nothing was changed');
  }
  expect(existsSync(join(server.dataDir, 'drafts'))).toBe(false);
  // The same post with the token and this site's Origin is taken: the refusals above were the header's.
  expect((await owner.api(path, JSON.parse(body), token)).status).not.toBe(403);
});
