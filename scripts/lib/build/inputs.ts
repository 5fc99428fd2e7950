/**
 * A fingerprint of everything a build is made from, so `npm start` rebuilds only when the content or
 * the code changed since the last build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readBuildCache, readInputs, type Inputs } from './incremental/cache.ts';
import { distDir } from '../paths.ts';

/** Where the fingerprint of the build being served is kept. */
export const inputsHashFile = path.join(distDir, 'build-inputs.sha256');

/**
 * SHA-256 over every input's path and bytes, plus the settings a build reads from the environment: the
 * hash of everything but the page files and the route table, the table, and each page file's own, read
 * once (scripts/lib/build/incremental/cache.ts; files unchanged since the last build are not read again).
 */
export function hashBuildInputs(
  inputs: Pick<Inputs, 'shared' | 'routes' | 'pages'> = readInputs(undefined, readBuildCache()),
): string {
  const hash = createHash('sha256').update(`${inputs.shared}\0${inputs.routes}\0`);
  for (const id of Object.keys(inputs.pages).sort()) hash.update(`${id}\0${inputs.pages[id]?.hash ?? ''}\0`);
  return hash.digest('hex');
}

/** The fingerprint of the last finished build, if there is one. */
export const lastBuildHash = (): string | undefined =>
  existsSync(inputsHashFile) ? readFileSync(inputsHashFile, 'utf8').trim() : undefined;
