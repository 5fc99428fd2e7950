/**
 * The prerender on every core: worker threads (scripts/lib/build/prerender/worker.ts) each load the server
 * bundle once, then render the pages handed to them a batch at a time, write each to disk and compress
 * it at once. Only what the site as a whole needs comes back: failures, each frame's leave chunks, the
 * names of the files written and the hashes of the pages' inline scripts. No page's markup is kept.
 *
 * A worker is replaced after PAGES_PER_WORKER pages: the server bundle keeps every page it has read
 * (src/content/pages.ts), so one worker's memory would grow with the site.
 */
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'esbuild';
import { projectRoot } from '../../paths.ts';
import { writeAtomic } from '../../write-atomic.ts';
import type { PageWritten } from './prerender.ts';
import { progressLine } from '../../progress.ts';

export interface PageJob {
  urlPath: string;
  /** The HTML file to write, absolute. */
  file: string;
  /** A not-found page answers 404 on purpose. */
  anyStatus?: boolean;
}

/** What a worker answers for each job. */
export type JobResult = { index: number } & ({ failure: string } | (PageWritten & { ms: number }));

/** Pages a worker renders before it is replaced, to bound its memory. */
export const PAGES_PER_WORKER = 2500;
/** Jobs handed over at once: few enough to share the last ones out evenly. */
const BATCH = 20;

/** What leaving a page of a frame waits for, as the first job showing that frame found it. */
export interface FrameLeave {
  frame: string;
  /** The index of the first job that showed the frame. */
  first: number;
  leave: string[];
}

/** Each frame's leave chunks, in the order the jobs first reach the frames: page-chunks.json's `leave`. */
export function leaveInOrder(frames: Iterable<FrameLeave>): Record<string, string[]> {
  const firsts = new Map<string, FrameLeave>();
  for (const seen of frames) {
    const known = firsts.get(seen.frame);
    if (!known || known.first > seen.first) firsts.set(seen.frame, seen);
  }
  return Object.fromEntries([...firsts.values()].sort((a, b) => a.first - b.first).map(({ frame, leave }) => [frame, leave]));
}

export interface PrerenderResult {
  failures: string[];
  /** Per frame, the first job that showed it (see leaveInOrder). */
  frames: FrameLeave[];
  /** The render time of each page rendered, in ms, summed over the paths that show it. */
  costs: Record<string, number>;
  /** The files the workers wrote and compressed. */
  compressed: Set<string>;
  /** The CSP hashes of the inline scripts of the pages written. */
  scriptHashes: Set<string>;
}

/** What a worker is started with. */
export interface WorkerSetup {
  clientDir: string;
  serverDir: string;
  /** The client folder is new (a clean build): none of its files is shared with another build, so each is written over in place. */
  fresh: boolean;
}

/**
 * The jobs in batches to hand out: the jobs of one page stay together and in order, since the first of
 * them writes the page's own files; a batch grows past BATCH only to keep a page's jobs whole.
 */
export function batches(jobs: PageJob[], pageOf: (urlPath: string) => string): number[][] {
  const byPage = new Map<string, number[]>();
  jobs.forEach((job, index) => {
    const page = pageOf(job.urlPath);
    const group = byPage.get(page);
    if (group) group.push(index);
    else byPage.set(page, [index]);
  });
  const out: number[][] = [];
  let current: number[] = [];
  for (const group of byPage.values()) {
    current.push(...group);
    if (current.length >= BATCH) {
      out.push(current);
      current = [];
    }
  }
  if (current.length) out.push(current);
  return out;
}

/**
 * The worker's code as one JavaScript file, made for this run with esbuild (as tsx would make each of
 * its modules) and started without tsx: a thread with tsx's loader loads every module, the server
 * bundle's and those it loads as pages need them too, through the loader's own thread, which made the
 * thread's start and its first page about twice as long (1.0 s and 1.1 s against 0.4 s and 0.5 s).
 * Content the code imports is in the file as it is now.
 */
async function workerScript(): Promise<string> {
  const source = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const file = path.join(projectRoot, '.cache', 'prerender', `worker-${process.pid}.mjs`);
  // Imported here, not by the module, which the worker's own code includes.
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [source],
    outfile: file,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // The packages (React, the server bundle's own imports) load from node_modules as they are.
    packages: 'external',
    plugins: [ownAddresses],
    logLevel: 'warning',
  });
  writeAtomic(file, outputFiles[0].text);
  return file;
}

/**
 * Modules find files from their own place (scripts/lib/paths.ts finds the project from its
 * `import.meta.url`), but one bundle has one address: each module's own is written into it instead.
 * Any other use of `import.meta` would read the bundle's, so it is refused.
 */
const ownAddresses: Plugin = {
  name: 'own-addresses',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (/\bimport\.meta\.(?!url\b)\w/.test(text))
        throw new Error(
          `The prerender's thread cannot place import.meta in ${path.relative(projectRoot, args.path)}: pass the path in instead.`,
        );
      return {
        contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

export async function renderInWorkers(
  setup: WorkerSetup,
  jobs: PageJob[],
  pageOf: (urlPath: string) => string,
  threads = availableParallelism(),
): Promise<PrerenderResult> {
  const queue = batches(jobs, pageOf);
  const failures: { index: number; text: string }[] = [];
  const frames = new Map<string, FrameLeave>();
  const costs: Record<string, number> = {};
  const compressed = new Set<string>();
  const scriptHashes = new Set<string>();
  const progress = progressLine(jobs.length);
  const script = await workerScript();

  const runWorker = (): Promise<void> =>
    new Promise((resolve, reject) => {
      // Without the build's own flags: tsx's loader would come with them.
      const worker = new Worker(script, { workerData: setup, execArgv: [] });
      let rendered = 0;
      let pending = 0;
      const next = (): void => {
        const batch = rendered < PAGES_PER_WORKER ? queue.shift() : undefined;
        if (!batch) {
          void worker.terminate().then(() => resolve(queue.length ? runWorker() : undefined), reject);
          return;
        }
        pending = batch.length;
        worker.postMessage(batch.map((index) => ({ index, job: jobs[index] })));
      };
      worker.on('message', (message: JobResult | 'ready') => {
        if (message === 'ready') return next();
        rendered += 1;
        pending -= 1;
        progress.tick();
        if ('failure' in message)
          failures.push({ index: message.index, text: `${jobs[message.index]?.urlPath}: ${message.failure}` });
        else {
          for (const file of message.files) compressed.add(file);
          for (const hash of message.scriptHashes) scriptHashes.add(hash);
          const seen = frames.get(message.frame);
          if (!seen || seen.first > message.index)
            frames.set(message.frame, { frame: message.frame, first: message.index, leave: message.leave });
          const page = pageOf(jobs[message.index]?.urlPath ?? '');
          costs[page] = (costs[page] ?? 0) + message.ms;
        }
        if (pending === 0) next();
      });
      worker.on('error', reject);
    });

  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(threads, queue.length)) }, runWorker));
  } finally {
    await rm(script, { force: true });
  }
  progress.end();
  return {
    failures: failures.sort((a, b) => a.index - b.index).map((f) => f.text),
    frames: [...frames.values()],
    costs,
    compressed,
    scriptHashes,
  };
}
