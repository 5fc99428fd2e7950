/**
 * The leads' `LeadStore` in PostgreSQL (leads/store.ts says what one is): each submission in
 * `form_submissions`, as the form store keeps it, and what was done about it in `lead_states`, both
 * written in one transaction when a lead arrives. The outbox is the leads whose mail is pending: a
 * sender claims due ones with `FOR UPDATE SKIP LOCKED` and a lease, so two servers never mail the same
 * lead at once, and a sender that dies lets its claim run out for another to take.
 */
import { randomUUID } from 'node:crypto';
import { leadKey, wordsOf, type Lead, type LeadQuery, type LeadStore, type MailState, type SpamReason } from '../leads/store.ts';
import type { Database } from './database.ts';
import { createPostgresFormStore } from './form-store.ts';

interface LeadRow {
  form: string;
  id: string;
  received_at: Date;
  fields: Record<string, string>;
  status: Lead['status'] | null;
  note: string | null;
  owner: string | null;
  spam: SpamReason | null;
  mail_to: string[] | null;
  mail_state: MailState['state'] | null;
  mail_at: string | null;
  attempts: Lead['attempts'] | null;
  page: string | null;
  unsubscribed_at: string | null;
}

const SELECT_LEADS = `
  SELECT s.form, s.id, s.received_at, s.fields, l.status, l.note, l.owner, l.spam, l.mail_to, l.mail_state,
         l.mail_at, l.attempts, l.page, l.unsubscribed_at
  FROM form_submissions s LEFT JOIN lead_states l ON l.form = s.form AND l.id = s.id`;

function mailOf(state: MailState['state'] | null, at: number): MailState {
  if (state === 'pending') return { state, nextAt: at };
  if (state === 'sent') return { state, sentAt: at };
  if (state === 'failed') return { state, gaveUpAt: at };
  return { state: 'none' };
}

const leadOf = (row: LeadRow): Lead => ({
  id: row.id,
  form: row.form,
  receivedAt: row.received_at.toISOString(),
  fields: row.fields,
  status: row.status ?? 'new',
  note: row.note ?? '',
  owner: row.owner,
  spam: row.spam,
  mailTo: row.mail_to ?? [],
  mail: mailOf(row.mail_state, Number(row.mail_at)),
  attempts: row.attempts ?? [],
  page: row.page,
  unsubscribedAt: row.unsubscribed_at === null ? null : Number(row.unsubscribed_at),
});

/** A lead's key split into its form and id; null for a key that names none. */
function partsOf(key: string): [string, string] | null {
  const at = key.indexOf(':');
  return at > 0 ? [key.slice(0, at), key.slice(at + 1)] : null;
}

/** A query's conditions in SQL, with their values. */
function whereOf(query: LeadQuery): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const conditions: string[] = [];
  const value = (v: unknown): string => {
    values.push(v);
    return `$${values.length}`;
  };
  if (query.spam !== undefined) conditions.push(query.spam ? 'l.spam IS NOT NULL' : 'l.spam IS NULL');
  if (query.form) conditions.push(`s.form = ${value(query.form)}`);
  if (query.topic) conditions.push(`s.fields->>'subject' = ${value(query.topic)}`);
  if (query.status) conditions.push(`coalesce(l.status, 'new') = ${value(query.status)}`);
  if (query.mail) conditions.push(`coalesce(l.mail_state, 'none') = ${value(query.mail)}`);
  if (query.from !== undefined) conditions.push(`s.received_at >= ${value(new Date(query.from).toISOString())}`);
  if (query.until !== undefined) conditions.push(`s.received_at < ${value(new Date(query.until).toISOString())}`);
  if (query.email) conditions.push(`lower(s.fields->>'email') = ${value(query.email.trim().toLowerCase())}`);
  for (const word of wordsOf(query.search ?? ''))
    conditions.push(
      `strpos(lower((SELECT string_agg(v, E'\\n') FROM jsonb_each_text(s.fields) AS f(k, v))), ${value(word)}) > 0`,
    );
  return { sql: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', values };
}

