/**
 * `npm run build`: validate content, generate types, build the client and the server bundle, then
 * prerender every route and alias to static HTML. Stops at the first failing stage.
 *
 * When only page files or the route table's paths changed since the last build, the build reuses it and
 * prerenders only the paths they touch (scripts/lib/build/incremental/cache.ts, scripts/lib/build/incremental/plan.ts); when
 * nothing changed, the last build stays. `--clean` builds everything.
 *
 * Spread over machines: `--shard 2/8 --out parts/2` builds the code and prerenders one part of the pages into a
 * folder of its own, and `--merge parts/1 … parts/8` joins the parts into a build as above, the same byte for
 * byte as a clean build (scripts/lib/build/shard/).
 *
 * Each build is made in a new folder under dist/builds/ and swapped in as dist/client (and dist/server)
 * only when it is complete, so a running server keeps serving the previous build until then. One build
 * runs at a time in a dist folder; a second waits for it (scripts/lib/build/lock.ts).
 * The type check is part of `npm test`, not of the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, realpathSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashBuildInputs, inputsHashFile } from './lib/build/inputs.ts';
import {
  buildCacheFile,
  editSince,
  readBuildCache,
  readInputs,
  writeAnew,
  type BuildCache,
  type Inputs,
} from './lib/build/incremental/cache.ts';
import { writeHostConfig } from './lib/build/host-config.ts';
import { linkCopy } from './lib/build/link-copy.ts';
import { takeBuildLock } from './lib/build/lock.ts';
import {
  buildLockFile,
  buildReportFile,
  buildsDir,
  clientDir,
  completeMarker,
  distDir,
  hostingDir,
  isCompleteBuild,
  relative,
  serverDir,
} from './lib/paths.ts';
import { precompress } from './lib/build/precompress.ts';
import { PAGE_TEMPLATE, prerenderSite, type Prerendered } from './lib/build/prerender/prerender.ts';
import { applyRouteChanges, rebuildPlan, type RebuildPlan } from './lib/build/incremental/plan.ts';
import { stageProcess, type StageProcess } from './lib/build/stage-process.ts';
import { BuildFailure, runStages, type Stage } from './lib/build/stages.ts';
import { linkersOf, pagesAndLinkers } from './lib/content/validate/changed.ts';
import { mergeOption, mergeParts } from './lib/build/shard/merge.ts';
import { checkPartFolder, checkParts, currentCommit, prerenderPart, readPart, writePart } from './lib/build/shard/part.ts';
import { shardOption, type Shard } from './lib/build/shard/split.ts';

/** The stages run in child processes (scripts/lib/build/stage-process.ts). */
const checkStages = new URL('./lib/build/check-stages.ts', import.meta.url);
/**
 * The bundler's process, which loads Vite and what it loads without tsx (scripts/lib/build/bundle-stages.ts).
 * A clean build starts it beside validation's, so that its start costs the build no time: idle with Vite
 * loaded, it holds about 100 MB.
 */
function startBundler(): StageProcess {
  const bundler = stageProcess(new URL('./lib/build/bundle-stages.ts', import.meta.url), { tsxAfterLoad: false });
  // Vite loads meanwhile; a failure to load it fails the first build that needs it.
  bundler.run('loadVite').catch(() => undefined);
  return bundler;
}

/**
 * Points `link` at `target`, a folder of a complete build, in one step: a new link is made beside it and
 * renamed over it, which replaces the old link atomically. A real folder there (from an older layout) is
 * moved into builds/.
 */
function swapLink(link: string, target: string): void {
  if (!isCompleteBuild(path.dirname(target))) throw new Error(`${target} is not part of a complete build: not swapped in.`);
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
 * may still ask for); older builds go, and the folders of builds that were killed. No other build is
 * writing any of them: this one holds the lock.
 */
function pruneBuilds(keep: string[]): void {
  const old = readdirSync(buildsDir)
    .filter((name) => !keep.includes(name))
    .map((name) => path.join(buildsDir, name));
  // A large site's build is tens of thousands of files: removing them would hold the build up for seconds.
  if (old.length) spawn('rm', ['-rf', ...old], { detached: true, stdio: 'ignore' }).unref();
}

/** The folder name under builds/ of the build being served, if it is one. */
function currentBuildName(): string | undefined {
  if (!existsSync(clientDir)) return undefined;
  const served = path.dirname(realpathSync(clientDir));
  return path.dirname(served) === realpathSync(buildsDir) ? path.basename(served) : undefined;
}

/**
 * The stages of a build that reuses the last one (`copying` into `out`) for an edit of pages and route
 * paths: everything of the last build stands, and the paths the edit touched replace theirs.
 *
 * The edit is checked while the copy is made and the prerender's thread starts and renders (the thread's
 * start, the server bundle, the blocks' modules: about a second at 10,000 pages), so that neither waits
 * for the other: the new build is swapped in only once both have passed.
 */
