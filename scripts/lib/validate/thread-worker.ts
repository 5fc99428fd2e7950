/**
 * The validation thread (scripts/lib/validate/thread.ts): checks the content for each request, in
 * turn, with the schemas compiled once for all of them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pagesAndLinkers } from './changed.ts';
import { validateContent, type ContentRoots } from './index.ts';
import type { ThreadAnswer, ThreadRequest } from './thread.ts';

const roots = workerData as ContentRoots;
const port = parentPort;
if (!port) throw new Error('thread-worker.ts runs as a worker thread');

port.on('message', ({ linkersOf }: ThreadRequest) => {
  let answer: ThreadAnswer;
  try {
    const focus = linkersOf && pagesAndLinkers(roots, linkersOf);
    answer = { problems: validateContent(roots, focus).problems, focus };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
