/**
 * Two-step sign-in against a real server with the test's clock: turning it on with a code app (codes
 * made here with the same library, as a phone would), signing in with a code, and the attacks: a
 * wrong code, a code used twice, the second step without the first or too late, guessing codes across
 * passwords typed again, a recovery code used twice, and turning it off without the password.
 */
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountWith, Client, PASSWORD, startServer, type TestServer } from './admin-server.ts';

let server: TestServer;
let secret: string;
let recovery: string[];
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const EMAIL = 'two@agency.example';
const code = (at = server.now()): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

it('turns on with a code from the app and gives ten recovery codes once', async () => {
  const client = await accountWith(server, EMAIL, 'editor');
  const page = await client.get('/admin/two-step');
  expect(page.text).toContain('<svg role="img" aria-label="QR code of the key for your code app"');
  secret = /name="secret" value="([A-Z2-7]{32})"/.exec(page.text)?.[1] ?? '';
  expect(secret).toHaveLength(32);
  const _csrf = await client.csrf('/admin/two-step');
  const wrong = await client.post('/admin/two-step/enable', { secret, code: '000000', _csrf });
  expect(wrong.status).toBe(422);
  expect(wrong.text).toContain('This code is not right');
  // The same key stays on the page, so the app set up already still fits.
  expect(wrong.text).toContain(`value="${secret}"`);
  expect((await server.store.account({ email: EMAIL }))?.totp).toBeFalsy();
  const on = await client.post('/admin/two-step/enable', { secret, code: code(), _csrf });
  expect(on.status).toBe(200);
  recovery = [...on.text.matchAll(/<li>([0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4})<\/li>/g)].map((m) => m[1]);
  expect(recovery).toHaveLength(10);
  const account = await server.store.account({ email: EMAIL });
  expect(account?.totp?.secret).toBe(secret);
  expect(account?.recoveryCodes).toHaveLength(10);
  expect(JSON.stringify(account)).not.toContain(recovery[0]);
});

it('asks for the code after the password, and opens nothing before it', async () => {
  server.advance(60_000);
  const client = new Client(server);
  const first = await client.signIn(EMAIL);
  expect(first.status).toBe(200);
  expect(first.text).toContain('Your one-time code');
  expect((await client.get('/admin')).status).toBe(303);
  const wrong = await client.post('/admin/sign-in/code', { code: '123456' });
  expect(wrong.status).toBe(401);
  expect(wrong.text).toContain('This code is not right');
  const right = await client.post('/admin/sign-in/code', { code: code() });
  expect(right.status).toBe(303);
  expect(right.headers.location).toBe('/admin');
  expect((await client.get('/admin')).status).toBe(200);
  // The same code, seen over a shoulder, does not sign in a second time.
  const replay = new Client(server);
  await replay.signIn(EMAIL);
  const again = await replay.post('/admin/sign-in/code', { code: code() });
  expect(again.status).toBe(401);
  expect(again.text).toContain('used already');
});

it('refuses the second step without the first, or more than 5 minutes after it', async () => {
  server.advance(60_000);
  expect((await new Client(server).post('/admin/sign-in/code', { code: code() })).status).toBe(401);
  const slow = new Client(server);
  await slow.signIn(EMAIL);
  server.advance(5 * 60_000 + 1000);
  const late = await slow.post('/admin/sign-in/code', { code: code() });
  expect(late.status).toBe(401);
  expect(late.text).toContain('took too long');
});

it('keeps slowing guesses at the code when the password is typed again', async () => {
  server.advance(60 * 60_000);
  const guesser = new Client(server);
  const statuses: number[] = [];
  for (let round = 0; round < 3; round++) {
    await guesser.signIn(EMAIL);
    for (let i = 0; i < 2; i++) statuses.push((await guesser.post('/admin/sign-in/code', { code: '000001' })).status);
  }
  // The right password does not wipe the account's count: the third try (the password counted first) already waits.
  expect(statuses.slice(0, 2)).toEqual([401, 401]);
  expect(statuses.slice(2).every((status) => status === 429)).toBe(true);
  server.advance(60 * 60_000);
});

it('takes each recovery code once, in place of a code', async () => {
  const client = new Client(server);
  await client.signIn(EMAIL);
  const used = await client.post('/admin/sign-in/code', { code: recovery[0].toUpperCase() });
  expect(used.status).toBe(303);
  expect((await server.store.account({ email: EMAIL }))?.recoveryCodes).toHaveLength(9);
  const again = new Client(server);
  await again.signIn(EMAIL);
  expect((await again.post('/admin/sign-in/code', { code: recovery[0] })).status).toBe(401);
  const log = await (await accountWith(server, 'boss@agency.example', 'owner')).get('/admin/activity');
  expect(log.text).toContain('with a recovery code, 9 left');
  expect(log.text).toContain('turned on two-step sign-in');
});

it('turns off only with the password typed in the last 10 minutes', async () => {
  // An hour after the failed tries above, whose waits would hold this sign-in too.
  server.advance(60 * 60_000);
  const client = new Client(server);
  await client.signIn(EMAIL);
  await client.post('/admin/sign-in/code', { code: recovery[1] });
  server.advance(11 * 60_000);
  const _csrf = await client.csrf('/admin/two-step');
  const asked = await client.post('/admin/two-step/disable', { _csrf });
  expect(asked.text).toContain('Please confirm it is you');
  expect((await server.store.account({ email: EMAIL }))?.totp).toBeTruthy();
  const off = await client.post('/admin/confirm', { then: '/admin/two-step/disable', _csrf, password: PASSWORD });
  expect(off.text).toContain('Two-step sign-in is off');
  expect((await server.store.account({ email: EMAIL }))?.totp).toBeFalsy();
  expect((await new Client(server).signIn(EMAIL)).status).toBe(303);
});

it('is turned off by an owner’s reset of the sign-in, with the password', async () => {
  const account = await server.store.account({ email: EMAIL });
  if (!account) throw new Error('no account');
  await server.store.saveAccount({ ...account, totp: { secret, lastStep: 0 }, recoveryCodes: ['x'] });
  const owner = new Client(server);
  await owner.signIn('boss@agency.example');
  const reset = await owner.post('/admin/people/reset', { email: EMAIL, _csrf: await owner.csrf('/admin/people') });
  expect(reset.status).toBe(200);
  const after = await server.store.account({ email: EMAIL });
  expect(after?.totp).toBeNull();
  expect(after?.recoveryCodes).toEqual([]);
  expect(after?.passwordHash).toBeNull();
});
