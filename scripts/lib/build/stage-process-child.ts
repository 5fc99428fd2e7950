/**
 * The child process of scripts/lib/build/stage-process.ts: loads the module it is given at once, runs each call
 * it is sent, and ends when the build lets it go.
 */
import type { StageAnswer, StageCall } from './stage-process.ts';
import { BuildFailure } from './stages.ts';

/** Serves the exports of `module`; `afterLoad` runs once it has loaded, before the first call. */
export function serveStages(module: string, afterLoad?: () => Promise<void>): void {
  const loaded = (import(module) as Promise<Record<string, (...args: unknown[]) => unknown>>).then(async (exports) => {
    await afterLoad?.();
    return exports;
  });
  // A failure to load is answered to the first call.
  loaded.catch(() => undefined);
  // The channel closes when the build lets the child go, and when the build is killed: then no one waits
  // for what a stage would still make (a client build goes on for seconds, writing into a dead folder), and
  // this ends the stage's own children too, whose pipes close with it.
  process.on('disconnect', () => process.exit());

  process.on('message', async ({ id, name, args }: StageCall) => {
    let answer: StageAnswer;
    try {
      const call = (await loaded)[name];
      if (typeof call !== 'function') throw new Error(`${module} exports no function ${name}`);
      answer = { id, value: await call(...args) };
    } catch (error) {
      const failure = error instanceof BuildFailure;
      const text = error instanceof Error ? (failure ? error.message : (error.stack ?? error.message)) : String(error);
      answer = { id, error: text, failure };
    }
    process.send?.(answer);
  });
}
