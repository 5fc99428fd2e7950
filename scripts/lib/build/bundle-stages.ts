/**
 * The Vite builds of a clean build, run in a child process (scripts/lib/build/stage-process.ts) without tsx
 * after this module has loaded: Vite is imported only after that, so that neither it nor what it and
 * the plugins load goes through tsx's loader. Vite reads vite.config.ts itself, as `npm run dev` does.
 */

let loading: Promise<typeof import('vite')> | undefined;
const vite = (): Promise<typeof import('vite')> => (loading ??= import('vite'));

/** The build asks for Vite as the process starts, so that it loads while the build does something else. */
export async function loadVite(): Promise<void> {
  await vite();
}

export async function clientBuild(outDir: string): Promise<void> {
  const { build } = await vite();
  await build({ logLevel: 'warn', build: { outDir } });
}

export async function serverBundle(outDir: string): Promise<void> {
  const { build } = await vite();
  await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir, manifest: false } });
}
