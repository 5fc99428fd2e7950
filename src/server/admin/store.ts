/**
 * What the back office keeps: accounts, their invitations (one-time links), sessions and the audit log,
 * behind one interface, `AdminStore`, so that another store (a database, for more than one server)
 * can stand in for the files kept here.
 *
 * The file store keeps accounts, invitations and sessions in one JSON file, <dataDir>/admin/state.json,
 * replaced whole on every change (flushed, then renamed over the old one), and the audit log in
 * <dataDir>/admin/audit.jsonl, to which lines are only ever appended. `npm run admin` and the server
 * share the folder while both run: each change takes a lock file, reads the state afresh, writes it and
 * lets go, and every read is of the file as it is now, so an account disabled from the command line is
 * locked out at the server's next request.
 *
 * Secrets are kept only as SHA-256 hashes: a session id or an invitation's token read from the files
 * cannot be used to sign in.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { appendLineDurably, writeFileDurably } from '../durable-files.ts';
import type { Role } from './roles.ts';

export interface Account {
  id: string;
  /** Lower case: the one spelling an address is known by. */
  email: string;
  role: Role;
  /** The password's Argon2id hash (PHC string); null until an invitation is accepted with one, and after a reset. */
  passwordHash: string | null;
  disabled: boolean;
  /** A one-time code app's key (base32), and the last 30-second step whose code was used; none when off. */
  totp?: { secret: string; lastStep: number } | null;
  /** SHA-256 of each recovery code not used yet (hex). */
  recoveryCodes?: string[];
  passkeys?: StoredPasskey[];
  /** ISO 8601. */
  createdAt: string;
}

/**
 * Whether an account has a way to sign in: a password, or a passkey made when its invitation was
 * accepted (or added since). Until then it is only invited; a reset takes both away.
 */
export const canSignIn = (account: Account): boolean => Boolean(account.passwordHash) || (account.passkeys?.length ?? 0) > 0;

/** How an invitation is accepted: with a password (its hash) or with a passkey the device made. */
export type FirstSignIn = { passwordHash: string } | { passkey: StoredPasskey };

/** A passkey's public half, as WebAuthn registered it. */
export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  /** The public key (COSE), base64url. */
  publicKey: string;
  /** The authenticator's signature counter: a count that goes back shows a cloned authenticator. */
  counter: number;
  transports?: string[];
  addedAt: number;
}

export interface Invitation {
  /** SHA-256 of the token in the link, hex. */
  tokenHash: string;
  accountId: string;
  /** Milliseconds since 1970, as every time the back office compares. */
  createdAt: number;
  expiresAt: number;
  usedAt: number | null;
}

export interface Session {
  /** SHA-256 of the id in the cookie, hex. */
  idHash: string;
  accountId: string;
  /** The token every change made in this session must carry. */
  csrfToken: string;
  /** When the person signed in: a session lasts at most so long from then. */
  createdAt: number;
  lastSeenAt: number;
  /** When the person last typed their password in this session: sensitive changes ask for it again after a while. */
  confirmedAt: number;
  address: string;
  /** The password was right, the one-time code is still to come: the session opens nothing but that step. */
  pending?: boolean;
  /** The WebAuthn challenge of a passkey being added in this session, until it is answered. */
  challenge?: string;
}

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'invited'
  | 'invitation-accepted'
  | 'role-changed'
  | 'disabled'
  | 'enabled'
  | 'sign-in-reset'
  | 'sessions-ended'
  | 'two-step-on'
  | 'two-step-off'
  | 'passkey-added'
  | 'passkey-removed'
  | 'lead-changed'
  | 'leads-exported'
  | 'lead-data-exported'
  | 'lead-data-deleted'
  | 'test-mail'
  | 'retention-changed'
  | 'page-published'
  | 'page-restored';

export interface AuditEntry {
  /** ISO 8601, UTC. */
  at: string;
  action: AuditAction;
  /** The email of who did it; null when no one was signed in (a failed sign-in) or for `npm run admin`. */
  actor: string | null;
  /** The address the request came from; null for `npm run admin`. */
  address: string | null;
  /** Whom it was done to or for: an email. */
  subject?: string;
  /** What was done, in words (the new role, say). */
  detail?: string;
}

export type AcceptRefusal = 'unknown' | 'expired' | 'used';

