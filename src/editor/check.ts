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

/** The problems of `value` saved over `base`; a newer request makes the answer to an older one never arrive. */
export function check(request: Omit<CheckRequest, 'id' | 'token'>): Promise<Extract<CheckReply, { text: string }>> {
  worker ??= new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
  const id = ++next;
  const running = worker;
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<CheckReply>): void => {
      if (event.data.id !== id) return;
      running.removeEventListener('message', onMessage);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
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
