/**
 * The validation thread (scripts/lib/content/validate/thread.ts): checks the content for each request, in
 * turn, with the schemas compiled once for all of them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pagesAndLinkers } from './changed.ts';
import { validateContent } from './index.ts';
import type { ThreadAnswer, ThreadData, ThreadRequest } from './thread.ts';
import { messageOf } from '../../message-of.ts';

const { roots, counter } = workerData as ThreadData;
const port = parentPort;
if (!port) throw new Error('thread-worker.ts runs as a worker thread');
const onPage = counter && ((): void => void Atomics.add(counter, 0, 1));

port.on('message', ({ linkersOf, pages }: ThreadRequest) => {
  let answer: ThreadAnswer;
  try {
    const focus = pages ? new Set(pages) : linkersOf && pagesAndLinkers(roots, linkersOf);
    const { problems, files } = validateContent(roots, focus, undefined, onPage);
    answer = { problems, focus, files };
  } catch (error) {
    answer = { error: messageOf(error) };
  }
  port.postMessage(answer);
});
