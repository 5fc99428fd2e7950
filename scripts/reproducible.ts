/**
 * `npm run reproducible`: builds the site twice and fails when any file of the two builds differs
 * (HTML with its style class names and groups, chunk names, host configuration).
 * Each build runs in a process of its own, as `npm run build` does, into a separate DIST_DIR inside the
 * project (the server bundle resolves its packages from the project's node_modules).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './lib/paths.ts';

function build(distDir: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
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

const base = path.join(projectRoot, 'dist', `reproducible-${process.pid}`);
try {
  const first = build(path.join(base, 'a'));
  const second = build(path.join(base, 'b'));
  const names = [...new Set([...filesUnder(first), ...filesUnder(second)])].sort();
  const differing = names.filter((name) => {
    try {
      return !readFileSync(path.join(first, name)).equals(readFileSync(path.join(second, name)));
    } catch {
      return true;
    }
  });
  if (differing.length) {
    console.error(`${differing.length} of ${names.length} files differ between two builds:\n  ${differing.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Two builds are identical: ${names.length} files, byte for byte.`);
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
