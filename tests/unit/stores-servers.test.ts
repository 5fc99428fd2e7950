/**
 * More than one server, and a server that dies: two site servers on one PostgreSQL database (each with
 * its own connections, as two machines behind a load balancer have) share leads, ids and sessions; and
 * a server process killed with SIGKILL while leads arrive loses none it confirmed, on either store; and
 * a site's files copied into a database, by `npm run db:import`, once however often it runs.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { invite } from '../../src/server/admin/accounts.ts';
import { ABSOLUTE_TIMEOUT_MS, createAdminEndpoint, LOCAL_COOKIE } from '../../src/server/admin/endpoint.ts';
import { createPostgresAdminStore } from '../../src/server/database/admin-store.ts';
import { openDatabase, type Database } from '../../src/server/database/database.ts';
import { createPostgresLeadStore } from '../../src/server/database/lead-store.ts';
import { createFormEndpoint } from '../../src/server/forms/endpoint.ts';
import { createJsonLinesStore, type FormStore, type StoredSubmission } from '../../src/server/forms/store.ts';
import { createSiteHandler, createSiteServer } from '../../src/server/site.ts';
import { createOutbox } from '../../src/server/leads/mail.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import { storesFromEnv } from '../../src/server/stores.ts';
import { validContact } from '../fixtures/forms.ts';
import { accountWith, backOfficeParts, PASSWORD, type TestServer } from './admin-server.ts';
import { startPostgres, type TestPostgres } from './postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop(), 60_000);

/** A folder with the two pages every site server needs. */
function siteFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'stores-site-'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
  return root;
}

/** Posts a lead as the site's script does; resolves to the answer's status. */
const postLead = (port: number, id: string, fields: Record<string, string> = validContact): Promise<number> =>
  new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/forms/f/contact', headers: { 'Content-Type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ ...fields, _submissionId: id }));
  });

async function records(store: FormStore): Promise<StoredSubmission[]> {
  const found: StoredSubmission[] = [];
  for await (const entry of store.read()) if ('record' in entry) found.push(entry.record);
  return found;
}

