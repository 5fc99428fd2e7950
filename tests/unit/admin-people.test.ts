/**
 * The owners' pages: inviting from the people page (a refused form keeps what was typed), resetting
 * someone's sign-in (their password and sessions end), an owner's own account left to another owner,
 * the audit log of all this with who, when and from where, and a hash made again at sign-in when its
 * settings are not today's.
 */
import { hash, parseOptions } from '@node-rs/argon2';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HASH_OPTIONS } from '../../src/server/admin/passwords.ts';
import { accountWith, Client, linkPath, PASSWORD, startServer, type TestServer } from './admin-server.ts';

let server: TestServer;
let owner: Client;
beforeAll(async () => {
  server = await startServer();
  owner = await accountWith(server, 'owner@agency.example', 'owner');
});
afterAll(() => server.close());

const linkOn = (html: string): string => {
  const url = /<p class="link">([^<]+)<\/p>/.exec(html)?.[1];
  if (!url) throw new Error('No link on the page');
  return url.replaceAll('&amp;', '&');
};

it('keeps what was typed when an invitation is refused, with the message tied to the field', async () => {
  const _csrf = await owner.csrf('/admin/people');
  const refused = await owner.post('/admin/people/invite', { email: 'not an email', role: 'leads', _csrf });
  expect(refused.status).toBe(422);
  expect(refused.text).toContain('value="not an email"');
  expect(refused.text).toContain('aria-describedby="field-email-error"');
  expect(refused.text).toMatch(/<option value="leads" selected>/);
  const taken = await owner.post('/admin/people/invite', { email: 'owner@agency.example', role: 'editor', _csrf });
  expect(taken.status).toBe(409);
  expect(taken.text).toContain('has an account already');
});

it('invites from the people page; the link makes an account of that role', async () => {
  const _csrf = await owner.csrf('/admin/people');
  const made = await owner.post('/admin/people/invite', { email: 'Leo@Agency.example', role: 'leads', _csrf });
  expect(made.status).toBe(200);
  const leo = new Client(server);
  const accepted = await leo.post('/admin/accept', {
    token: new URL(linkOn(made.text)).searchParams.get('token') ?? '',
    password: PASSWORD,
    confirm: PASSWORD,
  });
  expect(accepted.status).toBe(303);
  expect((await leo.get('/admin')).text).toContain('<strong>leads</strong>');
  expect((await leo.get('/admin/people')).status).toBe(403);
});

it('resets a sign-in: the old password and sessions stop working, the new link sets a new password', async () => {
  const mia = await accountWith(server, 'mia@agency.example', 'editor');
  const _csrf = await owner.csrf('/admin/people');
  const reset = await owner.post('/admin/people/reset', { email: 'mia@agency.example', _csrf });
  expect(reset.status).toBe(200);
  expect((await mia.get('/admin')).status).toBe(303);
  expect((await new Client(server).signIn('mia@agency.example')).status).toBe(401);
  const fresh = new Client(server);
  expect((await fresh.get(linkPath(linkOn(reset.text)))).status).toBe(200);
  const newPassword = 'lantern meadow copper violin';
  const token = new URL(linkOn(reset.text)).searchParams.get('token') ?? '';
  expect((await fresh.post('/admin/accept', { token, password: newPassword, confirm: newPassword })).status).toBe(303);
  expect((await new Client(server).signIn('mia@agency.example', newPassword)).status).toBe(303);
});

it('leaves an owner’s own account to another owner', async () => {
  const _csrf = await owner.csrf('/admin/people');
  for (const action of ['role', 'disable', 'reset']) {
    const answer = await owner.post(`/admin/people/${action}`, { email: 'owner@agency.example', role: 'leads', _csrf });
    expect(answer.status).toBe(409);
    expect(answer.text).toContain('another owner can');
  }
  const me = await server.store.account({ email: 'owner@agency.example' });
  expect(me?.role).toBe('owner');
  expect(me?.disabled).toBe(false);
});

