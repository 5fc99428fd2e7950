/**
 * `npm start`: builds the site when its content or code changed since the last build, then serves it.
 * A site built from the same inputs is served at once.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { hashBuildInputs, lastBuildHash } from './lib/build/inputs.ts';
import { clientDir, projectRoot } from './lib/paths.ts';
import { serveSite } from '../src/server/site.ts';

function main(): void {
  const upToDate = existsSync(path.join(clientDir, '404.html')) && lastBuildHash() === hashBuildInputs();
  if (upToDate) console.log('Nothing changed since the last build; serving it.');
  else {
    // In its own process: the build sets NODE_ENV=production for everything it imports.
    const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: projectRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  serveSite();
}

main();
