/**
 * The leads' store in PostgreSQL against what leads/store.ts asks of a `LeadStore`: a lead and its
 * mail stored in one step and once, the inbox's filters, the staff's changes, spam, and an outbox that
 * two servers on one database claim without ever both taking the same mail.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/database/database.ts';
import { createPostgresLeadStore } from '../../src/server/database/lead-store.ts';
import type { Arrival, LeadStore } from '../../src/server/leads/store.ts';
import { startPostgres, type TestPostgres } from './postgres-server.ts';

let postgres: TestPostgres;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop(), 60_000);

const databases: Database[] = [];
afterEach(async () => {
  await Promise.all(databases.splice(0).map((db) => db.close()));
});

let time = Date.parse('2026-06-01T09:00:00.000Z');
/** A store on `url` with a pool of its own, as one server has. */
async function storeOn(url: string): Promise<LeadStore> {
  const db = openDatabase(url, () => undefined);
  databases.push(db);
  await db.ready;
  return createPostgresLeadStore(db, () => time);
}

const arrival = (id: string, extra: Partial<Arrival> = {}): Arrival => ({
  form: 'contact',
  id,
  fields: { name: `Person ${id}`, email: `${id.toLowerCase()}@example.com`, subject: 'Kenya', message: 'Ten days in July.' },
  page: '/contact',
  spam: null,
  mailTo: ['office@halcyon.example'],
  ...extra,
});

