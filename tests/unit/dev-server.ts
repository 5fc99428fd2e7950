/**
 * `npm run dev`'s server for a test: the project's Vite configuration on a free port, reading its data
 * from `dataDir` (a folder of its own under .cache/, inside the project as data/ is), which is removed
 * with the server.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import { projectRoot } from '../../scripts/lib/paths.ts';

export interface DevServer {
  server: ViteDevServer;
  origin: string;
  dataDir: string;
  close: () => Promise<void>;
}

/** A data folder for a dev server: made first, so a test can fill it before the server starts. */
export function devDataDir(prefix: string): string {
  mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
  return mkdtempSync(path.join(projectRoot, `.cache/${prefix}-`));
}

export async function startDevServer(dataDir: string): Promise<DevServer> {
  const previousDataDir = process.env.DATA_DIR;
  // The configuration reads DATA_DIR when it loads.
  process.env.DATA_DIR = dataDir;
  const { createServer } = await import('vite');
  const server = await createServer({ configFile: path.join(projectRoot, 'vite.config.ts'), server: { port: 0, hmr: false } });
  await server.listen();
  return {
    server,
    origin: `http://localhost:${(server.httpServer?.address() as AddressInfo).port}`,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
    },
  };
}