/** What the back office needs of a place that keeps its accounts, sessions and audit log. */
export interface AdminStore {
  accounts(): Promise<Account[]>;
  account(query: { id: string } | { email: string }): Promise<Account | null>;
  /** Creates the account or replaces the one with its id. Refused when another account has its email. */
  saveAccount(account: Account): Promise<void>;
  /** Adds an invitation; any earlier one of the same account not yet used can no longer be used. */
  addInvitation(invitation: Invitation): Promise<void>;
  invitation(tokenHash: string): Promise<Invitation | null>;
  /**
   * In one step: the invitation is marked used and its account given the password and enabled. Refused
   * when the invitation is unknown, past `expiresAt` at `now`, or used already (also by a parallel call).
   */
  acceptInvitation(
    tokenHash: string,
    signIn: FirstSignIn,
    now: number,
  ): Promise<{ account: Account } | { refused: AcceptRefusal }>;
  /**
   * Marks a one-time code's step used, in one step: false when that step or a later one was used already
   * (a code seen over someone's shoulder, replayed) or the account has no code app.
   */
  useTotpStep(accountId: string, step: number): Promise<boolean>;
  /** Removes a recovery code (by hash) in one step; resolves to how many are left, or null when it was not one. */
  useRecoveryCode(accountId: string, codeHash: string): Promise<number | null>;
  addSession(session: Session): Promise<void>;
  session(idHash: string): Promise<Session | null>;
  /** Records activity on a session; the caller decides how often it is worth a write. */
  touchSession(idHash: string, lastSeenAt: number): Promise<void>;
  /** Keeps (or, with null, forgets) the challenge of a passkey being added in the session. */
  setChallenge(idHash: string, challenge: string | null): Promise<void>;
  /** Records that the person typed their password again in this session. */
  confirmSession(idHash: string, at: number): Promise<void>;
  endSession(idHash: string): Promise<void>;
  /** Ends every session of an account; resolves to how many there were. */
  endSessionsOf(accountId: string): Promise<number>;
  /** Appends an entry to the audit log; durable when it resolves. Nothing ever changes or removes one. */
  audit(entry: AuditEntry): Promise<void>;
  /** The latest `limit` entries of the audit log, newest first. */
  auditLog(limit: number): Promise<AuditEntry[]>;
}

/** Everything the file store keeps but the audit log. */
export interface AdminState {
  accounts: Account[];
  invitations: Invitation[];
  sessions: Session[];
}

export const adminDir = (dataDir: string): string => path.join(dataDir, 'admin');

