/**
 * What is done to accounts from both `npm run admin` and the people page: invitations and resets (one-time
 * links, whose random token the store keeps only as a hash) and disabling.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import siteJson from '../../../content/site.json' with { type: 'json' };
import { canSignIn, type Account, type AdminStore, type AuditEntry } from './store.ts';
import type { Role } from './roles.ts';
import { sha256 } from '../../../scripts/lib/hash.ts';

export const INVITATION_LIFETIME_MS = 24 * 60 * 60_000;

export const randomToken = (): string => randomBytes(32).toString('base64url');

/** The address the back office is reached at: ADMIN_URL, else the site's own (content/site.json). */
export const adminOrigin = (env: NodeJS.ProcessEnv = process.env): string => new URL(env.ADMIN_URL || siteJson.url).origin;

export const invitationLink = (origin: string, token: string): string => `${origin}/admin/accept?token=${token}`;

/**
 * An email fit for an account, lower-cased, or null. Checked by hand rather than by a pattern: one
 * local part, one domain with a dot inside it, no spaces or controls, at most 254 characters.
 */
export function normaliseEmail(text: string): string | null {
  const email = text.trim().toLowerCase();
  const at = email.indexOf('@');
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  // eslint-disable-next-line no-control-regex
  const plain = !/[\s\u0000-\u001f\u007f<>"'(),;:\\[\]]/.test(email);
  const fits = at > 0 && !domain.includes('@') && dot > 0 && dot < domain.length - 1 && email.length <= 254;
  return plain && fits ? email : null;
}

/** Who did something, for the audit log. */
export interface Actor {
  email: string | null;
  address: string | null;
}

export interface Link {
  url: string;
  expiresAt: number;
}

async function issue(store: AdminStore, account: Account, origin: string, now: number): Promise<Link> {
  const token = randomToken();
  const expiresAt = now + INVITATION_LIFETIME_MS;
  await store.addInvitation({ tokenHash: sha256(token), accountId: account.id, createdAt: now, expiresAt, usedAt: null });
  return { url: invitationLink(origin, token), expiresAt };
}

export const auditEntry = (actor: Actor, now: number, rest: Pick<AuditEntry, 'action' | 'subject' | 'detail'>): AuditEntry => ({
  at: new Date(now).toISOString(),
  actor: actor.email,
  address: actor.address,
  ...rest,
});

/**
 * Invites `email` with `role`: a new account (no password yet) and its link. An email that has an
 * account already is refused, in words; an invitation not yet accepted is replaced by a new one.
 */
export async function invite(
  store: AdminStore,
  { email, role, origin, actor, now }: { email: string; role: Role; origin: string; actor: Actor; now: number },
): Promise<Link | { refused: string }> {
  const existing = await store.account({ email });
  if (existing && canSignIn(existing))
    return { refused: `${email} has an account already. To send them a new link, reset their sign-in.` };
  const account: Account = existing
    ? { ...existing, role }
    : { id: randomUUID(), email, role, passwordHash: null, disabled: false, createdAt: new Date(now).toISOString() };
  await store.saveAccount(account);
  const link = await issue(store, account, origin, now);
  await store.audit(auditEntry(actor, now, { action: 'invited', subject: email, detail: `as ${role}` }));
  return link;
}

/**
 * Resets an account's sign-in: its password, code app and passkeys stop working, its sessions end, and a new
 * one-time link lets its person choose a new password.
 */
export async function resetSignIn(
  store: AdminStore,
  { account, origin, actor, now }: { account: Account; origin: string; actor: Actor; now: number },
): Promise<Link> {
  await store.saveAccount({ ...account, passwordHash: null, totp: null, recoveryCodes: [], passkeys: [] });
  await store.endSessionsOf(account.id);
  const link = await issue(store, account, origin, now);
  await store.audit(auditEntry(actor, now, { action: 'sign-in-reset', subject: account.email }));
  return link;
}

/** Locks an account out at once: it can no longer sign in, and its sessions end. */
export async function disable(
  store: AdminStore,
  { account, actor, now }: { account: Account; actor: Actor; now: number },
): Promise<void> {
  await store.saveAccount({ ...account, disabled: true });
  await store.endSessionsOf(account.id);
  await store.audit(auditEntry(actor, now, { action: 'disabled', subject: account.email }));
}
