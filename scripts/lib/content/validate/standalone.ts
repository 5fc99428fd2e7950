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
 *
 * Beside it, V8's code cache of it (`<file>.v8`): a validator's function is compiled when first called,
 * which made a small check's first pages each cost about twenty times their next ones (at 10,000 pages,
 * a quarter of `validate --changed`). The cache is made once the validators have run on their schemas'
 * examples, so it holds most of their compiled code. It starts with the hash of the code it was made
 * for (V8 itself compares only the code's length), V8 checks its own version and flags, and one that
 * does not fit is made again.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Script } from 'node:vm';
import type { SchemaObject } from 'ajv';
import {
  compilerOf,
  siteAjv,
  type AjvModules,
  type SchemaCompiler,
  type SchemaValidator,
} from '../../../../src/validation/schemas.ts';
import { projectRoot } from '../../paths.ts';
import { writeAtomic } from '../../write-atomic.ts';
import { sha256 } from '../../hash.ts';

export const standaloneCacheDir = path.join(projectRoot, '.cache/validation');

/** Sets of files kept besides the one just written: the schemas of another branch, a test's schemas. */
const KEPT = 8;
const CODE_CACHE = '.v8';

const require = createRequire(import.meta.url);
const schemasModule = new URL('../../../../src/validation/schemas.ts', import.meta.url);

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

const TRAILER = '\n// sha256 ';

type Exports = Record<string, SchemaValidator | undefined>;

const readOrNothing = (file: string): Buffer | undefined => {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
};

/** The code cache kept for the code of this hash, if there is one. */
function codeCache(file: string, codeHash: string): Buffer | undefined {
  const kept = readOrNothing(`${file}${CODE_CACHE}`);
  return kept?.subarray(0, codeHash.length).toString('latin1') === codeHash ? kept.subarray(codeHash.length) : undefined;
}

/**
 * Runs the generated code as Node runs a CommonJS file, with V8's code cache of it when there is one
 * it accepts, else making one; undefined when the code fails or lacks a validator of the schemas.
 */
function run(code: string, codeHash: string, file: string, schemas: readonly SchemaObject[]): Exports | undefined {
  let exports: Exports;
  let script: Script;
  const cachedData = codeCache(file, codeHash);
  try {
    script = new Script(`(function (exports, require, module) {${code}\n})`, { filename: file, cachedData });
    const body = script.runInThisContext() as (exports: Exports, require: NodeJS.Require, module: { exports: Exports }) => void;
    const module = { exports: {} as Exports };
    // Its require() finds ajv's runtime and ajv-formats from here, wherever the cache is.
    body(module.exports, require, module);
    exports = module.exports;
  } catch {
    return undefined;
  }
  if (!schemas.every((schema) => typeof exports[schema.$id as string] === 'function')) return undefined;
  if (!cachedData || script.cachedDataRejected) {
    // Each validator run on its schema's examples first, so that the cache holds their functions compiled.
    for (const schema of schemas)
      for (const example of (schema.examples as unknown[] | undefined) ?? [])
        exports[schema.$id as string]?.call({ marked: [], queries: [] }, example);
    writeAtomic(`${file}${CODE_CACHE}`, Buffer.concat([Buffer.from(codeHash, 'latin1'), script.createCachedData()]));
  }
  return exports;
}

/** The validators of a kept file, or undefined when it is missing or damaged. */
function load(file: string, schemas: readonly SchemaObject[]): Exports | undefined {
  const text = readOrNothing(file)?.toString('utf8');
  if (text === undefined) return undefined;
  const at = text.lastIndexOf(TRAILER);
  const code = text.slice(0, at);
  const codeHash = sha256(code);
  return at >= 0 && codeHash === text.slice(at + TRAILER.length).trim() ? run(code, codeHash, file, schemas) : undefined;
}

/**
 * Removes all but the newest sets of the cache (a set is the files named by one hash: the code, its
 * code cache), and temporary files left by a process that died.
 */
function prune(dir: string): void {
  const files = readdirSync(dir)
    .map((name) => ({ name, file: path.join(dir, name), set: name.slice(0, name.indexOf('.')) }))
    .flatMap((entry) => {
      try {
        return [{ ...entry, time: statSync(entry.file).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.time - a.time);
  const kept = new Set([...new Set(files.map(({ set }) => set))].slice(0, KEPT + 1));
  for (const { file, set } of files) if (!kept.has(set)) rmSync(file, { force: true });
}

/** Loads the schemas' standalone code from `dir`, or compiles them, writes it there and loads it. */
export function cachedCompiler(dir: string = standaloneCacheDir): SchemaCompiler {
  return (schemas: readonly SchemaObject[]) => {
    const ids = schemas.map((schema) => schema.$id as string);
    const file = path.join(dir, `${sha256(JSON.stringify([generator(), schemas])).slice(0, 32)}.cjs`);
    const kept = load(file, schemas);
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
    const codeHash = sha256(code);
    const made = run(code, codeHash, file, schemas);
    if (!made) throw new Error(`ajv's standalone code for the schemas does not load`);
    writeAtomic(file, `${code}${TRAILER}${codeHash}\n`);
    prune(dir);
    return (id) => made[id];
  };
}
