/**
 * Where the server keeps what it must not lose (the leads, with what the staff did with them, and the
 * back office's accounts, sessions and audit log): the one place that decides it, for `npm start`, `npm run dev`,
 * `npm run admin` and `npm run inbox` alike.
 *
 * With DATABASE_URL set, a PostgreSQL database, which any number of servers can share; else files
 * under DATA_DIR (default data/), for a site on one server.
 */
import { ABSOLUTE_TIMEOUT_MS } from './admin/endpoint.ts';
import { createFileAdminStore, type AdminStore } from './admin/store.ts';
import { createPostgresAdminStore } from './database/admin-store.ts';
import { openDatabase, type Database } from './database/database.ts';
import { createPostgresLeadStore } from './database/lead-store.ts';
import { dataDirFromEnv } from './forms/store.ts';
import { createFileLeadStore } from './leads/files.ts';
import type { LeadStore } from './leads/store.ts';

export interface Stores {
  /** The forms' submissions as leads: a `FormStore` for the form endpoint and `npm run inbox`, and the inbox's state. */
  leads: LeadStore;
  admin: AdminStore;
  /** For people: the data folder, or which database (without its password). */
  where: string;
  /** Resolves once the stores can be used (the database's schema is up to date); rejects in words. */
  ready: Promise<void>;
  /** Lets go of the database's connections, so that a command can end. */
  close: () => Promise<void>;
}

// One pool per database for the whole process: the form endpoint and the back office share it. It
// ends when every user of it has closed its stores.
const databases = new Map<string, { db: Database; users: number }>();

/** The DATABASE_URL to use, or null for files; an empty value counts as unset. */
export const databaseUrlFromEnv = (env: NodeJS.ProcessEnv = process.env): string | null => env.DATABASE_URL?.trim() || null;

/**
 * The stores `env` names. `now` is the clock (replaceable in tests); `log` hears of migrations applied
 * and of connections dropped.
 */
export function storesFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  { now = Date.now, log = console.log }: { now?: () => number; log?: (line: string) => void } = {},
): Stores {
  const sessionLifetimeMs = ABSOLUTE_TIMEOUT_MS;
  const url = databaseUrlFromEnv(env);
  if (url) {
    const shared = databases.get(url) ?? { db: openDatabase(url, log), users: 0 };
    databases.set(url, shared);
    shared.users += 1;
    const { db } = shared;
    let closed = false;
    return {
      leads: createPostgresLeadStore(db, now),
      admin: createPostgresAdminStore(db, { now, sessionLifetimeMs }),
      where: db.where,
      ready: db.ready,
      close: async () => {
        if (closed) return;
        closed = true;
        shared.users -= 1;
        if (shared.users > 0) return;
        databases.delete(url);
        await db.close();
      },
    };
  }
  const dataDir = dataDirFromEnv(env);
  return {
    leads: createFileLeadStore(dataDir, now),
    admin: createFileAdminStore(dataDir, { now, sessionLifetimeMs }),
    where: dataDir,
    ready: Promise.resolve(),
    close: async () => undefined,
  };
}
