/**
 * `npm run db:import`: copies what a site kept in files (DATA_DIR: the forms' JSON lines, the back
 * office's accounts, invitations, sessions and audit log) into the PostgreSQL database, for the move to
 * more than one server. It adds what the database lacks and never changes what it has, so it can be run
 * again (after a last lead arrived on the old server, say): a second run adds nothing.
 */
import { ABSOLUTE_TIMEOUT_MS } from '../admin/endpoint.ts';
import { readAdminState, createFileAdminStore, type AuditEntry } from '../admin/store.ts';
import { createJsonLinesStore } from '../forms/store.ts';
import { accountValues, INSERT_ACCOUNT } from './admin-store.ts';
import type { Database } from './database.ts';

export interface ImportReport {
  submissions: { added: number; present: number };
  accounts: { added: number; present: number };
  invitations: { added: number; present: number };
  sessions: { added: number; present: number };
  audit: { added: number; present: number };
  /** What could not be copied, in words, each naming where it is in the files. */
  problems: string[];
}

const tally = () => ({ added: 0, present: 0 });
const count = (t: { added: number; present: number }, added: boolean): void => void (added ? t.added++ : t.present++);

export async function importFiles(dataDir: string, db: Database, now: number = Date.now()): Promise<ImportReport> {
  await db.ready;
  const report: ImportReport = {
    submissions: tally(),
    accounts: tally(),
    invitations: tally(),
    sessions: tally(),
    audit: tally(),
    problems: [],
  };
  const insert = async (text: string, values: unknown[]): Promise<boolean> =>
    ((await db.pool.query(text, values)).rowCount ?? 0) > 0;

  const forms = createJsonLinesStore(dataDir);
  for await (const entry of forms.read()) {
    if (!('record' in entry)) {
      report.problems.push(
        `${forms.describe()}/${entry.damaged.file}, line ${entry.damaged.line}: damaged, holds no whole submission.`,
      );
      continue;
    }
    const { record } = entry;
    if (Number.isNaN(Date.parse(record.receivedAt))) {
      report.problems.push(
        `Submission ${record.id} of form "${record.form}": its receivedAt "${record.receivedAt}" is not a date.`,
      );
      continue;
    }
    const added = await insert(
      `INSERT INTO form_submissions (form, id, received_at, fields) VALUES ($1, $2, $3, $4) ON CONFLICT (form, id) DO NOTHING`,
      [record.form, record.id, record.receivedAt, JSON.stringify(record.fields)],
    );
    count(report.submissions, added);
  }

  const state = await readAdminState(dataDir);
  for (const a of state.accounts) {
    const taken = await db.pool.query<{ id: string }>('SELECT id FROM admin_accounts WHERE email = $1 AND id <> $2', [
      a.email,
      a.id,
    ]);
    if (taken.rows.length > 0) {
      report.problems.push(
        `The account ${a.email} is in the database already under another id: the one in the files was left out.`,
      );
      continue;
    }
    const added = await insert(`${INSERT_ACCOUNT} ON CONFLICT (id) DO NOTHING`, accountValues(a));
    count(report.accounts, added);
  }
  const known = new Set((await db.pool.query<{ id: string }>('SELECT id FROM admin_accounts')).rows.map((r) => r.id));
  for (const i of state.invitations) {
    if (!known.has(i.accountId)) continue;
    const added = await insert(
      `INSERT INTO admin_invitations (token_hash, account_id, created_at, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (token_hash) DO NOTHING`,
      [i.tokenHash, i.accountId, i.createdAt, i.expiresAt, i.usedAt],
    );
    count(report.invitations, added);
  }
  // Sessions still open come along, so that nobody is signed out by the move.
  for (const s of state.sessions) {
    if (!known.has(s.accountId) || now - s.createdAt >= ABSOLUTE_TIMEOUT_MS) continue;
    const added = await insert(
      `INSERT INTO admin_sessions
         (id_hash, account_id, csrf_token, created_at, last_seen_at, confirmed_at, address, pending, challenge)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id_hash) DO NOTHING`,
      [
        s.idHash,
        s.accountId,
        s.csrfToken,
        s.createdAt,
        s.lastSeenAt,
        s.confirmedAt,
        s.address,
        s.pending ?? false,
        s.challenge ?? null,
      ],
    );
    count(report.sessions, added);
  }

  // The audit log has no ids: an entry is in the database already when one with all the same parts is.
  const files = createFileAdminStore(dataDir, { sessionLifetimeMs: Number.POSITIVE_INFINITY });
  const entries: AuditEntry[] = (await files.auditLog(Number.MAX_SAFE_INTEGER)).reverse();
  for (const e of entries) {
    const added = await insert(
      `INSERT INTO admin_audit (at, action, actor, address, subject, detail)
       SELECT $1::timestamptz, $2::text, $3::text, $4::text, $5::text, $6::text
       WHERE NOT EXISTS (
         SELECT 1 FROM admin_audit WHERE at = $1 AND action = $2 AND actor IS NOT DISTINCT FROM $3
           AND address IS NOT DISTINCT FROM $4 AND subject IS NOT DISTINCT FROM $5 AND detail IS NOT DISTINCT FROM $6)`,
      [e.at, e.action, e.actor, e.address, e.subject ?? null, e.detail ?? null],
    );
    count(report.audit, added);
  }
  return report;
}
