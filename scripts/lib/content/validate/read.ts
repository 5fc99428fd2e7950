/** The content gate's Node edge: the files it checks, read from disk for the core in src/validation/. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SchemaObject } from 'ajv';
import type { PublicFiles } from '../../../../src/validation/index.ts';
import { relative } from '../../paths.ts';

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
  return new Map(jsonFilesIn(dir).map(([name, file]) => [name, readFileSync(file)]));
}

/**
 * Files by their project-relative path, each read from disk when asked for and not kept: a check of
 * a few pages of a large site (`--changed`) reads those pages only, and a full check never holds every
 * page's bytes at once. `given` stands in for some files' bytes on disk (an editor's unsaved text).
 */
export class FilesOnDisk implements ReadonlyMap<string, Uint8Array> {
  /** Each file's path on disk, or its bytes when given. */
  readonly #sources: Map<string, string | Uint8Array>;
  constructor(paths: Iterable<[string, string]>, given: Iterable<[string, Uint8Array]> = []) {
    this.#sources = new Map<string, string | Uint8Array>(paths);
    for (const [name, bytes] of given) this.#sources.set(name, bytes);
  }
  get size(): number {
    return this.#sources.size;
  }
  has(name: string): boolean {
    return this.#sources.has(name);
  }
  get(name: string): Uint8Array | undefined {
    const source = this.#sources.get(name);
    return typeof source === 'string' ? readFileSync(source) : source;
  }
  keys(): MapIterator<string> {
    return this.#sources.keys();
  }
  *entries(): MapIterator<[string, Uint8Array]> {
    for (const name of this.#sources.keys()) yield [name, this.get(name) as Uint8Array];
  }
  *values(): MapIterator<Uint8Array> {
    for (const [, bytes] of this.entries()) yield bytes;
  }
  [Symbol.iterator](): MapIterator<[string, Uint8Array]> {
    return this.entries();
  }
  forEach(visit: (bytes: Uint8Array, name: string, files: ReadonlyMap<string, Uint8Array>) => void): void {
    for (const [name, bytes] of this.entries()) visit(bytes, name, this);
  }
}

/** One file's bytes by its project-relative path; nothing when it does not exist, which the core reports. */
export function readOptional(file: string): [string, Uint8Array][] {
  return existsSync(file) ? [[relative(file), readFileSync(file)]] : [];
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
