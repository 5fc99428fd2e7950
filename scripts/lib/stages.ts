/** Runs named stages in order, timing each; the timings feed `npm run bench`. */
export interface StageTiming {
  stage: string;
  ms: number;
  /** The process's peak resident memory so far, in MB: the first stage whose figure is the build's peak reaches it. */
  peakRssMb: number;
}

export type Stage = [name: string, run: () => Promise<void> | void];

export async function runStages(stages: Stage[]): Promise<StageTiming[]> {
  const timings: StageTiming[] = [];
  for (const [stage, run] of stages) {
    const started = performance.now();
    process.stdout.write(`▸ ${stage}\n`);
    await run();
    const ms = Math.round(performance.now() - started);
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    timings.push({ stage, ms, peakRssMb });
    process.stdout.write(`  ${stage} done in ${ms} ms (peak memory so far ${peakRssMb} MB)\n`);
  }
  return timings;
}

/** Fails the build with a message for people, not a stack trace. */
export class BuildFailure extends Error {}
