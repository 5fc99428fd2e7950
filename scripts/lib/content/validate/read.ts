/** The content gate's Node edge: the files it checks, read from disk for the core in src/validation/. */
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  realpathSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import type { SchemaObject } from 'ajv';
import {
  fileProblem,
  formatProblem,
  maxBytesOf,
  tooLarge,
  type Problem,
  type PublicFiles,
} from '../../../../src/validation/index.ts';
import { relative } from '../../paths.ts';

/** A UTF-8 character takes at most three bytes for each of its UTF-16 units: a file past this is too large as text too. */
const BYTES_PER_UNIT = 3;

const kindOf = (stat: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string =>
  stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a named pipe' : stat.isSocket() ? 'a socket' : 'a device';

/**
 * Whether `file` is the file `opened`, reached from `within` through no link: each step below `within` is
 * looked at, not every folder up to the root as resolving the whole name does, which cost more than
 * reading the page. A link on the way is not refused here: the caller resolves it to see where it leads.
 */
function reachedWithin(file: string, within: string, opened: { ino: number; dev: number }): boolean {
  const steps = path.relative(within, file);
  if (steps.startsWith('..') || path.isAbsolute(steps)) return false;
  let here = within;
  let last;
  for (const step of steps.split(path.sep)) {
    here = path.join(here, step);
    last = lstatSync(here);
    if (last.isSymbolicLink()) return false;
  }
  return last !== undefined && last.ino === opened.ino && last.dev === opened.dev;
}

/**
 * The bytes of the content file `file` (shown to people as `shown`), or the problem that stops it from
 * being read: one that is not a plain file (a named pipe would keep the reader waiting for ever, a device
 * such as /dev/zero never ends), that a link leads to from outside `within`, or that is larger than the
 * content gate accepts. Opened without waiting and measured before anything is read, so no such file
 * holds the build, the validator or the editor's server.
 */
export function readContentFile(file: string, shown: string, within: string): Uint8Array | Problem {
  const notAFile = (what: string): Problem =>
    fileProblem(
      shown,
      'not-a-file',
      `${what}; only a plain file inside ${relative(within)}/ is read.`,
      'Replace it with a copy of the file itself.',
    );
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return notAFile(`cannot be opened (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return notAFile(`is ${kindOf(stat)}, not a file`);
    if (!reachedWithin(file, within, stat)) {
      const real = realpathSync.native(file);
      // The name is resolved again after the open: what was opened must be the file found inside.
      const found = statSync(real);
      if (!real.startsWith(realpathSync.native(within) + path.sep) || found.ino !== stat.ino || found.dev !== stat.dev)
        return notAFile(`is a link to ${real}, outside ${relative(within)}/`);
    }
    const max = maxBytesOf(shown);
    if (stat.size > max * BYTES_PER_UNIT) return tooLarge(shown, stat.size, max);
    const bytes = Buffer.alloc(stat.size);
    let read = 0;
    for (let n; read < bytes.length && (n = readSync(fd, bytes, read, bytes.length - read, read)) > 0;) read += n;
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** The JSON files directly in a folder (none when it does not exist): project-relative path and path on disk, sorted by name. */
export function jsonFilesIn(dir: string): [string, string][] {
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  // The folder's names made once, not per file: at 10,000 pages joining and relating each path was a
  // tenth of `validate --changed`.
  const onDisk = path.resolve(dir);
  const shown = relative(onDisk);
  return names.map((name) => [`${shown}/${name}`, `${onDisk}${path.sep}${name}`]);
}

/** The JSON files directly in a folder (none when it does not exist), by their project-relative path, sorted by name. */
export function readJsonFolder(dir: string): Map<string, Uint8Array> {
  return new Map(jsonFilesIn(dir).map(([name, file]) => [name, bytesOf(readContentFile(file, name, dir))]));
}

/** The text of a content file inside `within`, read as `readContentFile` reads it; its problem, in the validator's words, thrown. */
export const readContentText = (file: string, within: string): string =>
  new TextDecoder().decode(bytesOf(readContentFile(file, relative(file), within)));

/** A file's bytes as `readContentFile` gives them; its problem, in the validator's words, thrown. */
function bytesOf(read: Uint8Array | Problem): Uint8Array {
  if (read instanceof Uint8Array) return read;
  throw new Error(formatProblem(read));
}

/**
 * Files by their project-relative path, each read from disk when asked for and not kept: a check of
 * a few pages of a large site (`--changed`) reads those pages only, and a full check never holds every
 * page's bytes at once. A file is read only as `readContentFile` reads it, inside `within`; one it
 * refuses is given as its problem. `given` stands in for some files' bytes on disk (an editor's unsaved text).
 */
export class FilesOnDisk implements ReadonlyMap<string, Uint8Array | Problem> {
  /** Each file's path on disk and the folder it must be inside, or its bytes when given. */
  readonly #sources: Map<string, [file: string, within: string] | Uint8Array>;
  constructor(paths: Iterable<[string, string, string]>, given: Iterable<[string, Uint8Array]> = []) {
    this.#sources = new Map<string, [string, string] | Uint8Array>();
    for (const [name, file, within] of paths) this.#sources.set(name, [file, within]);
    for (const [name, bytes] of given) this.#sources.set(name, bytes);
  }
  get size(): number {
    return this.#sources.size;
  }
  has(name: string): boolean {
    return this.#sources.has(name);
  }
  get(name: string): Uint8Array | Problem | undefined {
    const source = this.#sources.get(name);
    return Array.isArray(source) ? readContentFile(source[0], name, source[1]) : source;
  }
  keys(): MapIterator<string> {
    return this.#sources.keys();
  }
  *entries(): MapIterator<[string, Uint8Array | Problem]> {
    for (const name of this.#sources.keys()) yield [name, this.get(name) as Uint8Array | Problem];
  }
  *values(): MapIterator<Uint8Array | Problem> {
    for (const [, bytes] of this.entries()) yield bytes;
  }
  [Symbol.iterator](): MapIterator<[string, Uint8Array | Problem]> {
    return this.entries();
  }
  forEach(visit: (bytes: Uint8Array | Problem, name: string, files: ReadonlyMap<string, Uint8Array | Problem>) => void): void {
    for (const [name, bytes] of this.entries()) visit(bytes, name, this);
  }
}

/** One file's bytes by its project-relative path; nothing when it does not exist, which the core reports. */
export function readOptional(file: string): [string, Uint8Array][] {
  return existsSync(file) ? [[relative(file), bytesOf(readContentFile(file, relative(file), path.dirname(file)))]] : [];
}

/** One file by its project-relative path and its path on disk; nothing when it does not exist. */
export const optionalFile = (file: string): [string, string][] => (existsSync(file) ? [[relative(file), file]] : []);

/** Every *.schema.json under a folder, parsed. */
export function readSchemas(dir: string): SchemaObject[] {
  const found: SchemaObject[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.schema.json')) found.push(JSON.parse(readFileSync(full, 'utf8')) as SchemaObject);
    }
  };
  walk(dir);
  return found;
}

/** Every file under the public folder by the path the site serves it at, such as /images/home/paris.jpg. */
export function readPublicFiles(publicDir: string): PublicFiles {
  const paths = existsSync(publicDir)
    ? readdirSync(publicDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
    : [];
  return { paths: new Set(paths), label: relative(publicDir) };
}
