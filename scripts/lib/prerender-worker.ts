/**
 * One prerender thread (scripts/lib/prerender-pool.ts): renders each batch of pages it is handed, in
 * order, writes and compresses each page's files, and answers one message per page.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobResult, PageJob } from './prerender-pool.ts';
import { compressFile } from './precompress.ts';
import { pageRenderer } from './prerender.ts';

const { clientDir, serverDir } = workerData as { clientDir: string; serverDir: string };
const port = parentPort;
if (!port) throw new Error('prerender-worker.ts runs as a worker thread');

const render = await pageRenderer(clientDir, serverDir);

port.on('message', async (batch: { index: number; job: PageJob }[]) => {
  for (const { index, job } of batch) {
    let result: JobResult;
    try {
      const written = await render(job.urlPath, job.file, job.anyStatus);
      await Promise.all(written.files.map((file) => compressFile(file, false)));
      result = { index, ...written };
    } catch (error) {
      result = { index, failure: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(result);
  }
});
port.postMessage('ready');
