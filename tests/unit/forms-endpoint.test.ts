import { appendFileSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFormEndpoint } from '../../src/server/site.ts';
import { createFormEndpoint, listenHost, parseTrustProxy, type FormEndpointOptions } from '../../src/server/forms/endpoint.ts';
import { createJsonLinesStore, submissionsFile, type StoredSubmission } from '../../src/server/forms/store.ts';
import { fieldNames, formRules, type FieldName } from '../../src/forms/rules.ts';
import { validContact } from '../fixtures/forms.ts';

// Records every fsync of the store, to check that a submission is on disk before it is acknowledged.
const synced = vi.hoisted(() => [] as string[]);
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        await sync();
        synced.push(String(args[0]));
      };
      return handle;
    },
  };
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

let server: Server;
let base: string;
let dataDir: string;
let clock: number;

async function start(options: Partial<FormEndpointOptions> = {}): Promise<void> {
  const endpoint = createFormEndpoint({ store: dataDir, now: () => clock, ...options });
  server = createServer((req, res) =>
    endpoint(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stop(): Promise<void> {
  if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A raw HTTP request, so that headers, chunking and sizes are exactly what the test says. */
function send(
  urlPath: string,
  {
    method = 'POST',
    body,
    headers = {},
    chunks,
  }: { method?: string; body?: string | Buffer; headers?: Record<string, string>; chunks?: string[] } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${urlPath}`, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
      });
    });
    req.on('error', reject);
    if (chunks) for (const c of chunks) req.write(c);
    else if (body !== undefined) req.write(body);
    req.end();
  });
}

const postJson = (formId: string, data: unknown, headers: Record<string, string> = {}) =>
  send(`/api/forms/f/${formId}`, { body: JSON.stringify(data), headers: { 'Content-Type': 'application/json', ...headers } });

const lines = (formId: string): string[] => {
  const file = submissionsFile(dataDir, formId, clock);
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
};

/** Every record and damaged line of the data folder, as `npm run inbox` reads them. */
async function readInbox(folder: string) {
  const submissions: StoredSubmission[] = [];
  const damaged: { file: string; line: number }[] = [];
  for await (const entry of createJsonLinesStore(folder).read()) {
    if ('record' in entry) submissions.push(entry.record);
    else damaged.push(entry.damaged);
  }
  return { submissions, damaged };
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forms-'));
  clock = Date.UTC(2026, 10, 21, 9, 30);
  synced.length = 0;
  await start();
});

afterEach(stop);

describe('the embedded form endpoint accepts', () => {
  it('a valid submission: answers {next} only once it is written and flushed to disk', async () => {
    const answer = await postJson('contact', { ...validContact, _gotcha: '' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, next: '/' });
    expect(answer.headers['cache-control']).toBe('no-store');
    const stored = lines('contact').map((l) => JSON.parse(l));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: 'contact',
      receivedAt: '2026-11-21T09:30:00.000Z',
      fields: { name: 'Jane Smith', subject: 'Kenya in July' },
    });
    // The blank optional phone and the empty honeypot are not kept.
    expect(stored[0].fields).not.toHaveProperty('phone');
    expect(stored[0].fields).not.toHaveProperty('_gotcha');
    expect(synced).toContain(submissionsFile(dataDir, 'contact', clock));
    expect(statSync(submissionsFile(dataDir, 'contact', clock)).mode & 0o777).toBe(0o600);
  });

  it('a charset in the content type, and the newsletter form', async () => {
    const answer = await postJson(
      'newsletter',
      { email: 'jane@example.com' },
      { 'Content-Type': 'application/json; charset=utf-8' },
    );
    expect(answer.status).toBe(200);
    expect(lines('newsletter')).toHaveLength(1);
  });

  it("the other message forms of site.json (the demo hotel's), kept apart from the contact form", async () => {
    const answer = await postJson('seabreeze-contact', validContact);
    expect(answer.status).toBe(200);
    expect(lines('seabreeze-contact')).toHaveLength(1);
    expect(lines('contact')).toHaveLength(0);
  });

  it('concurrent submissions as whole lines, and keeps them across a restart', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => postJson('contact', { ...validContact, name: `Guest ${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    await stop();
    await start();
    expect((await postJson('contact', { ...validContact, name: 'After restart' })).status).toBe(200);
    const { submissions, damaged } = await readInbox(dataDir);
    expect(damaged).toEqual([]);
    expect(submissions.map((s) => s.fields.name).sort()).toEqual(
      [...answers.map((_, i) => `Guest ${i}`), 'After restart'].sort(),
    );
  });
});

describe('the embedded form endpoint refuses', () => {
  it('a body that is too large, declared or not, with 413', async () => {
    const huge = JSON.stringify({ ...validContact, message: 'x'.repeat(70_000) });
    const declared = await send('/api/forms/f/contact', { body: huge, headers: { 'Content-Type': 'application/json' } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ error: expect.stringMatching(/larger than/) });
    await stop();
    await start();
    const chunked = await send('/api/forms/f/contact', {
      chunks: [huge.slice(0, 30_000), huge.slice(30_000)],
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    });
    expect(chunked.status).toBe(413);
    expect(lines('contact')).toEqual([]);
  });

  it('other content types with 415', async () => {
    const form = await send('/api/forms/f/contact', {
      body: new URLSearchParams(validContact).toString(),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(form.status).toBe(415);
    expect(form.headers.accept).toBe('application/json, application/x-www-form-urlencoded');
    expect(form.body).toEqual({ error: expect.stringMatching(/as JSON .* or as a form/) });
    expect(
      (await send('/api/forms/f/contact', { body: JSON.stringify(validContact), headers: { 'Content-Type': 'text/plain' } }))
        .status,
    ).toBe(415);
    expect((await send('/api/forms/f/contact', { body: JSON.stringify(validContact) })).status).toBe(415);
    expect(
      (
        await send('/api/forms/f/contact', {
          body: JSON.stringify(validContact),
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        })
      ).status,
    ).toBe(415);
    expect(lines('contact')).toEqual([]);
  });

  it('missing and empty fields with 422 and the service codes', async () => {
    const sent = { name: 'Jane', email: '', phone: '12' };
    const answer = await postJson('contact', sent);
    expect(answer.status).toBe(422);
    // Every required field not sent at all is missing, in the form's order among the others.
    const missing = (field: FieldName<'contact'>) =>
      formRules.contact[field].required && !(field in sent)
        ? [{ field, code: 'REQUIRED_FIELD_MISSING', message: `${field} is required` }]
        : [];
    expect(answer.body).toEqual({
      error: expect.any(String),
      errors: fieldNames('contact').flatMap((field) => {
        if (field === 'email') return [{ field, code: 'REQUIRED_FIELD_EMPTY', message: 'email is required and was empty' }];
        if (field === 'phone')
          return [{ field, code: 'TYPE_NUMERIC', message: expect.stringMatching(/^phone should be a phone number/) }];
        return missing(field);
      }),
    });
    expect((answer.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(
      expect.arrayContaining(['subject', 'message']),
    );
    expect(lines('contact')).toEqual([]);
  });

  it('wrong types, bad emails and overlong fields with 422', async () => {
    const answer = await postJson('contact', { ...validContact, name: 42, email: 'jane@example', message: 'x'.repeat(5001) });
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: unknown[] }).errors).toEqual([
      { field: 'name', code: 'TYPE_TEXT', message: 'name must be plain text' },
      { field: 'email', code: 'TYPE_EMAIL', message: 'email should be an email address' },
      { field: 'message', code: 'UNSPECIFIED', message: 'message must be at most 5000 characters' },
    ]);
  });

  it('an empty submission with the form-level code EMPTY', async () => {
    const answer = await postJson('contact', { _gotcha: '' });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ error: expect.any(String), errors: [{ code: 'EMPTY', message: expect.any(String) }] });
  });

  it('a body that is not a JSON object with 400', async () => {
    expect(
      (await send('/api/forms/f/contact', { body: '{"name":', headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(400);
    expect((await postJson('contact', [validContact])).status).toBe(400);
    expect((await postJson('contact', 'text')).status).toBe(400);
  });

  it('an unknown form with 404 FORM_NOT_FOUND, and other methods with 405', async () => {
    const unknown = await postJson('quote', validContact);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      error: expect.any(String),
      errors: [{ code: 'FORM_NOT_FOUND', message: expect.any(String) }],
    });
    const get = await send('/api/forms/f/contact', { method: 'GET' });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('leaves every other path to the next handler', async () => {
    for (const p of ['/contact', '/api/forms', '/api/forms/f/contact/extra', '/api/other/f/contact']) {
      expect((await send(p, { method: 'GET' })).body, p).toBe('next');
    }
  });
});

describe('the honeypot', () => {
  it('answers a bot with success and keeps nothing', async () => {
    const answer = await postJson('contact', { ...validContact, _gotcha: 'https://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true, next: '/' });
    expect(existsSync(submissionsFile(dataDir, 'contact', clock))).toBe(false);
  });
});

describe('the rate limit', () => {
  beforeEach(async () => {
    await stop();
    await start({ rateLimit: { max: 3, windowMs: 60_000 } });
  });

  it('refuses repeated posts from one address with 429 and Retry-After, then lets them through again', async () => {
    for (let i = 0; i < 3; i++) expect((await postJson('contact', validContact)).status).toBe(200);
    clock += 20_000;
    const refused = await postJson('contact', validContact);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('40');
    expect(refused.body).toEqual({ error: 'Too many submissions from this address. Try again in 1 minute.' });
    expect(lines('contact')).toHaveLength(3);
    expect((await postJson('contact', {})).status).toBe(429);
    clock += 40_000;
    expect((await postJson('contact', validContact)).status).toBe(200);
  });

  it('does not count refused (422) posts against the allowance, but still stops endless probing', async () => {
    for (let i = 0; i < 8; i++) expect((await postJson('contact', { ...validContact, email: 'jane@example' })).status).toBe(422);
    expect((await postJson('contact', validContact)).status).toBe(200);
    // Refusals have an allowance of their own, five times the usual one (3 here).
    for (let i = 0; i < 7; i++) expect((await postJson('contact', { ...validContact, email: 'x' })).status).toBe(422);
    expect((await postJson('contact', { ...validContact, email: 'x' })).status).toBe(429);
  });

  it('counts posts sent side by side before any of them is answered', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => postJson('contact', validContact)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('counts each form separately', async () => {
    for (let i = 0; i < 3; i++) await postJson('contact', validContact);
    expect((await postJson('contact', validContact)).status).toBe(429);
    expect((await postJson('newsletter', { email: 'jane@example.com' })).status).toBe(200);
  });

  it('trusts X-Forwarded-For only when told to', async () => {
    for (let i = 0; i < 3; i++) await postJson('contact', validContact, { 'X-Forwarded-For': `203.0.113.${i}` });
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(429);
  });

  it('behind one proxy, takes the address that proxy saw, whatever the client put before it', async () => {
    await stop();
    await start({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: 1 });
    // The proxy appends the address it saw; a client forging the header only adds entries to the left.
    for (let i = 0; i < 3; i++) await postJson('contact', validContact, { 'X-Forwarded-For': `10.9.9.${i}, 203.0.113.9` });
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '203.0.113.9' })).status).toBe(429);
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '198.51.100.7' })).status).toBe(200);
  });

  it('behind two proxies (a CDN and a proxy), takes the second entry from the right', async () => {
    await stop();
    await start({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: 2 });
    for (let i = 0; i < 3; i++) await postJson('contact', validContact, { 'X-Forwarded-For': `203.0.113.9, 172.16.0.${i}` });
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '203.0.113.9, 172.16.0.7' })).status).toBe(429);
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '198.51.100.7, 172.16.0.1' })).status).toBe(200);
  });

  it('counts an IPv6 client by its /64, whatever address it takes within it', async () => {
    await stop();
    await start({ rateLimit: { max: 3, windowMs: 60_000 }, trustProxy: 1 });
    for (const suffix of ['1', 'abcd:ef01:2345', '0:0:ffff'])
      expect((await postJson('contact', validContact, { 'X-Forwarded-For': `2001:db8:7:42::${suffix}` })).status).toBe(200);
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '2001:0db8:0007:0042:ffff::9' })).status).toBe(429);
    expect((await postJson('contact', validContact, { 'X-Forwarded-For': '2001:db8:7:43::1' })).status).toBe(200);
  });

  it('has a default that lets a visitor write a few times and stops a script', async () => {
    await stop();
    await start();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await postJson('contact', validContact)).status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(3);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('TRUST_PROXY, the setting of npm start', () => {
  it('makes npm start listen on the loopback address only, unless HOST says where', () => {
    expect(listenHost(undefined, 0)).toBeUndefined();
    expect(listenHost(undefined, 1)).toBe('127.0.0.1');
    expect(listenHost('', 2)).toBe('127.0.0.1');
    expect(listenHost('0.0.0.0', 1)).toBe('0.0.0.0');
    expect(listenHost(' ::1 ', 0)).toBe('::1');
  });

  it('reads unset, 0, false, true and a hop count, and refuses anything else with advice', () => {
    expect([undefined, '', '0', 'false'].map(parseTrustProxy)).toEqual([0, 0, 0, 0]);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY="yes" is not a number of proxies. Use TRUST_PROXY=1/);
  });

  it("turns on the endpoint's use of X-Forwarded-For in the production server", async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    vi.stubEnv('DATA_DIR', dataDir);
    try {
      await stop();
      const endpoint = siteFormEndpoint(() => undefined);
      server = createServer((req, res) => endpoint(req, res, () => res.end()));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // The default limit is 8 per address: nine visitors behind the proxy each get their own.
      for (let i = 0; i < 9; i++) {
        expect((await postJson('contact', validContact, { 'X-Forwarded-For': `203.0.113.${i}` })).status).toBe(200);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('nothing lost, nothing doubled', () => {
  it('starts a record on its own line when the file ends in a line cut short', async () => {
    expect((await postJson('contact', validContact)).status).toBe(200);
    const file = submissionsFile(dataDir, 'contact', clock);
    appendFileSync(file, '{"id":"torn","form":"contact","receivedAt":"2026-11-21T09:30:00.000Z","fields":{"name":"Ja');
    // A new server, as after the crash that cut the line short.
    await stop();
    await start();
    expect((await postJson('contact', { ...validContact, name: 'After the crash' })).status).toBe(200);
    expect(lines('contact')).toHaveLength(3);
    expect(JSON.parse(lines('contact')[2]).fields.name).toBe('After the crash');
    const { submissions, damaged } = await readInbox(dataDir);
    expect(submissions.map((s) => s.fields.name)).toEqual(['Jane Smith', 'After the crash']);
    expect(damaged).toEqual([{ file: 'contact.2026-11.jsonl', line: 2 }]);
  });

  it('stores a submission sent twice under one id once, and answers both alike', async () => {
    const id = '6f1c2a4e-8d0b-4c57-9a3e-1b2c3d4e5f60';
    const first = await postJson('contact', { ...validContact, _submissionId: id });
    const retry = await postJson('contact', { ...validContact, _submissionId: id });
    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(lines('contact').map((l) => JSON.parse(l).id)).toEqual([id]);
    // Also side by side, and after a restart (the ids are read back from the file).
    const other = '0a1b2c3d-0000-4000-8000-000000000001';
    await Promise.all([1, 2, 3].map(() => postJson('contact', { ...validContact, _submissionId: other })));
    await stop();
    await start();
    expect((await postJson('contact', { ...validContact, _submissionId: id })).status).toBe(200);
    expect(lines('contact').map((l) => JSON.parse(l).id)).toEqual([id, other]);
    // A different id is a different submission, even with the same words.
    expect((await postJson('contact', { ...validContact, _submissionId: 'second-message-1' })).status).toBe(200);
    expect(lines('contact')).toHaveLength(3);
  });

  it('refuses a submission id that is not a plain token', async () => {
    for (const bad of ['short', 'a'.repeat(65), 'has space in it', 42]) {
      expect((await postJson('contact', { ...validContact, _submissionId: bad })).status, String(bad)).toBe(400);
    }
    expect(lines('contact')).toEqual([]);
  });

  it('flushes each record to disk before answering 200', async () => {
    expect((await postJson('contact', { ...validContact, _submissionId: 'flushed-before-200' })).status).toBe(200);
    expect(synced.filter((f) => f === submissionsFile(dataDir, 'contact', clock))).toHaveLength(1);
  });
});

describe('input the endpoint refuses as not plain text', () => {
  const cases: [string, Record<string, string>, RegExp][] = [
    ['a C1 control', { name: 'Jane\u0085Smith' }, /name must be plain text: it contains the control character U\+0085/],
    ['a C1 control in the message', { message: 'Ten days in Kenya\u009B2J, please' }, /U\+009B/],
    ['a bidi override', { name: 'Jane \u202Ehtims' }, /text-direction override U\+202E/],
    ['a bidi isolate', { subject: 'Kenya \u2066in July' }, /U\+2066/],
    [
      'a line separator in a single-line field',
      { subject: 'Kenya\u2028in July' },
      /subject must be a single line: it contains the line break U\+2028/,
    ],
    ['a paragraph separator in a single-line field', { name: 'Jane\u2029Smith' }, /U\+2029/],
    ['only invisible characters', { name: '\u200B\u200D\u2060' }, /name must contain visible text/],
    ['only a Hangul filler', { subject: '\u3164\u3164' }, /visible text/],
    ['a tag character', { name: 'Jane\u{E0041}' }, /name must be plain text: it contains the invisible character U\+E0041/],
    ['an interlinear annotation', { message: 'Ten days in Kenya \uFFF9please\uFFFB' }, /U\+FFF9/],
    ['a lone surrogate', { subject: 'Kenya \ud800' }, /subject must be plain text: it contains the lone surrogate U\+D800/],
  ];
  for (const [what, fields, message] of cases) {
    it(`${what}, with 422 TYPE_TEXT`, async () => {
      const answer = await postJson('contact', { ...validContact, ...fields });
      expect(answer.status).toBe(422);
      const errors = (answer.body as { errors: { field: string; code: string; message: string }[] }).errors;
      expect(errors).toEqual([{ field: Object.keys(fields)[0], code: 'TYPE_TEXT', message: expect.stringMatching(message) }]);
      expect(lines('contact')).toEqual([]);
    });
  }

  it('stores names without their direction marks', async () => {
    const answer = await postJson('contact', { ...validContact, name: '\u200Fדנה\u200E', _submissionId: 'marks-removed' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(lines('contact')[0]).fields.name).toBe('דנה');
  });

  it('keeps line separators in the message', async () => {
    expect((await postJson('contact', { ...validContact, message: 'Ten days\u2028in Kenya, please.' })).status).toBe(200);
  });

  it('a charset other than UTF-8 with 415, and bytes that are not UTF-8 with 400', async () => {
    for (const charset of ['iso-8859-1', 'utf-16', '"windows-1252"']) {
      const answer = await postJson('contact', validContact, { 'Content-Type': `application/json; charset=${charset}` });
      expect(answer.status, charset).toBe(415);
      expect(answer.body).toEqual({ error: expect.stringMatching(/UTF-8 only/) });
    }
    expect((await postJson('contact', validContact, { 'Content-Type': 'application/json; charset="UTF-8"' })).status).toBe(200);
    const latin1 = Buffer.from(JSON.stringify({ ...validContact, name: 'Zoë' }), 'latin1');
    const answer = await send('/api/forms/f/contact', { body: latin1, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBe(400);
  });
});
