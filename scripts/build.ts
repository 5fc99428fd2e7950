/**
 * `npm run build`: validate content, generate types, type-check, build the client and the server
 * bundle, then prerender every route and alias to static HTML. Stops at the first failing stage.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { generateTypes, writeTypes } from './generate-types.ts';
import { buildReportFile, clientDir, distDir, projectRoot, serverDir } from './lib/paths.ts';
import { writeHostConfig } from './lib/host-config.ts';
import { prerenderSite } from './lib/prerender.ts';
import { BuildFailure, runStages, type StageTiming } from './lib/stages.ts';
import { validateOrReport } from './validate.ts';

const tsc = path.join(projectRoot, 'node_modules/typescript/bin/tsc');

/** Runs the type check in its own process, timed; it overlaps the bundling on the second core. */
function typeCheck(): Promise<StageTiming> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', 'tsconfig.json'], { cwd: projectRoot, stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0
        ? resolve({ stage: 'type-check (parallel)', ms: Math.round(performance.now() - started) })
        : reject(new BuildFailure('The type check failed (errors above).')),
    );
  });
}

async function main(): Promise<void> {
  // The server bundle and React must agree on production mode before anything imports React.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  try {
    let typeChecked: Promise<StageTiming> | undefined;
    const timings = await runStages([
      [
        'validate content',
        () => {
          if (!validateOrReport()) throw new BuildFailure('Content has problems (listed above).');
        },
      ],
      ['generate types', async () => writeTypes(await generateTypes())],
      [
        'start type-check',
        () => {
          typeChecked = typeCheck();
          // Reported when awaited below; a rejection before then must not go unhandled.
          typeChecked.catch(() => undefined);
        },
      ],
      [
        'client build',
        async () => {
          await rm(distDir, { recursive: true, force: true });
          await viteBuild({ logLevel: 'warn', build: { outDir: clientDir } });
        },
      ],
      [
        'server bundle',
        async () => {
          await viteBuild({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, manifest: false } });
        },
      ],
      ['prerender', () => prerenderSite()],
      ['host configuration', () => writeHostConfig(clientDir)],
    ]);
    timings.push(await (typeChecked as Promise<StageTiming>));
    const totalMs = Math.round(performance.now() - started);
    await mkdir(distDir, { recursive: true });
    await writeFile(buildReportFile, JSON.stringify({ timings, totalMs }, null, 2));
    console.log(`\nBuilt in ${(totalMs / 1000).toFixed(1)} s.`);
  } catch (error) {
    // A half-made site must not be served as if it were built.
    await rm(distDir, { recursive: true, force: true });
    if (error instanceof BuildFailure) {
      console.error(`\nBuild failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

await main();
