/**
 * `npm run build -- --merge parts/1 … parts/8`: joins the parts of a build spread over machines
 * (scripts/lib/build/shard/part.ts) into one build, the same byte for byte as a clean build on one machine:
 * the first part's client build and server bundle (every part's are the same, made from the same inputs),
 * every part's pages, then the files made from the whole site. Files are hard-linked where the parts and
 * the build share a file system, and copied where they do not.
 */
import { copyFile, link, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ENCODINGS } from '../../../../src/server/static-files.ts';
import { linkCopy } from '../link-copy.ts';
import { prerenderJobs, writeSiteFiles, type Prerendered } from '../prerender/prerender.ts';
import { leaveInOrder } from '../prerender/pool.ts';
import { BuildFailure } from '../stages.ts';
import type { Part } from './part.ts';

/** `--merge parts/1 parts/2 …`: the folders of the parts to join, as given up to the next option. */
export function mergeOption(argv: string[]): string[] | undefined {
  const at = argv.indexOf('--merge');
  if (at < 0) return undefined;
  const dirs: string[] = [];
  for (const arg of argv.slice(at + 1)) {
    if (arg.startsWith('--')) break;
    dirs.push(path.resolve(arg));
  }
  return dirs;
}

/** Files linked at once: enough to keep the file system busy, few enough for its handles. */
const AT_ONCE = 64;

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}

/** Puts one part's pages into the build, each in place of the file there (the client build's index.html, say). */
async function joinPages(dir: string, files: string[], clientDir: string): Promise<void> {
  const folders = new Set<string>();
  const names = files.flatMap((file) => [file, ...ENCODINGS.map(({ extension }) => file + extension)]);
  for (let i = 0; i < names.length; i += AT_ONCE) {
    await Promise.all(
      names.slice(i, i + AT_ONCE).map(async (name) => {
        const from = path.join(dir, 'client', name);
        const to = path.join(clientDir, name);
        // A compressed copy is made only where it is worth it, so not every file has one.
        if (!existsSync(from)) {
          if (!ENCODINGS.some(({ extension }) => name.endsWith(extension)))
            throw new BuildFailure(`${from} is listed in its part's part.json but missing: copy the whole part folder.`);
          return;
        }
        const folder = path.dirname(to);
        if (!folders.has(folder)) await mkdir(folder, { recursive: true });
        folders.add(folder);
        await rm(to, { force: true });
        await linkOrCopy(from, to);
      }),
    );
  }
}

/** Fails unless the parts render every path the site has, each once. */
function checkCoverage(parts: { dir: string; part: Part }[], expected: string[]): void {
  const seen = new Map<string, string>();
  for (const { dir, part } of parts)
    for (const urlPath of part.paths) {
      const other = seen.get(urlPath);
      if (other)
        throw new BuildFailure(`${urlPath} was rendered by both ${other} and ${dir}: make the parts again from one split.`);
      seen.set(urlPath, dir);
    }
  const known = new Set(expected);
  const missing = expected.filter((urlPath) => !seen.has(urlPath));
  const extra = [...seen.keys()].filter((urlPath) => !known.has(urlPath));
  if (missing.length || extra.length)
    throw new BuildFailure(
      `The parts do not render this site's paths: ${[
        missing.length ? `${missing.length} missing (${missing.slice(0, 3).join(', ')})` : '',
        extra.length ? `${extra.length} unknown to it (${extra.slice(0, 3).join(', ')})` : '',
      ]
        .filter(Boolean)
        .join('; ')}. Make every part from this checkout.`,
    );
}

/**
 * Joins checked parts (scripts/lib/build/shard/part.ts, checkParts) into a new build's client and server
 * folders, and writes the site's own files; returns what the stages after the prerender need.
 */
export async function mergeParts(
  parts: { dir: string; part: Part }[],
  clientDir: string,
  serverDir: string,
): Promise<Prerendered> {
  const sorted = [...parts].sort((a, b) => a.part.shard - b.part.shard);
  const [first, ...others] = sorted;
  if (!first) throw new BuildFailure('--merge needs the folders of the parts to join.');
  await Promise.all([clientDir, serverDir].map((dir) => mkdir(path.dirname(dir), { recursive: true })));
  await Promise.all([linkCopy(path.join(first.dir, 'client'), clientDir), linkCopy(path.join(first.dir, 'server'), serverDir)]);
  const jobs = prerenderJobs(clientDir);
  const order = new Map(jobs.map((job, index) => [job.urlPath, index]));
  checkCoverage(
    sorted,
    jobs.map((job) => job.urlPath),
  );
  for (const { dir, part } of others) await joinPages(dir, part.files, clientDir);
  await writeSiteFiles(
    clientDir,
    leaveInOrder(
      sorted.flatMap(({ part }) =>
        part.frames.map(({ frame, first: urlPath, leave }) => ({ frame, first: order.get(urlPath) ?? Infinity, leave })),
      ),
    ),
  );
  console.log(`  joined ${parts.length} parts: ${jobs.length} pages`);
  return {
    compressed: new Set(sorted.flatMap(({ part }) => part.files.map((file) => path.join(clientDir, file)))),
    scriptHashes: new Set(sorted.flatMap(({ part }) => part.scriptHashes)),
    costs: Object.assign({}, ...sorted.map(({ part }) => part.costs)) as Record<string, number>,
  };
}
