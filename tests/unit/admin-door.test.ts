/**
 * The back office's door against a real server: an invitation made with the real `npm run admin`, accepted
 * with a password; signing in and out; and the attacks on it: a reused or expired link, a weak password,
 * an old cookie after sign-out, a fixed session id, a redirect to another site, plain HTTP from afar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_POLICY, COOKIE, LOCAL_COOKIE } from '../../src/server/admin/endpoint.ts';
import { accountWith, cli, Client, linkPath, PASSWORD, raw, startServer, type Answer, type TestServer } from './admin-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const expectAdminHeaders = (answer: Answer): void => {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer.headers['content-security-policy']).toBe(ADMIN_POLICY);
  // Not no-referrer: with it, a browser sends its own form posts with `Origin: null`.
  expect(answer.headers['referrer-policy']).toBe('same-origin');
};

describe('an invitation from the command line', () => {
  let link: string;
  const maria = new Client(null as unknown as TestServer);

  it('prints a one-time link as its last line, while the server runs', async () => {
    const { stdout } = await cli(server, ['invite', 'maria@agency.example', '--role', 'owner']);
    link = stdout.trim().split('\n').at(-1) ?? '';
    expect(link).toMatch(new RegExp(`^${server.origin}/admin/accept\\?token=[A-Za-z0-9_-]{43}$`));
    expect((await cli(server, ['users'])).stdout).toMatch(/maria@agency\.example\s+owner\s+invited/);
  });

  it('refuses a weak password in words and keeps nothing typed but the email', async () => {
    Object.assign(maria, new Client(server));
    const page = await maria.get(linkPath(link));
    expect(page.status).toBe(200);
    expectAdminHeaders(page);
    const token = new URL(link).searchParams.get('token') ?? '';
    for (const [password, words] of [
      ['short pass', /at least 12 characters/],
      ['qwerty123456', /common passwords/],
      ['maria-sunset-harbour', /does not contain “maria”/],
      ['halcyon voyages forever', /does not contain “halcyon”/],
    ] as const) {
      const refused = await maria.post('/admin/accept', { token, password, confirm: password });
      expect(refused.status).toBe(422);
      expect(refused.text).toMatch(words);
      expect(refused.text).toContain('aria-describedby="field-password-hint field-password-error"');
      expect(refused.text).not.toContain(password);
    }
    const mismatch = await maria.post('/admin/accept', { token, password: PASSWORD, confirm: `${PASSWORD}!` });
    expect(mismatch.status).toBe(422);
    expect(mismatch.text).toMatch(/not the same/);
    expect(maria.cookie).toBe('');
  });

  it('accepted with a good password, signs the person in with a cookie of the right kind', async () => {
    const token = new URL(link).searchParams.get('token') ?? '';
    const accepted = await maria.post('/admin/accept', { token, password: PASSWORD, confirm: PASSWORD });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.location).toBe('/admin');
    const cookie = accepted.headers['set-cookie']?.[0] ?? '';
    // Plain http://localhost: no Secure, so no __Host- prefix; everything else as on HTTPS.
    expect(cookie).toMatch(new RegExp(`^${LOCAL_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict$`));
    const home = await maria.get('/admin');
    expect(home.status).toBe(200);
    expectAdminHeaders(home);
    expect(home.text).toContain('maria@agency.example');
    expect(home.text).toContain('<strong>owner</strong>');
    expect((await cli(server, ['users'])).stdout).toMatch(/maria@agency\.example\s+owner\s+active/);
  });

  it('refuses the same link a second time, in words', async () => {
    const again = await new Client(server).get(linkPath(link));
    expect(again.status).toBe(410);
    expect(again.text).toContain('has already been used');
    const token = new URL(link).searchParams.get('token') ?? '';
    const post = await new Client(server).post('/admin/accept', {
      token,
      password: 'another long passphrase here',
      confirm: 'another long passphrase here',
    });
    expect(post.status).toBe(410);
    // The password set first still holds.
    expect((await new Client(server).signIn('maria@agency.example')).status).toBe(303);
  });

  it('refuses a link after 24 hours, in words', async () => {
    const { stdout } = await cli(server, ['invite', 'late@agency.example', '--role', 'editor']);
    const late = stdout.trim().split('\n').at(-1) ?? '';
    // The command line dates the link by the real clock, which has moved on since the server's stopped.
    server.advance(25 * 60 * 60_000);
    const page = await new Client(server).get(linkPath(late));
    expect(page.status).toBe(410);
    expect(page.text).toContain('This link has expired');
    const token = new URL(late).searchParams.get('token') ?? '';
    expect((await new Client(server).post('/admin/accept', { token, password: PASSWORD, confirm: PASSWORD })).status).toBe(410);
    expect((await server.store.account({ email: 'late@agency.example' }))?.passwordHash).toBeNull();
  });

  it('refuses a made-up link', async () => {
    const page = await new Client(server).get('/admin/accept?token=not-a-token');
    expect(page.status).toBe(404);
    expect(page.text).toContain('not a valid invitation');
  });
});

describe('signing in and out', () => {
  it('answers a wrong password and an unknown email alike, after about the same time', async () => {
    await accountWith(server, 'alike@agency.example', 'editor');
    const timed = async (email: string): Promise<[Answer, number]> => {
      const started = performance.now();
      const answer = await new Client(server).signIn(email, 'not the password at all');
      return [answer, performance.now() - started];
    };
    const [wrong, wrongMs] = await timed('alike@agency.example');
    const [unknown, unknownMs] = await timed('nobody@agency.example');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.text.replace('nobody', 'alike')).toBe(wrong.text);
    // Both verify a hash: neither is answered at once (the machine may be busy, so only the order of magnitude is checked).
    expect(unknownMs).toBeGreaterThan(wrongMs / 5);
    expect(wrongMs).toBeGreaterThan(unknownMs / 5);
  });

  it('gives a new session id at sign-in, whatever id the browser held before', async () => {
    const client = await accountWith(server, 'fixed@agency.example', 'leads');
    const before = client.cookie;
    const planted = new Client(server);
    planted.cookie = before;
    expect((await planted.signIn('fixed@agency.example')).status).toBe(303);
    expect(planted.cookie).not.toBe(before);
    // The id the browser held before signing in again no longer works.
    expect((await client.get('/admin')).status).toBe(303);
    expect((await planted.get('/admin')).status).toBe(200);
  });

  it('ends the session on the server at sign-out: the old cookie gets nothing', async () => {
    const client = await accountWith(server, 'leaving@agency.example', 'contributor');
    const old = client.cookie;
    const out = await client.post('/admin/sign-out', { _csrf: await client.csrf() });
    expect(out.status).toBe(303);
    expect(out.headers['set-cookie']?.[0]).toMatch(/Max-Age=0/);
    const replay = new Client(server);
    replay.cookie = old;
    const home = await replay.get('/admin');
    expect(home.status).toBe(303);
    expect(home.headers.location).toBe('/admin/sign-in?next=%2Fadmin');
    const post = await replay.post('/admin/sign-out-everywhere', { _csrf: 'anything' });
    expect(post.status).toBe(403);
  });

  it('sends a person after sign-in only to pages of the back office', async () => {
    await accountWith(server, 'next@agency.example', 'owner');
    const cases: [string, string][] = [
      ['//evil.example', '/admin'],
      ['https://evil.example/admin', '/admin'],
      ['/\\evil.example', '/admin'],
      ['/admin/../evil', '/admin'],
      ['/admin/sign-in', '/admin'],
      ['/admin/people', '/admin/people'],
      ['/admin/activity', '/admin/activity'],
    ];
    for (const [next, lands] of cases) {
      const answer = await new Client(server).signIn('next@agency.example', PASSWORD, next);
      expect(answer.status, next).toBe(303);
      expect(answer.headers.location, next).toBe(lands);
    }
  });

  it('refuses the back office over plain HTTP from another host than this computer', async () => {
    const answer = await raw(server, 'GET', '/admin/sign-in', { headers: { Host: 'admin.agency.example' } });
    expect(answer.status).toBe(403);
    expect(answer.text).toContain('only over HTTPS');
    expectAdminHeaders(answer);
  });

  it('answers unknown back-office paths with 404, and the public site as before', async () => {
    const missing = await raw(server, 'GET', '/admin/secrets');
    expect(missing.status).toBe(404);
    expectAdminHeaders(missing);
    const home = await raw(server, 'GET', '/');
    expect(home.headers['content-security-policy']).not.toBe(ADMIN_POLICY);
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('behind an HTTPS proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startServer({ trustProxy: 1 });
  });
  afterAll(() => proxied.close());

  it('sets a __Host- cookie with Secure', async () => {
    await accountWith(proxied, 'secure@agency.example', 'owner').catch(() => undefined);
    const https = { 'X-Forwarded-Proto': 'https', Host: 'admin.agency.example', 'X-Forwarded-For': '203.0.113.7' };
    const answer = await raw(proxied, 'POST', '/admin/sign-in', {
      headers: { ...https, 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://admin.agency.example' },
      body: new URLSearchParams({ email: 'secure@agency.example', password: PASSWORD }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(answer.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Strict; Secure$`),
    );
    expect(answer.headers['strict-transport-security']).toBeDefined();
  });
});

describe('the strength meter', () => {
  it('gives the server’s own verdict as the person types, and takes posts from this site only', async () => {
    const ask = (password: string, origin = server.origin) =>
      raw(server, 'POST', '/admin/password-strength', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ password, email: 'maria@agency.example' }).toString(),
      });
    const common = await ask('qwerty123456');
    expect(common.headers['content-type']).toBe('application/json');
    expect(JSON.parse(common.text)).toMatchObject({
      score: 1,
      words: 'weak',
      problem: expect.stringContaining('common passwords'),
    });
    expect(JSON.parse((await ask('short')).text)).toMatchObject({ score: 0, words: 'too short' });
    expect(JSON.parse((await ask(PASSWORD)).text)).toMatchObject({ score: 4, problem: null });
    expect((await ask(PASSWORD, 'https://evil.example')).status).toBe(403);
  });
});
