/**
 * The build's stages, declared once, and how they run: in order, each timed. The build runs them by key,
 * its progress lines print their names, the build report (and so `npm run bench`) times them by name.
 */
import { rssSampler, treeCpuMs } from '../process-tree.ts';

interface StageInfo {
  /** As the progress lines and the bench print it. */
  name: string;
  /** What a clean build does in it. */
  does: string;
  /** What a rebuild, after only pages or routes changed, does with it. */
  rebuild: string;
}

export const STAGES = {
  validate: {
    name: 'validate content',
    does: 'checks every content file against its schema, its links and its pictures',
    rebuild: 'checks the changed pages and the pages that link to them',
  },
  types: {
    name: 'generate types',
    does: 'writes src/generated/ from the schemas and content/data',
    rebuild: 'skipped: pages and routes do not change the types',
  },
  reuse: {
    name: 'reuse the last build',
    does: '(only in a rebuild)',
    rebuild: "links the last build's files into the new build's folder",
  },
  client: {
    name: 'client build',
    does: "bundles the browser's code and makes each picture's variants",
    rebuild: "skipped: the last build's code is reused",
  },
  server: {
    name: 'server bundle',
    does: 'bundles the renderer the prerender runs',
    rebuild: 'made again only when the routes changed, since the renderer is built with them',
  },
  prerender: {
    name: 'prerender',
    does: 'renders every route to its own HTML file on every core, compressed as it is written',
    rebuild: 'renders the changed pages and the pages that show or link to them',
  },
  routeFiles: {
    name: 'route files',
    does: "(part of the prerender's files)",
    rebuild: "writes the route table's files again when routes changed",
  },
  merge: {
    name: 'merge the parts',
    does: "(only when joining the parts of a build spread over machines) checks the parts, joins their pages and writes the site's own files",
    rebuild: '(only when joining parts)',
  },
  hostConfig: {
    name: 'host configuration',
    does: 'writes the headers and rewrites each static host reads',
    rebuild: "skipped: the last build's are reused unless routes changed (route files)",
  },
  precompress: {
    name: 'precompress',
    does: 'writes the .br and .gz copies of the code and host files',
    rebuild: "skipped: the prerender compresses the pages it writes, the code's copies are reused",
  },
} as const satisfies Record<string, StageInfo>;

export type StageKey = keyof typeof STAGES;

export interface StageTiming {
  stage: string;
  ms: number;
  /** CPU time of the build's processes and threads during the stage, in ms. */
  cpuMs: number;
  /** The largest sum of the resident memory of the build's processes during the stage, in MB. */
  peakRssMb: number;
}

export type Stage = [key: StageKey, run: () => Promise<void> | void];

export async function runStages(stages: Stage[]): Promise<StageTiming[]> {
  const timings: StageTiming[] = [];
  const memory = rssSampler();
  try {
    for (const [key, run] of stages) {
      const stage = STAGES[key].name;
      const started = performance.now();
      const cpuBefore = treeCpuMs();
      memory.reset();
      process.stdout.write(`▸ ${stage}\n`);
      await run();
      const ms = Math.round(performance.now() - started);
      const cpuMs = Math.round(treeCpuMs() - cpuBefore);
      const peakRssMb = Math.round(memory.peakMb());
      timings.push({ stage, ms, cpuMs, peakRssMb });
      process.stdout.write(`  ${stage} done in ${ms} ms (CPU ${cpuMs} ms, peak memory ${peakRssMb} MB)\n`);
    }
  } finally {
    memory.stop();
  }
  return timings;
}

/** Fails the build with a message for people, not a stack trace. */
export class BuildFailure extends Error {}