function rebuildStages(
  plan: RebuildPlan,
  copying: Promise<void>,
  out: string,
  prerendered: (result: Prerendered) => void,
): Stage[] {
  const outClient = path.join(out, 'client');
  const outServer = path.join(out, 'server');
  const { routes } = plan;
  // The server render resolves the path it renders with the route table bundled in it.
  const bundled = copying.then(async () => {
    if (!routes) return;
    const template = await readFile(path.join(outServer, PAGE_TEMPLATE));
    // The copy's files are the last build's (hard links): removed, never written through.
    await rm(outServer, { recursive: true, force: true });
    const bundler = startBundler();
    try {
      await bundler.run('serverBundle', outServer);
    } finally {
      await bundler.close();
    }
    await writeFile(path.join(outServer, PAGE_TEMPLATE), template);
  });
  const rendered = bundled.then(async () => prerendered(await prerenderSite(outClient, outServer, plan.render)));
  // A failure of the prerender is reported by the stage that waits for it.
  rendered.catch(() => undefined);
  const stages: Stage[] = [
    [
      'validate',
      async () => {
        try {
          // Loaded here (about a second), so a build with nothing to do does without it; a clean build
          // validates in a child process instead (checkStages).
          const { siteRoots, validateOrReport } = await import('./lib/content/validate/site.ts');
          const focus = new Set([...pagesAndLinkers(siteRoots, plan.pages), ...linkersOf(siteRoots, plan.linked)]);
          if (!(await validateOrReport('human', siteRoots, { focus })))
            throw new BuildFailure('Content has problems (listed above).');
        } catch (error) {
          // The half-made build is removed once the prerender no longer writes into it.
          await rendered.catch(() => undefined);
          throw error;
        }
      },
    ],
    ['reuse', () => copying],
  ];
  if (routes) stages.push(['server', () => bundled]);
  stages.push(['prerender', () => rendered]);
  if (routes) stages.push(['routeFiles', () => applyRouteChanges(outClient, path.join(out, 'hosting'), routes)]);
  return stages;
}

/** The stage processes a clean build started, to close if it fails. */
interface Running {
  checker?: StageProcess;
  bundler?: StageProcess;
}

/**
 * The stages of a clean build up to its bundles. Validation and the types run in a child process, the Vite
 * builds in another; each ends after its last stage, so none keeps its memory through the prerender (at
 * 10,000 pages validation holds most of a gigabyte, and so does Vite's bundler).
 */
function bundleStages(outClient: string, outServer: string, running: Running): Stage[] {
  return [
    [
      'validate',
      () => {
        running.checker = stageProcess(checkStages);
        running.bundler = startBundler();
        return running.checker.run('validateSite');
      },
    ],
    [
      'types',
      async () => {
        await running.checker?.run('writeGenerated');
        await running.checker?.close();
      },
    ],
    ['client', () => running.bundler?.run('clientBuild', outClient)],
    [
      'server',
      async () => {
        await running.bundler?.run('serverBundle', outServer);
        await running.bundler?.close();
      },
    ],
  ];
}

/** The stages after the pages, which a clean build and a merge of parts share. */
function siteStages(outClient: string, prerendered: () => Prerendered): Stage[] {
  return [
    [
      'hostConfig',
      async () =>
        void (await writeHostConfig(outClient, {
          hashed: { files: prerendered().compressed, scriptHashes: prerendered().scriptHashes },
        })),
    ],
    // Last, so the host files and every page are compressed as they will be served.
    ['precompress', async () => void (await precompress(outClient, 'assets', prerendered().compressed))],
  ];
}

