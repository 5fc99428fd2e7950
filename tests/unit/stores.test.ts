/**
 * One suite for both places the server can keep its data, files under DATA_DIR and a PostgreSQL database
 * (DATABASE_URL): what the back office and the form endpoint rely on of a store, each store made the
 * way the server makes it (storesFromEnv).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_LIFETIME_MS } from '../../src/server/admin/accounts.ts';
import type { Account, AuditEntry, Session } from '../../src/server/admin/store.ts';
import type { StoredSubmission } from '../../src/server/forms/store.ts';
import { storesFromEnv, type Stores } from '../../src/server/stores.ts';
import { accountWith, cli, Client, linkPath, PASSWORD, startServer, type TestServer } from './admin-server.ts';
import { startPostgres, type TestPostgres } from './postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop(), 60_000);

type Kind = 'files' | 'postgres';
const KINDS: Kind[] = ['files', 'postgres'];

/** The environment that names a new, empty store of `kind`. */
const freshEnv = async (kind: Kind): Promise<NodeJS.ProcessEnv> =>
  kind === 'files' ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'stores-')) } : { DATABASE_URL: await postgres.freshDatabase() };

const opened: Stores[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

async function storesOf(env: NodeJS.ProcessEnv, now?: () => number): Promise<Stores> {
  const stores = storesFromEnv(env, { now, log: () => undefined });
  opened.push(stores);
  await stores.ready;
  return stores;
}

const HOUR = 60 * 60_000;

const accountFor = (email: string, extra: Partial<Account> = {}): Account => ({
  id: `id-${email}`,
  email,
  role: 'editor',
  passwordHash: null,
  disabled: false,
  createdAt: new Date(0).toISOString(),
  ...extra,
});

const sessionFor = (idHash: string, accountId: string, time: number): Session => ({
  idHash,
  accountId,
  csrfToken: `csrf-${idHash}`,
  createdAt: time,
  lastSeenAt: time,
  confirmedAt: time,
  address: '203.0.113.7',
});

describe.each(KINDS)('the back office’s store in %s', (kind) => {
  let time: number;
  let env: NodeJS.ProcessEnv;
  const store = async () => (await storesOf(env, () => time)).admin;

  it('keeps an account whole, finds it by id or by email in any case, and refuses a second account with its email', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    const maria = accountFor('maria@agency.example', {
      role: 'owner',
      passwordHash: '$argon2id$hash',
      totp: { secret: 'JBSWY3DPEHPK3PXP', lastStep: 12 },
      recoveryCodes: ['a1', 'b2'],
      passkeys: [{ id: 'cred', publicKey: 'key', counter: 3, transports: ['internal'], addedAt: 5 }],
      createdAt: '2026-03-04T05:06:07.089Z',
    });
    await admin.saveAccount(maria);
    await admin.saveAccount(accountFor('leo@agency.example'));
    expect(await admin.account({ id: maria.id })).toEqual(maria);
    expect(await admin.account({ email: 'Maria@Agency.example' })).toEqual(maria);
    expect(await admin.account({ email: 'nobody@agency.example' })).toBeNull();
    await expect(admin.saveAccount(accountFor('maria@agency.example', { id: 'another' }))).rejects.toThrow(
      /maria@agency\.example/,
    );
    await admin.saveAccount({ ...maria, role: 'leads', totp: null });
    expect((await admin.account({ id: maria.id }))?.role).toBe('leads');
    expect((await admin.account({ id: maria.id }))?.totp).toBeFalsy();
    expect((await admin.accounts()).map((a) => a.email).sort()).toEqual(['leo@agency.example', 'maria@agency.example']);
    // Another process (`npm run admin`, another server) sees it at once.
    expect(await (await store()).account({ id: maria.id })).toMatchObject({ role: 'leads' });
  });

  it('accepts an invitation once: not when unknown, expired or used, and only one of two sent side by side', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    await admin.saveAccount(accountFor('new@agency.example'));
    const invitation = {
      tokenHash: 't1',
      accountId: 'id-new@agency.example',
      createdAt: time,
      expiresAt: time + INVITATION_LIFETIME_MS,
      usedAt: null,
    };
    await admin.addInvitation(invitation);
    expect(await admin.invitation('t1')).toEqual(invitation);
    expect(await admin.acceptInvitation('nope', { passwordHash: 'h' }, time)).toEqual({ refused: 'unknown' });
    expect(await admin.acceptInvitation('t1', { passwordHash: 'h' }, invitation.expiresAt)).toEqual({ refused: 'expired' });
    const other = await store();
    const both = await Promise.all([
      admin.acceptInvitation('t1', { passwordHash: 'h1' }, time + 1),
      other.acceptInvitation('t1', { passwordHash: 'h2' }, time + 1),
    ]);
    expect(both.filter((a) => 'account' in a)).toHaveLength(1);
    expect(both.filter((a) => 'refused' in a)).toEqual([{ refused: 'used' }]);
    const accepted = await admin.account({ id: 'id-new@agency.example' });
    expect(['h1', 'h2']).toContain(accepted?.passwordHash);
    expect((await admin.invitation('t1'))?.usedAt).toBe(time + 1);
  });

  it('accepts an invitation with a passkey, kept beside any the account has', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    await admin.saveAccount(accountFor('device@agency.example'));
    await admin.addInvitation({
      tokenHash: 'p1',
      accountId: 'id-device@agency.example',
      createdAt: time,
      expiresAt: time + INVITATION_LIFETIME_MS,
      usedAt: null,
    });
    const passkey = { id: 'cred-1', publicKey: 'key', counter: 0, transports: ['internal'], addedAt: time };
    expect(await admin.acceptInvitation('p1', { passkey }, time)).toHaveProperty('account');
    const accepted = await admin.account({ id: 'id-device@agency.example' });
    expect(accepted?.passkeys).toEqual([passkey]);
    expect(accepted?.passwordHash).toBeNull();
    expect(await admin.acceptInvitation('p1', { passkey }, time)).toEqual({ refused: 'used' });
  });

  it('lets a new invitation end the earlier one not yet used', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    await admin.saveAccount(accountFor('twice@agency.example'));
    const base = {
      accountId: 'id-twice@agency.example',
      createdAt: time,
      expiresAt: time + INVITATION_LIFETIME_MS,
      usedAt: null,
    };
    await admin.addInvitation({ ...base, tokenHash: 'first' });
    time += 1000;
    await admin.addInvitation({ ...base, tokenHash: 'second' });
    expect(await admin.acceptInvitation('first', { passwordHash: 'h' }, time)).toEqual({ refused: 'expired' });
    expect(await admin.acceptInvitation('second', { passwordHash: 'h' }, time)).toHaveProperty('account');
  });

  it('takes each one-time code step and each recovery code once, also when two servers try at once', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    const other = await store();
    await admin.saveAccount(
      accountFor('two@agency.example', { totp: { secret: 'S', lastStep: 10 }, recoveryCodes: ['r1', 'r2', 'r3'] }),
    );
    const id = 'id-two@agency.example';
    expect(await admin.useTotpStep(id, 10)).toBe(false);
    const steps = await Promise.all([admin.useTotpStep(id, 11), other.useTotpStep(id, 11)]);
    expect(steps.sort()).toEqual([false, true]);
    expect(await admin.useTotpStep(id, 9)).toBe(false);
    expect(await admin.useTotpStep('id-nobody', 20)).toBe(false);
    await admin.saveAccount(accountFor('plain@agency.example'));
    expect(await admin.useTotpStep('id-plain@agency.example', 20)).toBe(false);

    const codes = await Promise.all([admin.useRecoveryCode(id, 'r2'), other.useRecoveryCode(id, 'r2')]);
    expect(codes.sort()).toEqual([2, null]);
    expect(await admin.useRecoveryCode(id, 'made-up')).toBeNull();
    expect((await admin.account({ id }))?.recoveryCodes).toEqual(['r1', 'r3']);
  });

  it('keeps sessions: touched only forward, a challenge kept and forgotten, confirmed, ended one or all of a person', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    await admin.saveAccount(accountFor('s@agency.example'));
    await admin.saveAccount(accountFor('t@agency.example'));
    const [a, b, c] = ['ha', 'hb', 'hc'];
    await admin.addSession(sessionFor(a, 'id-s@agency.example', time));
    await admin.addSession({ ...sessionFor(b, 'id-s@agency.example', time), pending: true });
    await admin.addSession(sessionFor(c, 'id-t@agency.example', time));
    expect(await admin.session(a)).toEqual(sessionFor(a, 'id-s@agency.example', time));
    expect((await admin.session(b))?.pending).toBe(true);
    await admin.touchSession(a, time + 5000);
    await admin.touchSession(a, time + 1000);
    expect((await admin.session(a))?.lastSeenAt).toBe(time + 5000);
    await admin.setChallenge(a, 'challenge');
    expect((await admin.session(a))?.challenge).toBe('challenge');
    await admin.setChallenge(a, null);
    expect((await admin.session(a))?.challenge).toBeUndefined();
    await admin.confirmSession(a, time + 7000);
    expect((await admin.session(a))?.confirmedAt).toBe(time + 7000);
    await admin.endSession(c);
    expect(await admin.session(c)).toBeNull();
    expect(await admin.endSessionsOf('id-s@agency.example')).toBe(2);
    expect(await admin.session(a)).toBeNull();
    expect(await admin.endSessionsOf('id-s@agency.example')).toBe(0);
  });

  it('forgets sessions older than a session can last once another is added', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    await admin.saveAccount(accountFor('old@agency.example'));
    await admin.addSession(sessionFor('old', 'id-old@agency.example', time));
    time += 9 * HOUR;
    await admin.addSession(sessionFor('new', 'id-old@agency.example', time));
    expect(await admin.session('old')).toBeNull();
    expect(await admin.session('new')).not.toBeNull();
  });

  it('appends to the audit log and reads it newest first, as many as asked', async () => {
    time = Date.now();
    env = await freshEnv(kind);
    const admin = await store();
    const entries: AuditEntry[] = Array.from({ length: 5 }, (_, i) => ({
      at: new Date(time + i * 1000).toISOString(),
      action: i % 2 ? 'sign-in' : 'invited',
      actor: i === 0 ? null : 'owner@agency.example',
      address: i === 0 ? null : '203.0.113.9',
      ...(i % 2 ? {} : { subject: `p${i}@agency.example`, detail: 'as editor' }),
    }));
    for (const entry of entries) await admin.audit(entry);
    expect(await admin.auditLog(3)).toEqual(entries.slice(2).reverse());
    expect(await (await store()).auditLog(100)).toEqual([...entries].reverse());
  });
});

