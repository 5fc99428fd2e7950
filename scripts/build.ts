/**
 * `npm run build`: validate content, generate types, build the client and the server bundle, then
 * prerender every route and alias to static HTML. Stops at the first failing stage.
 *
 * Each build is made in a new folder under dist/builds/ and swapped in as dist/client (and dist/server)
 * only when it is complete, so a running server keeps serving the previous build until then.
 * The type check is part of `npm test`, not of the build.
 */
import { existsSync, lstatSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { writeGenerated } from './generate-types.ts';
import { hashBuildInputs, inputsHashFile } from './lib/build-inputs.ts';
import { writeHostConfig } from './lib/host-config.ts';
import { buildReportFile, buildsDir, clientDir, distDir, hostingDir, serverDir } from './lib/paths.ts';
import { precompress } from './lib/precompress.ts';
import { prerenderSite } from './lib/prerender.ts';
import { BuildFailure, runStages } from './lib/stages.ts';
import { validateOrReport } from './validate.ts';

/**
 * Points `link` at `target` in one step: a new link is made beside it and renamed over it, which
 * replaces the old link atomically. A real folder there (from an older layout) is moved into builds/.
 */
function swapLink(link: string, target: string): void {
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    renameSync(link, path.join(buildsDir, `before-links-${path.basename(link)}-${Date.now()}`));
  }
  const fresh = `${link}.next`;
  rmSync(fresh, { force: true });
  symlinkSync(path.relative(path.dirname(link), target), fresh, 'dir');
  renameSync(fresh, link);
}

/**
 * Keeps the build just swapped in and the one before it (whose chunks pages already open in a browser
 * may still ask for); older builds go.
 */
function pruneBuilds(keep: string[]): void {
  for (const name of readdirSync(buildsDir)) {
    if (!keep.includes(name)) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  }
}

/** The folder name under builds/ of the build being served, if it is one. */
function currentBuildName(): string | undefined {
  if (!existsSync(clientDir)) return undefined;
  const served = path.dirname(realpathSync(clientDir));
  return path.dirname(served) === realpathSync(buildsDir) ? path.basename(served) : undefined;
}

async function main(): Promise<void> {
  // The server bundle and React must agree on production mode before anything imports React.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  // Taken before building, so an edit made during the build makes the next `npm start` build again.
  const inputsHash = hashBuildInputs();
  const name = `${Date.now().toString(36)}-${process.pid}`;
  const out = path.join(buildsDir, name);
  const outClient = path.join(out, 'client');
  const outServer = path.join(out, 'server');
  let compressed = new Set<string>();
  try {
    const timings = await runStages([
      [
        'validate content',
        () => {
          if (!validateOrReport()) throw new BuildFailure('Content has problems (listed above).');
        },
      ],
      ['generate types', writeGenerated],
      ['client build', async () => void (await viteBuild({ logLevel: 'warn', build: { outDir: outClient } }))],
      [
        'server bundle',
        async () => {
          await viteBuild({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: outServer, manifest: false } });
        },
      ],
      ['prerender', async () => void (compressed = await prerenderSite(outClient, outServer))],
      ['host configuration', () => writeHostConfig(outClient)],
      // Last, so the host files and every page are compressed as they will be served.
      ['precompress', async () => void (await precompress(outClient, 'assets', compressed))],
    ]);
    const previous = currentBuildName();
    swapLink(serverDir, outServer);
    swapLink(hostingDir, path.join(out, 'hosting'));
    swapLink(clientDir, outClient);
    pruneBuilds([name, ...(previous ? [previous] : [])]);
    const totalMs = Math.round(performance.now() - started);
    await mkdir(distDir, { recursive: true });
    await writeFile(buildReportFile, JSON.stringify({ timings, totalMs }, null, 2));
    await writeFile(inputsHashFile, `${inputsHash}\n`);
    console.log(`\nBuilt in ${(totalMs / 1000).toFixed(1)} s.`);
  } catch (error) {
    // The half-made build goes; the one being served stays.
    await rm(out, { recursive: true, force: true });
    if (error instanceof BuildFailure) {
      console.error(`\nBuild failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

await main();
