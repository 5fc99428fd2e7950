/**
 * The schemas' validators as ajv's standalone code, kept in `.cache/validation/`: compiling the schemas
 * is most of a small check's time (`validate --changed`, a saved page in the development server, a
 * one-page rebuild), and loading the code ajv generated for them takes tens of milliseconds.
 *
 * A file is named by a hash of everything that decides the code (the schemas, ajv's and ajv-formats'
 * versions, the module that sets ajv up), so a stale file is never read. It is written to a file of its
 * own and renamed into place, so a process reads a whole file or none; it ends with a hash of its code,
 * and a file that does not match it, or does not load, is made again. The code is the same whichever
 * process made it: what the cache holds never changes what a check reports.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { runInThisContext } from 'node:vm';
import type { SchemaObject } from 'ajv';
import {
  compilerOf,
  siteAjv,
  type AjvModules,
  type SchemaCompiler,
  type SchemaValidator,
} from '../../../src/validation/schemas.ts';
import { projectRoot } from '../paths.ts';
import { writeAtomic } from '../write-atomic.ts';

export const standaloneCacheDir = path.join(projectRoot, '.cache/validation');

/** Files kept besides the one just written: the schemas of another branch, a test's schemas. */
const KEPT = 8;

const require = createRequire(import.meta.url);
const schemasModule = new URL('../../../src/validation/schemas.ts', import.meta.url);

/** What decides the generated code besides the schemas themselves. */
const generator = (): string =>
  JSON.stringify([
    (require('ajv/package.json') as { version: string }).version,
    (require('ajv-formats/package.json') as { version: string }).version,
    readFileSync(schemasModule, 'utf8'),
  ]);

/** ajv, loaded only to compile: loading it takes longer than loading the code kept for the schemas. */
function ajvModules(): AjvModules {
  const ajv = require('ajv') as typeof import('ajv');
  return {
    Ajv: ajv.default,
    _: ajv._,
    str: ajv.str,
    Name: ajv.Name,
    addFormats: (require('ajv-formats') as typeof import('ajv-formats')).default,
  };
}

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const TRAILER = '\n// sha256 ';

type Exports = Record<string, SchemaValidator | undefined>;

/** Runs the generated code as Node runs a CommonJS file; undefined when it fails or lacks one of `ids`. */
function run(code: string, file: string, ids: readonly string[]): Exports | undefined {
  try {
    const body = runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: file }) as (
      exports: Exports,
      require: NodeJS.Require,
      module: { exports: Exports },
    ) => void;
    const module = { exports: {} as Exports };
    // Its require() finds ajv's runtime and ajv-formats from here, wherever the cache is.
    body(module.exports, require, module);
    return ids.every((id) => typeof module.exports[id] === 'function') ? module.exports : undefined;
  } catch {
    return undefined;
  }
}

/** The validators of a kept file, or undefined when it is missing or damaged. */
function load(file: string, ids: readonly string[]): Exports | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const at = text.lastIndexOf(TRAILER);
  const code = text.slice(0, at);
  return at >= 0 && sha256(code) === text.slice(at + TRAILER.length).trim() ? run(code, file, ids) : undefined;
}

/** Removes all but the newest files of the cache, and temporary files left by a process that died. */
function prune(dir: string): void {
  const files = readdirSync(dir)
    .map((name) => path.join(dir, name))
    .flatMap((file) => {
      try {
        return [{ file, time: statSync(file).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.time - a.time);
  for (const { file } of files.slice(KEPT + 1)) rmSync(file, { force: true });
}

/** Loads the schemas' standalone code from `dir`, or compiles them, writes it there and loads it. */
export function cachedCompiler(dir: string = standaloneCacheDir): SchemaCompiler {
  return (schemas: readonly SchemaObject[]) => {
    const ids = schemas.map((schema) => schema.$id as string);
    const file = path.join(dir, `${sha256(JSON.stringify([generator(), schemas])).slice(0, 32)}.cjs`);
    const kept = load(file, ids);
    if (kept) return (id) => kept[id];
    const modules = ajvModules();
    let code: string;
    try {
      const ajv = siteAjv(modules, { standalone: true });
      for (const schema of schemas) ajv.addSchema(schema);
      const standaloneCode = (require('ajv/dist/standalone') as typeof import('ajv/dist/standalone')).default;
      code = standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
    } catch {
      // A schema that does not compile: compiled as each is needed, it fails as it always has, with
      // ajv's message, and only when a file needs it.
      return compilerOf(modules)(schemas);
    }
    const made = run(code, file, ids);
    if (!made) throw new Error(`ajv's standalone code for the schemas does not load`);
    writeAtomic(file, `${code}${TRAILER}${sha256(code)}\n`);
    prune(dir);
    return (id) => made[id];
  };
}
