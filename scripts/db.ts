/**
 * The PostgreSQL database of DATABASE_URL, by hand:
 *
 *   npm run db:migrate   makes the schema, or brings it up to date (the server does so itself at start)
 *   npm run db:import    copies the files under DATA_DIR (default data/) into it: leads, accounts,
 *                        sessions, the audit log; what the database has already is left as it is, so
 *                        running it again adds nothing
 */
import { openDatabase } from '../src/server/database/database.ts';
import { importFiles } from '../src/server/database/import.ts';
import { dataDirFromEnv } from '../src/server/forms/store.ts';
import { databaseUrlFromEnv } from '../src/server/stores.ts';
import { messageOf } from './lib/message-of.ts';
import { relative } from './lib/paths.ts';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'import') throw new Error('Use npm run db:migrate or npm run db:import.');
  const url = databaseUrlFromEnv();
  if (!url)
    throw new Error(
      'DATABASE_URL is not set. Give the database to use, such as DATABASE_URL=postgres://halcyon:password@db.internal:5432/halcyon npm run db:migrate',
    );
  const db = openDatabase(url, (line) => console.log(line));
  try {
    await db.ready;
    if (command === 'migrate') {
      console.log(`${db.where} is up to date.`);
      return;
    }
    const dataDir = dataDirFromEnv();
    const report = await importFiles(dataDir, db);
    const line = (what: string, t: { added: number; present: number }): string =>
      `${what.padEnd(12)} ${String(t.added).padStart(6)} added, ${String(t.present).padStart(6)} there already`;
    console.log(`From ${relative(dataDir) || '.'}/ into ${db.where}:`);
    console.log(line('leads', report.submissions));
    console.log(line('accounts', report.accounts));
    console.log(line('invitations', report.invitations));
    console.log(line('sessions', report.sessions));
    console.log(line('audit log', report.audit));
    if (report.problems.length > 0) {
      console.error(`\nNot copied (${report.problems.length}):\n${report.problems.map((p) => `  ${p}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(messageOf(error));
  process.exitCode = 1;
});
