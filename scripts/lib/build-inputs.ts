/**
 * A fingerprint of everything a build is made from, so `npm start` rebuilds only when the content or
 * the code changed since the last build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { distDir, projectRoot } from './paths.ts';

/** Folders and files a build reads; generated and cached output is left out. */
const INPUTS = [
  'content',
  'schemas',
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Where the fingerprint of the build being served is kept. */
export const inputsHashFile = path.join(distDir, 'build-inputs.sha256');

function files(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(projectRoot, path.join(d.parentPath, d.name)));
}

/** SHA-256 over every input's path and bytes, plus the settings a build reads from the environment. */
export function hashBuildInputs(): string {
  const hash = createHash('sha256');
  hash.update(`FORM_SERVICE_URL=${process.env.FORM_SERVICE_URL ?? ''}\0`);
  for (const file of INPUTS.flatMap(files).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}

/** The fingerprint of the last finished build, if there is one. */
export const lastBuildHash = (): string | undefined =>
  existsSync(inputsHashFile) ? readFileSync(inputsHashFile, 'utf8').trim() : undefined;
