/**
 * The back office's door, under /admin on the production server: sign-in and sign-out, invitations,
 * sessions, the people page and the audit log.
 *
 * Every request is looked up in the role table (roles.ts) before anything else runs. Every change is a
 * POST from a page of this site (its Origin names this host) that carries the session's CSRF token;
 * the doors (sign-in, accepting an invitation) have no session yet and need the Origin alone. Every
 * answer is `no-store`, `noindex`, and carries a policy of its own that allows this site's files only.
 *
 * Sessions live on the server (store.ts); the cookie holds only a random id. It is `__Host-` prefixed
 * and Secure, except on plain http://localhost, where a browser would not keep a Secure cookie from
 * every client: there it has a plain name and no Secure.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import siteJson from '../../../content/site.json' with { type: 'json' };
import { clientAddress, fromThisSite, parseTrustProxy, type Middleware } from '../forms/endpoint.ts';
import { isHttps, policyText } from '../headers.ts';
import { adminOrigin, auditEntry, disable, invite, normaliseEmail, resetSignIn } from './accounts.ts';
import { sha256 } from '../../../scripts/lib/hash.ts';
import {
  acceptPage,
  activityPage,
  codePage,
  confirmPage,
  fontBytes,
  homePage,
  messagePage,
  METER_SCRIPT,
  PASSKEYS_SCRIPT,
  passkeysPage,
  peoplePage,
  signInPage,
  STYLESHEET,
  twoStepPage,
  type TwoStepView,
  type PeopleView,
} from './pages.ts';
import {
  hashPassword,
  MIN_PASSWORD_LENGTH,
  needsRehash,
  passwordProblem,
  standInHash,
  strengthOf,
  verifyPassword,
  personalWords,
} from './passwords.ts';
import {
  allowed,
  CONFIRM_AFTER_MS,
  endpointOf,
  ENDPOINTS,
  isApi,
  PUBLIC,
  ROLES,
  routeOf,
  SENSITIVE,
  type Endpoint,
  type Role,
} from './roles.ts';
import { json, type AdminContext, type AdminRequest as Request, type Answer, type Feature, type Handler } from './http.ts';
import {
  canSignIn,
  createFileAdminStore,
  type Account,
  type AdminStore,
  type AuditEntry,
  type FirstSignIn,
  type Session,
} from './store.ts';
import { createSignInThrottle, waitInWords } from './throttle.ts';
import { leadsFeature } from './leads.ts';
import { siteLeads } from '../leads/site.ts';
import { dataDirFromEnv } from '../forms/store.ts';
import type { Stores } from '../stores.ts';
import {
  answeredId,
  authenticationOptions,
  registeredPasskey,
  registrationOptions,
  verifiedSignIn,
  type Party,
} from './passkeys.ts';
import { publishing } from './publish.ts';
import { createPublisher } from './publisher.ts';
import { createDrafts } from './drafts.ts';
import { codeStep, enrolment as enrolmentOf, newRecoveryCodes, newTotpSecret, recoveryCodeHash } from './two-step.ts';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 8 * 60 * 60_000;
/** A session's last activity is written at most this often: the idle timeout is this much less exact. */
const TOUCH_EVERY_MS = 60_000;
const MAX_BODY_BYTES = 16 * 1024;
const AUDIT_SHOWN = 200;
/** How long the second step of a two-step sign-in may wait after the password. */
const PENDING_MS = 5 * 60_000;
/** Passkey sign-in challenges remembered at most (a flood of requests for them cannot grow the memory). */
const MAX_CHALLENGES = 10_000;

export const COOKIE = '__Host-halcyon-admin';
/** The cookie's name on plain http://localhost, where the `__Host-` prefix (which needs Secure) cannot be kept. */
export const LOCAL_COOKIE = 'halcyon-admin';

export const ADMIN_POLICY = policyText([
  ['default-src', ["'self'"]],
  ['script-src', ["'self'"]],
  ['style-src', ["'self'"]],
  ['img-src', ["'self'"]],
  ['font-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['base-uri', ["'none'"]],
  ['object-src', ["'none'"]],
]);

export interface AdminOptions {
  store: AdminStore | string;
  /** The clock, replaceable in tests (the timeouts and the throttle follow it). */
  now?: () => number;
  /** How many reverse proxies stand in front (TRUST_PROXY): the client's address and HTTPS are read from their headers. */
  trustProxy?: number;
  /** The origin the one-time links made on the people page start with; by default the request's own. */
  origin?: string;
  log?: (line: string) => void;
  /** The parts of the back office beyond its door: their handlers, each endpoint in the role table. */
  features?: Feature[];
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A back-office path to go to after signing in, or /admin: never another host (`//evil.example`), never a door. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:\/[\w-]+)*$/.test(next)) return '/admin';
  const endpoint = endpointOf('GET', next);
  return endpoint && ENDPOINTS[endpoint] !== PUBLIC ? next : '/admin';
}

