/**
 * One build at a time in a dist folder: two at once each prune the folder the other is making, and the
 * link is left pointing at whichever finished last, deleted or not. A second build waits for the first
 * rather than refusing, as `npm start` builds too and a developer's build may be running: what it was
 * asked for (the site as its files are now) is still wanted once the first is done, which has often done
 * it already.
 *
 * The lock is a file naming its owner by pid and start time, made whole in one step (a link to a file
 * already written), so no build sees it half-written or made twice. A build killed before removing it
 * leaves it behind; the next build finds no process of that pid and start time and takes it over.
 */
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startTime } from '../process-tree.ts';

const ownerText = (pid: number): string => `${pid} ${startTime(pid) ?? ''}\n`;
const errorCode = (error: unknown): string | undefined => (error as NodeJS.ErrnoException).code;

function lives(owner: string): boolean {
  const [pid, started] = owner.trim().split(' ');
  const id = Number(pid);
  if (!Number.isInteger(id) || id <= 0) return false;
  try {
    process.kill(id, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
  // The same pid given since to another process is not the owner.
  return !started || ownerText(id) === owner;
}

function tryToTake(lock: string, mine: string): boolean {
  const written = `${lock}.${process.pid}`;
  writeFileSync(written, mine);
  try {
    linkSync(written, lock);
    return true;
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    return false;
  } finally {
    rmSync(written, { force: true });
  }
}

/** The owner of the lock while it lives; a lock whose owner is gone is removed. */
function liveOwner(lock: string): string | undefined {
  let owner: string;
  try {
    owner = readFileSync(lock, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  if (lives(owner)) return owner;
  // Moved away in one step, so that of two builds finding it stale, one removes it; the other may move
  // the lock the first has taken since, and puts it back.
  const moved = `${lock}.stale-${process.pid}`;
  try {
    renameSync(lock, moved);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  if (readFileSync(moved, 'utf8') !== owner) {
    try {
      linkSync(moved, lock);
    } catch {
      // Another build holds it by now.
    }
  }
  rmSync(moved, { force: true });
  return undefined;
}

/** Takes the lock, waiting while another live build holds it; it is let go as this process exits. */
export async function takeBuildLock(lock: string, say: (line: string) => void = console.log): Promise<void> {
  mkdirSync(path.dirname(lock), { recursive: true });
  const mine = ownerText(process.pid);
  let told = false;
  while (!tryToTake(lock, mine)) {
    const owner = liveOwner(lock);
    if (!owner) continue;
    if (!told) say(`Waiting for the build in process ${owner.split(' ')[0]} to finish…`);
    told = true;
    await sleep(250);
  }
  process.on('exit', () => {
    try {
      if (readFileSync(lock, 'utf8') === mine) rmSync(lock);
    } catch {
      // Already gone.
    }
  });
}
