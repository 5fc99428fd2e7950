/** Live problems from the build's validator, run in a worker (src/editor/check-worker.ts). */
import { pageToken, type Problem } from './api.ts';

export interface CheckRequest {
  id: number;
  file: string;
  /** The file's text on disk; the value is written into it as a save would. */
  base: string;
  value: unknown;
  /** The endpoint's token, with which the worker asks for the site's other files once. */
  token: string;
}

/** A content file or picture changed on disk (none: what changed is not known); see `forgetChanged`. */
export interface ForgetRequest {
  forget: string | null;
}

export type CheckReply = { id: number } & ({ text: string; problems: Problem[]; elsewhere: Problem[] } | { error: string });

let worker: Worker | undefined;
let next = 0;
/** The checks asked of the worker and not answered yet, by id: how each fails if the worker cannot answer. */
const waiting = new Map<number, (error: Error) => void>();

/** Why a check failed when its worker could not start; the editor says "The check could not run: …". */
export const WORKER_FAILED = 'its code did not load (the development server may be restarting)';

/**
 * The worker, started at the first check. One whose code cannot load (the development server restarting as it
 * is asked for) says so only in an error event, never in a message: every check waiting on it fails then, and
 * the next check starts another, rather than showing "Checking…" for ever.
 */
function checkWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
  started.addEventListener('error', (event) => {
    event.preventDefault();
    if (worker === started) worker = undefined;
    started.terminate();
    for (const fail of waiting.values()) fail(new Error(WORKER_FAILED));
    waiting.clear();
  });
  return (worker = started);
}

/** The problems of `value` saved over `base`. The worker answers every check, one at a time, in order; the editor keeps the latest. */
export function check(request: Omit<CheckRequest, 'id' | 'token'>): Promise<Extract<CheckReply, { text: string }>> {
  const running = checkWorker();
  const id = ++next;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<CheckReply>): void => {
      if (event.data.id !== id) return;
      settled();
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    const settled = (): void => {
      running.removeEventListener('message', onMessage);
      waiting.delete(id);
    };
    waiting.set(id, (error) => {
      settled();
      reject(error);
    });
    running.addEventListener('message', onMessage);
    running.postMessage({ ...request, id, token: pageToken } satisfies CheckRequest);
  });
}

/**
 * Another file changed on disk (a linking page edited in a code editor, a picture uploaded; none: the
 * server restarted): the worker asks again for what its checks read, at the next check.
 */
export function forgetChanged(changed: string | undefined): void {
  worker?.postMessage({ forget: changed ?? null } satisfies ForgetRequest);
}
