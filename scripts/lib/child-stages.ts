/** The stages of a clean build that run in a child process (scripts/lib/stage-process.ts), each called by name. */
import { build as viteBuild } from 'vite';
import { validateOrReport } from '../validate.ts';
import { BuildFailure } from './stages.ts';

export { writeGenerated } from '../generate-types.ts';

export function validateSite(): void {
  if (!validateOrReport()) throw new BuildFailure('Content has problems (listed above).');
}

export async function clientBuild(outDir: string): Promise<void> {
  await viteBuild({ logLevel: 'warn', build: { outDir } });
}

export async function serverBundle(outDir: string): Promise<void> {
  await viteBuild({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, manifest: false } });
}
