/**
 * The back office's pages, written on the server as plain HTML forms: they work without JavaScript,
 * with the keyboard and a screen reader, in light and dark (the site's palette and typefaces,
 * src/theme/tokens.ts). A refused form comes back with what was typed (never a password) and each
 * message tied to its field.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { colorVariables, font, palettes } from '../../theme/tokens.ts';
import { FONT_STACKS } from '../../theme/font-stacks.ts';
import { canSignIn, type Account, type AuditAction, type AuditEntry } from './store.ts';
import { allowed, endpointOf, ROLE_DESCRIPTIONS, ROLES, type Role } from './roles.ts';

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const require = createRequire(import.meta.url);

/** The typefaces' Latin files, served to the back office under /admin/fonts/. */
export const FONT_FILES = {
  '/admin/fonts/display.woff2': require.resolve(
    `${FONT_STACKS.display.package}/files/cormorant-garamond-latin-wght-normal.woff2`,
  ),
  '/admin/fonts/body.woff2': require.resolve(`${FONT_STACKS.body.package}/files/inter-latin-wght-normal.woff2`),
};
export const fontBytes = (file: keyof typeof FONT_FILES): Buffer => readFileSync(FONT_FILES[file]);

export const STYLESHEET = `
@font-face { font-family: '${FONT_STACKS.display.family}'; src: url('/admin/fonts/display.woff2') format('woff2'); font-weight: 300 700; font-display: swap; }
@font-face { font-family: '${FONT_STACKS.body.family}'; src: url('/admin/fonts/body.woff2') format('woff2'); font-weight: 100 900; font-display: swap; }
:root { ${colorVariables(palettes.light)} color-scheme: light dark; }
@media (prefers-color-scheme: dark) { :root { ${colorVariables(palettes.dark)} } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--color-bg); color: var(--color-text); font: 400 1rem/1.6 ${font.body}; }
a { color: var(--color-accent-strong); text-underline-offset: 0.2em; }
:focus-visible { outline: 3px solid var(--color-focus); outline-offset: 3px; }
header.bar { display: flex; flex-wrap: wrap; gap: 1rem 2rem; align-items: center; justify-content: space-between;
  padding: 1rem clamp(1rem, 4vw, 3rem); background: var(--color-surface); border-bottom: 1px solid var(--color-line); }
header.bar .brand { font-family: ${font.display}; font-size: 1.5rem; letter-spacing: 0.04em; color: var(--color-text); text-decoration: none; }
header.bar nav ul { display: flex; flex-wrap: wrap; gap: 1.25rem; list-style: none; margin: 0; padding: 0; }
main { max-width: 60rem; margin: 0 auto; padding: clamp(1.5rem, 5vw, 4rem) clamp(1rem, 4vw, 3rem); }
main.narrow { max-width: 28rem; }
h1, h2 { font-family: ${font.display}; font-weight: 500; line-height: 1.15; }
h1 { font-size: clamp(2rem, 1.6rem + 2vw, 3rem); margin: 0 0 1.5rem; text-wrap: balance; }
h2 { font-size: 1.6rem; margin: 2.5rem 0 1rem; }
.card { background: var(--color-surface); border: 1px solid var(--color-line); border-radius: 12px; padding: clamp(1.25rem, 4vw, 2rem); box-shadow: var(--color-shadow); }
form.stack { display: grid; gap: 1.25rem; }
/* The passkey's button stands apart from the password's card it offers an alternative to. */
.passkey { margin-bottom: 1.5rem; }
.passkey.card:not([hidden]) { display: grid; gap: 1rem; justify-items: start; }
.passkey.card > * { margin: 0; }
.card > h2:first-child { margin-top: 0; }
.passkey .hint:empty { display: none; }
form.inline { display: inline-flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin: 0; }
label { display: block; font-weight: 600; margin-bottom: 0.35rem; }
.hint { color: var(--color-text-muted); font-size: 0.9rem; margin: 0.25rem 0 0; }
input, select, textarea { width: 100%; font: inherit; color: var(--color-text); background: var(--color-bg); border: 1px solid var(--color-text-muted);
  border-radius: 8px; padding: 0.65rem 0.8rem; min-height: 2.75rem; }
form.inline select { width: auto; }
textarea { width: 100%; font: inherit; color: var(--color-text); background: var(--color-bg); border: 1px solid var(--color-text-muted); border-radius: 8px; padding: 0.65rem 0.8rem; }
ol.history { list-style: none; padding: 0; display: grid; gap: 1rem; }
ol.history h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
ins { background: var(--color-surface-tinted); text-decoration: underline; }
input[aria-invalid='true'] { border-color: var(--color-danger); border-width: 2px; }
.error { color: var(--color-danger); font-weight: 600; margin: 0.35rem 0 0; }
button { font: inherit; font-weight: 600; letter-spacing: 0.02em; cursor: pointer; border-radius: 999px; min-height: 2.75rem;
  padding: 0.6rem 1.4rem; border: 1px solid var(--color-accent-strong); background: var(--color-accent-strong); color: var(--color-on-accent); }
button.quiet { background: transparent; color: var(--color-accent-strong); }
.notice, .problem { border-radius: 10px; padding: 0.9rem 1.1rem; margin: 0 0 1.5rem; border: 1px solid var(--color-line); background: var(--color-surface-tinted); }
.problem { border-color: var(--color-danger); }
.link { font-family: ui-monospace, monospace; overflow-wrap: anywhere; user-select: all; }
table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
th, td { text-align: left; vertical-align: top; padding: 0.75rem 0.5rem; border-bottom: 1px solid var(--color-line); }
th { font-weight: 600; color: var(--color-text-muted); }
.actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.muted { color: var(--color-text-muted); }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
meter { width: 100%; height: 0.6rem; }
form.filters { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); align-items: end; }
td.value { white-space: pre-wrap; overflow-wrap: anywhere; }
.badge { font-weight: 600; }
.qr svg { width: 12rem; height: 12rem; display: block; }
`;

