/**
 * Leads from the form endpoint to the mailbox, through a real SMTP server in this process: stored
 * before any mail, mailed From the site and Reply-To the visitor, kept and retried while the mail
 * server is down (on a clock the test moves), "not mailed" after 24 hours; spam kept, not mailed, and
 * mailed once it is said not to be spam.
 */
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFormEndpoint } from '../../src/server/forms/endpoint.ts';
import { createFileLeadStore } from '../../src/server/leads/files.ts';
import { createOutbox, recipientsOf, smtpSender, type MailSettings, type Outbox } from '../../src/server/leads/mail.ts';
import { leadKey, type LeadStore } from '../../src/server/leads/store.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const mail: MailSettings = { from: 'leads@site.example', forms: { contact: ['team@agency.example'] } };
const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@visitor.example',
  subject: 'A river cruise',
  message: 'We would like a quiet river cruise in May.',
  _page: '/contact',
};

let smtp: SMTPServer | null = null;
let smtpPort = 0;
let received: Received[] = [];
let site: Server;
let base: string;
let store: LeadStore;
let outbox: Outbox;
let clock: number;

/** Starts the SMTP server on `smtpPort` (a free one the first time). */
async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(parts).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp?.listen(smtpPort, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
}

const stopSmtp = (): Promise<void> =>
  new Promise((resolve) => {
    if (!smtp) return resolve();
    smtp.close(() => resolve());
    smtp = null;
  });

beforeEach(async () => {
  received = [];
  smtpPort = 0;
  await startSmtp();
  clock = Date.parse('2026-05-01T10:00:00Z');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'leads-mail-'));
  store = createFileLeadStore(dataDir, () => clock);
  outbox = createOutbox({
    store,
    send: smtpSender(`smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`),
    settings: mail,
    siteName: 'Halcyon Voyages',
    adminUrl: 'https://site.example',
    now: () => clock,
    log: () => undefined,
  });
  const endpoint = createFormEndpoint({
    store,
    now: () => clock,
    rateLimit: false,
    recipients: (form, fields) => recipientsOf(mail, form, fields),
  });
  site = createServer((req, res) => endpoint(req, res, () => res.end('next')));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await stopSmtp();
  await new Promise<void>((resolve) => site.close(() => resolve()));
});

const post = (fields: Record<string, string>): Promise<Response> =>
  fetch(`${base}/api/forms/f/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

describe('a lead', () => {
  it('is stored, then mailed From the site with Reply-To the visitor and every field', async () => {
    expect((await post(visitor)).status).toBe(200);
    // Stored before any mail: the outbox has not run yet.
    const [lead] = await store.leads({});
    expect(lead.mail).toEqual({ state: 'pending', nextAt: clock });
    expect(lead.page).toBe('/contact');
    expect(received).toEqual([]);

    await outbox.work();
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('leads@site.example');
    expect(received[0].to).toEqual(['team@agency.example']);
    expect(received[0].raw).toMatch(/^Reply-To: Ada Lovelace <ada@visitor\.example>\r?$/m);
    expect(received[0].raw).toMatch(/^From: Halcyon Voyages <leads@site\.example>\r?$/m);
    expect(received[0].raw).toContain('We would like a quiet river cruise in May.');
    expect(received[0].raw).toContain('/contact');
    const mailed = await store.lead(leadKey(lead));
    expect(mailed?.mail.state).toBe('sent');
    expect(mailed?.attempts).toHaveLength(1);
  });

  it('is kept and retried while the mail server is down, and delivered when it comes back', async () => {
    await stopSmtp();
    expect((await post(visitor)).status).toBe(200);
    await outbox.work();
    let [lead] = await store.leads({});
    expect(lead.mail.state).toBe('pending');
    expect(lead.attempts.map((a) => a.ok)).toEqual([false]);

    // Not due again yet: nothing is tried.
    clock += 30_000;
    await outbox.work();
    [lead] = await store.leads({});
    expect(lead.attempts).toHaveLength(1);

    clock += 31_000;
    await outbox.work();
    [lead] = await store.leads({});
    expect(lead.attempts).toHaveLength(2);

    await startSmtp();
    clock += 2 * 60_000;
    await outbox.work();
    [lead] = await store.leads({});
    expect(lead.mail.state).toBe('sent');
    expect(lead.attempts.map((a) => a.ok)).toEqual([false, false, true]);
    expect(received).toHaveLength(1);
  });

  it('says "not mailed" after 24 hours of tries, and counts it', async () => {
    await stopSmtp();
    expect((await post(visitor)).status).toBe(200);
    for (let hour = 0; hour <= 25; hour += 1) {
      await outbox.work();
      clock += 60 * 60_000;
    }
    const [lead] = await store.leads({});
    expect(lead.mail.state).toBe('failed');
    expect(lead.attempts.length).toBeGreaterThan(5);
    expect((await store.counts()).notMailed).toBe(1);
  });
});

describe('spam', () => {
  it('keeps a honeypot post in the spam folder unmailed, and mails it once it is not spam', async () => {
    expect((await post({ ...visitor, _gotcha: 'filled' })).status).toBe(200);
    await outbox.work();
    expect(received).toEqual([]);
    expect(await store.leads({ spam: false })).toEqual([]);
    const [caught] = await store.leads({ spam: true });
    expect(caught.spam).toBe('honeypot');
    expect(caught.mail.state).toBe('none');

    await store.setSpam(leadKey(caught), null, recipientsOf(mail, 'contact', caught.fields), clock);
    await outbox.work();
    expect(received).toHaveLength(1);
    expect((await store.leads({ spam: false })).map((l) => l.mail.state)).toEqual(['sent']);
  });

  it('keeps a message stuffed with links in the spam folder', async () => {
    const message = 'Cheap: https://a.example https://b.example www.c.example buy now';
    expect((await post({ ...visitor, message })).status).toBe(200);
    await outbox.work();
    expect(received).toEqual([]);
    expect((await store.leads({ spam: true })).map((l) => l.spam)).toEqual(['links']);
  });
});

describe('the store', () => {
  it('stores an id sent twice once, and deletes a person’s leads everywhere', async () => {
    const id = 'retry-0001';
    expect((await post({ ...visitor, _submissionId: id })).status).toBe(200);
    expect((await post({ ...visitor, _submissionId: id })).status).toBe(200);
    expect(await store.leads({})).toHaveLength(1);
    await store.update(`contact:${id}`, { note: 'Called her back', status: 'replied' });
    expect(await store.remove((await store.leads({ email: 'ADA@visitor.example' })).map(leadKey))).toBe(1);
    expect(await store.leads({})).toEqual([]);
    const entries = [];
    for await (const entry of store.read()) entries.push(entry);
    expect(entries).toEqual([]);
  });
});
