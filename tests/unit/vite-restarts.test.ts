import { EventEmitter } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ResolvedConfig, ViteDevServer } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { restartOnMissedChanges } from '../../scripts/lib/vite/restarts.ts';

/** The plugin's hooks run as Vite runs them on a start: the configuration read, then the server made. */
function start(dependencies: string[]) {
  const plugin = restartOnMissedChanges();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ configFileDependencies: dependencies } as ResolvedConfig);
  const watcher = new EventEmitter();
  const server = { watcher, restart: vi.fn(), config: { logger: { info: vi.fn() } } };
  (plugin.configureServer as (server: ViteDevServer) => void)(server as unknown as ViteDevServer);
  return { ready: () => watcher.emit('ready'), restart: server.restart };
}

describe('the development server on a start', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'restarts-'));
  const site = path.join(folder, 'site.json');

  it('starts again when a file its configuration read changed before its watcher was ready', () => {
    writeFileSync(site, '{"name": "Halcyon Journeys"}');
    const { ready, restart } = start([site]);
    writeFileSync(site, '{"name": "Halcyon Voyages"}');
    ready();
    expect(restart).toHaveBeenCalledOnce();
  });

  it('does not when nothing it read changed', () => {
    writeFileSync(site, '{"name": "Halcyon Voyages"}');
    const { ready, restart } = start([site, path.join(folder, 'absent.json')]);
    ready();
    expect(restart).not.toHaveBeenCalled();
  });
});
