/** The content gate's Node edge: the files it checks, read from disk for the core in src/validation/. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SchemaObject } from 'ajv';
import type { PublicFiles } from '../../../src/validation/index.ts';
import { relative } from '../paths.ts';

/** The JSON files directly in a folder (none when it does not exist), by their project-relative path, sorted by name. */
export function readJsonFolder(dir: string): Map<string, Uint8Array> {
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  return new Map(names.map((name) => [relative(path.join(dir, name)), readFileSync(path.join(dir, name))]));
}

/** One file's bytes by its project-relative path; nothing when it does not exist, which the core reports. */
export function readOptional(file: string): [string, Uint8Array][] {
  return existsSync(file) ? [[relative(file), readFileSync(file)]] : [];
}

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
