/**
 * The back office's test server: the production server's handler (scripts/serve.ts) with the back office
 * mounted, on a free port, over a site of two pages and a temporary data folder (or the PostgreSQL
 * database `databaseUrl` names), with a clock the test moves. And a client that keeps its cookie, as a
 * browser would.
 *
 * Its pages are published from a copy of the site's content in a folder of its own (`site`), by the
 * `build` a test gives (by default one that refuses, so that no test publishes by accident).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createSiteHandler } from '../../src/server/site.ts';
import { invite, randomToken } from '../../src/server/admin/accounts.ts';
import { sha256 } from '../../scripts/lib/hash.ts';
import { createAdminEndpoint } from '../../src/server/admin/endpoint.ts';
import type { Feature } from '../../src/server/admin/http.ts';
import { leadsFeature } from '../../src/server/admin/leads.ts';
import { createOutbox, type MailSettings, type Outbox, type Send } from '../../src/server/leads/mail.ts';
import type { LeadStore } from '../../src/server/leads/store.ts';
import { hashPassword } from '../../src/server/admin/passwords.ts';
import type { Role } from '../../src/server/admin/roles.ts';
import type { Account, AdminStore } from '../../src/server/admin/store.ts';
import { storesFromEnv } from '../../src/server/stores.ts';
import { createDrafts } from '../../src/server/admin/drafts.ts';
import { publishing } from '../../src/server/admin/publish.ts';
import { createPublisher } from '../../src/server/admin/publisher.ts';
import { contentDir } from '../../scripts/lib/paths.ts';

export const PASSWORD = 'tulip kettle orbit glacier';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export interface TestServer {
  origin: string;
  dataDir: string;
  /** The database the store is in, when it is not in `dataDir`'s files. */
  databaseUrl?: string;
  /** The folder the site's pages are published in (a copy of content/ in content/). */
  site: string;
  /** The folder whose client/ link the server serves, swapped by each build. */
  dist: string;
  store: AdminStore;
  /** Moves the server's clock on. */
  advance: (ms: number) => void;
  now: () => number;
  close: () => Promise<void>;
  leads: LeadStore;
  outbox: Outbox;
}

const noBuild = (): Promise<void> => Promise.reject(new Error('This test server builds nothing.'));

let builds = 0;
/**
 * Swaps a build of `files` in as `dist`/client, as the site's build does: made in a folder of its own,
 * marked complete, and the link renamed over the old one.
 */
export function swapIn(dist: string, files: Record<string, string>): void {
  const name = `b${(builds += 1)}`;
  const folder = path.join(dist, 'builds', name);
  mkdirSync(path.join(folder, 'client'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, 'client', file)), { recursive: true });
    writeFileSync(path.join(folder, 'client', file), text);
  }
  writeFileSync(path.join(folder, 'complete'), name);
  symlinkSync(path.join(folder, 'client'), path.join(dist, 'client.next'), 'dir');
  renameSync(path.join(dist, 'client.next'), path.join(dist, 'client'));
}

/**
 * The parts of the back office beyond its door, as `npm start` mounts them, over `leads`, a data folder
 * for drafts, and a copy of the site's content published by `build`.
 */
export function backOfficeParts({
  leads,
  dataDir,
  now = Date.now,
  send = null,
  mail = null,
  build = noBuild,
}: {
  leads: LeadStore;
  dataDir: string;
  now?: () => number;
  send?: Send | null;
  mail?: MailSettings | null;
  build?: () => Promise<void>;
}): { features: Feature[]; outbox: Outbox; site: string } {
  const outbox = createOutbox({ store: leads, send, settings: mail, siteName: 'Test', adminUrl: null, now });
  const site = mkdtempSync(path.join(tmpdir(), 'admin-pages-'));
  cpSync(contentDir, path.join(site, 'content'), { recursive: true });
  const publisher = createPublisher({ root: site, build });
  return {
    features: [leadsFeature({ store: leads, outbox, mail, send }), publishing({ publisher, drafts: createDrafts(dataDir) })],
    outbox,
    site,
  };
}

export async function startServer({
  trustProxy = 0,
  databaseUrl,
  send = null,
  mail = null,
  build = noBuild,
}: {
  trustProxy?: number;
  databaseUrl?: string;
  send?: Send | null;
  mail?: MailSettings | null;
  build?: (dist: string, site: string) => Promise<void>;
} = {}): Promise<TestServer> {
  const dist = mkdtempSync(path.join(tmpdir(), 'admin-site-'));
  const root = path.join(dist, 'client');
  swapIn(dist, { 'index.html': '<h1>home</h1>', '404.html': '<h1>not found</h1>' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-data-'));
  // From the real time: `npm run admin`, in a process of its own, dates what it makes by the real clock.
  let time = Date.now();
  const now = (): number => time;
  const stores = storesFromEnv(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }, {
    now,
    log: () => undefined,
  });
  await stores.ready;
  const leads = stores.leads;
  const { features, outbox, site } = backOfficeParts({ leads, dataDir, now, send, mail, build: () => build(dist, site) });
  const admin = createAdminEndpoint({ store: stores.admin, now, trustProxy, log: () => undefined, features });
  const server: Server = createServer(createSiteHandler(root, [admin], trustProxy, () => undefined));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    dataDir,
    databaseUrl,
    site,
    dist,
    store: stores.admin,
    leads,
    outbox,
    advance: (ms) => (time += ms),
    now,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(stores.close()));
      }),
  };
}

