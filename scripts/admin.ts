/**
 * `npm run admin`: the back office's accounts from the server's command line, against the same store as
 * the server (DATABASE_URL, else the data folder DATA_DIR, default data/), while it runs or not.
 *
 *   npm run admin -- invite maria@agency.example --role owner   a one-time link, valid 24 hours (the last line)
 *   npm run admin -- reset maria@agency.example                 a new link; the password and sessions end
 *   npm run admin -- users                                      every account, its role and status
 *   npm run admin -- disable maria@agency.example               locks the account out at once
 *
 * This is the only way to make the first owner: nothing on the server can claim an account. Links
 * start with ADMIN_URL (the address the back office is reached at), else the site's address.
 */
import { adminOrigin, disable, invite, normaliseEmail, resetSignIn, type Actor } from '../src/server/admin/accounts.ts';
import { ROLE_DESCRIPTIONS, ROLES, type Role } from '../src/server/admin/roles.ts';
import { canSignIn, type AdminStore } from '../src/server/admin/store.ts';
import { storesFromEnv } from '../src/server/stores.ts';
import { messageOf } from './lib/message-of.ts';

const USAGE = `Usage:
  npm run admin -- invite <email> --role <${ROLES.join('|')}>
  npm run admin -- reset <email>
  npm run admin -- users
  npm run admin -- disable <email>

Roles:
${ROLES.map((r) => `  ${r.padEnd(12)} ${ROLE_DESCRIPTIONS[r]}`).join('\n')}`;

/** The command line's changes are logged as made from the server itself: no person signed in, no address. */
const ACTOR: Actor = { email: null, address: null };

class UsageError extends Error {}

function emailArgument(text: string | undefined): string {
  const email = normaliseEmail(text ?? '');
  if (!email) throw new UsageError(text ? `"${text}" is not an email address.` : 'Which email? Give it after the command.');
  return email;
}

async function run(store: AdminStore, args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const now = Date.now();
  if (command === 'users') {
    const accounts = await store.accounts();
    if (accounts.length === 0)
      console.log('No accounts yet. Make the first owner with: npm run admin -- invite <email> --role owner');
    for (const a of accounts.sort((x, y) => x.email.localeCompare(y.email))) {
      const status = a.disabled ? 'disabled' : canSignIn(a) ? 'active' : 'invited';
      console.log(`${a.email.padEnd(40)} ${a.role.padEnd(12)} ${status}`);
    }
    return;
  }
  if (command === 'invite') {
    const at = rest.indexOf('--role');
    const role = at >= 0 ? rest[at + 1] : undefined;
    const positional = rest.filter((_, i) => at < 0 || (i !== at && i !== at + 1));
    if (!role || !ROLES.includes(role as Role)) throw new UsageError(`Give a role with --role: one of ${ROLES.join(', ')}.`);
    const email = emailArgument(positional[0]);
    const made = await invite(store, { email, role: role as Role, origin: adminOrigin(), actor: ACTOR, now });
    if ('refused' in made) throw new Error(`${made.refused} (npm run admin -- reset ${email})`);
    console.log(
      `Invited ${email} as ${role}. Send them this link; it works once, until ${new Date(made.expiresAt).toUTCString()}:`,
    );
    console.log(made.url);
    return;
  }
  if (command === 'reset' || command === 'disable') {
    const email = emailArgument(rest[0]);
    const account = await store.account({ email });
    if (!account) throw new Error(`No account has the email ${email}. See them all with: npm run admin -- users`);
    if (command === 'disable') {
      await disable(store, { account, actor: ACTOR, now });
      console.log(`${email} is disabled and signed out everywhere.`);
      return;
    }
    const link = await resetSignIn(store, { account, origin: adminOrigin(), actor: ACTOR, now });
    console.log(
      `The password of ${email} no longer works and their sessions have ended. Send them this link; it works once, until ${new Date(link.expiresAt).toUTCString()}:`,
    );
    console.log(link.url);
    return;
  }
  throw new UsageError(command ? `There is no command "${command}".` : 'Which command?');
}

export async function main(args = process.argv.slice(2)): Promise<void> {
  // Standard output is the command's answer (an invitation's link is its last line): news of the database goes apart.
  const stores = storesFromEnv(process.env, { log: (line) => console.error(line) });
  try {
    await stores.ready;
    await run(stores.admin, args);
  } catch (error) {
    console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : messageOf(error));
    process.exitCode = 1;
  } finally {
    await stores.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