function cookieOf(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

export function createAdminEndpoint(options: AdminOptions): Middleware {
  const clock = options.now ?? Date.now;
  const trustProxy = options.trustProxy ?? 0;
  const log = options.log ?? console.log;
  const store =
    typeof options.store === 'string'
      ? createFileAdminStore(options.store, { now: clock, sessionLifetimeMs: ABSOLUTE_TIMEOUT_MS })
      : options.store;
  const throttle = createSignInThrottle();
  // Made now, so that the first sign-in with an unknown email takes no longer than the others.
  standInHash().catch((error: unknown) => log(`Back office: ${String(error)}`));
  const siteName = siteJson.brand.name;

  const cookieName = (secure: boolean): string => (secure ? COOKIE : LOCAL_COOKIE);
  const sessionCookie = (r: Request, id: string): string =>
    `${cookieName(r.secure)}=${id}; Path=/; HttpOnly; SameSite=Strict${r.secure ? '; Secure' : ''}`;
  const clearCookie = (r: Request): string =>
    `${cookieName(r.secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${r.secure ? '; Secure' : ''}`;

  const audit = (r: Request, rest: Pick<AuditEntry, 'action' | 'subject' | 'detail'>): Promise<void> =>
    store.audit(auditEntry(r.actor, r.now, rest));

  /** The session the request's cookie names, while it is neither idle nor too old and its account may sign in. */
  async function sessionOf(r: Request): Promise<{ session: Session; account: Account } | { ended: 'idle' | 'absolute' } | null> {
    const id = cookieOf(r.req, cookieName(r.secure));
    if (!id) return null;
    const session = await store.session(sha256(id));
    // Halfway through a two-step sign-in: nothing is open yet but its second step.
    if (!session || session.pending) return null;
    const ended =
      r.now - session.lastSeenAt >= IDLE_TIMEOUT_MS
        ? 'idle'
        : r.now - session.createdAt >= ABSOLUTE_TIMEOUT_MS
          ? 'absolute'
          : null;
    const account = await store.account({ id: session.accountId });
    if (ended || !account || account.disabled || !canSignIn(account)) {
      await store.endSession(session.idHash);
      return ended ? { ended } : null;
    }
    if (r.now - session.lastSeenAt >= TOUCH_EVERY_MS) await store.touchSession(session.idHash, r.now);
    return { session, account };
  }

  /**
   * Starts a session for `account` (a new id, whatever the request's cookie held) and ends the one the
   * request came with; `pending`: only the second step of a two-step sign-in is open to it. Resolves to its cookie.
   */
  async function startSession(r: Request, account: Account, pending = false): Promise<string> {
    const previous = cookieOf(r.req, cookieName(r.secure));
    if (previous) await store.endSession(sha256(previous));
    const id = randomBytes(32).toString('base64url');
    await store.addSession({
      idHash: sha256(id),
      accountId: account.id,
      csrfToken: randomBytes(32).toString('base64url'),
      createdAt: r.now,
      lastSeenAt: r.now,
      confirmedAt: r.now,
      address: r.address,
      ...(pending ? { pending } : {}),
    });
    return sessionCookie(r, id);
  }

  const signedIn = (r: Request): { account: Account; session: Session } => {
    if (!r.account || !r.session)
      throw new Error('The role table let a request without a session through to a page that needs one.');
    return { account: r.account, session: r.session };
  };

  /** The two-step page; while it is off, with a new key to set up (or `secret`, the one being set up). */
  const twoStep = async (
    r: Request,
    view: Partial<TwoStepView> = {},
    status = 200,
    secret = newTotpSecret(),
  ): Promise<Answer> => {
    const { account, session } = signedIn(r);
    const enrolment = account.totp ? undefined : { secret, ...enrolmentOf(secret, account.email, siteName) };
    return { status, html: twoStepPage({ account, csrfToken: session.csrfToken, enrolment, ...view }) };
  };

  const people = async (r: Request, view: Partial<PeopleView> = {}, status = 200): Promise<Answer> => {
    const { account, session } = signedIn(r);
    return { status, html: peoplePage({ me: account, csrfToken: session.csrfToken, accounts: await store.accounts(), ...view }) };
  };

  /** The account a people action is for, or the people page with the reason it cannot be changed. */
  async function target(r: Request): Promise<Account | Answer> {
    const email = r.fields.get('email') ?? '';
    const account = await store.account({ email });
    if (!account) return people(r, { problem: `There is no account with the email ${email}.` }, 404);
    if (account.id === signedIn(r).account.id)
      return people(
        r,
        {
          problem:
            'You cannot change your own account here: another owner can. To sign out of every device, use “Sign out everywhere” on the home page.',
        },
        409,
      );
    return account;
  }
  const isAnswer = <T extends object>(x: T | Answer): x is Answer => 'redirect' in x || 'html' in x || 'file' in x;

  const origin = (r: Request): string => options.origin ?? r.url.origin;
  /** Passkeys are bound to the address the browser shows: the request's own origin and host name. */
  const party = (r: Request): Party => ({ origin: r.url.origin, rpID: r.url.hostname, name: siteName });

  async function signIn(r: Request): Promise<Answer> {
    const email = (r.fields.get('email') ?? '').trim();
    const password = r.fields.get('password') ?? '';
    const next = safeNext(r.fields.get('next'));
    const refuse = (status: number, problem: string): Answer => ({ status, html: signInPage({ email, next, problem }) });
    const wait = throttle.wait(email, r.address, r.now);
    if (wait > 0) return refuse(429, `Too many sign-in attempts. Please wait ${waitInWords(wait)} and try again.`);
    throttle.attempted(email, r.address, r.now);
    const account = await store.account({ email });
    // The same work and the same answer whether or not an account has this email.
    const ok = await verifyPassword(account?.passwordHash ?? (await standInHash()), password);
    if (!account?.passwordHash || account.disabled || !ok) {
      await audit(r, { action: 'sign-in-failed', subject: email.slice(0, 100) });
      return refuse(401, 'The email or the password is not right. Please check both and try again.');
    }
    if (needsRehash(account.passwordHash)) await store.saveAccount({ ...account, passwordHash: await hashPassword(password) });
    if (account.totp) {
      throttle.halfway(r.address, r.now);
      return { status: 200, html: codePage({ next }), cookie: await startSession(r, account, true) };
    }
    throttle.succeeded(email, r.address, r.now);
    await audit({ ...r, actor: { ...r.actor, email: account.email } }, { action: 'sign-in' });
    return { redirect: next, cookie: await startSession(r, account) };
  }

  /** Challenges of passkey sign-ins given out and not yet answered, with when each stops counting. */
  const challenges = new Map<string, number>();
  const issue = (challenge: string, now: number): void => {
    for (const [c, until] of challenges) if (until <= now || challenges.size >= MAX_CHALLENGES) challenges.delete(c);
    challenges.set(challenge, now + PENDING_MS);
  };
  /** Whether a challenge was given out and still counts; it counts once. */
  const answered =
    (now: number) =>
    (challenge: string): boolean => {
      const until = challenges.get(challenge);
      challenges.delete(challenge);
      return until !== undefined && until > now;
    };

  /** A sign-in with a passkey: no password and no code, since the device checked its person and the site's address. */
  async function signInPasskey(r: Request): Promise<Answer> {
    const refused = json(
      { error: 'This passkey does not sign in here (it may have been removed). Please use your password.' },
      401,
    );
    const answer = answeredId(r.fields.get('credential') ?? '');
    if (!answer) return refused;
    const account = (await store.accounts()).find((a) => a.passkeys?.some((p) => p.id === answer.id));
    const passkey = account?.passkeys?.find((p) => p.id === answer.id);
    if (!account || !passkey || account.disabled) return refused;
    const counter = await verifiedSignIn(answer.response, answered(r.now), party(r), passkey);
    if (counter === null) {
      await audit(r, { action: 'sign-in-failed', subject: account.email, detail: 'passkey' });
      return refused;
    }
    const passkeys = (account.passkeys ?? []).map((p) => (p.id === passkey.id ? { ...p, counter } : p));
    await store.saveAccount({ ...account, passkeys });
    await audit({ ...r, actor: { ...r.actor, email: account.email } }, { action: 'sign-in', detail: 'with a passkey' });
    return json({ next: safeNext(r.fields.get('next')) }, 200, await startSession(r, account));
  }

  /** Whether the person proved it is them again: with their password, or with one of their own passkeys. */
  async function confirmed(r: Request, account: Account): Promise<boolean> {
    const answer = answeredId(r.fields.get('credential') ?? '');
    if (!answer)
      return Boolean(account.passwordHash) && verifyPassword(account.passwordHash ?? '', r.fields.get('password') ?? '');
    const passkey = account.passkeys?.find((p) => p.id === answer.id);
    const counter = passkey ? await verifiedSignIn(answer.response, answered(r.now), party(r), passkey) : null;
    if (counter === null || !passkey) return false;
    const passkeys = (account.passkeys ?? []).map((p) => (p.id === passkey.id ? { ...p, counter } : p));
    await store.saveAccount({ ...account, passkeys });
    return true;
  }

  /** The second step of a two-step sign-in: a code from the app, or a recovery code, within 5 minutes of the password. */
  async function signInCode(r: Request): Promise<Answer> {
    const next = safeNext(r.fields.get('next'));
    const id = cookieOf(r.req, cookieName(r.secure));
    const session = id ? await store.session(sha256(id)) : null;
    const account =
      session?.pending && r.now - session.createdAt < PENDING_MS ? await store.account({ id: session.accountId }) : null;
    if (!session || !account?.totp || account.disabled)
      return {
        status: 401,
        html: signInPage({
          next,
          problem: 'Your sign-in took too long or was not started here. Please type your email and password again.',
        }),
      };
    const refuse = (status: number, problem: string): Answer => ({ status, html: codePage({ next, problem }) });
    const wait = throttle.wait(account.email, r.address, r.now);
    if (wait > 0) return refuse(429, `Too many attempts. Please wait ${waitInWords(wait)} and try again.`);
    throttle.attempted(account.email, r.address, r.now);
    const code = r.fields.get('code') ?? '';
    const step = codeStep(account.totp.secret, code, r.now);
    let detail = 'with a code from the app';
    if (step === null || !(await store.useTotpStep(account.id, step))) {
      const left = step === null ? await store.useRecoveryCode(account.id, recoveryCodeHash(code)) : null;
      if (left === null) {
        await audit(r, { action: 'sign-in-failed', subject: account.email, detail: 'wrong one-time code' });
        return refuse(
          401,
          step === null
            ? 'This code is not right. Please type the code your app shows now.'
            : 'This code was used already. Please wait for the next one.',
        );
      }
      detail = `with a recovery code, ${left} left`;
    }
    throttle.succeeded(account.email, r.address, r.now);
    await audit({ ...r, actor: { ...r.actor, email: account.email } }, { action: 'sign-in', detail });
    return { redirect: next, cookie: await startSession(r, account) };
  }

  /** The invitation a link's token names, or the page saying why it cannot be used. */
  async function invitationFor(token: string, now: number): Promise<{ account: Account } | Answer> {
    const invitation = token ? await store.invitation(sha256(token)) : null;
    const account = invitation && (await store.account({ id: invitation.accountId }));
    const again = { href: '/admin/sign-in', label: 'Go to the sign-in page' };
    if (!invitation || !account)
      return {
        status: 404,
        html: messagePage(
          'This link does not work',
          'This link is not a valid invitation. Please check that it was copied whole, or ask an owner of the site for a new one.',
          again,
        ),
      };
    if (invitation.usedAt !== null)
      return {
        status: 410,
        html: messagePage(
          'This link has been used',
          'This link has already been used, and works only once. If you did not use it yourself, tell an owner of the site at once. To sign in, use the sign-in page; to get a new link, ask an owner.',
          again,
        ),
      };
    if (now >= invitation.expiresAt)
      return {
        status: 410,
        html: messagePage(
          'This link has expired',
          `This link expired on ${new Date(invitation.expiresAt).toUTCString()}: links work for 24 hours. Please ask an owner of the site for a new one.`,
          again,
        ),
      };
    return { account };
  }

  async function accept(r: Request): Promise<Answer> {
    const token = r.fields.get('token') ?? '';
    const found = await invitationFor(token, r.now);
    if (isAnswer(found)) return found;
    const { account } = found;
    const password = r.fields.get('password') ?? '';
    const personal = [account.email, siteName];
    const problem = passwordProblem(password, personal);
    const strength = password ? strengthOf(password, personalWords(personal)).words : undefined;
    if (problem)
      return { status: 422, html: acceptPage({ token, email: account.email, errors: { password: problem }, strength }) };
    if (password !== (r.fields.get('confirm') ?? ''))
      return {
        status: 422,
        html: acceptPage({
          token,
          email: account.email,
          errors: { confirm: 'The two passwords are not the same. Please type it again in both fields.' },
        }),
      };
    return accepted(r, token, account, { passwordHash: await hashPassword(password) });
  }

  /** Accepts an invitation with a passkey the device made for it: no password at all. */
  async function acceptWithPasskey(r: Request): Promise<Answer> {
    const token = r.fields.get('token') ?? '';
    const found = await invitationFor(token, r.now);
    if (isAnswer(found))
      return json({ error: 'This invitation cannot be used any more. Please reload the page to see why.' }, 410);
    const passkey = await registeredPasskey(r.fields.get('credential') ?? '', answered(r.now), party(r), r.now);
    if (!passkey)
      return json(
        {
          error: 'The passkey could not be made: the device’s answer did not fit. Please try again, or choose a password below.',
        },
        422,
      );
    const answer = await accepted(r, token, found.account, { passkey });
    return 'redirect' in answer ? json({ next: answer.redirect }, 200, answer.cookie) : answer;
  }

  /** The end of accepting an invitation, either way: the sign-in is kept, old sessions end, a new one starts. */
  async function accepted(r: Request, token: string, account: Account, signIn: FirstSignIn): Promise<Answer> {
    const accepted = await store.acceptInvitation(sha256(token), signIn, r.now);
    if ('refused' in accepted) {
      // Another tab or person used the link while the password was being hashed: say why it no longer works.
      const since = await invitationFor(token, r.now);
      if (isAnswer(since)) return since;
      throw new Error('The store refused an invitation that it still holds as usable.');
    }
    await store.endSessionsOf(account.id);
    const actor = { ...r, actor: { ...r.actor, email: account.email } };
    await audit(actor, { action: 'invitation-accepted', detail: 'passkey' in signIn ? 'with a passkey' : 'with a password' });
    await audit(actor, { action: 'sign-in' });
    return { redirect: '/admin', cookie: await startSession(r, accepted.account) };
  }

  const door: Partial<Record<Endpoint, Handler>> = {
    'GET /admin/admin.css': async () => ({ file: STYLESHEET, type: 'text/css; charset=utf-8' }),
    'GET /admin/password-meter.js': async () => ({ file: METER_SCRIPT, type: 'text/javascript; charset=utf-8' }),
    'GET /admin/passkeys.js': async () => ({ file: PASSKEYS_SCRIPT, type: 'text/javascript; charset=utf-8' }),
    'GET /admin/fonts/display.woff2': async () => ({ file: fontBytes('/admin/fonts/display.woff2'), type: 'font/woff2' }),
    'GET /admin/fonts/body.woff2': async () => ({ file: fontBytes('/admin/fonts/body.woff2'), type: 'font/woff2' }),
    'GET /admin/sign-in': async (r) => {
      if (r.account) return { redirect: safeNext(r.url.searchParams.get('next')) };
      const ended = r.url.searchParams.get('ended');
      const told =
        ended === 'idle'
          ? 'You were signed out after 30 minutes without activity. Please sign in again.'
          : ended === 'absolute'
            ? 'You were signed out: a session lasts at most 8 hours. Please sign in again.'
            : r.url.searchParams.has('signed-out')
              ? 'You are signed out.'
              : undefined;
      return { status: 200, html: signInPage({ next: r.url.searchParams.get('next') ?? '', notice: told }) };
    },
    'POST /admin/sign-in': signIn,
    'GET /admin/accept': async (r) => {
      const token = r.url.searchParams.get('token') ?? '';
      const found = await invitationFor(token, r.now);
      return isAnswer(found) ? found : { status: 200, html: acceptPage({ token, email: found.account.email }) };
    },
    'POST /admin/sign-in/code': signInCode,
    'POST /admin/sign-in/passkey-options': async (r) => {
      const options = await authenticationOptions(party(r));
      issue(options.challenge, r.now);
      return json(options);
    },
    'POST /admin/sign-in/passkey': signInPasskey,
    'POST /admin/accept': accept,
    'POST /admin/accept/passkey-options': async (r) => {
      const found = await invitationFor(r.fields.get('token') ?? '', r.now);
      if (isAnswer(found))
        return json({ error: 'This invitation cannot be used any more. Please reload the page to see why.' }, 410);
      const options = await registrationOptions(found.account, party(r));
      issue(options.challenge, r.now);
      return json(options);
    },
    'POST /admin/accept/passkey': acceptWithPasskey,
    'POST /admin/password-strength': async (r) => {
      const password = r.fields.get('password') ?? '';
      const personal = [r.fields.get('email') ?? '', siteName];
      const { score, words } = strengthOf(password, personalWords(personal));
      const problem = passwordProblem(password, personal);
      const short = [...password].length < MIN_PASSWORD_LENGTH;
      return {
        file: JSON.stringify({ score: short ? 0 : score, words: short ? 'too short' : words, problem }),
        type: 'application/json',
      };
    },
    'GET /admin': async (r) => {
      const { account, session } = signedIn(r);
      return { status: 200, html: homePage(account, session.csrfToken) };
    },
    'POST /admin/sign-out': async (r) => {
      await store.endSession(signedIn(r).session.idHash);
      await audit(r, { action: 'sign-out' });
      return { redirect: '/admin/sign-in?signed-out', cookie: clearCookie(r) };
    },
    'POST /admin/sign-out-everywhere': async (r) => {
      const ended = await store.endSessionsOf(signedIn(r).account.id);
      await audit(r, { action: 'sign-out-everywhere', detail: `${ended} session${ended === 1 ? '' : 's'} ended` });
      return { redirect: '/admin/sign-in?signed-out', cookie: clearCookie(r) };
    },
    'POST /admin/confirm': async (r) => {
      const { account, session } = signedIn(r);
      const then = routeOf('POST', r.fields.get('then') ?? '');
      if (!then || !SENSITIVE.has(then.endpoint) || !allowed(then.endpoint, account.role))
        return {
          status: 400,
          html: messagePage('Nothing to confirm', 'There is no change waiting for your password. Nothing was changed.', {
            href: '/admin',
            label: 'Back to the back office',
          }),
        };
      const view = { account, csrfToken: session.csrfToken, then: r.fields.get('then') ?? '', fields: [...r.fields] };
      const wait = throttle.wait(account.email, r.address, r.now);
      if (wait > 0)
        return {
          status: 429,
          html: confirmPage({ ...view, error: `Too many attempts. Please wait ${waitInWords(wait)} and try again.` }),
        };
      throttle.attempted(account.email, r.address, r.now);
      if (!(await confirmed(r, account))) {
        await audit(r, { action: 'sign-in-failed', subject: account.email, detail: 'confirming a change' });
        return {
          status: 401,
          html: confirmPage({
            ...view,
            error: account.passwordHash
              ? 'That is not your password. Please type it again.'
              : 'Your passkey did not confirm it. Please try again.',
          }),
        };
      }
      throttle.succeeded(account.email, r.address, r.now);
      await store.confirmSession(session.idHash, r.now);
      const fields = new URLSearchParams(
        [...r.fields].filter(([name]) => name !== 'password' && name !== 'credential' && name !== 'then'),
      );
      return (handlers[then.endpoint] as Handler)({
        ...r,
        params: then.params,
        fields,
        session: { ...session, confirmedAt: r.now },
      });
    },
    'GET /admin/two-step': async (r) => twoStep(r),
    'POST /admin/two-step/enable': async (r) => {
      const { account } = signedIn(r);
      if (account.totp) return twoStep(r);
      const secret = r.fields.get('secret') ?? '';
      if (!/^[A-Z2-7]{32}$/.test(secret)) return twoStep(r, { error: 'Please start again from this page.' }, 422);
      const step = codeStep(secret, r.fields.get('code') ?? '', r.now);
      if (step === null)
        return twoStep(
          r,
          { error: 'This code is not right. Please check that the app shows this site, and type the code it shows now.' },
          422,
          secret,
        );
      const { codes, hashes } = newRecoveryCodes();
      const turnedOn = { ...account, totp: { secret, lastStep: step }, recoveryCodes: hashes };
      await store.saveAccount(turnedOn);
      await audit(r, { action: 'two-step-on' });
      return twoStep({ ...r, account: turnedOn }, { codes });
    },
    'POST /admin/two-step/disable': async (r) => {
      const { account } = signedIn(r);
      const turnedOff = { ...account, totp: null, recoveryCodes: [] };
      await store.saveAccount(turnedOff);
      if (account.totp) await audit(r, { action: 'two-step-off' });
      return twoStep({ ...r, account: turnedOff }, { told: 'Two-step sign-in is off: signing in asks for your password only.' });
    },
    'GET /admin/passkeys': async (r) => {
      const { account, session } = signedIn(r);
      return { status: 200, html: passkeysPage({ account, csrfToken: session.csrfToken }) };
    },
    'POST /admin/passkeys/options': async (r) => {
      const { account, session } = signedIn(r);
      const options = await registrationOptions(account, party(r));
      await store.setChallenge(session.idHash, options.challenge);
      return json(options);
    },
    'POST /admin/passkeys/add': async (r) => {
      const { account, session } = signedIn(r);
      // A challenge answers once: the next passkey asks for a new one.
      await store.setChallenge(session.idHash, null);
      const passkey = session.challenge
        ? await registeredPasskey(r.fields.get('credential') ?? '', session.challenge, party(r), r.now)
        : null;
      if (!passkey)
        return json({ error: 'The passkey could not be added: the device’s answer did not fit. Please try again.' }, 422);
      await store.saveAccount({ ...account, passkeys: [...(account.passkeys ?? []), passkey] });
      await audit(r, { action: 'passkey-added' });
      return json({ ok: true });
    },
    'POST /admin/passkeys/remove': async (r) => {
      const { account, session } = signedIn(r);
      const id = r.fields.get('id') ?? '';
      const kept = (account.passkeys ?? []).filter((p) => p.id !== id);
      if (kept.length === (account.passkeys ?? []).length)
        return {
          status: 404,
          html: passkeysPage({ account, csrfToken: session.csrfToken, told: 'That passkey was removed already.' }),
        };
      if (kept.length === 0 && !account.passwordHash)
        return {
          status: 409,
          html: passkeysPage({
            account,
            csrfToken: session.csrfToken,
            told: 'This is your only way to sign in, so it was kept. Add a passkey on another device first; or ask an owner to reset your sign-in, which lets you choose a password.',
          }),
        };
      const changed = { ...account, passkeys: kept };
      await store.saveAccount(changed);
      await audit(r, { action: 'passkey-removed' });
      return {
        status: 200,
        html: passkeysPage({
          account: changed,
          csrfToken: session.csrfToken,
          told: 'The passkey is removed: it no longer signs you in.',
        }),
      };
    },
    'GET /admin/people': (r) => people(r),
    'POST /admin/people/invite': async (r) => {
      const typed = r.fields.get('email') ?? '';
      const role = r.fields.get('role') as Role;
      const email = normaliseEmail(typed);
      if (!ROLES.includes(role))
        return people(r, { problem: 'Please choose one of the four roles.', invite: { email: typed } }, 422);
      if (!email)
        return people(
          r,
          { invite: { email: typed, role, error: 'Please enter an email address, such as maria@agency.example.' } },
          422,
        );
      const made = await invite(store, { email, role, origin: origin(r), actor: r.actor, now: r.now });
      if ('refused' in made) return people(r, { invite: { email: typed, role, error: made.refused } }, 409);
      return people(r, { link: { email, ...made } });
    },
    'POST /admin/people/role': async (r) => {
      const account = await target(r);
      if (isAnswer(account)) return account;
      const role = r.fields.get('role') as Role;
      if (!ROLES.includes(role)) return people(r, { problem: 'Please choose one of the four roles.' }, 422);
      if (role === account.role) return people(r, { told: `${account.email} has the role ${role} already.` });
      await store.saveAccount({ ...account, role });
      // A session is tied to the role it began with: the person signs in again under the new one.
      await store.endSessionsOf(account.id);
      await audit(r, { action: 'role-changed', subject: account.email, detail: `${account.role} → ${role}` });
      return people(r, { told: `${account.email} is now ${role}. They were signed out and sign in again with the new role.` });
    },
    'POST /admin/people/disable': async (r) => {
      const account = await target(r);
      if (isAnswer(account)) return account;
      await disable(store, { account, actor: r.actor, now: r.now });
      return people(r, { told: `${account.email} is disabled and signed out everywhere.` });
    },
    'POST /admin/people/enable': async (r) => {
      const account = await target(r);
      if (isAnswer(account)) return account;
      await store.saveAccount({ ...account, disabled: false });
      await audit(r, { action: 'enabled', subject: account.email });
      return people(r, { told: `${account.email} can sign in again.` });
    },
    'POST /admin/people/reset': async (r) => {
      const account = await target(r);
      if (isAnswer(account)) return account;
      const link = await resetSignIn(store, { account, origin: origin(r), actor: r.actor, now: r.now });
      return people(r, {
        told: `The password of ${account.email} no longer works and their sessions have ended.`,
        link: { email: account.email, ...link },
      });
    },
    'POST /admin/people/end-sessions': async (r) => {
      const account = await target(r);
      if (isAnswer(account)) return account;
      const ended = await store.endSessionsOf(account.id);
      await audit(r, { action: 'sessions-ended', subject: account.email, detail: `${ended} session${ended === 1 ? '' : 's'}` });
      return people(r, { told: `${account.email} is signed out everywhere (${ended} session${ended === 1 ? '' : 's'} ended).` });
    },
    'GET /admin/activity': async (r) => {
      const { account, session } = signedIn(r);
      return { status: 200, html: activityPage(account, session.csrfToken, await store.auditLog(AUDIT_SHOWN)) };
    },
  };

  const context: AdminContext = { store, log, audit, signedIn };
  const handlers: Partial<Record<Endpoint, Handler>> = Object.assign(
    {},
    door,
    ...(options.features ?? []).map((feature) => feature(context)),
  );
  // Checked once, at start: an endpoint of the table without a handler would otherwise be found by a visitor.
  const missing = (Object.keys(ENDPOINTS) as Endpoint[]).filter((endpoint) => !handlers[endpoint]);
  if (missing.length > 0) throw new Error(`The back office has no handler for ${missing.join(', ')}.`);

  function send(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
    if ('redirect' in answer) {
      res.writeHead(303, {
        Location: answer.redirect,
        'Content-Length': 0,
        ...(answer.cookie ? { 'Set-Cookie': answer.cookie } : {}),
      });
      res.end();
      return;
    }
    if (answer.cookie) res.setHeader('Set-Cookie', answer.cookie);
    const payload = Buffer.from('file' in answer ? answer.file : answer.html);
    const type = 'file' in answer ? answer.type : 'text/html; charset=utf-8';
    res.writeHead(answer.status ?? 200, {
      'Content-Type': type,
      'Content-Length': payload.length,
      // A download (an export) is saved under this name rather than shown.
      ...('file' in answer && answer.attachment ? { 'Content-Disposition': `attachment; filename="${answer.attachment}"` } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : payload);
  }

  /** A refusal in words: a page, or for the API's scripts the same words as JSON. */
  const refusedPage = (req: IncomingMessage, res: ServerResponse, status: number, title: string, text: string): void =>
    send(
      req,
      res,
      isApi(new URL(req.url ?? '/', 'http://localhost').pathname)
        ? json({ problem: text, title }, status)
        : { status, html: messagePage(title, text, { href: '/admin', label: 'Back to the back office' }) },
    );

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const route = routeOf(req.method ?? 'GET', url.pathname);
    if (!route) {
      req.resume();
      const other = endpointOf(req.method === 'POST' ? 'GET' : 'POST', url.pathname);
      if (other) res.setHeader('Allow', other.startsWith('GET') ? 'GET, HEAD' : 'POST');
      return refusedPage(
        req,
        res,
        other ? 405 : 404,
        other ? 'Not allowed' : 'Not found',
        other ? 'This address does not take this kind of request.' : 'There is no page of the back office at this address.',
      );
    }
    const secure = isHttps(req, trustProxy) || !LOCAL_HOSTS.has(url.hostname);
    const address = clientAddress(req, trustProxy);
    const { endpoint, params } = route;
    const r: Request = {
      req,
      url,
      params,
      now: clock(),
      address,
      actor: { email: null, address },
      fields: new URLSearchParams(),
      secure,
    };
    if (secure && !isHttps(req, trustProxy)) {
      req.resume();
      return refusedPage(
        req,
        res,
        403,
        'HTTPS needed',
        'The back office works only over HTTPS (or on this computer, at http://localhost). Please open it at its https:// address.',
      );
    }
    const found = await sessionOf(r);
    if (found && 'session' in found) {
      r.session = found.session;
      r.account = found.account;
      r.actor = { email: found.account.email, address };
    }
    if (!allowed(endpoint, r.account?.role)) {
      req.resume();
      if (r.account)
        return refusedPage(
          req,
          res,
          403,
          'Not part of your role',
          `Your role (${r.account.role}) does not include this page. Nothing was changed. An owner can change your role.`,
        );
      if (req.method === 'GET' && !isApi(url.pathname)) {
        const ended = found && 'ended' in found ? `&ended=${found.ended}` : '';
        return send(req, res, {
          redirect: `/admin/sign-in?next=${encodeURIComponent(url.pathname)}${ended}`,
          cookie: found ? clearCookie(r) : undefined,
        });
      }
      return refusedPage(
        req,
        res,
        403,
        'Please sign in',
        'You are not signed in (or your session has ended), so nothing was changed. Please sign in and try again.',
      );
    }
    if (req.method === 'POST') {
      if (!fromThisSite(req, trustProxy)) {
        req.resume();
        return refusedPage(
          req,
          res,
          403,
          'Not accepted',
          'This request did not come from a page of the back office, so nothing was changed.',
        );
      }
      if (isApi(url.pathname)) {
        // The API's scripts send the token in a header, which another site's page cannot set without
        // a preflight this server never grants; the handler reads the body itself.
        if (
          ENDPOINTS[endpoint] !== PUBLIC &&
          (!r.session || !sameToken(String(req.headers['x-csrf-token'] ?? ''), r.session.csrfToken))
        ) {
          req.resume();
          return refusedPage(
            req,
            res,
            403,
            'This page has expired',
            'This page belongs to an earlier session, so nothing was changed. Please reload the page and try again.',
          );
        }
        return send(req, res, await (handlers[endpoint] as Handler)(r));
      }
      if ((req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase() !== 'application/x-www-form-urlencoded') {
        req.resume();
        return refusedPage(
          req,
          res,
          415,
          'Not accepted',
          'The back office takes its forms as a browser sends them. Nothing was changed.',
        );
      }
      const fields = await readForm(req);
      if (!fields)
        return refusedPage(
          req,
          res,
          413,
          'Too much',
          'What was sent is far larger than any form of the back office. Nothing was changed.',
        );
      r.fields = fields;
      // The doors have no session yet: the Origin alone guards them (and a sign-in replaces any session).
      if (ENDPOINTS[endpoint] !== PUBLIC && (!r.session || !sameToken(fields.get('_csrf') ?? '', r.session.csrfToken)))
        return refusedPage(
          req,
          res,
          403,
          'This form has expired',
          'This form belongs to an earlier session, so nothing was changed. Please go back, reload the page and try again.',
        );
    }
    if (SENSITIVE.has(endpoint) && r.account && r.session && r.now - r.session.confirmedAt > CONFIRM_AFTER_MS) {
      const view = { account: r.account, csrfToken: r.session.csrfToken, then: url.pathname, fields: [...r.fields] };
      return send(req, res, { status: 200, html: confirmPage(view) });
    }
    send(req, res, await (handlers[endpoint] as Handler)(r));
  }

  return (req, res, next) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', `${isHttps(req, trustProxy) ? 'https' : 'http'}://${req.headers.host ?? 'localhost'}`);
    } catch {
      return next();
    }
    if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return next();
    // Set before anything is answered, so that every answer of the back office, refusals too, has them.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Content-Security-Policy', ADMIN_POLICY);
    // Addresses (an invitation's token) are never told to another site; `no-referrer` would also make the
    // browser send `Origin: null` with this site's own form posts, which the CSRF check refuses.
    res.setHeader('Referrer-Policy', 'same-origin');
    handle(req, res, url).catch((error: unknown) => {
      log(`Back office: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) res.destroy();
      else
        refusedPage(
          req,
          res,
          500,
          'Something went wrong',
          'Something went wrong on our side, and what you asked for may not have been done. Please try again in a moment.',
        );
    });
  };
}

/** The back office of `npm start`: `stores` (storesFromEnv's), TRUST_PROXY's proxies, links to ADMIN_URL when set, the leads. */
export const siteAdminEndpoint = (stores: Stores, log: (line: string) => void = console.log): Middleware =>
  createAdminEndpoint({
    store: stores.admin,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    origin: process.env.ADMIN_URL ? adminOrigin() : undefined,
    log,
    features: [
      leadsFeature(siteLeads(stores, log)),
      publishing({ publisher: createPublisher(), drafts: createDrafts(dataDirFromEnv()) }),
    ],
  });
