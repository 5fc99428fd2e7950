import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { responsiveImages } from './scripts/lib/images.ts';
import { analyticsPlugin } from './scripts/lib/vite-analytics.ts';
import { formsDevPlugin } from './scripts/lib/vite-forms.ts';
import { styledComponentIds } from './scripts/lib/vite-styled-ids.ts';
import { themeInitScript } from './src/chrome/theme-init.ts';

/** Inlines the theme script into <head>, from the one module that also defines the storage key. */
const themeInit = (): Plugin => ({
  name: 'theme-init',
  transformIndexHtml: (html) => html.replace('<!--theme-init-->', `<script>${themeInitScript}</script>`),
});

export default defineConfig({
  plugins: [styledComponentIds(), react(), themeInit(), formsDevPlugin(), responsiveImages(), analyticsPlugin()],
  server: { port: 5173 },
  build: {
    manifest: true,
    // Fonts and images stay separate files, cached independently of the code.
    assetsInlineLimit: 0,
  },
  ssr: {
    // styled-components must be bundled into the server build to share one style registry.
    noExternal: ['styled-components'],
  },
});
