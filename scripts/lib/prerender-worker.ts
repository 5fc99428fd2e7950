/**
 * One prerender thread (scripts/lib/prerender-pool.ts, which bundles it and starts it as JavaScript):
 * renders each batch of pages it is handed, in order, writes each page's files with their compressed
 * copies, and answers one message per page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobResult, PageJob, WorkerSetup } from './prerender-pool.ts';
import { pageRenderer } from './prerender.ts';

const { clientDir, serverDir, fresh } = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs as a worker thread');

const render = await pageRenderer(clientDir, serverDir, fresh);

port.on('message', async (batch: { index: number; job: PageJob }[]) => {
  for (const { index, job } of batch) {
    let result: JobResult;
    try {
      result = { index, ...(await render(job.urlPath, job.file, job.anyStatus)) };
    } catch (error) {
      result = { index, failure: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result);
  }
});
port.postMessage('ready');
