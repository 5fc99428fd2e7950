import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { treeCpuMs, treeRssMb } from '../../scripts/lib/process-tree.ts';
import { stageProcess } from '../../scripts/lib/build/stage-process.ts';
import { BuildFailure } from '../../scripts/lib/build/stages.ts';

const stages = new URL('../fixtures/stages.ts', import.meta.url);

describe('a stage process', () => {
  it("runs a module's export in a child process and answers with its value, then ends", async () => {
    const child = stageProcess(stages);
    const [pid, sum] = await Promise.all([child.run<number>('pid'), child.run<number>('add', 2, 3)]);
    expect(pid).not.toBe(process.pid);
    expect(sum).toBe(5);
    await child.close();
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('fails a BuildFailure as one, for people, and any other error with its stack', async () => {
    const child = stageProcess(stages);
    await expect(child.run('refuse')).rejects.toEqual(new BuildFailure('Content has problems.'));
    const crash = child.run('crash');
    await expect(crash).rejects.not.toBeInstanceOf(BuildFailure);
    await expect(crash).rejects.toThrow(/at crash/);
    await child.close();
  });

  it('loads what its module imports later with tsx, unless told to let tsx go once the module has loaded', async () => {
    const [kept, letGo] = [stageProcess(stages), stageProcess(stages, { tsxAfterLoad: false })];
    expect(await kept.run('importsTypeScript')).toBe(true);
    expect(await letGo.run('importsTypeScript')).toBe(false);
    await Promise.all([kept.close(), letGo.close()]);
  });
});

describe('the build process tree', () => {
  it("counts a child's memory while it runs, and its CPU time once it has ended", async () => {
    const before = treeCpuMs();
    const child = spawn(process.execPath, [
      '-e',
      `const held = Buffer.alloc(200 * 1024 * 1024, 1);
       // Busy until it has used 300 ms of processor time, however long a loaded machine takes to give it.
       while (process.cpuUsage().user < 300_000);
       console.log('ready');
       setInterval(() => held.length, 1000);`,
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    expect(treeRssMb() - process.memoryUsage().rss / 1024 / 1024).toBeGreaterThan(200);
    child.kill();
    await new Promise((resolve) => child.on('exit', resolve));
    expect(treeCpuMs() - before).toBeGreaterThanOrEqual(300);
  });
});
