/**
 * One prerender thread (scripts/lib/build/prerender/pool.ts, which bundles it and starts it as JavaScript):
 * renders each batch of pages it is handed, in order, writes each page's files with their compressed
 * copies, and answers one message per page once its files are written.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobResult, PageJob, WorkerSetup } from './pool.ts';
import { pageRenderer } from './prerender.ts';
import { renderInTurn } from './render-in-turn.ts';
import { messageOf } from '../../message-of.ts';

const { clientDir, serverDir, fresh } = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs as a worker thread');

const render = await pageRenderer(clientDir, serverDir, fresh);

/** Pages whose files are being written while the next renders (scripts/lib/build/prerender/render-in-turn.ts). */
const WRITING_AT_ONCE = 2;

port.on('message', (batch: { index: number; job: PageJob }[]) => {
  // The render's own time, without the writing that overlaps the next render: what a page costs the thread.
  const renderMs = new Map<number, number>();
  void renderInTurn(
    batch,
    async ({ index, job }) => {
      const started = performance.now();
      const rendered = await render(job.urlPath, job.file, job.anyStatus);
      renderMs.set(index, performance.now() - started);
      return rendered;
    },
    ({ index }, outcome) => {
      const result: JobResult =
        'result' in outcome
          ? { index, ms: renderMs.get(index) ?? 0, ...outcome.result }
          : { index, failure: messageOf(outcome.error) };
      port.postMessage(result);
    },
    WRITING_AT_ONCE,
  );
});
port.postMessage('ready');
