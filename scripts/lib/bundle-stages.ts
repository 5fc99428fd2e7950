/** The Vite builds of a clean build, run in a child process (scripts/lib/stage-process.ts). */
import { build as viteBuild } from 'vite';

export async function clientBuild(outDir: string): Promise<void> {
  await viteBuild({ logLevel: 'warn', build: { outDir } });
}

export async function serverBundle(outDir: string): Promise<void> {
  await viteBuild({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, manifest: false } });
}
