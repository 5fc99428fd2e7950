/**
 * `npm run build`: validate content, generate types, type-check, build the client and the server
 * bundle, then prerender every route and alias to static HTML. Stops at the first failing stage.
 */
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { build as viteBuild } from 'vite';
import { generateTypes, writeTypes } from './generate-types.ts';
import { buildReportFile, clientDir, distDir, projectRoot, serverDir } from './lib/paths.ts';
import { prerenderSite } from './lib/prerender.ts';
import { BuildFailure, runStages } from './lib/stages.ts';
import { validateOrReport } from './validate.ts';

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BuildFailure(`${command} ${args.join(' ')} failed.`))));
  });
}

async function main(): Promise<void> {
  // The server bundle and React must agree on production mode before anything imports React.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  try {
    const timings = await runStages([
      [
        'validate content',
        () => {
          if (!validateOrReport()) throw new BuildFailure('Content has problems (listed above).');
        },
      ],
      ['generate types', async () => writeTypes(await generateTypes())],
      ['type-check', () => run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'])],
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
    ]);
    const totalMs = Math.round(performance.now() - started);
    await mkdir(distDir, { recursive: true });
    await writeFile(buildReportFile, JSON.stringify({ timings, totalMs }, null, 2));
    console.log(`\nBuilt in ${(totalMs / 1000).toFixed(1)} s.`);
  } catch (error) {
    if (error instanceof BuildFailure) {
      console.error(`\nBuild failed: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

await main();
