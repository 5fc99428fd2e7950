/**
 * `npm run reproducible`: builds the site twice and fails when any file of the two builds differs
 * (HTML with its style class names and groups, chunk names, host configuration). Then it rebuilds the
 * second as if some pages had changed, which prerenders only those into a copy of the last build
 * (scripts/lib/incremental.ts), and fails unless that equals the first build too.
 * Each build runs in a process of its own, as `npm run build` does, into a separate DIST_DIR inside the
 * project (the server bundle resolves its packages from the project's node_modules).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import manifestJson from '../content/routes.json' with { type: 'json' };
import type { RouteManifest } from '../src/generated/content.ts';
import type { BuildCache } from './lib/incremental.ts';
import { projectRoot } from './lib/paths.ts';

const manifest = manifestJson as RouteManifest;

function build(distDir: string, args: string[] = []): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error(`The build into ${distDir} failed.`);
  return path.join(distDir, 'client');
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The files that differ between two builds' client folders, by their relative paths. */
function differences(first: string, second: string): { differing: string[]; files: number } {
  const names = [...new Set([...filesUnder(first), ...filesUnder(second)])].sort();
  const differing = names.filter((name) => {
    try {
      return !readFileSync(path.join(first, name)).equals(readFileSync(path.join(second, name)));
    } catch {
      return true;
    }
  });
  return { differing, files: names.length };
}

/** Marks pages as changed in a build's cache, as an edit of their files would, so the next build redoes only those. */
function touch(distDir: string, pageIds: string[]): void {
  const file = path.join(distDir, 'build-cache.json');
  const cache = JSON.parse(readFileSync(file, 'utf8')) as BuildCache;
  for (const id of pageIds) {
    const page = cache.pages[id];
    if (!page) throw new Error(`No page "${id}" in the build's cache.`);
    page.hash = 'changed';
  }
  writeFileSync(file, JSON.stringify(cache));
}

const base = path.join(projectRoot, 'dist', `reproducible-${process.pid}`);
try {
  const first = build(path.join(base, 'a'));
  const second = build(path.join(base, 'b'));
  const twice = differences(first, second);
  // The home page (made from the built index.html) and a page shown at an alias too, when there is one.
  const home = manifest.routes['/'] ?? '';
  const aliased = Object.values(manifest.aliases)
    .map((target) => (target ? manifest.routes[target] : undefined))
    .find((id) => id && id !== home);
  const touched = [home, ...(aliased ? [aliased] : [])];
  touch(path.join(base, 'b'), touched);
  const again = differences(first, build(path.join(base, 'b')));
  for (const [what, { differing, files }] of [
    ['two builds', twice],
    [`a build and a rebuild of ${touched.join(', ')}`, again],
  ] as const) {
    if (differing.length) {
      console.error(`${differing.length} of ${files} files differ between ${what}:\n  ${differing.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log(`${what[0]?.toUpperCase()}${what.slice(1)} are identical: ${files} files, byte for byte.`);
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
