/**
 * Build stages run in a child process that ends before the prerender. What a stage allocates leaves
 * with the process: Vite's bundler and its plugins keep several hundred MB outside JavaScript's heap
 * after a build, which a process does not give back, and the prerender's threads came on top of it.
 *
 * The child runs the build's TypeScript with tsx's loader, as the build does, and its output goes where
 * the build's goes.
 */
import { spawn } from 'node:child_process';
import { BuildFailure } from './stages.ts';

/** A call, from the build to the child: the export `name` of the child's module, with `args`. */
export interface StageCall {
  id: number;
  name: string;
  args: unknown[];
}

/** The child's answer to a call: its value, or how it failed (a BuildFailure is a message for people). */
export type StageAnswer = { id: number } & ({ value: unknown } | { error: string; failure: boolean });

export interface StageProcess {
  /** Calls the export `name` of the child's module; arguments and result must be serialisable. */
  run<T>(name: string, ...args: unknown[]): Promise<T>;
  /** Ends the child, after its calls. */
  close(): Promise<void>;
}

export interface StageProcessOptions {
  /**
   * Whether tsx still loads what the module imports once it has loaded (the default). Without it, the
   * module imports its dependencies lazily, and they load as Node loads them: tsx's loader handles every
   * module loaded through it, JavaScript too, and for Vite, its bundler and the plugins' dependencies it
   * held about 250 MB more in the bundler's process (docs/scale.md, "Memory").
   */
  tsxAfterLoad?: boolean;
}

/** A child process for the stages `module` exports. It loads the module as it starts, before the first call. */
export function stageProcess(module: URL, { tsxAfterLoad = true }: StageProcessOptions = {}): StageProcess {
  // tsx is registered by the child itself, which can then let it go (`register` returns how).
  const start = `const { register } = await import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))});
    const unregister = register();
    const { serveStages } = await import(${JSON.stringify(new URL('./stage-process-child.ts', import.meta.url).href)});
    serveStages(${JSON.stringify(module.href)}${tsxAfterLoad ? '' : ', unregister'});`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', start], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let next = 0;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      for (const { reject } of waiting.values()) reject(new Error(`The stage process ended (${signal ?? `exit code ${code}`}).`));
      waiting.clear();
      resolve();
    }),
  );
  child.on('message', (answer: StageAnswer) => {
    const call = waiting.get(answer.id);
    waiting.delete(answer.id);
    if ('value' in answer) call?.resolve(answer.value);
    else call?.reject(answer.failure ? new BuildFailure(answer.error) : new Error(answer.error));
  });
  return {
    run: <T>(name: string, ...args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, name, args } satisfies StageCall);
      }),
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.disconnect();
      await exited;
    },
  };
}
