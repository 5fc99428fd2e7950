/**
 * The content gate on a thread of its own, for a process that must stay responsive while a large site
 * is checked (the development server): one thread, started when first asked, answering one request at
 * a time with the schemas compiled once.
 */
import { Worker } from 'node:worker_threads';
import type { ContentRoots, Problem } from './index.ts';

export interface ThreadRequest {
  /** Check the pages of these ids and the pages linking to them (`pagesAndLinkers`); every page when left out. */
  linkersOf?: string[];
}

export type ThreadAnswer =
  | {
      problems: Problem[];
      /** The page files checked, by the names problems give them; every page when left out. */
      focus?: Set<string>;
    }
  | { error: string };

export interface ValidationThread {
  check: (request: ThreadRequest) => Promise<{ problems: Problem[]; focus?: Set<string> }>;
  stop: () => Promise<void>;
}

export function validationThread(roots: ContentRoots): ValidationThread {
  let worker: Worker | undefined;
  let queue = Promise.resolve();
  const boot = (): Worker => {
    // TypeScript, as the rest of the tools: tsx's loader is registered in the thread before it imports.
    const started = new Worker(
      `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
       register();
       await import(${JSON.stringify(new URL('./thread-worker.ts', import.meta.url).href)});`,
      { eval: true, workerData: roots },
    );
    // It never keeps the process alive by itself.
    started.unref();
    return started;
  };
  const ask = (request: ThreadRequest): Promise<{ problems: Problem[]; focus?: Set<string> }> =>
    new Promise((resolve, reject) => {
      const thread = (worker ??= boot());
      const onError = (error: Error): void => {
        worker = undefined;
        reject(error);
      };
      thread.once('error', onError);
      thread.once('message', (answer: ThreadAnswer) => {
        thread.off('error', onError);
        if ('error' in answer) reject(new Error(answer.error));
        else resolve(answer);
      });
      thread.postMessage(request);
    });
  return {
    check: (request) => {
      const answered = queue.then(() => ask(request));
      queue = answered.then(
        () => undefined,
        () => undefined,
      );
      return answered;
    },
    stop: async () => {
      await worker?.terminate();
      worker = undefined;
    },
  };
}
