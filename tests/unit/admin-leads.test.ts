/**
 * The leads inbox at /admin/leads: the list and its count in the menu, search and filters, a lead's
 * page, follow-up changes written to the audit log, the reply link that marks it replied, the spam
 * folder, the CSV export behind the password, and a person's data found and deleted everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadKey } from '../../src/server/leads/store.ts';
import { accountWith, sessionFor, startServer, PASSWORD, type TestServer } from './admin-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
  const arrive = (fields: Record<string, string>, form = 'contact', spam: 'honeypot' | null = null) =>
    server.leads.receive({ form, fields, page: '/contact', spam, mailTo: [] });
  await arrive({
    name: 'Ada Lovelace',
    email: 'ada@visitor.example',
    subject: 'River cruise',
    message: 'May on the Douro, please.',
  });
  server.advance(60_000);
  await arrive({ name: 'Grace Hopper', email: 'grace@visitor.example', subject: 'Safari', message: 'Two weeks in Kenya.' });
  server.advance(60_000);
  await arrive({ email: 'news@visitor.example' }, 'newsletter');
  await arrive({ name: 'Bot', email: 'bot@spam.example', subject: 'Win', message: 'Click here now' }, 'contact', 'honeypot');
});
afterAll(() => server.close());

const keyOf = async (email: string): Promise<string> => leadKey((await server.leads.leads({ email }))[0]);

describe('the list', () => {
  it('shows every lead newest first, spam aside, with the count of new ones in the menu', async () => {
    const staff = await sessionFor(server, 'list@agency.example', 'leads');
    const { status, text } = await staff.get('/admin/leads');
    expect(status).toBe(200);
    expect(text).toContain('Leads <span class="badge">(3 new)</span>');
    const order = ['news@visitor.example', 'Grace Hopper', 'Ada Lovelace'].map((who) => text.indexOf(who));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toContain('bot@spam.example');
  });

  it('searches and filters', async () => {
    const staff = await sessionFor(server, 'search@agency.example', 'leads');
    const kenya = (await staff.get('/admin/leads?q=kenya')).text;
    expect(kenya).toContain('Grace Hopper');
    expect(kenya).not.toContain('Ada Lovelace');
    const newsletter = (await staff.get('/admin/leads?form=newsletter')).text;
    expect(newsletter).toContain('news@visitor.example');
    expect(newsletter).not.toContain('Grace Hopper');
    expect((await staff.get('/admin/leads?topic=River+cruise')).text).toContain('Ada Lovelace');
    expect((await staff.get('/admin/leads?status=closed')).text).toContain('0 leads');
    expect((await staff.get('/admin/leads?folder=spam')).text).toContain('bot@spam.example');
  });
});

describe('a lead', () => {
  it('shows every field, the page and the mail; a change is saved and logged', async () => {
    const staff = await sessionFor(server, 'follow@agency.example', 'leads');
    const key = await keyOf('ada@visitor.example');
    const path = `/admin/leads/${encodeURIComponent(key)}`;
    const page = (await staff.get(path)).text;
    expect(page).toContain('May on the Douro, please.');
    expect(page).toContain('<td>/contact</td>');
    const saved = await staff.post(path, {
      _csrf: await staff.csrf(path),
      status: 'closed',
      owner: 'follow@agency.example',
      note: 'Booked',
    });
    expect(saved.status).toBe(200);
    const lead = await server.leads.lead(key);
    expect(lead).toMatchObject({ status: 'closed', owner: 'follow@agency.example', note: 'Booked' });
    const [entry] = await server.store.auditLog(1);
    expect(entry).toMatchObject({ action: 'lead-changed', actor: 'follow@agency.example', subject: key });
  });

  it('replies by mail with the subject filled in, and marks it replied', async () => {
    const staff = await sessionFor(server, 'reply@agency.example', 'leads');
    const key = await keyOf('grace@visitor.example');
    const path = `/admin/leads/${encodeURIComponent(key)}`;
    const answer = await staff.post(`${path}/reply`, { _csrf: await staff.csrf(path) });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('mailto:grace%40visitor.example?subject=Re%3A%20Safari');
    expect((await server.leads.lead(key))?.status).toBe('replied');
  });

  it('is not spam once said so', async () => {
    const staff = await sessionFor(server, 'spam@agency.example', 'leads');
    const key = await keyOf('bot@spam.example');
    const path = `/admin/leads/${encodeURIComponent(key)}`;
    const answer = await staff.post(`${path}/spam`, { _csrf: await staff.csrf(path), spam: 'no' });
    expect(answer.text).toContain('Moved to the leads');
    expect((await server.leads.lead(key))?.spam).toBeNull();
    await staff.post(`${path}/spam`, { _csrf: await staff.csrf(path), spam: 'yes' });
    expect((await server.leads.lead(key))?.spam).not.toBeNull();
  });
});

describe('export and privacy', () => {
  it('exports a filtered list as CSV after the password, and logs it', async () => {
    const owner = await accountWith(server, 'export@agency.example', 'owner');
    server.advance(11 * 60_000);
    const csrf = await owner.csrf('/admin/leads');
    const asked = await owner.post('/admin/leads/export', { _csrf: csrf, q: 'kenya' });
    expect(asked.text).toContain('Please confirm it is you');
    const csv = await owner.post('/admin/confirm', { _csrf: csrf, then: '/admin/leads/export', q: 'kenya', password: PASSWORD });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads.csv"');
    expect(csv.text).toContain('"Grace Hopper"');
    expect(csv.text).not.toContain('Ada Lovelace');
    expect((await server.store.auditLog(1))[0]).toMatchObject({ action: 'leads-exported', detail: '1 lead, filtered by q' });
  });

  it('finds everything about an address and deletes it everywhere, logged without it', async () => {
    const owner = await accountWith(server, 'privacy@agency.example', 'owner');
    const found = await owner.get('/admin/leads/settings?email=NEWS%40visitor.example');
    expect(found.text).toContain('1 lead of NEWS@visitor.example');
    const deleted = await owner.post('/admin/leads/privacy/delete', {
      _csrf: await owner.csrf('/admin/leads/settings'),
      email: 'news@visitor.example',
    });
    expect(deleted.text).toContain('1 lead of that address was deleted everywhere');
    expect(await server.leads.leads({ email: 'news@visitor.example' })).toEqual([]);
    const [entry] = await server.store.auditLog(1);
    expect(entry.action).toBe('lead-data-deleted');
    expect(JSON.stringify(entry)).not.toContain('news@visitor.example');
  });
});
