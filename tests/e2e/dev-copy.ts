/**
 * A development server (`npm run dev`) of its own for a browser test, on a free port, in a copy of the
 * project's sources (with the installed packages, pictures and picture cache linked), so the files a
 * test changes are never the ones the other tests read while they run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../scripts/lib/paths.ts';

/** What the development server reads, copied; what is large and only read, linked. */
const COPIED = ['index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'content', 'schemas', 'scripts', 'src'];
const LINKED = ['public', '.cache'];
/**
 * Vite's cache of pre-bundled packages is made for one project folder (its hash includes the folder),
 * so each copy makes its own: in the project's node_modules, copies started at once replaced each
 * other's while a page loaded from it. The packages themselves are linked one by one around it.
 */
const VITE_CACHE = '.vite';

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A copy of the project's sources in a new temporary folder, with what is large and only read linked. */
export function projectCopy(prefix: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const name of COPIED) cpSync(path.join(projectRoot, name), path.join(root, name), { recursive: true });
  for (const name of LINKED) {
    if (existsSync(path.join(projectRoot, name))) symlinkSync(path.join(projectRoot, name), path.join(root, name));
  }
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (name !== VITE_CACHE) symlinkSync(path.join(projectRoot, 'node_modules', name), path.join(root, 'node_modules', name));
  }
  return root;
}

export interface DevCopy {
  /** The copy's folder, standing for the project's root. */
  root: string;
  /** Such as http://localhost:41234. */
  origin: string;
  /** Stops the server and removes the copy, once the server has exited (it writes into the copy until then). */
  stop: () => Promise<void>;
}

/**
 * Waits, for a minute at most, until `ready` says a server started in a copy of the project answers; gives
 * back how to stop it: the process ended, then its copy removed. One that never answers is stopped so.
 */
export async function runningIn(root: string, child: ChildProcess, ready: () => Promise<boolean>): Promise<() => Promise<void>> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    child.kill();
    await exited;
    rmSync(root, { recursive: true, force: true, maxRetries: 3 });
  };
  const deadline = Date.now() + 60_000;
  // A refused connection is a server not listening yet.
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The development server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return stop;
}

/**
 * Copies the sources, lets `prepare` change the copy (a page added, say: the server, once started, would
 * restart on a change of the route manifest), starts Vite there and waits until `readyPath` answers.
 */
export async function startDevCopy(prefix: string, readyPath: string, prepare?: (root: string) => void): Promise<DevCopy> {
  const root = projectCopy(prefix);
  prepare?.(root);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dev = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  const stop = await runningIn(root, dev, () => fetch(`${origin}${readyPath}`).then((response) => response.ok));
  return { root, origin, stop };
}