/** A raw request: fetch() would not let a test send a foreign Origin or none. */
export const raw = (
  server: TestServer,
  method: string,
  urlPath: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = request(`${server.origin}${urlPath}`, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });

/** A browser's side: its cookie, its Origin on every post. */
export class Client {
  cookie = '';
  constructor(readonly server: TestServer) {}

  async request(
    method: string,
    urlPath: string,
    /** A form's fields, or a body sent as it is (the headers then say what it is). */
    body?: Record<string, string> | string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const form = typeof body === 'object';
    const answer = await raw(this.server, method, urlPath, {
      headers: {
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded', Origin: this.server.origin } : {}),
        ...headers,
      },
      body: form ? new URLSearchParams(body).toString() : body,
    });
    const set = answer.headers['set-cookie']?.[0];
    if (set) this.cookie = /Max-Age=0/.test(set) ? '' : set.split(';')[0];
    return answer;
  }

  get = (urlPath: string): Promise<Answer> => this.request('GET', urlPath);
  post = (urlPath: string, form: Record<string, string>, headers?: Record<string, string>): Promise<Answer> =>
    this.request('POST', urlPath, form, headers);

  /** A post of the API, as the back office's scripts send it: JSON, with the session's token in a header. */
  api = (urlPath: string, body: unknown, csrf: string): Promise<Answer> =>
    this.request('POST', urlPath, JSON.stringify(body), {
      'Content-Type': 'application/json',
      Origin: this.server.origin,
      'X-CSRF-Token': csrf,
    });

  /** The CSRF token of the page at `urlPath`, as its forms carry it. */
  async csrf(urlPath = '/admin'): Promise<string> {
    const { text } = await this.get(urlPath);
    const token = /name="_csrf" value="([^"]+)"/.exec(text)?.[1];
    if (!token) throw new Error(`No CSRF token on ${urlPath}: ${text.slice(0, 300)}`);
    return token;
  }

  signIn = (email: string, password = PASSWORD, next?: string): Promise<Answer> =>
    this.post('/admin/sign-in', { email, password, ...(next ? { next } : {}) });
}

/** `npm run admin -- …` against the server's store, as a developer runs it beside the server. */
export async function cli(server: TestServer, args: string[]): Promise<{ stdout: string; stderr: string }> {
  const tsx = path.resolve('node_modules/.bin/tsx');
  return promisify(execFile)(tsx, ['scripts/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? '', ADMIN_URL: server.origin },
  });
}

/** The path and query of a one-time link. */
export const linkPath = (url: string): string => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** An account made straight in the store, with `passwordHash` (no invitation to accept). */
async function accountIn(server: TestServer, email: string, role: Role, passwordHash: string): Promise<Account> {
  const made = await invite(server.store, {
    email,
    role,
    origin: server.origin,
    actor: { email: null, address: null },
    now: server.now(),
  });
  if ('refused' in made) throw new Error(made.refused);
  const account = await server.store.account({ email });
  if (!account) throw new Error(`${email} was not made`);
  const withPassword = { ...account, passwordHash };
  await server.store.saveAccount(withPassword);
  return withPassword;
}

/** An account with the test's password, and a client signed in to it. */
export async function accountWith(server: TestServer, email: string, role: Role): Promise<Client> {
  await accountIn(server, email, role, await hashPassword(PASSWORD));
  const client = new Client(server);
  const answer = await client.signIn(email);
  if (answer.status !== 303) throw new Error(`${email} could not sign in: ${answer.status}`);
  return client;
}

/** A session made straight in the store, for walking many endpoints without a hash each. */
export async function sessionFor(server: TestServer, email: string, role: Role): Promise<Client> {
  const account = await accountIn(server, email, role, '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaA');
  const id = randomToken();
  await server.store.addSession({
    idHash: sha256(id),
    accountId: account.id,
    csrfToken: randomToken(),
    createdAt: server.now(),
    lastSeenAt: server.now(),
    confirmedAt: server.now(),
    address: '127.0.0.1',
  });
  const client = new Client(server);
  client.cookie = `halcyon-admin=${id}`;
  return client;
}