describe('two servers on one PostgreSQL database', () => {
  interface Machine {
    db: Database;
    leads: LeadStore;
    server: Server;
    port: number;
    origin: string;
  }
  const machines: Machine[] = [];
  afterEach(async () => {
    for (const m of machines.splice(0)) {
      m.server.closeAllConnections();
      await new Promise((resolve) => m.server.close(resolve));
      await m.db.close();
    }
  });

  /** A server of its own, with a pool of connections of its own, as on another machine. */
  async function machine(url: string): Promise<Machine> {
    const db = openDatabase(url, () => undefined);
    await db.ready;
    const leads = createPostgresLeadStore(db);
    const admin = createPostgresAdminStore(db, { sessionLifetimeMs: ABSOLUTE_TIMEOUT_MS });
    const handler = createSiteHandler(
      siteFolder(),
      [
        createFormEndpoint({ store: leads, rateLimit: false }),
        createAdminEndpoint({
          store: admin,
          log: () => undefined,
          features: backOfficeParts({ leads, dataDir: mkdtempSync(path.join(tmpdir(), 'drafts-')) }).features,
        }),
      ],
      0,
      () => undefined,
    );
    const server = createSiteServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const made = { db, leads, server, port, origin: `http://localhost:${port}` };
    machines.push(made);
    return made;
  }

  it('lists a lead posted to either on both, and stores an id sent to both once', async () => {
    const url = await postgres.freshDatabase();
    // Started side by side: both find the schema missing, one makes it while the other waits.
    const [a, b] = await Promise.all([machine(url), machine(url)]);
    expect(await postLead(a.port, 'LEAD-TO-A-001', { ...validContact, name: 'Ann' })).toBe(200);
    expect(await postLead(b.port, 'LEAD-TO-B-001', { ...validContact, name: 'Bo' })).toBe(200);
    for (const m of [a, b]) expect((await records(m.leads)).map((r) => r.fields.name)).toEqual(['Ann', 'Bo']);

    // A retry that the load balancer sends to the other server, and the same post to both at once.
    expect(await postLead(b.port, 'LEAD-TO-A-001', { ...validContact, name: 'Ann again' })).toBe(200);
    const both = await Promise.all([a, b, a, b].map((m) => postLead(m.port, 'LEAD-TO-BOTH-1')));
    expect(both).toEqual([200, 200, 200, 200]);
    for (const m of [a, b]) {
      const stored = await records(m.leads);
      expect(stored.map((r) => r.id)).toEqual(['LEAD-TO-A-001', 'LEAD-TO-B-001', 'LEAD-TO-BOTH-1']);
      expect(stored[0].fields.name).toBe('Ann');
    }
  });

  it('keeps a person signed in whichever server answers, and signed out on both after signing out on one', async () => {
    const url = await postgres.freshDatabase();
    const [a, b] = await Promise.all([machine(url), machine(url)]);
    const asServer = (m: Machine): TestServer => ({
      origin: m.origin,
      dataDir: '',
      site: '',
      dist: '',
      store: createPostgresAdminStore(m.db, { sessionLifetimeMs: ABSOLUTE_TIMEOUT_MS }),
      leads: m.leads,
      outbox: createOutbox({ store: m.leads, send: null, settings: null, siteName: 'Test', adminUrl: null }),
      advance: () => undefined,
      now: Date.now,
      close: async () => undefined,
    });
    const onA = await accountWith(asServer(a), 'maria@agency.example', 'owner');
    expect(onA.cookie.startsWith(`${LOCAL_COOKIE}=`)).toBe(true);
    const onB = await accountWith(asServer(b), 'leo@agency.example', 'editor');
    onB.cookie = onA.cookie;
    const home = await onB.get('/admin');
    expect(home.status).toBe(200);
    expect(home.text).toContain('maria@agency.example');
    expect((await onA.post('/admin/sign-out', { _csrf: await onA.csrf() })).status).toBe(303);
    expect((await onB.get('/admin')).status).toBe(303);
    expect((await onB.signIn('maria@agency.example', PASSWORD)).status).toBe(303);
  });
});

describe.each(['files', 'postgres'] as const)('a server killed while leads arrive, on %s', (kind) => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('has every lead it confirmed in the store', async () => {
    const env =
      kind === 'files'
        ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'killed-')) }
        : { DATABASE_URL: await postgres.freshDatabase() };
    // Node itself, not tsx's launcher: the signal must reach the process that serves.
    const server = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/site-server.ts', siteFolder()], {
      env: { ...process.env, DATA_DIR: '', DATABASE_URL: '', ...env, FORM_RATE_LIMIT: '999999' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let said = '';
    server.stderr?.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-2000)));
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = /\{"port":\d+\}/.exec(out);
        if (line) resolve((JSON.parse(line[0]) as { port: number }).port);
      });
      server.on('exit', (code) => reject(new Error(`The server ended before it listened (${code}): ${said}`)));
    });

    const confirmed: string[] = [];
    let failed = 0;
    let sent = 0;
    let killed = false;
    // Eight posters side by side, as many visitors at once; the server is killed once twenty are confirmed.
    const poster = async (): Promise<void> => {
      while (!killed) {
        const id = `LEAD-${String(++sent).padStart(6, '0')}`;
        try {
          if ((await postLead(port, id)) === 200) confirmed.push(id);
        } catch {
          failed += 1;
        }
        if (confirmed.length >= 20 && !killed) {
          killed = true;
          server.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, poster));
    await new Promise((resolve) =>
      server.exitCode !== null || server.signalCode !== null ? resolve(null) : server.on('exit', resolve),
    );
    expect(server.signalCode).toBe('SIGKILL');
    // Posts were on their way when it died: their senders got no answer, and were not told it arrived.
    expect(failed).toBeGreaterThan(0);

    const stores = storesFromEnv(env, { log: () => undefined });
    try {
      const stored = new Set((await records(stores.leads)).map((r) => r.id));
      expect(confirmed.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(confirmed.length);
    } finally {
      await stores.close();
    }
  }, 60_000);
});

