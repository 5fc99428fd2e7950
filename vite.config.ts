import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { responsiveImages } from './scripts/lib/images.ts';
import { analyticsPlugin } from './scripts/lib/vite-analytics.ts';
import { fontFallbackCss } from './scripts/lib/font-fallbacks.ts';
import { contentFeedback } from './scripts/lib/vite-content.ts';
import { formsDevPlugin } from './scripts/lib/vite-forms.ts';
import { styledComponentIds } from './scripts/lib/vite-styled-ids.ts';
import { earlyPressScript } from './src/chrome/early-press.ts';
import { themeInitScript } from './src/chrome/theme-init.ts';

/**
 * Inlines the theme script into <head>, from the one module that also defines the storage key, and
 * the script that keeps presses made before hydration (src/chrome/early-press.ts).
 */
const themeInit = (): Plugin => ({
  name: 'theme-init',
  transformIndexHtml: (html) =>
    html.replace('<!--theme-init-->', `<script>${themeInitScript}</script><script>${earlyPressScript}</script>`),
});

/** The typefaces' scaled local stand-ins (scripts/lib/font-fallbacks.ts), in every page's <head>. */
const fontFallbacks = (): Plugin => ({
  name: 'font-fallbacks',
  transformIndexHtml: async (html) => html.replace('<!--font-fallbacks-->', `<style>${await fontFallbackCss()}</style>`),
});

// The footer's copyright year: the build's, from SOURCE_DATE_EPOCH when set so a rebuild gives the same bytes.
const buildYear = new Date(
  process.env.SOURCE_DATE_EPOCH ? Number(process.env.SOURCE_DATE_EPOCH) * 1000 : Date.now(),
).getUTCFullYear();

export default defineConfig({
  plugins: [
    contentFeedback(),
    styledComponentIds(),
    react(),
    themeInit(),
    fontFallbacks(),
    formsDevPlugin(),
    responsiveImages(),
    analyticsPlugin(),
  ],
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(buildYear)) },
  server: { port: 5173 },
  build: {
    manifest: true,
    // Fonts and images stay separate files, cached independently of the code.
    assetsInlineLimit: 0,
    // The polyfill only makes older browsers (Safari 16, Firefox before 115) fetch preloaded modules
    // early; without it they fetch them when imported, as they would anyway. It cost every first load.
    modulePreload: { polyfill: false },
  },
  ssr: {
    // styled-components must be bundled into the server build to share one style registry.
    noExternal: ['styled-components'],
  },
});
