/**
 * `npm run placeholders`: draws a stand-in picture for every image the content refers to that does
 * not exist yet under public/, and a stand-in film for every film (scripts/lib/images/placeholders/films.ts,
 * which needs ffmpeg), so the site can be built and reviewed before the photographs and films arrive.
 *
 *   --regenerate   redraw every stand-in this tool made earlier (after the drawing changed); files
 *                  replaced by photographs are kept. `--force` is the older name for it.
 *
 * A file is never overwritten unless public/images/.placeholders.json records it as a stand-in with
 * exactly its current bytes: a photograph or film saved under the same name is always left alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { sha256 } from './lib/hash.ts';
import { findFilmReferences, planFilms, renderFilm } from './lib/images/placeholders/films.ts';
import { compositionFor } from './lib/images/placeholders/landscapes.ts';
import {
  planPlaceholders,
  readRecord,
  renderPlaceholder,
  RECORD_FILE,
  writeRecord,
  type PlaceholderRecord,
  type PlanItem,
} from './lib/images/placeholders/pictures.ts';
import { findImageReferences } from './lib/images/references.ts';
import { contentDir, projectRoot, publicDir, relative } from './lib/paths.ts';
import { writeAtomic } from './lib/write-atomic.ts';

const USAGE = 'Usage: npm run placeholders [-- --regenerate]';
const REGENERATE = ['--regenerate', '--force'];

const kilobytes = (bytes: number): string => `${Math.round(bytes / 1024)} kB`;

function folderSize(folder: string): number {
  if (!existsSync(folder)) return 0;
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    total += entry.isDirectory() ? folderSize(full) : statSync(full).size;
  }
  return total;
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !REGENERATE.includes(a));
  if (unknown.length > 0) {
    console.error(`Unknown option${unknown.length > 1 ? 's' : ''}: ${unknown.join(' ')}\n${USAGE}`);
    process.exit(1);
  }
  const force = args.some((a) => REGENERATE.includes(a));
  const imagesDir = path.join(publicDir, 'images');
  const failures: string[] = [];

  const scan = findImageReferences(contentDir, projectRoot);
  for (const f of scan.failures)
    failures.push(`${f.file}: cannot be read as JSON (${f.message}); its pictures were not looked for.`);

  let record: PlaceholderRecord;
  try {
    record = readRecord(imagesDir);
  } catch (error) {
    console.error(
      `${relative(path.join(imagesDir, RECORD_FILE))} cannot be read (${(error as Error).message}). Nothing was written: without it, a photograph could be taken for a stand-in. Fix or delete the file and run again.`,
    );
    process.exit(1);
  }

  const plan = planPlaceholders(scan.references, publicDir, record, force);
  const toDraw = plan.filter((item) => item.action === 'create' || item.action === 'regenerate');
  const keyOf = (item: PlanItem): string => path.relative(imagesDir, item.file).split(path.sep).join('/');
  console.log(`${scan.references.length} pictures referenced by the content; ${toDraw.length} to draw.`);

  for (const item of plan) {
    if (item.action === 'keep-photo') {
      console.log(`  kept      ${item.src}  (not a stand-in made here: left as it is)`);
    } else if (item.action === 'keep-placeholder') {
      console.log(`  exists    ${item.src}  (stand-in; --regenerate redraws it)`);
    }
  }

  const started = performance.now();
  let drawn = 0;
  await eachLimited(toDraw, Math.max(1, availableParallelism()), async (item) => {
    const began = performance.now();
    try {
      const bytes = await renderPlaceholder(item.src, item.width, item.height, item);
      writeAtomic(item.file, bytes);
      record[keyOf(item)] = sha256(bytes);
      drawn++;
      const { palette, setting, motifs } = compositionFor(item.src, item.alt);
      const verb = item.action === 'create' ? 'created' : 'redrawn';
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      console.log(
        `  ${verb.padEnd(9)} ${item.src}  ${item.width}×${item.height}  ${palette} ${setting} (${motifs.join(', ') || 'no figure'})  ${kilobytes(bytes.length)}  ${seconds} s`,
      );
    } catch (error) {
      failures.push(`${item.src}: could not be drawn (${(error as Error).message}).`);
    }
  });

  // Keep only the stand-ins still on disk byte for byte: a deleted file, or a photograph saved over a
  // stand-in, is forgotten, so it can never be taken for one again.
  const stillOurs = (key: string, hash: string): boolean => {
    const file = path.join(imagesDir, key);
    return existsSync(file) && sha256(readFileSync(file)) === hash;
  };
  record = Object.fromEntries(Object.entries(record).filter(([key, hash]) => stillOurs(key, hash)));
  const stale = Object.keys(record).filter((key) => !scan.references.some((r) => r.src === `/images/${key}`));
  writeRecord(imagesDir, record);

  const picturesSeconds = ((performance.now() - started) / 1000).toFixed(1);
  failures.push(...(await drawFilms(imagesDir, force)));

  const photos = plan.filter((item) => item.action === 'keep-photo').length;
  const placeholders = Object.keys(record).length;
  console.log(
    `\nDrew ${drawn} picture${drawn === 1 ? '' : 's'} in ${picturesSeconds} s. ` +
      `${placeholders} stand-in${placeholders === 1 ? '' : 's'} and ${photos} other picture${photos === 1 ? '' : 's'} referenced; ` +
      `public/images holds ${(folderSize(imagesDir) / 1024 / 1024).toFixed(2)} MB.`,
  );
  if (stale.length > 0) {
    console.log(
      `No longer referenced by the content (delete them if they are not needed): ${stale.map((k) => `/images/${k}`).join(', ')}`,
    );
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    console.error(`\n${failures.length} problem${failures.length === 1 ? '' : 's'}.`);
    process.exit(1);
  }
}

/** Draws the stand-in films the content names, one at a time (each keeps a core busy); returns the failures. */
async function drawFilms(imagesDir: string, force: boolean): Promise<string[]> {
  const failures: string[] = [];
  const scan = findFilmReferences(contentDir, projectRoot);
  let record: PlaceholderRecord;
  try {
    record = readRecord(imagesDir, 'films');
  } catch {
    return []; // Reported above, when the pictures' part of the same file could not be read.
  }
  const plan = planFilms(scan.references, publicDir, record, force);
  const toDraw = plan.filter((item) => item.action === 'create' || item.action === 'regenerate');
  console.log(`\n${scan.references.length} films referenced by the content; ${toDraw.length} to draw.`);
  for (const item of plan) {
    if (item.action === 'keep-film') console.log(`  kept      ${item.src}  (not a stand-in made here: left as it is)`);
  }
  for (const item of toDraw) {
    const began = performance.now();
    try {
      const bytes = await renderFilm(item.src, item.poster);
      writeAtomic(item.file, bytes);
      record[item.key] = sha256(bytes);
      const seconds = ((performance.now() - began) / 1000).toFixed(1);
      const from = item.poster ? `from ${item.poster.src}` : 'from its own name';
      console.log(
        `  ${(item.action === 'create' ? 'created' : 'redrawn').padEnd(9)} ${item.src}  ${from}  ${kilobytes(bytes.length)}  ${seconds} s`,
      );
    } catch (error) {
      failures.push(`${item.src}: could not be drawn (${(error as Error).message}).`);
    }
  }
  const stillOurs = (key: string, hash: string): boolean => {
    const file = path.join(publicDir, key);
    return existsSync(file) && sha256(readFileSync(file)) === hash;
  };
  writeRecord(imagesDir, Object.fromEntries(Object.entries(record).filter(([key, hash]) => stillOurs(key, hash))), 'films');
  return failures;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
