/**
 * Passkeys' attacks that need no device (the ceremonies themselves run in tests/e2e/admin-passkeys.spec.ts
 * with Chromium's virtual authenticator): a made-up answer, an answer naming a real passkey with no valid
 * signature, an answer with no challenge asked for, a post from another site or without the token.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountWith, Client, raw, startServer, type TestServer } from './admin-server.ts';

let server: TestServer;
let editor: Client;
beforeAll(async () => {
  server = await startServer();
  editor = await accountWith(server, 'keys@agency.example', 'editor');
});
afterAll(() => server.close());

const forged = (id: string): string =>
  JSON.stringify({
    id,
    rawId: id,
    type: 'public-key',
    response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
    clientExtensionResults: {},
  });

it('refuses a sign-in with a made-up answer, or one naming a real passkey without its signature', async () => {
  const account = await server.store.account({ email: 'keys@agency.example' });
  if (!account) throw new Error('no account');
  const passkey = { id: 'cmVhbC1wYXNza2V5', publicKey: 'AAAA', counter: 0, addedAt: server.now() };
  await server.store.saveAccount({ ...account, passkeys: [passkey] });
  for (const credential of ['not json', forged('dW5rbm93bg'), forged(passkey.id)]) {
    const client = new Client(server);
    const answer = await client.post('/admin/sign-in/passkey', { credential });
    expect(answer.status, credential).toBe(401);
    expect(JSON.parse(answer.text).error).toContain('does not sign in here');
    expect(client.cookie).toBe('');
  }
  const log = await (await accountWith(server, 'boss@agency.example', 'owner')).get('/admin/activity');
  expect(log.text).toMatch(/sign-in failed keys@agency\.example <span class="muted">\(passkey\)/);
});

it('gives sign-in options only to this site’s pages', async () => {
  const foreign = await raw(server, 'POST', '/admin/sign-in/passkey-options', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
    body: '',
  });
  expect(foreign.status).toBe(403);
  const own = await new Client(server).post('/admin/sign-in/passkey-options', {});
  expect(JSON.parse(own.text)).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
});

it('adds a passkey only in answer to the session’s own challenge, with the token', async () => {
  const _csrf = await editor.csrf('/admin/passkeys');
  expect((await editor.post('/admin/passkeys/add', { credential: forged('eA') })).status).toBe(403);
  const unasked = await editor.post('/admin/passkeys/add', { credential: forged('eA'), _csrf });
  expect(unasked.status).toBe(422);
  const options = JSON.parse((await editor.post('/admin/passkeys/options', { _csrf })).text) as {
    challenge: string;
    rp: { id: string };
  };
  expect(options.rp.id).toBe('localhost');
  expect((await editor.post('/admin/passkeys/add', { credential: forged('eA'), _csrf })).status).toBe(422);
  expect((await server.store.account({ email: 'keys@agency.example' }))?.passkeys).toHaveLength(1);
});
