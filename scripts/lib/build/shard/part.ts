/**
 * A part of a build spread over machines (`npm run build -- --shard 2/8 --out parts/2`): the client build
 * and server bundle as every machine makes them, byte for byte, and the pages of its share of the split
 * (scripts/lib/build/shard/split.ts), with `part.json` saying what it holds and what it was made from.
 * The merge (scripts/lib/build/shard/merge.ts) reads only what `part.json` lists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { keepPageTemplate, pageOfPath, prerenderJobs, renderPages } from '../prerender/prerender.ts';
import { projectRoot, relative } from '../../paths.ts';
import { BuildFailure } from '../stages.ts';
import { splitFingerprint, splitPages, type Shard } from './split.ts';

/** Changed when part.json changes shape, so a merge never misreads a part made by older code. */
const PART_FORMAT = 1;
export const PART_FILE = 'part.json';

export interface Part {
  format: number;
  shard: number;
  of: number;
  /** The fingerprint of everything the build was made from (scripts/lib/build/inputs.ts). */
  inputs: string;
  /** The commit checked out, when the project is a git work tree: named in a refusal. */
  commit?: string;
  /** The fingerprint of the split (split.ts): parts split otherwise would leave pages out or render them twice. */
  split: string;
  /** The paths this part rendered. */
  paths: string[];
  /** The files it wrote under client/, relative to it, each with the compressed copies beside it. */
  files: string[];
  /** The CSP hashes of its pages' inline scripts. */
  scriptHashes: string[];
  /** Per frame, the first of this part's paths that showed it and what leaving it waits for. */
  frames: { frame: string; first: string; leave: string[] }[];
  /** Its pages' render times in ms. */
  costs: Record<string, number>;
}

/** The commit checked out, if the project is a git work tree. */
export function currentCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: projectRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Makes `out` ready for a new part: a part left there before goes, but a folder holding anything else is
 * refused rather than emptied (`--out` pointed at the wrong place).
 */
export function checkPartFolder(out: string): void {
  if (!existsSync(out) || readdirSync(out).length === 0 || existsSync(path.join(out, PART_FILE))) return;
  throw new BuildFailure(
    `${relative(out)} is not empty and holds no part of a build: give --out a new folder (such as parts/1), so nothing in it is overwritten.`,
  );
}

/** Prerenders one part's share of the pages into a new build's client folder. */
export async function prerenderPart(
  clientDir: string,
  serverDir: string,
  shard: Shard,
  costs: Record<string, number>,
): Promise<Omit<Part, 'format' | 'inputs' | 'commit'>> {
  await keepPageTemplate(clientDir, serverDir);
  const jobs = prerenderJobs(clientDir);
  const split = splitPages(
    jobs.map((job) => pageOfPath(job.urlPath)),
    shard.count,
    costs,
  );
  const asked = jobs.filter((job) => split.get(pageOfPath(job.urlPath)) === shard.index);
  const rendered = await renderPages(clientDir, serverDir, asked, true);
  console.log(`  prerendered part ${shard.index} of ${shard.count}: ${asked.length} of ${jobs.length} pages`);
  return {
    shard: shard.index,
    of: shard.count,
    split: splitFingerprint(split),
    paths: asked.map((job) => job.urlPath),
    files: [...rendered.compressed].map((file) => path.relative(clientDir, file).split(path.sep).join('/')).sort(),
    scriptHashes: [...rendered.scriptHashes].sort(),
    frames: rendered.frames.map(({ frame, first, leave }) => ({ frame, first: asked[first]?.urlPath ?? '', leave })),
    costs: rendered.costs,
  };
}

/** Writes part.json into a part's folder, once its pages are: a folder without it is no part. */
export async function writePart(out: string, made: Omit<Part, 'format' | 'inputs' | 'commit'>, inputs: string): Promise<void> {
  const part: Part = { format: PART_FORMAT, inputs, commit: currentCommit(), ...made };
  await writeFile(path.join(out, PART_FILE), JSON.stringify(part));
}

/** Reads the part in `dir`, or says plainly why it is none. */
export function readPart(dir: string): Part {
  const file = path.join(dir, PART_FILE);
  let part: Partial<Part>;
  try {
    part = JSON.parse(readFileSync(file, 'utf8')) as Partial<Part>;
  } catch {
    throw new BuildFailure(
      `${relative(dir)} is not a part of a build (no readable ${PART_FILE} in it): make each part with npm run build -- --shard <n>/<count> --out <folder>.`,
    );
  }
  if (part.format !== PART_FORMAT)
    throw new BuildFailure(
      `${relative(file)} was written by another version of the build (format ${String(part.format)}, this one reads ${PART_FORMAT}): make the parts again with this commit.`,
    );
  return part as Part;
}

const short = (hash: string | undefined): string => (hash ? hash.slice(0, 12) : 'unknown');

/**
 * Refuses parts that would not make the site a clean build of this checkout makes: a missing or repeated
 * part, a part from another commit or other inputs (content, settings, the year), parts split otherwise.
 */
export function checkParts(parts: { dir: string; part: Part }[], inputs: string, commit: string | undefined): void {
  const [first] = parts;
  if (!first) throw new BuildFailure('--merge needs the folders of the parts to join, such as --merge parts/1 parts/2.');
  const count = first.part.of;
  for (const { dir, part } of parts) {
    if (part.of !== count)
      throw new BuildFailure(
        `${relative(dir)} is part ${part.shard} of ${part.of}, but ${relative(first.dir)} is part ${first.part.shard} of ${count}: make every part with the same count.`,
      );
    if (part.inputs !== inputs) {
      const made =
        part.commit && commit && part.commit !== commit
          ? `commit ${short(part.commit)}, this checkout is at ${short(commit)}`
          : `inputs ${short(part.inputs)}, this checkout's are ${short(inputs)}: the content, the code, FORM_SERVICE_URL or the year differ`;
      throw new BuildFailure(
        `${relative(dir)} was built from something else than this checkout (${made}). Build every part and the merge from the same commit and settings.`,
      );
    }
    if (part.split !== first.part.split)
      throw new BuildFailure(
        `${relative(dir)} split the pages otherwise than ${relative(first.dir)} (their build caches knew different page costs): build every part from the same dist/build-cache.json, or from none.`,
      );
  }
  for (let shard = 1; shard <= count; shard++) {
    const found = parts.filter(({ part }) => part.shard === shard);
    if (found.length === 0) throw new BuildFailure(`Part ${shard} of ${count} is missing: give --merge all ${count} parts.`);
    if (found.length > 1)
      throw new BuildFailure(
        `${found.map(({ dir }) => relative(dir)).join(' and ')} are both part ${shard} of ${count}: give each part once.`,
      );
  }
}
