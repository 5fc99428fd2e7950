/**
 * The back office's `AdminStore` in PostgreSQL: a table each for accounts, invitations, sessions and the
 * audit log (migrations/). What the interface does "in one step" is one statement or one transaction
 * with its rows locked, so two servers accepting the same invitation, or using the same one-time code,
 * at once cannot both succeed.
 *
 * Secrets are kept only as SHA-256 hashes, as in the file store: a session id or an invitation's token
 * read from the database cannot be used to sign in.
 */
import type { Role } from '../admin/roles.ts';
import type { Account, AcceptRefusal, AdminStore, AuditEntry, Invitation, Session, StoredPasskey } from '../admin/store.ts';
import type { Database } from './database.ts';

/** Invitations past their use are deleted this long after, as the file store does. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;

interface AccountRow {
  id: string;
  email: string;
  role: Role;
  password_hash: string | null;
  disabled: boolean;
  totp_secret: string | null;
  totp_last_step: string | null;
  recovery_codes: string[] | null;
  passkeys: StoredPasskey[] | null;
  created_at: Date;
}

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  role: row.role,
  passwordHash: row.password_hash,
  disabled: row.disabled,
  ...(row.totp_secret !== null ? { totp: { secret: row.totp_secret, lastStep: Number(row.totp_last_step) } } : {}),
  ...(row.recovery_codes !== null ? { recoveryCodes: row.recovery_codes } : {}),
  ...(row.passkeys !== null ? { passkeys: row.passkeys } : {}),
  createdAt: row.created_at.toISOString(),
});

interface InvitationRow {
  token_hash: string;
  account_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

const invitationOf = (row: InvitationRow): Invitation => ({
  tokenHash: row.token_hash,
  accountId: row.account_id,
  createdAt: Number(row.created_at),
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
});

interface SessionRow {
  id_hash: string;
  account_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  confirmed_at: string;
  address: string;
  pending: boolean;
  challenge: string | null;
}

const sessionOf = (row: SessionRow): Session => ({
  idHash: row.id_hash,
  accountId: row.account_id,
  csrfToken: row.csrf_token,
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  confirmedAt: Number(row.confirmed_at),
  address: row.address,
  ...(row.pending ? { pending: true } : {}),
  ...(row.challenge !== null ? { challenge: row.challenge } : {}),
});

interface AuditRow {
  at: Date;
  action: AuditEntry['action'];
  actor: string | null;
  address: string | null;
  subject: string | null;
  detail: string | null;
}

const auditOf = (row: AuditRow): AuditEntry => ({
  at: row.at.toISOString(),
  action: row.action,
  actor: row.actor,
  address: row.address,
  ...(row.subject !== null ? { subject: row.subject } : {}),
  ...(row.detail !== null ? { detail: row.detail } : {}),
});

/** PostgreSQL's code for a row that would break a unique constraint. */
const UNIQUE_VIOLATION = '23505';

/** An account's row, the values in the order of `INSERT_ACCOUNT`'s columns: for a save and for an import. */
export const INSERT_ACCOUNT = `INSERT INTO admin_accounts
  (id, email, role, password_hash, disabled, totp_secret, totp_last_step, recovery_codes, passkeys, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`;

export const accountValues = (account: Account): unknown[] => [
  account.id,
  account.email,
  account.role,
  account.passwordHash,
  account.disabled,
  account.totp?.secret ?? null,
  account.totp?.lastStep ?? null,
  account.recoveryCodes ?? null,
  account.passkeys ? JSON.stringify(account.passkeys) : null,
  account.createdAt,
];

/**
 * The database store. `sessionLifetimeMs` is how long a session can last at most: older ones are
 * deleted when a session is next added. `now` is the clock, replaceable in tests.
 */