/** The file store's state as it is now on disk (empty before the first change). */
export async function readAdminState(dataDir: string): Promise<AdminState> {
  let text: string;
  try {
    text = await readFile(path.join(adminDir(dataDir), 'state.json'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { accounts: [], invitations: [], sessions: [] };
    throw error;
  }
  return JSON.parse(text) as AdminState;
}

/** How long a lock file may be held before it counts as left behind by a process that died holding it. */
const STALE_LOCK_MS = 10_000;
/** How long a change waits for the lock before it fails. */
const LOCK_WAIT_MS = 15_000;
const LOCK_POLL_MS = 15;

/** Sessions and invitations past their use are dropped from the state file this long after. */
const KEEP_ENDED_MS = 7 * 24 * 60 * 60_000;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The file store. `sessionLifetimeMs` is how long a session can last at most: older ones are dropped
 * when the state is next written. `now` is the clock, replaceable in tests.
 */
export function createFileAdminStore(
  dataDir: string,
  { now = Date.now, sessionLifetimeMs }: { now?: () => number; sessionLifetimeMs: number },
): AdminStore {
  const folder = adminDir(dataDir);
  const stateFile = path.join(folder, 'state.json');
  const lockFile = path.join(folder, 'state.lock');
  const auditFile = path.join(folder, 'audit.jsonl');
  // Changes made by this process wait for each other here rather than polling the lock file.
  let queue: Promise<unknown> = Promise.resolve();

  const read = (): Promise<AdminState> => readAdminState(dataDir);

  async function lock(): Promise<void> {
    const started = Date.now();
    await mkdir(folder, { recursive: true, mode: 0o700 });
    for (;;) {
      try {
        await writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const held = await stat(lockFile).catch(() => null);
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) await rm(lockFile, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) throw new Error(`${lockFile} has been held for too long.`);
      else await delay(LOCK_POLL_MS);
    }
  }

  /** Reads the state, lets `change` edit it, writes it back; all while holding the lock. */
  function change<T>(edit: (state: AdminState) => T): Promise<T> {
    const run = async (): Promise<T> => {
      await lock();
      try {
        const state = await read();
        const result = edit(state);
        const time = now();
        state.sessions = state.sessions.filter((s) => time - s.createdAt < sessionLifetimeMs);
        state.invitations = state.invitations.filter((i) => time - i.expiresAt < KEEP_ENDED_MS);
        await writeFileDurably(stateFile, `${JSON.stringify(state, null, 1)}\n`);
        return result;
      } finally {
        await rm(lockFile, { force: true });
      }
    };
    const current = queue.catch(() => undefined).then(run);
    queue = current;
    return current;
  }

  const byEmail = (email: string) => (a: Account) => a.email === email.toLowerCase();

  return {
    accounts: async () => (await read()).accounts,

    account: async (query) =>
      (await read()).accounts.find('id' in query ? (a) => a.id === query.id : byEmail(query.email)) ?? null,

    saveAccount: (account) =>
      change((state) => {
        if (state.accounts.some((a) => a.email === account.email && a.id !== account.id))
          throw new Error(`Another account has the email ${account.email}.`);
        state.accounts = [...state.accounts.filter((a) => a.id !== account.id), account];
      }),

    addInvitation: (invitation) =>
      change((state) => {
        const time = now();
        for (const earlier of state.invitations)
          if (earlier.accountId === invitation.accountId && earlier.usedAt === null)
            earlier.expiresAt = Math.min(earlier.expiresAt, time);
        state.invitations.push(invitation);
      }),

    invitation: async (tokenHash) => (await read()).invitations.find((i) => i.tokenHash === tokenHash) ?? null,

    acceptInvitation: (tokenHash, signIn, time) =>
      change((state): { account: Account } | { refused: AcceptRefusal } => {
        const invitation = state.invitations.find((i) => i.tokenHash === tokenHash);
        const account = invitation && state.accounts.find((a) => a.id === invitation.accountId);
        if (!invitation || !account) return { refused: 'unknown' };
        if (invitation.usedAt !== null) return { refused: 'used' };
        if (time >= invitation.expiresAt) return { refused: 'expired' };
        invitation.usedAt = time;
        if ('passwordHash' in signIn) account.passwordHash = signIn.passwordHash;
        else account.passkeys = [...(account.passkeys ?? []), signIn.passkey];
        account.disabled = false;
        return { account: { ...account } };
      }),

    useTotpStep: (accountId, step) =>
      change((state) => {
        const totp = state.accounts.find((a) => a.id === accountId)?.totp;
        if (!totp || step <= totp.lastStep) return false;
        totp.lastStep = step;
        return true;
      }),

    useRecoveryCode: (accountId, codeHash) =>
      change((state) => {
        const account = state.accounts.find((a) => a.id === accountId);
        const codes = account?.recoveryCodes ?? [];
        if (!account || !codes.includes(codeHash)) return null;
        account.recoveryCodes = codes.filter((c) => c !== codeHash);
        return account.recoveryCodes.length;
      }),

    addSession: (session) =>
      change((state) => {
        state.sessions.push(session);
      }),

    session: async (idHash) => (await read()).sessions.find((s) => s.idHash === idHash) ?? null,

    touchSession: (idHash, lastSeenAt) =>
      change((state) => {
        const session = state.sessions.find((s) => s.idHash === idHash);
        if (session) session.lastSeenAt = Math.max(session.lastSeenAt, lastSeenAt);
      }),

    setChallenge: (idHash, challenge) =>
      change((state) => {
        const session = state.sessions.find((s) => s.idHash === idHash);
        if (session && challenge) session.challenge = challenge;
        else if (session) delete session.challenge;
      }),

    confirmSession: (idHash, at) =>
      change((state) => {
        const session = state.sessions.find((s) => s.idHash === idHash);
        if (session) session.confirmedAt = at;
      }),

    endSession: (idHash) =>
      change((state) => {
        state.sessions = state.sessions.filter((s) => s.idHash !== idHash);
      }),

    endSessionsOf: (accountId) =>
      change((state) => {
        const before = state.sessions.length;
        state.sessions = state.sessions.filter((s) => s.accountId !== accountId);
        return before - state.sessions.length;
      }),

    audit: async (entry) => {
      await appendLineDurably(auditFile, JSON.stringify(entry));
    },

    auditLog: async (limit) => {
      let text: string;
      try {
        text = await readFile(auditFile, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const entries: AuditEntry[] = [];
      const lines = text.split('\n');
      for (let i = lines.length - 1; i >= 0 && entries.length < limit; i--) {
        try {
          if (lines[i].trim()) entries.push(JSON.parse(lines[i]) as AuditEntry);
        } catch {
          // A line cut short by a crash holds no entry.
        }
      }
      return entries;
    },
  };
}