/** The columns that put a lead's mail in the outbox due at `at` (or nowhere, with no one to mail). */
const queuedSql = (mailTo: string, at: string): string =>
  `mail_to = ${mailTo}, mail_state = CASE WHEN cardinality(${mailTo}) > 0 THEN 'pending' ELSE 'none' END,
   mail_at = CASE WHEN cardinality(${mailTo}) > 0 THEN ${at} ELSE NULL END, queued_at = ${at}, lease_until = 0`;

export function createPostgresLeadStore(db: Database, now: () => number = Date.now): LeadStore {
  const submissions = createPostgresFormStore(db, now);

  const { query, transaction } = db;

  async function leadByKey(key: string): Promise<Lead | null> {
    const parts = partsOf(key);
    if (!parts) return null;
    const { rows } = await query<LeadRow>(`${SELECT_LEADS} WHERE s.form = $1 AND s.id = $2`, parts);
    return rows[0] ? leadOf(rows[0]) : null;
  }

  /**
   * Changes the lead's state with `set` (SQL, its values from $3 on), its state row made first for a
   * submission that has none yet; resolves to the lead as changed, or null when there is no such lead.
   */
  async function change(key: string, set: string, values: unknown[] = []): Promise<Lead | null> {
    const parts = partsOf(key);
    if (!parts) return null;
    const changed = await transaction(async (client) => {
      await client.query(
        `INSERT INTO lead_states (form, id) SELECT form, id FROM form_submissions WHERE form = $1 AND id = $2
         ON CONFLICT DO NOTHING`,
        parts,
      );
      return (await client.query(`UPDATE lead_states SET ${set} WHERE form = $1 AND id = $2`, [...parts, ...values])).rowCount;
    });
    return changed ? leadByKey(key) : null;
  }

  return {
    append: submissions.append,
    read: submissions.read,
    describe: submissions.describe,

    async receive(arrival) {
      const arrived = now();
      const receivedAt = new Date(arrived).toISOString();
      const id = arrival.id ?? randomUUID();
      const mailTo = arrival.spam ? [] : arrival.mailTo;
      const duplicate = await transaction(async (client) => {
        const inserted = await client.query(
          `INSERT INTO form_submissions (form, id, received_at, fields) VALUES ($1, $2, $3, $4) ON CONFLICT (form, id) DO NOTHING`,
          [arrival.form, id, receivedAt, JSON.stringify(arrival.fields)],
        );
        // A retry stores nothing; a submission stored before its lead (by `append`) gets its lead now.
        await client.query(
          `INSERT INTO lead_states (form, id, spam, page, mail_to, mail_state, mail_at, queued_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (form, id) DO NOTHING`,
          [
            arrival.form,
            id,
            arrival.spam,
            arrival.page,
            mailTo,
            mailTo.length > 0 ? 'pending' : 'none',
            mailTo.length > 0 ? arrived : null,
            arrived,
          ],
        );
        return inserted.rowCount === 0;
      });
      const lead = await leadByKey(leadKey({ form: arrival.form, id }));
      if (!lead) throw new Error(`The lead ${leadKey({ form: arrival.form, id })} was stored but cannot be read back.`);
      return { lead, duplicate };
    },

    lead: leadByKey,

    async leads(q) {
      const { sql, values } = whereOf(q);
      const limit = q.limit === undefined ? '' : ` LIMIT ${Math.max(0, Math.floor(q.limit))}`;
      const { rows } = await query<LeadRow>(`${SELECT_LEADS} ${sql} ORDER BY s.received_at DESC, s.seq DESC${limit}`, values);
      return rows.map(leadOf);
    },

    async counts() {
      const { rows } = await query<{ new: string; not_mailed: string; spam: string }>(
        `SELECT count(*) FILTER (WHERE l.spam IS NULL AND coalesce(l.status, 'new') = 'new') AS new,
                count(*) FILTER (WHERE l.spam IS NULL AND l.mail_state = 'failed') AS not_mailed,
                count(*) FILTER (WHERE l.spam IS NOT NULL) AS spam
         FROM form_submissions s LEFT JOIN lead_states l ON l.form = s.form AND l.id = s.id`,
      );
      return { new: Number(rows[0].new), notMailed: Number(rows[0].not_mailed), spam: Number(rows[0].spam) };
    },

    update: (key, { status, note, owner }) => {
      const sets: string[] = [];
      const values: unknown[] = [];
      const set = (column: string, v: unknown): void => {
        values.push(v);
        sets.push(`${column} = $${values.length + 2}`);
      };
      if (status !== undefined) set('status', status);
      if (note !== undefined) set('note', note);
      if (owner !== undefined) set('owner', owner);
      return change(key, sets.length > 0 ? sets.join(', ') : 'status = status', values);
    },

    setSpam: (key, reason, mailTo, at) =>
      reason
        ? change(key, `spam = $3, mail_to = '{}', mail_state = 'none', mail_at = NULL, lease_until = 0`, [reason])
        : change(key, `spam = NULL, ${queuedSql('$3::text[]', '$4::bigint')}`, [mailTo, at]),

    requeue: (key, at) => change(key, queuedSql('mail_to', '$3::bigint'), [at]),

    async claimDue(at, leaseMs, limit) {
      // Rows another server is claiming at this moment are skipped, not waited for: each mail goes to one.
      const { rows } = await query<{ form: string; id: string; queued_at: string; tries: number }>(
        `UPDATE lead_states SET lease_until = $2
         WHERE (form, id) IN (
           SELECT form, id FROM lead_states
           WHERE mail_state = 'pending' AND mail_at <= $1 AND lease_until <= $1
           ORDER BY mail_at LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING form, id, queued_at, jsonb_array_length(attempts) AS tries`,
        [at, at + leaseMs, limit],
      );
      return rows.map((r) => ({ leadId: leadKey(r), queuedAt: Number(r.queued_at), tries: Number(r.tries) }));
    },

    async recordAttempt(key, attempt, outcome) {
      const [state, mailAt] =
        outcome === 'sent' ? ['sent', attempt.at] : outcome === 'failed' ? ['failed', attempt.at] : ['pending', outcome.retryAt];
      await change(key, `attempts = attempts || jsonb_build_array($3::jsonb), mail_state = $4, mail_at = $5, lease_until = 0`, [
        JSON.stringify(attempt),
        state,
        mailAt,
      ]);
    },

    async unsubscribe(email, at) {
      // Only sign-ups carry nothing but an address.
      const signUps = `SELECT form, id FROM form_submissions
                       WHERE lower(fields->>'email') = $1 AND (SELECT count(*) FROM jsonb_object_keys(fields)) = 1`;
      return transaction(async (client) => {
        const address = email.trim().toLowerCase();
        await client.query(`INSERT INTO lead_states (form, id) ${signUps} ON CONFLICT DO NOTHING`, [address]);
        const { rowCount } = await client.query(
          `UPDATE lead_states SET unsubscribed_at = $2 WHERE (form, id) IN (${signUps}) AND unsubscribed_at IS NULL`,
          [address, at],
        );
        return rowCount ?? 0;
      });
    },

    async remove(keys) {
      const parts = keys.map(partsOf).filter((p): p is [string, string] => p !== null);
      // Their states and their mail in the outbox go with them (ON DELETE CASCADE).
      const { rowCount } = await query(
        `DELETE FROM form_submissions WHERE (form, id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
        [parts.map((p) => p[0]), parts.map((p) => p[1])],
      );
      return rowCount ?? 0;
    },

    async settings() {
      const { rows } = await query<{ retention_months: number | null }>('SELECT retention_months FROM lead_settings');
      return { retentionMonths: rows[0]?.retention_months ?? null };
    },

    async saveSettings(settings) {
      await query(
        `INSERT INTO lead_settings (only_row, retention_months) VALUES (true, $1)
         ON CONFLICT (only_row) DO UPDATE SET retention_months = excluded.retention_months`,
        [settings.retentionMonths],
      );
    },
  };
}
