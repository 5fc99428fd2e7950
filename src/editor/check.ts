/** Live problems from the build's validator, run in a worker (src/editor/check-worker.ts). */
import type { Problem } from './api.ts';

export interface CheckRequest {
  id: number;
  file: string;
  /** The file's text on disk; the value is written into it as a save would. */
  base: string;
  value: unknown;
  /** Every content file and public path; sent only when they are not those of the last request, the worker keeps them. */
  documents?: Record<string, string>;
  publicPaths?: string[];
}

export type CheckReply = { id: number } & ({ text: string; problems: Problem[]; elsewhere: Problem[] } | { error: string });

let worker: Worker | undefined;
let next = 0;
/** What the worker holds: copying the whole site's content into it at every check would cost the typist. */
let held: { documents: Record<string, string>; publicPaths: string[] } | undefined;

/** The problems of `value` saved over `base`; a newer request makes the answer to an older one never arrive. */
export function check(
  request: Omit<CheckRequest, 'id'> & Required<Pick<CheckRequest, 'documents' | 'publicPaths'>>,
): Promise<Extract<CheckReply, { text: string }>> {
  worker ??= new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' });
  const id = ++next;
  const running = worker;
  const { documents, publicPaths, ...rest } = request;
  const fresh = held?.documents !== documents || held.publicPaths !== publicPaths;
  held = { documents, publicPaths };
  return new Promise((resolve, reject) => {
    const onMessage = (event: MessageEvent<CheckReply>): void => {
      if (event.data.id !== id) return;
      running.removeEventListener('message', onMessage);
      if ('error' in event.data) reject(new Error(event.data.error));
      else resolve(event.data);
    };
    running.addEventListener('message', onMessage);
    running.postMessage({ ...rest, ...(fresh ? { documents, publicPaths } : {}), id } satisfies CheckRequest);
  });
}