export function createPostgresAdminStore(
  db: Database,
  { now = Date.now, sessionLifetimeMs }: { now?: () => number; sessionLifetimeMs: number },
): AdminStore {
  const { query, transaction } = db;

  return {
    accounts: async () =>
      (await query<AccountRow>('SELECT * FROM admin_accounts ORDER BY created_at, email')).rows.map(accountOf),

    account: async (q) => {
      const { rows } =
        'id' in q
          ? await query<AccountRow>('SELECT * FROM admin_accounts WHERE id = $1', [q.id])
          : await query<AccountRow>('SELECT * FROM admin_accounts WHERE email = $1', [q.email.toLowerCase()]);
      return rows[0] ? accountOf(rows[0]) : null;
    },

    saveAccount: async (account) => {
      try {
        await query(
          `${INSERT_ACCOUNT}
           ON CONFLICT (id) DO UPDATE SET
             email = excluded.email, role = excluded.role, password_hash = excluded.password_hash,
             disabled = excluded.disabled, totp_secret = excluded.totp_secret, totp_last_step = excluded.totp_last_step,
             recovery_codes = excluded.recovery_codes, passkeys = excluded.passkeys, created_at = excluded.created_at`,
          accountValues(account),
        );
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION)
          throw new Error(`Another account has the email ${account.email}.`);
        throw error;
      }
    },

    addInvitation: (invitation) =>
      transaction(async (client) => {
        const time = now();
        await client.query('DELETE FROM admin_invitations WHERE expires_at <= $1', [time - KEEP_ENDED_MS]);
        await client.query(
          'UPDATE admin_invitations SET expires_at = LEAST(expires_at, $2) WHERE account_id = $1 AND used_at IS NULL',
          [invitation.accountId, time],
        );
        await client.query(
          'INSERT INTO admin_invitations (token_hash, account_id, created_at, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)',
          [invitation.tokenHash, invitation.accountId, invitation.createdAt, invitation.expiresAt, invitation.usedAt],
        );
      }),

    invitation: async (tokenHash) => {
      const { rows } = await query<InvitationRow>('SELECT * FROM admin_invitations WHERE token_hash = $1', [tokenHash]);
      return rows[0] ? invitationOf(rows[0]) : null;
    },

    acceptInvitation: (tokenHash, signIn, time) =>
      transaction(async (client): Promise<{ account: Account } | { refused: AcceptRefusal }> => {
        // Locked until the end of the transaction: a parallel call waits here, then finds it used.
        const found = await client.query<InvitationRow>('SELECT * FROM admin_invitations WHERE token_hash = $1 FOR UPDATE', [
          tokenHash,
        ]);
        const invitation = found.rows[0] ? invitationOf(found.rows[0]) : null;
        if (!invitation) return { refused: 'unknown' };
        if (invitation.usedAt !== null) return { refused: 'used' };
        if (time >= invitation.expiresAt) return { refused: 'expired' };
        const updated = await client.query<AccountRow>(
          'passwordHash' in signIn
            ? 'UPDATE admin_accounts SET password_hash = $2, disabled = false WHERE id = $1 RETURNING *'
            : `UPDATE admin_accounts SET passkeys = COALESCE(passkeys, '[]'::jsonb) || jsonb_build_array($2::jsonb), disabled = false
               WHERE id = $1 RETURNING *`,
          [invitation.accountId, 'passwordHash' in signIn ? signIn.passwordHash : JSON.stringify(signIn.passkey)],
        );
        if (!updated.rows[0]) return { refused: 'unknown' };
        await client.query('UPDATE admin_invitations SET used_at = $2 WHERE token_hash = $1', [tokenHash, time]);
        return { account: accountOf(updated.rows[0]) };
      }),

    useTotpStep: async (accountId, step) => {
      const { rowCount } = await query(
        `UPDATE admin_accounts SET totp_last_step = $2
         WHERE id = $1 AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < $2)`,
        [accountId, step],
      );
      return rowCount === 1;
    },

    useRecoveryCode: async (accountId, codeHash) => {
      const { rows } = await query<{ left: number }>(
        `UPDATE admin_accounts SET recovery_codes = array_remove(recovery_codes, $2)
         WHERE id = $1 AND $2 = ANY(recovery_codes)
         RETURNING cardinality(recovery_codes) AS left`,
        [accountId, codeHash],
      );
      return rows[0] ? Number(rows[0].left) : null;
    },

    addSession: async (session) => {
      await query('DELETE FROM admin_sessions WHERE created_at <= $1', [now() - sessionLifetimeMs]);
      await query(
        `INSERT INTO admin_sessions
           (id_hash, account_id, csrf_token, created_at, last_seen_at, confirmed_at, address, pending, challenge)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          session.idHash,
          session.accountId,
          session.csrfToken,
          session.createdAt,
          session.lastSeenAt,
          session.confirmedAt,
          session.address,
          session.pending ?? false,
          session.challenge ?? null,
        ],
      );
    },

    session: async (idHash) => {
      const { rows } = await query<SessionRow>('SELECT * FROM admin_sessions WHERE id_hash = $1', [idHash]);
      return rows[0] ? sessionOf(rows[0]) : null;
    },

    touchSession: async (idHash, lastSeenAt) => {
      await query('UPDATE admin_sessions SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id_hash = $1', [idHash, lastSeenAt]);
    },

    setChallenge: async (idHash, challenge) => {
      await query('UPDATE admin_sessions SET challenge = $2 WHERE id_hash = $1', [idHash, challenge || null]);
    },

    confirmSession: async (idHash, at) => {
      await query('UPDATE admin_sessions SET confirmed_at = $2 WHERE id_hash = $1', [idHash, at]);
    },

    endSession: async (idHash) => {
      await query('DELETE FROM admin_sessions WHERE id_hash = $1', [idHash]);
    },

    endSessionsOf: async (accountId) =>
      (await query('DELETE FROM admin_sessions WHERE account_id = $1', [accountId])).rowCount ?? 0,

    audit: async (entry) => {
      await query('INSERT INTO admin_audit (at, action, actor, address, subject, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
        entry.at,
        entry.action,
        entry.actor,
        entry.address,
        entry.subject ?? null,
        entry.detail ?? null,
      ]);
    },

    auditLog: async (limit) =>
      (await query<AuditRow>('SELECT * FROM admin_audit ORDER BY seq DESC LIMIT $1', [limit])).rows.map(auditOf),
  };
}