describe.each(KINDS)('the back office on the store in %s', (kind) => {
  let server: TestServer;
  afterEach(() => server?.close());

  const start = async () => {
    const env = await freshEnv(kind);
    server = await startServer(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {});
  };

  it('takes an invitation made by `npm run admin`, signs the person in and out, and lists them as active', async () => {
    await start();
    const { stdout } = await cli(server, ['invite', 'maria@agency.example', '--role', 'owner']);
    const link = stdout.trim().split('\n').at(-1) ?? '';
    const maria = new Client(server);
    expect((await maria.get(linkPath(link))).status).toBe(200);
    const token = new URL(link).searchParams.get('token') ?? '';
    const accepted = await maria.post('/admin/accept', { token, password: PASSWORD, confirm: PASSWORD });
    expect(accepted.status).toBe(303);
    expect((await maria.get('/admin')).status).toBe(200);
    expect((await cli(server, ['users'])).stdout).toMatch(/maria@agency\.example\s+owner\s+active/);
    const cookie = maria.cookie;
    expect((await maria.post('/admin/sign-out', { _csrf: await maria.csrf() })).status).toBe(303);
    maria.cookie = cookie;
    expect((await maria.get('/admin')).status).toBe(303);
    const log = (await server.store.auditLog(10)).map((e) => e.action);
    expect(log).toEqual(expect.arrayContaining(['invited', 'invitation-accepted', 'sign-out']));
  });

  it('locks a person out at once when `npm run admin` disables them while the server runs', async () => {
    await start();
    const client = await accountWith(server, 'gone@agency.example', 'editor');
    expect((await client.get('/admin')).status).toBe(200);
    expect((await cli(server, ['disable', 'gone@agency.example'])).stdout).toContain('disabled');
    expect((await client.get('/admin')).status).toBe(303);
    expect((await client.signIn('gone@agency.example')).status).toBe(401);
  });
});

