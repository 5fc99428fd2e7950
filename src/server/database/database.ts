/**
 * The PostgreSQL database that stands in for DATA_DIR's files when the site runs on more than one
 * server: a pool of connections to DATABASE_URL, and the schema, made and brought up to date from the
 * numbered SQL files in migrations/ before anything else is read or written.
 *
 * Each migration runs once, in a transaction of its own, and is recorded in `schema_migrations`. The
 * whole run holds an advisory lock, so servers started together (two machines after a deploy, or
 * `npm run db:migrate` beside a server) take turns: the first applies what is missing, the others then
 * find it applied.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock's key: any number no other program on the same database takes for its own lock. */
const MIGRATION_LOCK = 4_170_221_907;

const MIGRATION_NAME = /^(\d{3})-[a-z0-9-]+\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The migrations in the folder, in order of their number. */
export function migrations(folder = migrationsDir): Migration[] {
  const found = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => {
      const match = MIGRATION_NAME.exec(name);
      if (!match)
        throw new Error(
          `${path.join(folder, name)}: a migration's name is its three-digit number, a dash and words in lower case, such as 002-lead-status.sql.`,
        );
      return { version: Number(match[1]), name, sql: readFileSync(path.join(folder, name), 'utf8') };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i++)
    if (found[i].version === found[i - 1].version)
      throw new Error(
        `${folder}: ${found[i - 1].name} and ${found[i].name} have the same number. Give the newer one the next free number.`,
      );
  return found;
}

/** Where a DATABASE_URL points, for people and logs: never its password. */
export function describeDatabase(url: string): string {
  try {
    const parsed = new URL(url);
    const name = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || parsed.username || 'postgres';
    const host = parsed.host || parsed.searchParams.get('host') || 'the local socket';
    return `PostgreSQL database "${name}" on ${host}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

/** A connection failure in words, with what to check. */
export function databaseProblem(error: unknown, url: string): string {
  const code = (error as { code?: string }).code;
  const where = describeDatabase(url);
  const reason =
    code === 'ECONNREFUSED' || code === 'ENOENT'
      ? 'nothing answers there'
      : code === 'ENOTFOUND'
        ? 'its host name is unknown'
        : code === '28P01' || code === '28000'
          ? 'the user name or password was refused'
          : code === '3D000'
            ? 'no database has that name'
            : error instanceof Error
              ? error.message
              : String(error);
  return `${where} (DATABASE_URL) cannot be used: ${reason}. Check that the database server runs and that DATABASE_URL names it, its user and password; or unset DATABASE_URL to keep the data in files under DATA_DIR.`;
}

/** Applies the migrations the database lacks; resolves to the names of those it applied. */
export async function migrate(pool: pg.Pool, folder = migrationsDir): Promise<string[]> {
  const pending = migrations(folder);
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version integer PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations');
      const applied = new Set(rows.map((r) => r.version));
      const done: string[] = [];
      for (const migration of pending) {
        if (applied.has(migration.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(migration.sql);
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`The migration ${migration.name} failed, and nothing of it was applied: ${(error as Error).message}`);
        }
        done.push(migration.name);
      }
      return done;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** A pool of connections, and the schema brought up to date once before the stores use it. */
export interface Database {
  pool: pg.Pool;
  /** Resolves once the schema is up to date; rejects, in words, when the database cannot be used. */
  ready: Promise<void>;
  /** For people: which database, without its password. */
  where: string;
  close: () => Promise<void>;
  /** One statement, once the schema is up to date. */
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<pg.QueryResult<R>>;
  /** Runs `work` in a transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>;
}

/** Connects to `url` and starts the migrations; `log` hears of those applied and of dropped connections. */
export function openDatabase(url: string, log: (line: string) => void = console.log): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection dropped while idle (the database restarted) is replaced at the next query; left
  // unheard, the pool's error would end the process.
  pool.on('error', (error) => log(`Database: a connection was dropped (${error.message}); a new one is made when needed.`));
  const where = describeDatabase(url);
  const ready = migrate(pool).then(
    (applied) => {
      if (applied.length > 0) log(`Database: ${where} brought up to date (${applied.join(', ')}).`);
    },
    (error: unknown) => {
      throw new Error(
        (error as Error).message.startsWith('The migration') ? (error as Error).message : databaseProblem(error, url),
      );
    },
  );
  // Whoever uses the stores hears of a failure; this only keeps it from counting as unhandled meanwhile.
  ready.catch(() => undefined);
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<pg.QueryResult<R>> => {
    await ready;
    return pool.query<R>(text, values);
  };
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    await ready;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return { pool, ready, where, close: () => pool.end(), query, transaction };
}
