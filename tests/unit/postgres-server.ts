/**
 * A real PostgreSQL server for the tests, started by the test file that needs it: Debian's `postgresql`
 * package (its programs under /usr/lib/postgresql/<version>/bin), a cluster made by initdb in a temporary
 * folder, listening on a free port of 127.0.0.1 and on a socket in that folder, stopped and removed at
 * the end. Each test gets a database of its own (`freshDatabase`).
 *
 * PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user the package makes.
 * The cluster trusts every local connection and does not flush to disk: the tests end servers of the
 * site, never the database's machine.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL's programs of the machine. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'No PostgreSQL server on this machine: the database tests start one of their own. Install it with: apt-get install -y postgresql',
    );
  return path.join(root, versions[0], 'bin');
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface TestPostgres {
  /** The URL of the cluster's own `postgres` database, for making others. */
  url: string;
  /** A new, empty database; resolves to its URL. */
  freshDatabase: () => Promise<string>;
  stop: () => Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = binDir();
  const folder = mkdtempSync(path.join(tmpdir(), 'pg-test-'));
  const asRoot = userInfo().uid === 0;
  const user = asRoot ? 'postgres' : userInfo().username;
  if (asRoot) {
    // The `postgres` user must reach the folder through the test run's own temporary folder (0700):
    // it may pass through it, not list it.
    chmodSync(tmpdir(), (statSync(tmpdir()).mode & 0o7777) | 0o001);
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout), Number(group));
  }
  // Run from the cluster's folder: the `postgres` user may not be let into the project's.
  const as = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args], { cwd: folder })
      : run(path.join(bin, program), args, { cwd: folder });
  const data = path.join(folder, 'data');
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', user, '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  await as('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-w', 'start']);
  const url = `postgres://${user}@127.0.0.1:${port}/postgres`;
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  let made = 0;
  return {
    url,
    freshDatabase: async () => {
      made += 1;
      const name = `test_${made}`;
      await admin.query(`CREATE DATABASE ${name}`);
      return `postgres://${user}@127.0.0.1:${port}/${name}`;
    },
    stop: async () => {
      await admin.end();
      await as('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
