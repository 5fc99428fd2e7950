import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { responsiveImages } from './scripts/lib/vite/pictures.ts';
import { buildYear } from './scripts/lib/build/year.ts';
import { analyticsPlugin } from './scripts/lib/vite/analytics.ts';
import { fontFallbackCss } from './scripts/lib/vite/font-fallbacks.ts';
import { FONT_STACKS } from './src/theme/font-stacks.ts';
import { contentFeedback } from './scripts/lib/vite/content.ts';
import { browserCollections } from './scripts/lib/vite/collections.ts';
import { browserRouteRules } from './scripts/lib/vite/route-rules.ts';
import { editorPlugin } from './scripts/lib/dev/editor.ts';
import { formsDevPlugin } from './scripts/lib/vite/forms.ts';
import { adminDevPlugin } from './scripts/lib/vite/admin.ts';
import { restartOnMissedChanges } from './scripts/lib/vite/restarts.ts';
import { styledComponentIds } from './scripts/lib/vite/styled-ids.ts';
import { earlyPressScript } from './src/chrome/early-press.ts';
import { themeInitScript } from './src/chrome/theme-init.ts';
import { dataDirFromEnv } from './src/server/forms/store.ts';

/**
 * Inlines the theme script into <head>, from the one module that also defines the storage key, and
 * the script that keeps presses made before hydration (src/chrome/early-press.ts).
 */
const themeInit = (): Plugin => ({
  name: 'theme-init',
  transformIndexHtml: (html) =>
    html.replace('<!--theme-init-->', `<script>${themeInitScript}</script><script>${earlyPressScript}</script>`),
});

/**
 * The typefaces' scaled local stand-ins (scripts/lib/vite/font-fallbacks.ts), in every page's <head>, and
 * in a build, a preload of each typeface's latin file: every page sets its first screen in both, and
 * found only once the stylesheet is applied they arrived after the first paint, so text set in a
 * stand-in could still rewrap when they did (stand-ins match widths on average, not word by word).
 */
const fonts = (): Plugin => ({
  name: 'fonts',
  transformIndexHtml: {
    order: 'post',
    handler: async (html, { bundle }) => {
      // The dev server has no bundle; it serves the fonts as the stylesheet asks for them.
      const outputs = Object.values(bundle ?? {});
      const preloads = (bundle ? Object.values(FONT_STACKS) : []).map((stack) => {
        const file = outputs.find(
          (output) =>
            'originalFileNames' in output &&
            output.originalFileNames.some(
              (name) => name.includes(`${stack.package}/files/`) && name.endsWith('-latin-wght-normal.woff2'),
            ),
        );
        if (!file) throw new Error(`fonts: the build emitted no latin file of ${stack.package}`);
        return `<link rel="preload" as="font" type="font/woff2" href="/${file.fileName}" crossorigin>`;
      });
      return html.replace('<!--font-fallbacks-->', `${preloads.join('')}<style>${await fontFallbackCss()}</style>`);
    },
  },
});

/**
 * React Router's package names only its development build in its exports (remix-run/react-router#14102,
 * open), so a build would ship its dev-only warnings and checks to every visitor and run them in every
 * prerender. A build takes its production build instead, bundled into the server's too (Node would
 * resolve the development one); the dev server keeps the warnings.
 */
const productionRouter = (): Plugin => {
  const dist = path.resolve('node_modules/react-router/dist/production');
  return {
    name: 'production-router',
    apply: 'build',
    // Its build makes each component with an unmarked `React.forwardRef(…)` call and names it with a
    // `displayName` written at load, both kept as if they did something: every first load carried the
    // whole router (forms, fetchers, framework prefetching) for the few parts the site uses. Marked pure
    // and unnamed, an unused component goes like any unused code.
    transform: (code, id) =>
      id.startsWith(dist)
        ? {
            code: code
              .replace(/\b(React\d*\.(?:forwardRef|createContext|memo)\()/g, '/* @__PURE__ */ $1')
              .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, ''),
            map: null,
          }
        : null,
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
        ],
      },
      ssr: { noExternal: ['react-router', 'react-router-dom'] },
    }),
  };
};

/**
 * react-helmet-async reads React's version when it loads to choose between its React 19 path (real
 * elements, which React places in <head>) and its React 16–18 one (its own DOM updates and server
 * serialisation). The site runs React 19 (package.json), so a build answers the question before the
 * bundler looks, and the other path, which cannot run, leaves every first load (1 kB gzipped).
 */
const helmetOnReact19 = (): Plugin => {
  const versionCheck = 'var isReact19 = major >= 19;';
  return {
    name: 'helmet-on-react-19',
    apply: 'build',
    transform: (code, id) => {
      if (!id.includes('/node_modules/react-helmet-async/')) return null;
      if (!code.includes(versionCheck))
        throw new Error(
          `vite.config.ts, helmet-on-react-19: ${id} no longer contains "${versionCheck}". See how this version of react-helmet-async chooses its React 19 path, and change the plugin to match.`,
        );
      return { code: code.replace(versionCheck, 'const isReact19 = true;'), map: null };
    },
  };
};

export default defineConfig({
  plugins: [
    browserCollections(),
    browserRouteRules(),
    contentFeedback(),
    styledComponentIds(),
    react(),
    themeInit(),
    fonts(),
    formsDevPlugin(),
    adminDevPlugin(),
    editorPlugin(),
    responsiveImages(),
    analyticsPlugin(),
    restartOnMissedChanges(),
    productionRouter(),
    helmetOnReact19(),
  ],
  define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(String(buildYear())) },
  server: {
    port: 5173,
    // The dev server serves the project folder; the inbox of form submissions in it is never a file
    // to serve (nor through ?raw or /@fs/), even with --host on a network. Vite's own denials stay.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', `${dataDirFromEnv().split(path.sep).join('/')}/**`] },
  },
  build: {
    manifest: true,
    // Fonts and images stay separate files, cached independently of the code.
    assetsInlineLimit: 0,
    // The polyfill only makes older browsers (Safari 16, Firefox before 115) fetch preloaded modules
    // early; without it they fetch them when imported, as they would anyway. It cost every first load.
    modulePreload: { polyfill: false },
    // The bundler's warning that a plugin took long is a yellow block on every build of a busy machine
    // and reads as an error; the build's own stage timings (npm run bench) are where time is measured.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  ssr: {
    // styled-components must be bundled into the server build to share one style registry.
    noExternal: ['styled-components'],
  },
});
