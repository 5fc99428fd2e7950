/**
 * The forms' part of the Vite configuration:
 * - bakes FORM_SERVICE_URL (when set at build time) into the bundle, read by src/forms/endpoint.ts;
 * - mounts the site's own form endpoint in `npm run dev` (and `vite preview`), as the production server (src/server/site.ts)
 *   does for `npm start`, so forms work without a hosted service.
 */
import type { Plugin } from 'vite';
import { siteFormEndpoint } from '../../../src/server/site.ts';

/** The same form as forms.serviceUrl in schemas/site.schema.json. */
const SERVICE_URL = /^https:\/\/\S+[^/]$/;

export function formsDevPlugin(): Plugin {
  return {
    name: 'halcyon-forms',
    config() {
      const serviceUrl = process.env.FORM_SERVICE_URL ?? '';
      if (serviceUrl && !SERVICE_URL.test(serviceUrl)) {
        throw new Error(
          `FORM_SERVICE_URL is "${serviceUrl}": it must start with https:// and not end with a slash, such as https://forms.example.com.`,
        );
      }
      return { define: { 'import.meta.env.FORM_SERVICE_URL': JSON.stringify(serviceUrl) } };
    },
    configureServer(server) {
      // A build in dist/ may be older than the code being developed: its pages are not filled in.
      server.middlewares.use(siteFormEndpoint((m) => server.config.logger.info(m, { timestamp: true }), null));
    },
    configurePreviewServer(server) {
      server.middlewares.use(siteFormEndpoint((m) => server.config.logger.info(m, { timestamp: true })));
    },
  };
}
