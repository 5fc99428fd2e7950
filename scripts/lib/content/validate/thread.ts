/**
 * The content gate on threads of its own: one for a process that must stay responsive while a large
 * site is checked (the development server), started when first asked and answering one request at a
 * time with the schemas compiled once; or one per core for a large site's whole check
 * (`validateOnCores`).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { progressLine } from '../../progress.ts';
import { byPlace, pageFileNames, validateContent, type ContentRoots, type Problem, type ValidationResult } from './index.ts';

export interface ThreadRequest {
  /** Check the pages of these ids and the pages linking to them (`pagesAndLinkers`); every page when left out. */
  linkersOf?: string[];
  /** Check these page files (by the names problems give them), and no other page. */
  pages?: string[];
}

export interface ThreadResult {
  problems: Problem[];
  /** The page files checked, by the names problems give them; every page when left out. */
  focus?: Set<string>;
  /** How many files were checked (`ValidationResult`'s). */
  files: number;
}

export type ThreadAnswer = ThreadResult | { error: string };

export interface ThreadData {
  roots: ContentRoots;
  /** When given, the thread adds one to its first element for each page it checks, for a progress line elsewhere. */
  counter?: Int32Array;
}

export interface ValidationThread {
  check: (request: ThreadRequest) => Promise<ThreadResult>;
  stop: () => Promise<void>;
}

export function validationThread(roots: ContentRoots, counter?: Int32Array): ValidationThread {
  let worker: Worker | undefined;
  let queue = Promise.resolve();
  const boot = (): Worker => {
    // TypeScript, as the rest of the tools: tsx's loader is registered in the thread before it imports.
    const started = new Worker(
      `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
       register();
       await import(${JSON.stringify(new URL('./thread-worker.ts', import.meta.url).href)});`,
      { eval: true, workerData: { roots, counter } satisfies ThreadData },
    );
    // It never keeps the process alive by itself.
    started.unref();
    return started;
  };
  const ask = (request: ThreadRequest): Promise<ThreadResult> =>
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

/**
 * Pages a thread of its own must have to be worth starting (about 0.4 s of a core: tsx, the modules,
 * the kept validators): the site's own few dozen pages are checked in the calling thread.
 */
const PAGES_PER_THREAD = 1000;

/**
 * `validateContent`, with the pages split over a thread per core for a large site: each checks its share
 * and reads the others' pages only where its own link to them (as `--changed` does); every file that is
 * not a page is reported by the first. The same problems as `validateContent`, in the same order.
 * `whileChecked` runs in this thread meanwhile (with a share of the pages here too, the whole took
 * longer). `checkedAt` is when the check ended (`performance.now()`), before `whileChecked` did where
 * the check outlasted it.
 */
export async function validateOnCores<T>(
  roots: ContentRoots,
  focus: ReadonlySet<string> | undefined,
  whileChecked: () => T,
  { cores = availableParallelism(), pagesPerThread = PAGES_PER_THREAD } = {},
): Promise<ValidationResult & { meanwhile: T; checkedAt: number }> {
  const pages = focus ? [...focus] : pageFileNames(roots);
  const shareCount = Math.min(cores, Math.floor(pages.length / pagesPerThread));
  if (shareCount < 2) {
    const result = validateContent(roots, focus);
    return { ...result, checkedAt: performance.now(), meanwhile: whileChecked() };
  }
  // Dealt out in turn, so that each share holds as many of the large pages as of the small.
  const shares = Array.from({ length: shareCount }, (_, k) => pages.filter((_, i) => i % shareCount === k));
  const shareOf = new Map(shares.flatMap((share, k) => share.map((file) => [file, k] as const)));
  const counter = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  // On stderr, as validateContent's own: stdout may carry a report in JSON or SARIF.
  const progress = progressLine(pages.length, process.stderr, undefined, 'validating');
  const shown = setInterval(() => progress.tick(Atomics.exchange(counter, 0, 0)), 250);
  const threads = shares.map(() => validationThread(roots, counter));
  try {
    const checked = Promise.all(threads.map((thread, k) => thread.check({ pages: shares[k] })));
    const meanwhile = whileChecked();
    const answers = await checked;
    const checkedAt = performance.now();
    return {
      problems: answers
        .flatMap(({ problems }, k) => problems.filter((problem) => (shareOf.get(problem.file) ?? 0) === k))
        .sort(byPlace),
      // Each thread counted its share and every file that is not a page.
      files: pages.length + answers[0].files - shares[0].length,
      meanwhile,
      checkedAt,
    };
  } finally {
    clearInterval(shown);
    progress.end();
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}