/**
 * The strength meter of the password form: as the person types, the server's own verdict (the same
 * lists and rules that decide when the form is sent). Without JavaScript the meter stays empty and the
 * server's answer to the form says what is wrong.
 */
export const METER_SCRIPT = `
const input = document.getElementById('field-password');
const meter = document.getElementById('strength');
const words = document.getElementById('strength-words');
const email = document.querySelector('input[name="email"]');
let timer;
let asked = 0;
if (input && meter && words) {
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const ask = (asked += 1);
      const body = new URLSearchParams({ password: input.value, email: email ? email.value : '' });
      const answer = await fetch('/admin/password-strength', { method: 'POST', body }).catch(() => null);
      if (!answer || !answer.ok || ask !== asked) return;
      const { score, words: said, problem } = await answer.json();
      meter.value = score;
      words.textContent = input.value ? 'Strength: ' + said + (problem ? '. ' + problem : '') : '';
    }, 200);
  });
}
`;

export interface Layout {
  title: string;
  /** The signed-in person, for the bar; none on the doors. */
  account?: Account;
  csrfToken?: string;
  narrow?: boolean;
  /** Words shown after a menu entry, by its address: what waits there (the leads' count). */
  badges?: Record<string, string>;
}

/** A POST form carrying the session's CSRF token. */
export const postForm = (action: string, csrfToken: string, inner: string, className = 'inline'): string =>
  `<form method="post" action="${escapeHtml(action)}" class="${className}"><input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">${inner}</form>`;

/**
 * The back office's menu, in its order. Each entry is shown to those the role table lets open it, so
 * the menu never offers a page that would refuse the person.
 */
