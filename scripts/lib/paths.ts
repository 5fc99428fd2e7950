import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folders, derived once from this file's place in scripts/lib. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = path.join(projectRoot, 'schemas');
export const contentDir = path.join(projectRoot, 'content');
export const publicDir = path.join(projectRoot, 'public');
export const generatedTypesFile = path.join(projectRoot, 'src/generated/content.ts');
export const generatedCollectionsFile = path.join(projectRoot, 'src/generated/collections.ts');
export const generatedCollectionIdsFile = path.join(projectRoot, 'src/generated/collection-ids.ts');
/** DIST_DIR builds or serves a second site beside the usual one (the tests' hosted-forms build). */
export const distDir = path.resolve(projectRoot, process.env.DIST_DIR ?? 'dist');
/** The build being served; a link into buildsDir, swapped in one step when a new build is complete. */
export const clientDir = path.join(distDir, 'client');
export const serverDir = path.join(distDir, 'server');
/** The hosts' configuration made beside the build being served (nginx.conf). */
export const hostingDir = path.join(distDir, 'hosting');
/** Each build is made in a folder of its own here, so the one being served is never written to. */
export const buildsDir = path.join(distDir, 'builds');
/** Held by the build running in distDir (scripts/lib/build/lock.ts). */
export const buildLockFile = path.join(distDir, 'build.lock');
/**
 * Written last into a folder of buildsDir, holding the folder's own name (a build that reuses the last
 * one starts from a copy of it, marker included): a folder without it is being made, or was left by a
 * build that was killed.
 */
export const completeMarker = (build: string): string => path.join(build, 'complete');
export const isCompleteBuild = (build: string): boolean => {
  try {
    return readFileSync(completeMarker(build), 'utf8') === path.basename(build);
  } catch {
    return false;
  }
};
export const buildReportFile = path.join(distDir, 'build-report.json');

/** Project-relative path with forward slashes, as shown in messages. */
export const relative = (file: string): string => path.relative(projectRoot, file).split(path.sep).join('/');