describe('moving a site from files to PostgreSQL', () => {
  const tsx = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
    promisify(execFile)(path.resolve('node_modules/.bin/tsx'), [script, ...args], { env: { ...process.env, ...env } });

  it('copies leads, accounts and the audit log once however often it runs; the inbox and `npm run admin` then read the database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'moving-'));
    const files = storesFromEnv({ DATA_DIR: dataDir });
    let time = Date.parse('2026-04-30T23:59:00.000Z');
    const forms = createJsonLinesStore(dataDir, () => (time += 60_000));
    await forms.append('contact', { ...validContact, name: 'Ann' }, 'OLD-LEAD-0001');
    await forms.append('newsletter', { email: 'bo@example.com' }, 'OLD-LEAD-0002');
    await forms.append('contact', { ...validContact, name: 'Cy' }, 'OLD-LEAD-0003');
    await invite(files.admin, {
      email: 'maria@agency.example',
      role: 'owner',
      origin: 'http://localhost',
      actor: { email: null, address: null },
      now: Date.now(),
    });
    const url = await postgres.freshDatabase();
    const env = { DATA_DIR: dataDir, DATABASE_URL: url };

    expect((await tsx('scripts/db.ts', ['migrate'], { DATABASE_URL: url })).stdout).toContain('up to date');
    const first = await tsx('scripts/db.ts', ['import'], env);
    expect(first.stdout).toMatch(/leads\s+3 added,\s+0 there already/);
    expect(first.stdout).toMatch(/accounts\s+1 added/);
    // A lead that reached the old server after the first copy comes with the second, and nothing twice.
    await forms.append('contact', { ...validContact, name: 'Dee' }, 'OLD-LEAD-0004');
    const second = await tsx('scripts/db.ts', ['import'], env);
    expect(second.stdout).toMatch(/leads\s+1 added,\s+3 there already/);
    expect(second.stdout).toMatch(/accounts\s+0 added,\s+1 there already/);
    expect(second.stdout).toMatch(/audit log\s+0 added,\s+1 there already/);

    const database = storesFromEnv({ DATABASE_URL: url }, { log: () => undefined });
    try {
      const copied = await records(database.leads);
      expect(copied.map((r) => r.id)).toEqual(['OLD-LEAD-0001', 'OLD-LEAD-0002', 'OLD-LEAD-0003', 'OLD-LEAD-0004']);
      expect(copied).toEqual(await records(forms));
      expect(await database.admin.account({ email: 'maria@agency.example' })).toEqual(
        await files.admin.account({ email: 'maria@agency.example' }),
      );
      expect(await database.admin.auditLog(10)).toEqual(await files.admin.auditLog(10));
    } finally {
      await database.close();
    }

    // The files are left out once DATABASE_URL is set: an empty data folder shows the same.
    const elsewhere = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'empty-')), DATABASE_URL: url };
    const inbox = await tsx('scripts/inbox.ts', ['--json'], elsewhere);
    expect(
      inbox.stdout
        .trim()
        .split('\n')
        .map((line) => (JSON.parse(line) as StoredSubmission).fields.name),
    ).toEqual(['Ann', undefined, 'Cy', 'Dee']);
    expect((await tsx('scripts/inbox.ts', [], elsewhere)).stdout).toContain('4 submissions in PostgreSQL database');
    expect((await tsx('scripts/admin.ts', ['users'], elsewhere)).stdout).toMatch(/maria@agency\.example\s+owner\s+invited/);
  }, 120_000);
});
