/**
 * The Vite builds of a clean build, run in a child process (scripts/lib/stage-process.ts) without tsx
 * after this module has loaded: Vite is imported when a build starts, so that neither it nor what it
 * and the plugins load goes through tsx's loader. Vite reads vite.config.ts itself, as `npm run dev` does.
 */

export async function clientBuild(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { outDir } });
}

export async function serverBundle(outDir: string): Promise<void> {
  const { build } = await import('vite');
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, manifest: false } });
}
