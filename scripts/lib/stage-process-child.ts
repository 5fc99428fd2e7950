/** The child process of scripts/lib/stage-process.ts: runs each call it is sent, and ends when the build lets it go. */
import type { StageAnswer, StageCall } from './stage-process.ts';
import { BuildFailure } from './stages.ts';

process.on('message', async ({ id, module, name, args }: StageCall) => {
  let answer: StageAnswer;
  try {
    const exports = (await import(module)) as Record<string, (...args: unknown[]) => unknown>;
    const call = exports[name];
    if (typeof call !== 'function') throw new Error(`${module} exports no function ${name}`);
    answer = { id, value: await call(...args) };
  } catch (error) {
    const failure = error instanceof BuildFailure;
    const text = error instanceof Error ? (failure ? error.message : (error.stack ?? error.message)) : String(error);
    answer = { id, error: text, failure };
  }
  process.send?.(answer);
});
