/** Runs named stages in order, timing each; the timings feed `npm run bench`. */
export interface StageTiming {
  stage: string;
  ms: number;
}

export async function runStages(stages: [name: string, run: () => Promise<void> | void][]): Promise<StageTiming[]> {
  const timings: StageTiming[] = [];
  for (const [stage, run] of stages) {
    const started = performance.now();
    process.stdout.write(`▸ ${stage}\n`);
    await run();
    const ms = Math.round(performance.now() - started);
    timings.push({ stage, ms });
    process.stdout.write(`  ${stage} done in ${ms} ms\n`);
  }
  return timings;
}

/** Fails the build with a message for people, not a stack trace. */
export class BuildFailure extends Error {}
