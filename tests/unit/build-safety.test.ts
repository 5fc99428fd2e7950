/**
 * Builds against each other and against being killed (docs/security.md, section 4): real build
 * processes in dist folders of their own, stopped as soon as what is checked has happened, since a whole
 * build takes minutes on a busy machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { completeMarker, projectRoot } from '../../scripts/lib/paths.ts';
import { treeOf } from '../../scripts/lib/process-tree.ts';
import { createSiteHandler } from '../../src/server/site.ts';

const folders: string[] = [];
const builds: ChildProcess[] = [];

/** A dist folder of its own, inside the project: the prerender resolves React from its node_modules. */
function distFolder(): string {
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
  const dist = mkdtempSync(path.join(projectRoot, '.cache/build-safety-'));
  folders.push(dist);
  return dist;
}

interface Build {
  pid: number;
  output: () => string;
  /** Resolves once the output matches, fails when the build ends first. */
  says: (pattern: RegExp) => Promise<void>;
  exited: Promise<unknown>;
}

function startBuild(dist: string, ...args: string[]): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DIST_DIR: dist },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  builds.push(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended = false;
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  void exited.then(() => (ended = true));
  return {
    pid: child.pid as number,
    output: () => output,
    says: async (pattern) => {
      while (!pattern.test(output)) {
        if (ended) throw new Error(`The build ended without saying ${pattern}:\n${output}`);
        await sleep(50);
      }
    },
    exited,
  };
}

async function kill(build: Build): Promise<void> {
  process.kill(build.pid, 'SIGKILL');
  await build.exited;
}

/** Whether a process runs (a zombie has ended: only its parent's wait is missing). */
function runs(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

afterEach(() => {
  for (const child of builds.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => folders.forEach((dist) => rmSync(dist, { recursive: true, force: true })), 30_000);

describe('builds against each other and against being killed', () => {
  it(
    'of two builds started at once, one waits for the other, and takes over when that one is killed',
    { timeout: 120_000 },
    async () => {
      const dist = distFolder();
      const pair = [startBuild(dist, '--clean'), startBuild(dist, '--clean')];
      const saysWaiting = (build: Build, other: Build) =>
        build.says(new RegExp(`Waiting for the build in process ${other.pid} to finish`));
      const bothBuilding = Promise.all(pair.map((build) => build.says(/▸ validate content/))).then(() => {
        throw new Error(`Both builds ran at once:\n${pair[0].output()}\n${pair[1].output()}`);
      });
      bothBuilding.catch(() => undefined);
      const waiting = await Promise.race([
        Promise.any([saysWaiting(pair[0], pair[1]).then(() => 0), saysWaiting(pair[1], pair[0]).then(() => 1)]),
        bothBuilding,
      ]);
      const [waiter, running] = waiting === 0 ? pair : [pair[1], pair[0]];
      await running.says(/▸ validate content/);
      await sleep(1000);
      expect(waiter.output()).not.toContain('▸');

      await kill(running);
      await waiter.says(/▸ validate content/);
      await kill(waiter);
    },
  );

  it('a build killed with SIGKILL leaves none of its processes running', { timeout: 120_000 }, async () => {
    const build = startBuild(distFolder(), '--clean');
    await build.says(/▸ client build/);
    await sleep(2000);
    const tree = treeOf(build.pid);
    expect(tree.length).toBeGreaterThan(1);

    await kill(build);
    const deadline = Date.now() + 5000;
    while (tree.some(runs) && Date.now() < deadline) await sleep(100);
    expect(tree.filter(runs)).toEqual([]);
  });

  it('a build cache of another shape is set aside in one line, and the build goes on', { timeout: 120_000 }, async () => {
    const dist = distFolder();
    // The cache names the build being served, as a real one would.
    mkdirSync(path.join(dist, 'builds/current/client'), { recursive: true });
    writeFileSync(completeMarker(path.join(dist, 'builds/current')), 'current');
    symlinkSync('builds/current/client', path.join(dist, 'client'), 'dir');
    writeFileSync(path.join(dist, 'build-cache.json'), '{"build":"current","files":"x","routes":"y"}');

    const build = startBuild(dist, '--clean');
    await build.says(/▸ validate content/);
    expect(
      build
        .output()
        .split('\n')
        .filter((line) => line.includes('build-cache.json')),
    ).toEqual([expect.stringContaining('is not a build cache this build can read: ignored, everything is built again.')]);
    await kill(build);
  });

  it('a server keeps answering from the last complete build, whatever the link points at', async () => {
    const dist = distFolder();
    const build = (name: string, complete: boolean): void => {
      const client = path.join(dist, 'builds', name, 'client');
      mkdirSync(client, { recursive: true });
      writeFileSync(path.join(client, 'index.html'), `<h1>${name} home</h1>`);
      writeFileSync(path.join(client, '404.html'), `<h1>${name} fallback</h1>`);
      if (complete) writeFileSync(completeMarker(path.join(dist, 'builds', name)), name);
    };
    const link = path.join(dist, 'client');
    const pointAt = (name: string): void => {
      rmSync(link, { force: true });
      symlinkSync(`builds/${name}/client`, link, 'dir');
    };
    build('good', true);
    pointAt('good');
    const server = createServer(createSiteHandler(link));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
    const get = async (url: string) => {
      const response = await fetch(`${origin}${url}`);
      return `${response.status} ${await response.text()}`;
    };
    try {
      // A build still being made (its pages written, not yet marked complete), then one removed.
      build('half', false);
      pointAt('half');
      expect(await get('/')).toBe('200 <h1>good home</h1>');
      pointAt('gone');
      expect(await get('/')).toBe('200 <h1>good home</h1>');
      expect(await get('/nowhere')).toBe('404 <h1>good fallback</h1>');

      build('next', true);
      pointAt('next');
      expect(await get('/')).toBe('200 <h1>next home</h1>');
    } finally {
      server.close();
    }
  });
});
