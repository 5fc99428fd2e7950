/** Runs named stages in order, timing each; the timings feed `npm run bench`. */
import { rssSampler, treeCpuMs } from '../process-tree.ts';

export interface StageTiming {
  stage: string;
  ms: number;
  /** CPU time of the build's processes and threads during the stage, in ms. */
  cpuMs: number;
  /** The largest sum of the resident memory of the build's processes during the stage, in MB. */
  peakRssMb: number;
}

export type Stage = [name: string, run: () => Promise<void> | void];

export async function runStages(stages: Stage[]): Promise<StageTiming[]> {
  const timings: StageTiming[] = [];
  const memory = rssSampler();
  try {
    for (const [stage, run] of stages) {
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
