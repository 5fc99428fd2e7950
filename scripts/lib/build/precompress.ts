/**
 * Compressed copies of the build's text files, made once at build time (`x.js.br`, `x.js.gz` beside
 * `x.js`): the server sends them as they are (src/server/static-files.ts), so an answer costs a file
 * read, never a compression, and nginx's gzip_static uses the same copies.
 *
 * Hashed assets are compressed as hard as the formats go (they are made once and cached for a year);
 * pages at a level that keeps a large site's build short.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODINGS } from '../../../src/server/static-files.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Pictures, fonts and films are compressed in their own formats. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed answer saves less than its header costs. */
const MIN_BYTES = 1024;
/** Files compressed at once: enough to keep zlib's threads busy on two cores, few enough for memory. */
const AT_ONCE = 8;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the compressed copies of `body`, the content of `file`, beside it; returns how many it wrote. */
export async function writeCompressed(file: string, body: Uint8Array, hashed: boolean): Promise<number> {
  if (body.length < MIN_BYTES) return 0;
  const compressors: Record<(typeof ENCODINGS)[number]['name'], () => Promise<Buffer>> = {
    br: () =>
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: hashed ? constants.BROTLI_MAX_QUALITY : 6,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    gzip: () => gzipAsync(body, { level: hashed ? 9 : 6 }),
  };
  const written = await Promise.all(
    ENCODINGS.map(async ({ name, extension }) => {
      const copy = await compressors[name]();
      // A copy no smaller than the file is not worth a second representation.
      if (copy.length >= body.length) return 0;
      await writeFile(file + extension, copy);
      return 1;
    }),
  );
  return written.reduce<number>((a, b) => a + b, 0);
}

/** Writes the compressed copies of a file already on disk, replacing any it had. */
export async function compressFile(file: string, hashed: boolean): Promise<number> {
  // A copy left from an earlier version of the file (a build reusing the last one's files) must not stay.
  await Promise.all(ENCODINGS.map(({ extension }) => rm(file + extension, { force: true })));
  return writeCompressed(file, await readFile(file), hashed);
}

/**
 * Writes the compressed copies of every text file under `root` but those in `done` (the prerender
 * compresses the pages as it writes them); returns how many files it wrote.
 */
export async function precompress(root: string, assetsFolder = 'assets', done: ReadonlySet<string> = new Set()): Promise<number> {
  const files = (await filesUnder(root)).filter((file) => !done.has(file));
  const hashedPrefix = path.join(root, assetsFolder) + path.sep;
  let written = 0;
  for (let i = 0; i < files.length; i += AT_ONCE) {
    const counts = await Promise.all(
      files.slice(i, i + AT_ONCE).map((file) => compressFile(file, file.startsWith(hashedPrefix))),
    );
    written += counts.reduce((a, b) => a + b, 0);
  }
  return written;
}