/** Fails a build with its message, or throws what is not a build's failure; the half-made build (`out`) goes first. */
async function failed(error: unknown, running: Running, out: string | undefined, copying?: Promise<void>): Promise<never> {
  await Promise.all([running.checker?.close(), running.bundler?.close()]);
  await copying?.catch(() => undefined);
  if (out) await rm(out, { recursive: true, force: true });
  if (error instanceof BuildFailure) {
    console.error(`\nBuild failed: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

/**
 * `--shard 2/8 --out parts/2`: one part of a build spread over machines (scripts/lib/build/shard/part.ts),
 * into its own folder; the build being served and the build cache stay as they are.
 */
async function buildPart(shard: Shard & { out: string }, inputsHash: string, costs: Record<string, number>): Promise<void> {
  const started = performance.now();
  const out = path.resolve(shard.out);
  const running: Running = {};
  try {
    checkPartFolder(out);
  } catch (error) {
    // A folder refused is not the build's to remove.
    return failed(error, running, undefined);
  }
  try {
    await rm(out, { recursive: true, force: true });
    await mkdir(out, { recursive: true });
    const outClient = path.join(out, 'client');
    const outServer = path.join(out, 'server');
    let made: Awaited<ReturnType<typeof prerenderPart>> | undefined;
    const timings = await runStages([
      ...bundleStages(outClient, outServer, running),
      ['prerender', async () => void (made = await prerenderPart(outClient, outServer, shard, costs))],
    ]);
    if (!made) throw new Error('The prerender of the part ended without its pages.');
    await writePart(out, made, inputsHash);
    const totalMs = Math.round(performance.now() - started);
    await writeFile(path.join(out, 'build-report.json'), JSON.stringify({ timings, totalMs }, null, 2));
    console.log(
      `\nPart ${shard.index} of ${shard.count} built in ${(totalMs / 1000).toFixed(1)} s into ${relative(out)}; join the parts with npm run build -- --merge <their folders>.`,
    );
  } catch (error) {
    await failed(error, running, out);
  }
}

/** Page costs worth keeping: to a tenth of a millisecond, for the pages the site still has or has just rendered. */
function keptCosts(
  costs: Record<string, number>,
  pages: Inputs['pages'],
  rendered: Record<string, number>,
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(costs)
      .filter(([id]) => id in pages || id in rendered)
      .map(([id, ms]) => [id, Math.round(ms * 10) / 10]),
  );
}

async function main(): Promise<void> {
  // The server bundle and React must agree on production mode before anything imports React.
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  const shard = shardOption(process.argv);
  const partDirs = mergeOption(process.argv);
  if (shard && partDirs) throw new Error('--shard builds a part and --merge joins parts: give one of them.');
  // Before the last build is read: a build that waited reuses what the one before it made.
  await takeBuildLock(buildLockFile);
  const last = readBuildCache();
  // Taken before building, so an edit made during the build makes the next `npm start` build again.
  const inputs = readInputs(undefined, last);
  const inputsHash = hashBuildInputs(inputs);
  if (shard) return buildPart(shard, inputsHash, last?.costs ?? {});
  const previous = currentBuildName();
  // `--clean` builds everything, as does a build with no last build to reuse, and a merge of parts.
  const edit =
    !partDirs && !process.argv.includes('--clean') && last && last.build === previous ? editSince(last, inputs) : 'all';
  if (edit !== 'all' && edit.pages.size === 0 && !edit.routesBefore) {
    await writeFile(buildReportFile, JSON.stringify({ timings: [], totalMs: Math.round(performance.now() - started) }, null, 2));
    await writeFile(inputsHashFile, `${inputsHash}\n`);
    // The files' states as they are now, so the next build reads none of them again.
    await writeFile(
      buildCacheFile,
      JSON.stringify({ build: last?.build ?? '', ...inputs, costs: last?.costs } satisfies BuildCache),
    );
    console.log('Nothing changed since the last build: it stays.');
    return;
  }
  const plan = edit === 'all' || !last ? 'all' : rebuildPlan(edit, last, inputs);
  const name = `${Date.now().toString(36)}-${process.pid}`;
  const out = path.join(buildsDir, name);
  const outClient = path.join(out, 'client');
  const outServer = path.join(out, 'server');
  let prerendered: Prerendered = { compressed: new Set(), scriptHashes: new Set(), costs: {} };
  const running: Running = {};
  // Begun before the edit is checked, which runs meanwhile on another core.
  const copying = plan === 'all' ? undefined : linkCopy(path.join(buildsDir, previous ?? ''), out);
  // A failed copy is reported by the stage that waits for it.
  copying?.catch(() => undefined);
  try {
    const timings = partDirs
      ? await runStages([
          [
            'merge',
            async () => {
              const parts = partDirs.map((dir) => ({ dir, part: readPart(dir) }));
              checkParts(parts, inputsHash, currentCommit());
              prerendered = await mergeParts(parts, outClient, outServer);
            },
          ],
          ...siteStages(outClient, () => prerendered),
        ])
      : plan === 'all' || !copying
        ? await runStages([
            ...bundleStages(outClient, outServer, running),
            ['prerender', async () => void (prerendered = await prerenderSite(outClient, outServer))],
            ...siteStages(outClient, () => prerendered),
          ])
        : await runStages(rebuildStages(plan, copying, out, (result) => (prerendered = result)));
    // Anew: a build that reuses the last one holds that one's marker as a hard link.
    await writeAnew(completeMarker(out), name);
    swapLink(serverDir, outServer);
    swapLink(hostingDir, path.join(out, 'hosting'));
    swapLink(clientDir, outClient);
    pruneBuilds([name, ...(previous ? [previous] : [])]);
    const totalMs = Math.round(performance.now() - started);
    await mkdir(distDir, { recursive: true });
    await writeFile(buildReportFile, JSON.stringify({ timings, totalMs }, null, 2));
    await writeFile(inputsHashFile, `${inputsHash}\n`);
    const costs = keptCosts({ ...(plan === 'all' ? {} : last?.costs), ...prerendered.costs }, inputs.pages, prerendered.costs);
    await writeFile(buildCacheFile, JSON.stringify({ build: name, ...inputs, costs } satisfies BuildCache));
    console.log(
      `\nBuilt in ${(totalMs / 1000).toFixed(1)} s${plan === 'all' ? '' : ` (${plan.render.size} path${plan.render.size === 1 ? '' : 's'} prerendered again)`}.`,
    );
  } catch (error) {
    await failed(error, running, out, copying);
  }
}

await main();