describe.each(KINDS)('the forms’ store in %s', (kind) => {
  const contact = (name: string) => ({ name, email: `${name}@example.com`, message: 'Ten days in Kenya.' });

  it('appends, stores an id sent twice once (after a restart too), and reads oldest first, one form or all', async () => {
    let time = Date.parse('2026-05-31T23:59:59.000Z');
    const env = await freshEnv(kind);
    const forms = (await storesOf(env, () => time)).leads;
    const first = await forms.append('contact', contact('ann'), 'ID-ANN-0001');
    expect(first.duplicate).toBe(false);
    time += 2000; // Into June: another month's file.
    await forms.append('newsletter', { email: 'bo@example.com' }, 'ID-BO-00001');
    time += 1000;
    await forms.append('contact', contact('cy'), 'ID-CY-00001');
    time += 1000;
    const again = await forms.append('contact', contact('ann, changed'), 'ID-ANN-0001');
    expect(again).toEqual({ record: first.record, duplicate: true });
    const restarted = (await storesOf(env, () => time)).leads;
    expect((await restarted.append('contact', contact('ann'), 'ID-ANN-0001')).duplicate).toBe(true);
    // The same id in another form is another submission.
    expect((await restarted.append('newsletter', { email: 'ann@example.com' }, 'ID-ANN-0001')).duplicate).toBe(false);

    const all = await records(restarted.read());
    expect(all.map((r) => `${r.form} ${r.id}`)).toEqual([
      'contact ID-ANN-0001',
      'newsletter ID-BO-00001',
      'contact ID-CY-00001',
      'newsletter ID-ANN-0001',
    ]);
    expect(all[0]).toEqual(first.record);
    expect((await records(restarted.read('contact'))).map((r) => r.fields.name)).toEqual(['ann', 'cy']);
  });

  it('stores one of many appends of the same id sent side by side, and all of many different ones', async () => {
    const env = await freshEnv(kind);
    const a = (await storesOf(env)).leads;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => a.append('contact', contact(`p${i}`), 'ID-SAME-001')));
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => a.append('contact', contact(`q${i}`), `ID-MANY-${String(i).padStart(3, '0')}`)),
    );
    const stored = await records(a.read());
    expect(stored).toHaveLength(31);
    expect(new Set(stored.map((r) => r.id)).size).toBe(31);
  });
});

async function records(entries: AsyncIterable<{ record: StoredSubmission } | { damaged: unknown }>): Promise<StoredSubmission[]> {
  const found: StoredSubmission[] = [];
  for await (const entry of entries) if ('record' in entry) found.push(entry.record);
  return found;
}
