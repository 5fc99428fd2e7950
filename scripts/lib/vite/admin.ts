/**
 * The back office in `npm run dev` (and `vite preview`): the same handler as `npm start` mounts
 * (src/server/admin/endpoint.ts), against the same store (DATABASE_URL, else DATA_DIR), so `/admin` is there
 * while developing.
 * Loaded only when a server starts: a build never reads it.
 */
import type { Connect, Plugin } from 'vite';

async function adminEndpoint(log: (line: string) => void): Promise<Connect.NextHandleFunction> {
  const { siteAdminEndpoint } = await import('../../../src/server/admin/endpoint.ts');
  const { storesFromEnv } = await import('../../../src/server/stores.ts');
  return siteAdminEndpoint(storesFromEnv(process.env, { log }), log);
}

export function adminDevPlugin(): Plugin {
  return {
    name: 'halcyon-admin',
    async configureServer(server) {
      server.middlewares.use(await adminEndpoint((m) => server.config.logger.info(m, { timestamp: true })));
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await adminEndpoint((m) => server.config.logger.info(m, { timestamp: true })));
    },
  };
}