const SECTIONS: readonly { href: string; label: string }[] = [
  { href: '/admin', label: 'Home' },
  { href: '/admin/pages', label: 'Pages' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/people', label: 'People' },
  { href: '/admin/activity', label: 'Activity' },
];

export function page({ title, account, csrfToken, narrow, badges = {} }: Layout, body: string): string {
  const nav =
    account && csrfToken
      ? `<nav aria-label="Back office"><ul>${SECTIONS.filter(({ href }) => {
          const endpoint = endpointOf('GET', href);
          return endpoint && allowed(endpoint, account.role);
        })
          .map(
            ({ href, label }) =>
              `<li><a href="${href}">${label}${badges[href] ? ` <span class="badge">(${escapeHtml(badges[href])})</span>` : ''}</a></li>`,
          )
          .join(
            '',
          )}<li>${postForm('/admin/sign-out', csrfToken, '<button class="quiet" type="submit">Sign out</button>')}</li></ul></nav>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Back office</title>
<link rel="stylesheet" href="/admin/admin.css">
</head>
<body>
<header class="bar"><a class="brand" href="/admin">Halcyon Voyages · Back office</a>${nav}</header>
<main id="main"${narrow ? ' class="narrow"' : ''}>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A message above a form; `problem` is announced at once and takes the focus when no field is at fault. */
export const notice = (text: string, kind: 'notice' | 'problem' = 'notice', focus = false): string =>
  `<p class="${kind}" role="${kind === 'problem' ? 'alert' : 'status'}"${focus ? ' tabindex="-1" autofocus' : ''}>${escapeHtml(text)}</p>`;

export interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  value?: string;
  error?: string;
  hint?: string;
  autocomplete?: string;
  /** Takes the focus when the page opens (the first field to fix). */
  focus?: boolean;
  required?: boolean;
  readonly?: boolean;
}

export function field({
  name,
  label,
  type = 'text',
  value = '',
  error,
  hint,
  autocomplete,
  focus,
  required = true,
  readonly,
}: FieldSpec): string {
  const id = `field-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div>
<label for="${id}">${escapeHtml(label)}</label>
<input id="${id}" name="${name}" type="${type}" value="${escapeHtml(value)}"${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${
    required ? ' required' : ''
  }${readonly ? ' readonly' : ''}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}${focus ? ' autofocus' : ''}>
${hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : ''}${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export const roleOptions = (selected: Role | undefined): string =>
  ROLES.map(
    (r) => `<option value="${r}"${r === selected ? ' selected' : ''}>${r} — ${escapeHtml(ROLE_DESCRIPTIONS[r])}</option>`,
  ).join('');

export interface SignInForm {
  email?: string;
  next?: string;
  problem?: string;
  notice?: string;
}

export function signInPage({ email = '', next = '', problem, notice: told }: SignInForm): string {
  return page(
    { title: 'Sign in', narrow: true },
    `${told ? notice(told) : ''}${problem ? notice(problem, 'problem', true) : ''}${passkeyButton('passkey-sign-in', 'Sign in with a passkey', next)}
<div class="card"><form method="post" action="/admin/sign-in" class="stack">
${next ? `<input type="hidden" name="next" value="${escapeHtml(next)}">` : ''}
${field({ name: 'email', label: 'Email', type: 'email', value: email, autocomplete: 'username', focus: !problem })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<div><button type="submit">Sign in</button></div>
</form></div>
<script src="/admin/passkeys.js" type="module"></script>`,
  );
}

export interface AcceptForm {
  token: string;
  email: string;
  errors?: { password?: string; confirm?: string };
  strength?: string;
}

export function acceptPage({ token, email, errors = {}, strength }: AcceptForm): string {
  const first = errors.password ? 'password' : errors.confirm ? 'confirm' : 'password';
  return page(
    { title: 'Set up your sign-in', narrow: true },
    `<p>Welcome. This sets up the sign-in of <strong>${escapeHtml(email)}</strong> for the back office.</p>
<div class="passkey card" id="accept-passkey" hidden data-token="${escapeHtml(token)}"><h2>With a passkey</h2>
<p class="hint">Your device signs you in with its fingerprint, face or screen lock: nothing to remember, and it works only on this site’s address. You can add passkeys on other devices later.</p>
<button type="button">Make a passkey on this device</button>
<p class="hint" role="status" aria-live="polite"></p></div>
<h2>With a password</h2>
<div class="card"><form method="post" action="/admin/accept" class="stack">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<input type="hidden" name="email" value="${escapeHtml(email)}" autocomplete="username">
${field({
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: 'At least 12 characters. A few unrelated words are strong and easy to remember; avoid your name, your email and the site’s name.',
  error: errors.password,
  focus: first === 'password',
})}
<div><meter id="strength" min="0" max="4" low="2" high="3" optimum="4" value="0" aria-labelledby="strength-words"></meter>
<p class="hint" id="strength-words" aria-live="polite">${strength ? `Strength of the last password tried: ${escapeHtml(strength)}` : ''}</p></div>
${field({ name: 'confirm', label: 'The same password again', type: 'password', autocomplete: 'new-password', error: errors.confirm, focus: first === 'confirm' && Boolean(errors.confirm) })}
<div><button type="submit">Save and sign in</button></div>
</form></div>
<script src="/admin/password-meter.js" type="module"></script>
<script src="/admin/passkeys.js" type="module"></script>`,
  );
}

/** A page that only says something: an invitation that cannot be used, a refusal. */
export const messagePage = (title: string, text: string, link?: { href: string; label: string }): string =>
  page(
    { title, narrow: true },
    `<p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`,
  );

export function homePage(account: Account, csrfToken: string): string {
  return page(
    { title: 'Welcome', account, csrfToken },
    `<div class="card">
<p>You are signed in as <strong>${escapeHtml(account.email)}</strong>, with the role <strong>${account.role}</strong>: ${escapeHtml(ROLE_DESCRIPTIONS[account.role])}.</p>
<div class="actions">
${postForm('/admin/sign-out', csrfToken, '<button type="submit">Sign out</button>')}
${postForm('/admin/sign-out-everywhere', csrfToken, '<button class="quiet" type="submit">Sign out everywhere</button>')}
</div>
<p>${account.passwordHash ? `<a href="/admin/two-step">Two-step sign-in</a>: ${account.totp ? 'on' : 'off'}. ` : ''}<a href="/admin/passkeys">Passkeys</a>: ${account.passkeys?.length ?? 0}.</p>
<p class="hint">“Sign out everywhere” ends your sessions on every device and browser, this one too: use it after signing in on a computer that is not yours, or when a device is lost.</p>
</div>`,
  );
}

export interface PeopleView {
  me: Account;
  csrfToken: string;
  accounts: Account[];
  /** What the last action did, or the link it made. */
  told?: string;
  link?: { email: string; url: string; expiresAt: number };
  problem?: string;
  invite?: { email?: string; role?: Role; error?: string };
}

const statusOf = (a: Account): string => (a.disabled ? 'disabled' : canSignIn(a) ? 'active' : 'invited, not signed in yet');

export function peoplePage(view: PeopleView): string {
  const { me, csrfToken, accounts, invite = {} } = view;
  const rows = [...accounts]
    .sort((a, b) => a.email.localeCompare(b.email))
    .map((a) => {
      const who = `<input type="hidden" name="email" value="${escapeHtml(a.email)}">`;
      const actions =
        a.id === me.id
          ? '<span class="muted">you (another owner can change your account)</span>'
          : `<div class="actions">
${postForm('/admin/people/role', csrfToken, `${who}<label class="visually-hidden" for="role-${a.id}">Role of ${escapeHtml(a.email)}</label><select id="role-${a.id}" name="role">${roleOptions(a.role)}</select><button class="quiet" type="submit">Change role</button>`)}
${postForm(a.disabled ? '/admin/people/enable' : '/admin/people/disable', csrfToken, `${who}<button class="quiet" type="submit">${a.disabled ? 'Enable' : 'Disable'}</button>`)}
${postForm('/admin/people/reset', csrfToken, `${who}<button class="quiet" type="submit">Reset sign-in</button>`)}
${postForm('/admin/people/end-sessions', csrfToken, `${who}<button class="quiet" type="submit">End sessions</button>`)}
</div>`;
      return `<tr><td>${escapeHtml(a.email)}</td><td>${a.role}</td><td>${statusOf(a)}</td><td>${actions}</td></tr>`;
    })
    .join('\n');
  const link = view.link
    ? `<div class="notice" role="status"><p>Send this one-time link to <strong>${escapeHtml(view.link.email)}</strong> (it works once, until ${escapeHtml(
        new Date(view.link.expiresAt).toUTCString(),
      )}); it is shown only now:</p><p class="link">${escapeHtml(view.link.url)}</p></div>`
    : '';
  return page(
    { title: 'People', account: me, csrfToken },
    `${view.told ? notice(view.told) : ''}${view.problem ? notice(view.problem, 'problem', true) : ''}${link}
<h2>Invite someone</h2>
<div class="card">${postForm(
      '/admin/people/invite',
      csrfToken,
      `${field({ name: 'email', label: 'Their email', type: 'email', value: invite.email, error: invite.error, autocomplete: 'off', focus: Boolean(invite.error) })}
<div><label for="field-role">Role</label><select id="field-role" name="role">${roleOptions(invite.role ?? 'editor')}</select></div>
<div><button type="submit">Make an invitation link</button></div>`,
      'stack',
    )}</div>
<h2>Everyone with an account</h2>
<div class="card"><table><caption class="visually-hidden">Accounts</caption><thead><tr><th scope="col">Email</th><th scope="col">Role</th><th scope="col">Status</th><th scope="col">Actions</th></tr></thead>
<tbody>${rows}</tbody></table></div>`,
  );
}

const ACTION_WORDS: Record<AuditAction, string> = {
  'sign-in': 'signed in',
  'sign-in-failed': 'sign-in failed',
  'sign-out': 'signed out',
  'sign-out-everywhere': 'signed out everywhere',
  invited: 'invited',
  'invitation-accepted': 'set up their sign-in',
  'role-changed': 'changed the role of',
  disabled: 'disabled',
  enabled: 'enabled',
  'sign-in-reset': 'reset the sign-in of',
  'sessions-ended': 'ended the sessions of',
  'two-step-on': 'turned on two-step sign-in',
  'two-step-off': 'turned off two-step sign-in',
  'passkey-added': 'added a passkey',
  'passkey-removed': 'removed a passkey',
  'lead-changed': 'changed the lead',
  'leads-exported': 'exported leads',
  'lead-data-exported': 'exported the leads of',
  'lead-data-deleted': 'deleted a person’s leads',
  'test-mail': 'sent a test mail',
  'retention-changed': 'changed how long leads are kept',
  'page-published': 'published',
  'page-restored': 'restored an earlier version of',
};

export function activityPage(me: Account, csrfToken: string, entries: AuditEntry[]): string {
  const rows = entries
    .map(
      (e) =>
        `<tr><td><time datetime="${escapeHtml(e.at)}">${escapeHtml(e.at.replace('T', ' ').slice(0, 19))} UTC</time></td><td>${escapeHtml(
          e.actor ?? (e.address ? 'someone not signed in' : 'npm run admin'),
        )}</td><td>${escapeHtml(ACTION_WORDS[e.action] ?? e.action)}${e.subject ? ` ${escapeHtml(e.subject)}` : ''}${
          e.detail ? ` <span class="muted">(${escapeHtml(e.detail)})</span>` : ''
        }</td><td>${escapeHtml(e.address ?? 'the server’s command line')}</td></tr>`,
    )
    .join('\n');
  return page(
    { title: 'Activity', account: me, csrfToken },
    `<p>The latest ${entries.length} entries of the audit log, newest first. Entries are only ever added.</p>
<div class="card"><table><caption class="visually-hidden">Audit log</caption><thead><tr><th scope="col">When</th><th scope="col">Who</th><th scope="col">What</th><th scope="col">From</th></tr></thead>
<tbody>${rows}</tbody></table></div>`,
  );
}

export interface ConfirmView {
  account: Account;
  csrfToken: string;
  /** The path of the change waiting for the password. */
  then: string;
  /** What the change's form sent, carried through unchanged. */
  fields: [string, string][];
  error?: string;
}

/** Asks for the password before a sensitive change, carrying the change's form so nothing typed is lost. */
export function confirmPage({ account, csrfToken, then, fields, error }: ConfirmView): string {
  const carried = fields
    .filter(([name]) => name !== '_csrf' && name !== 'password' && name !== 'then')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    { title: 'Please confirm it is you', account, csrfToken, narrow: true },
    `<p>Changes to people and to your sign-in, and exports of leads, need you to confirm it is you when you last did more than 10 minutes ago. Your change is kept and is made as soon as you confirm.</p>
<div class="card">${postForm(
      '/admin/confirm',
      csrfToken,
      `<input type="hidden" name="then" value="${escapeHtml(then)}">${carried}
${
  account.passwordHash
    ? `${field({ name: 'password', label: 'Your password', type: 'password', autocomplete: 'current-password', error, focus: true })}
<div><button type="submit">Confirm and continue</button></div>`
    : `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}<input type="hidden" name="credential" value="">
<noscript><p>Confirming with a passkey needs JavaScript.</p></noscript>`
}
${(account.passkeys?.length ?? 0) > 0 ? passkeyButton('confirm-passkey', 'Confirm with your passkey') : ''}`,
      'stack',
    )}</div>${account.passkeys?.length ? '<script src="/admin/passkeys.js" type="module"></script>' : ''}`,
  );
}

/** The second step of signing in: a code from the app, or a recovery code. */
export function codePage({ next, problem }: { next: string; problem?: string }): string {
  return page(
    { title: 'Your one-time code', narrow: true },
    `<p>Your password was right. Now type the six-digit code your code app shows for this site, or one of your recovery codes.</p>
<div class="card"><form method="post" action="/admin/sign-in/code" class="stack">
<input type="hidden" name="next" value="${escapeHtml(next)}">
${field({ name: 'code', label: 'Code', autocomplete: 'one-time-code', error: problem, focus: true, hint: 'Six digits from the app, or a recovery code such as 1a2b-3c4d-5e6f.' })}
<div><button type="submit">Sign in</button></div>
</form></div>`,
  );
}

export interface TwoStepView {
  account: Account;
  csrfToken: string;
  /** Setting up: the new key, its address for the app and as a QR code. */
  enrolment?: { secret: string; uri: string; qr: string };
  error?: string;
  /** Just turned on: the recovery codes, shown only now. */
  codes?: string[];
  told?: string;
}

export function twoStepPage({ account, csrfToken, enrolment, error, codes, told }: TwoStepView): string {
  const left = account.recoveryCodes?.length ?? 0;
  let body: string;
  if (codes)
    body = `${notice('Two-step sign-in is on. From now on, signing in asks for a code from your app after your password.')}
<div class="card"><h2>Your recovery codes</h2>
<p>Each works once, in place of a code from the app, if your phone is lost. Keep them somewhere safe apart from your phone (a password manager, or printed). They are shown only now.</p>
<ul class="link">${codes.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>
<p><a href="/admin">Done</a></p></div>`;
  else if (!account.passwordHash && !account.totp)
    body = `<div class="card"><p>You sign in with a passkey, which already takes two steps: your device, and its fingerprint, face or screen lock. A code app is for signing in with a password.</p>
<p><a href="/admin/passkeys">Your passkeys</a></p></div>`;
  else if (account.totp)
    body = `${told ? notice(told) : ''}<div class="card"><p>Two-step sign-in is <strong>on</strong>: signing in asks for a code from your app. You have ${left} recovery code${left === 1 ? '' : 's'} left.</p>
${postForm('/admin/two-step/disable', csrfToken, '<button class="quiet" type="submit">Turn off two-step sign-in</button>')}</div>`;
  else if (enrolment)
    body = `${told ? notice(told) : ''}<p>Two-step sign-in asks for a six-digit code from an app on your phone (such as 1Password, Google Authenticator or Microsoft Authenticator) after your password, so a stolen password alone is not enough.</p>
<div class="card">
<h2>1. Add this site to your app</h2>
<p>Scan this code with the app:</p>
<div class="qr">${enrolment.qr}</div>
<p>Or type this key into the app: <span class="link">${escapeHtml(enrolment.secret.match(/.{1,4}/g)?.join(' ') ?? enrolment.secret)}</span></p>
<h2>2. Type the code it shows</h2>
${postForm(
  '/admin/two-step/enable',
  csrfToken,
  `<input type="hidden" name="secret" value="${escapeHtml(enrolment.secret)}">
${field({ name: 'code', label: 'Six-digit code', autocomplete: 'one-time-code', error, focus: Boolean(error) })}
<div><button type="submit">Turn on two-step sign-in</button></div>`,
  'stack',
)}</div>`;
  else body = '';
  return page({ title: 'Two-step sign-in', account, csrfToken }, body);
}

/**
 * A passkey's button: hidden until its script finds WebAuthn in the browser (it needs JavaScript), with
 * a line where the script says what happened.
 */
const passkeyButton = (id: string, label: string, next = ''): string =>
  `<div class="passkey" id="${id}" hidden data-next="${escapeHtml(next)}"><button type="button">${escapeHtml(label)}</button>
<p class="hint" role="status" aria-live="polite"></p></div>`;

export function passkeysPage({ account, csrfToken, told }: { account: Account; csrfToken: string; told?: string }): string {
  const rows = (account.passkeys ?? [])
    .map(
      (p) =>
        `<tr><td>Added ${escapeHtml(new Date(p.addedAt).toUTCString())}</td><td>${postForm(
          '/admin/passkeys/remove',
          csrfToken,
          `<input type="hidden" name="id" value="${escapeHtml(p.id)}"><button class="quiet" type="submit">Remove</button>`,
        )}</td></tr>`,
    )
    .join('');
  return page(
    { title: 'Passkeys', account, csrfToken },
    `${told ? notice(told) : ''}<p>A passkey signs you in with your device's fingerprint, face or screen lock instead of your password and code. It works only on this site's address, so a look-alike site cannot use it.</p>
<div class="card">${rows ? `<table><caption class="visually-hidden">Your passkeys</caption><tbody>${rows}</tbody></table>` : '<p>You have no passkey yet.</p>'}
<input type="hidden" name="_csrf" value="${escapeHtml(csrfToken)}">
${passkeyButton('add-passkey', 'Add a passkey on this device')}
<noscript><p>Adding a passkey needs JavaScript.</p></noscript></div>
<script src="/admin/passkeys.js" type="module"></script>`,
  );
}

/** The browser's half of the passkey ceremonies, using its own JSON forms of the WebAuthn options and answers. */
export const PASSKEYS_SCRIPT = `
const csrf = document.querySelector('input[name="_csrf"]');
const supported = 'PublicKeyCredential' in window && 'parseCreationOptionsFromJSON' in PublicKeyCredential;
async function post(path, fields) {
  const answer = await fetch(path, { method: 'POST', body: new URLSearchParams(fields) });
  return { ok: answer.ok, body: await answer.json() };
}
function wire(id, run) {
  const box = document.getElementById(id);
  if (!box || !supported) return;
  box.hidden = false;
  const said = box.querySelector('[role="status"]');
  box.querySelector('button').addEventListener('click', async () => {
    said.textContent = '';
    try {
      await run(box, said);
    } catch (error) {
      said.textContent = 'Nothing was done: the device did not make or give a passkey (' + error.message + ').';
    }
  });
}
wire('add-passkey', async (box, said) => {
  const options = await post('/admin/passkeys/options', { _csrf: csrf.value });
  const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options.body) });
  const added = await post('/admin/passkeys/add', { _csrf: csrf.value, credential: JSON.stringify(credential.toJSON()) });
  if (added.ok) location.reload();
  else said.textContent = added.body.error;
});
wire('accept-passkey', async (box, said) => {
  const token = box.dataset.token;
  const options = await post('/admin/accept/passkey-options', { token });
  if (!options.ok) return (said.textContent = options.body.error);
  const credential = await navigator.credentials.create({ publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options.body) });
  const accepted = await post('/admin/accept/passkey', { token, credential: JSON.stringify(credential.toJSON()) });
  if (accepted.ok) location.assign(accepted.body.next);
  else said.textContent = accepted.body.error;
});
wire('confirm-passkey', async (box) => {
  const options = await post('/admin/sign-in/passkey-options', {});
  const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options.body) });
  const form = box.closest('form');
  let field = form.querySelector('input[name="credential"]');
  if (!field) {
    field = Object.assign(document.createElement('input'), { type: 'hidden', name: 'credential' });
    form.append(field);
  }
  field.value = JSON.stringify(credential.toJSON());
  form.submit();
});
wire('passkey-sign-in', async (box, said) => {
  const options = await post('/admin/sign-in/passkey-options', {});
  const credential = await navigator.credentials.get({ publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options.body) });
  const signedIn = await post('/admin/sign-in/passkey', { credential: JSON.stringify(credential.toJSON()), next: box.dataset.next });
  if (signedIn.ok) location.assign(signedIn.body.next);
  else said.textContent = signedIn.body.error;
});
`;