describe('the leads’ store in PostgreSQL', () => {
  it('stores a lead with its mail due at once, a retry to another server once, spam without mail', async () => {
    const url = await postgres.freshDatabase();
    const [a, b] = await Promise.all([storeOn(url), storeOn(url)]);
    const first = await a.receive(arrival('LEAD-0001'));
    expect(first.duplicate).toBe(false);
    expect(first.lead).toMatchObject({ status: 'new', note: '', owner: null, spam: null, page: '/contact', attempts: [] });
    expect(first.lead.mail).toEqual({ state: 'pending', nextAt: time });
    time += 1000;
    const retry = await b.receive(arrival('LEAD-0001', { fields: { name: 'Changed' } }));
    expect(retry).toEqual({ lead: first.lead, duplicate: true });
    const both = await Promise.all([a.receive(arrival('LEAD-0002')), b.receive(arrival('LEAD-0002'))]);
    expect(both.map((r) => r.duplicate).sort()).toEqual([false, true]);
    const spam = await a.receive(arrival('LEAD-0003', { spam: 'honeypot' }));
    expect(spam.lead).toMatchObject({ spam: 'honeypot', mailTo: [], mail: { state: 'none' } });
    // A submission the form endpoint stored the older way is a new lead nobody was mailed about.
    await a.append('newsletter', { email: 'old@example.com' }, 'LEAD-OLD-01');
    expect(await b.lead('newsletter:LEAD-OLD-01')).toMatchObject({ status: 'new', mail: { state: 'none' }, page: null });
    expect(await b.lead('contact:NOPE')).toBeNull();
    expect(await b.lead('no-colon')).toBeNull();
    const listed: string[] = [];
    for await (const entry of b.read()) if ('record' in entry) listed.push(entry.record.id);
    expect(listed).toEqual(['LEAD-0001', 'LEAD-0002', 'LEAD-0003', 'LEAD-OLD-01']);
  });

  it('finds leads by words, form, topic, status, spam, mail, time and email, newest first, and counts them', async () => {
    const url = await postgres.freshDatabase();
    const store = await storeOn(url);
    const start = time;
    await store.receive(
      arrival('FIND-0001', { fields: { name: 'Ann Lee', email: 'Ann@Example.com', subject: 'Kenya', message: 'Safari please' } }),
    );
    time += 1000;
    await store.receive(
      arrival('FIND-0002', { fields: { name: 'Bo', email: 'bo@example.com', subject: 'Peru', message: 'Machu Picchu' } }),
    );
    time += 1000;
    await store.receive(arrival('FIND-0003', { spam: 'links' }));
    time += 1000;
    await store.receive(arrival('FIND-0004', { form: 'newsletter', fields: { email: 'ann@example.com' }, mailTo: [] }));
    const ids = async (q: Parameters<LeadStore['leads']>[0]) => (await store.leads(q)).map((l) => l.id);
    expect(await ids({})).toEqual(['FIND-0004', 'FIND-0003', 'FIND-0002', 'FIND-0001']);
    expect(await ids({ search: 'SAFARI ann' })).toEqual(['FIND-0001']);
    expect(await ids({ search: 'safari bo' })).toEqual([]);
    expect(await ids({ form: 'contact', spam: false })).toEqual(['FIND-0002', 'FIND-0001']);
    expect(await ids({ topic: 'Peru' })).toEqual(['FIND-0002']);
    expect(await ids({ spam: true })).toEqual(['FIND-0003']);
    expect(await ids({ mail: 'none' })).toEqual(['FIND-0004', 'FIND-0003']);
    expect(await ids({ from: start + 1000, until: start + 3000 })).toEqual(['FIND-0003', 'FIND-0002']);
    expect(await ids({ email: ' ANN@example.com ' })).toEqual(['FIND-0004', 'FIND-0001']);
    expect(await ids({ limit: 2 })).toEqual(['FIND-0004', 'FIND-0003']);
    await store.update('contact:FIND-0002', { status: 'replied', note: 'Called back', owner: 'maria@agency.example' });
    expect(await ids({ status: 'replied' })).toEqual(['FIND-0002']);
    expect(await store.counts()).toEqual({ new: 2, notMailed: 0, spam: 1 });
  });

  it('changes a lead as the staff ask: status, note, owner, spam and back, mail again', async () => {
    const store = await storeOn(await postgres.freshDatabase());
    await store.receive(arrival('EDIT-0001'));
    const changed = await store.update('contact:EDIT-0001', { status: 'closed', note: 'Booked', owner: 'leo@agency.example' });
    expect(changed).toMatchObject({ status: 'closed', note: 'Booked', owner: 'leo@agency.example' });
    expect(await store.update('contact:EDIT-0001', { owner: null })).toMatchObject({ status: 'closed', owner: null });
    expect(await store.update('contact:NOPE', { status: 'closed' })).toBeNull();
    expect(await store.setSpam('contact:EDIT-0001', 'too-fast', [], time)).toMatchObject({
      spam: 'too-fast',
      mail: { state: 'none' },
    });
    expect(await store.claimDue(time, 60_000, 10)).toEqual([]);
    time += 5000;
    const back = await store.setSpam('contact:EDIT-0001', null, ['office@halcyon.example'], time);
    expect(back).toMatchObject({ spam: null, mailTo: ['office@halcyon.example'], mail: { state: 'pending', nextAt: time } });
    await store.recordAttempt('contact:EDIT-0001', { at: time, ok: false, detail: 'refused' }, 'failed');
    expect((await store.counts()).notMailed).toBe(1);
    time += 5000;
    expect((await store.requeue('contact:EDIT-0001', time))?.mail).toEqual({ state: 'pending', nextAt: time });
  });

  it('hands each due mail to one of two servers claiming at once, again after a lease runs out, and keeps every try', async () => {
    const url = await postgres.freshDatabase();
    const [a, b] = await Promise.all([storeOn(url), storeOn(url)]);
    for (let i = 0; i < 20; i++) await a.receive(arrival(`MAIL-${String(i).padStart(4, '0')}`));
    const claims = await Promise.all([a.claimDue(time, 60_000, 15), b.claimDue(time, 60_000, 15), a.claimDue(time, 60_000, 15)]);
    const claimed = claims.flat().map((c) => c.leadId);
    expect(claimed).toHaveLength(20);
    expect(new Set(claimed).size).toBe(20);
    expect(claims.flat().every((c) => c.tries === 0 && c.queuedAt === time)).toBe(true);
    expect(await b.claimDue(time + 59_000, 60_000, 50)).toEqual([]);

    const [first, second, third] = claimed;
    await a.recordAttempt(first, { at: time, ok: true, detail: '250 OK' }, 'sent');
    await a.recordAttempt(second, { at: time, ok: false, detail: 'connection refused' }, { retryAt: time + 30_000 });
    // Answered: due again at its retry time, not at the end of the lease.
    expect((await b.claimDue(time + 30_000, 60_000, 50)).map((c) => c.leadId)).toEqual([second]);
    // Not answered (its sender died): taken again once the lease is over.
    const after = (await b.claimDue(time + 60_000, 60_000, 50)).map((c) => c.leadId);
    expect(after).toContain(third);
    expect(after).not.toContain(first);
    expect(await a.lead(first)).toMatchObject({
      mail: { state: 'sent', sentAt: time },
      attempts: [{ at: time, ok: true, detail: '250 OK' }],
    });
    expect((await a.lead(second))?.attempts).toHaveLength(1);
  });

  it('unsubscribes sign-ups only, removes leads everywhere, and keeps the settings', async () => {
    const store = await storeOn(await postgres.freshDatabase());
    await store.receive(arrival('SIGN-0001', { form: 'newsletter', fields: { email: 'Ann@example.com' }, mailTo: [] }));
    await store.receive(arrival('SIGN-0002', { fields: { name: 'Ann', email: 'ann@example.com', message: 'Hello' } }));
    expect(await store.unsubscribe('ANN@example.com ', time)).toBe(1);
    expect(await store.unsubscribe('ann@example.com', time + 1)).toBe(0);
    expect((await store.lead('newsletter:SIGN-0001'))?.unsubscribedAt).toBe(time);
    expect((await store.lead('contact:SIGN-0002'))?.unsubscribedAt).toBeNull();
    expect(await store.remove(['newsletter:SIGN-0001', 'contact:SIGN-0002', 'contact:NOPE', 'bad'])).toBe(2);
    expect(await store.leads({})).toEqual([]);
    expect(await store.settings()).toEqual({ retentionMonths: null });
    await store.saveSettings({ retentionMonths: 24 });
    await store.saveSettings({ retentionMonths: 18 });
    expect(await store.settings()).toEqual({ retentionMonths: 18 });
  });
});