it('logs sign-ins, failed ones, invitations and role changes: who, when, from where, what', async () => {
  await new Client(server).signIn('owner@agency.example', 'not my password at all');
  const _csrf = await owner.csrf('/admin/people');
  await owner.post('/admin/people/invite', { email: 'ava@agency.example', role: 'contributor', _csrf });
  await accountWith(server, 'noah@agency.example', 'contributor');
  await owner.post('/admin/people/role', { email: 'noah@agency.example', role: 'editor', _csrf });
  const log = (await owner.get('/admin/activity')).text;
  expect(log).toMatch(
    /<td>owner@agency\.example<\/td><td>changed the role of noah@agency\.example <span class="muted">\(contributor → editor\)<\/span><\/td><td>127\.0\.0\.1<\/td>/,
  );
  expect(log).toMatch(/<td>owner@agency\.example<\/td><td>invited ava@agency\.example <span class="muted">\(as contributor\)/);
  expect(log).toMatch(/<td>someone not signed in<\/td><td>sign-in failed owner@agency\.example<\/td><td>127\.0\.0\.1<\/td>/);
  expect(log).toMatch(/<td>owner@agency\.example<\/td><td>signed in<\/td>/);
  expect(log).toMatch(/<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z">/);
});

it('makes a hash again at sign-in when it was made with other settings', async () => {
  await accountWith(server, 'old@agency.example', 'editor');
  const account = await server.store.account({ email: 'old@agency.example' });
  if (!account) throw new Error('no account');
  await server.store.saveAccount({
    ...account,
    passwordHash: await hash(PASSWORD, { memoryCost: 8192, timeCost: 3, parallelism: 1 }),
  });
  expect((await new Client(server).signIn('old@agency.example')).status).toBe(303);
  const rehashed = (await server.store.account({ email: 'old@agency.example' }))?.passwordHash ?? '';
  expect(rehashed.startsWith('$argon2id$')).toBe(true);
  expect(parseOptions(rehashed)).toMatchObject(HASH_OPTIONS);
  expect((await new Client(server).signIn('old@agency.example')).status).toBe(303);
});

it('asks for the password again before a change to people typed more than 10 minutes after it, keeping the change', async () => {
  const boss = new Client(server);
  await boss.signIn('owner@agency.example');
  server.advance(11 * 60_000);
  const _csrf = await boss.csrf('/admin/people');
  const change = { email: 'late@agency.example', role: 'editor', _csrf };
  const asked = await boss.post('/admin/people/invite', change);
  expect(asked.text).toContain('Please confirm it is you');
  expect(asked.text).toContain('value="late@agency.example"');
  expect(await server.store.account({ email: 'late@agency.example' })).toBeNull();
  const confirm = { ...change, then: '/admin/people/invite' };
  const wrong = await boss.post('/admin/confirm', { ...confirm, password: 'not my password at all' });
  expect(wrong.status).toBe(401);
  expect(wrong.text).toContain('value="late@agency.example"');
  expect(wrong.text).toContain('aria-describedby="field-password-error"');
  expect(await server.store.account({ email: 'late@agency.example' })).toBeNull();
  const done = await boss.post('/admin/confirm', { ...confirm, password: PASSWORD });
  expect(done.status).toBe(200);
  expect(done.text).toContain('/admin/accept?token=');
  expect((await server.store.account({ email: 'late@agency.example' }))?.role).toBe('editor');
  // Confirmed: the next change within 10 minutes goes straight through.
  const next = await boss.post('/admin/people/role', { email: 'late@agency.example', role: 'leads', _csrf });
  expect(next.text).not.toContain('Please confirm it is you');
  expect((await server.store.account({ email: 'late@agency.example' }))?.role).toBe('leads');
  // The confirmation leads only to changes that ask for it.
  expect((await boss.post('/admin/confirm', { then: '/admin/sign-out-everywhere', _csrf, password: PASSWORD })).status).toBe(400);
  expect((await boss.post('/admin/confirm', { then: '//evil.example', _csrf, password: PASSWORD })).status).toBe(400);
});
