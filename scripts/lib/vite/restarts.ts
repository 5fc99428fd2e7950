/**
 * Vite restarts the development server when a file its configuration read changes (content/site.json,
 * routes.json, a collection: the plugins import them). The new server's watcher reports only what
 * changes once it has read the project, so a save made while it starts (a second edit of site.json
 * soon after the first, say) was never noticed: the site kept showing the file as it was. This plugin
 * notes each such file as the configuration was read, and once the watcher is ready, restarts the
 * server again if one of them changed meanwhile.
 */
import type { Plugin } from 'vite';
import { stamp } from './content.ts';

export function restartOnMissedChanges(): Plugin {
  let read = new Map<string, string | undefined>();
  return {
    name: 'halcyon-restart-on-missed-changes',
    apply: 'serve',
    configResolved(config) {
      read = new Map(config.configFileDependencies.map((file) => [file, stamp(file)]));
    },
    configureServer(server) {
      server.watcher.once('ready', () => {
        const changed = [...read].filter(([file, then]) => stamp(file) !== then).map(([file]) => file);
        if (changed.length === 0) return;
        server.config.logger.info(`${changed.join(', ')} changed while the server started: starting it again.`, {
          timestamp: true,
        });
        void server.restart();
      });
    },
  };
}
