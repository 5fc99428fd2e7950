import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// The Debian Chromium by default (Playwright downloads no browser here); CHROMIUM_PATH overrides it,
// and where neither exists Playwright's own browser is used.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.E2E_PORT ?? 4310);
// BASE_URL points the tests at an already running server (a dev server, say) instead of the built site.
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

// The contact form's tests run a second time against a build that posts to a hosted form service
// (intercepted in the browser), made and served beside the usual one. HOSTED_BASE_URL points them at
// such a build already running instead; with BASE_URL alone they are left out.
const hostedPort = port + 1;
const buildsHostedForms = !process.env.BASE_URL && !process.env.HOSTED_BASE_URL;
if (buildsHostedForms) process.env.HOSTED_BASE_URL = `http://localhost:${hostedPort}`;
// The analytics tests need a build with analytics on (ANALYTICS=vercel), made and served likewise;
// ANALYTICS_BASE_URL points them at one already running.
const analyticsPort = port + 2;
const buildsAnalytics = !process.env.BASE_URL && !process.env.ANALYTICS_BASE_URL;
if (buildsAnalytics) process.env.ANALYTICS_BASE_URL = `http://localhost:${analyticsPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            // Served from the build `npm test` made just before; a fresh data folder keeps runs independent.
            command: 'npx tsx scripts/serve.ts',
            env: { PORT: String(port), DATA_DIR: 'test-results/data' },
            url: `${baseURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
    ...(buildsHostedForms
      ? [
          {
            // Built here, so that it is never older than the code under test.
            command: 'npx tsx scripts/build.ts && npx tsx scripts/serve.ts',
            env: {
              DIST_DIR: 'dist-hosted-forms',
              FORM_SERVICE_URL: 'https://forms.example.com',
              PORT: String(hostedPort),
              DATA_DIR: 'test-results/data-hosted-forms',
            },
            url: `http://localhost:${hostedPort}/`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
    ...(buildsAnalytics
      ? [
          {
            command: 'npx tsx scripts/build.ts && npx tsx scripts/serve.ts',
            env: {
              DIST_DIR: 'dist-analytics',
              ANALYTICS: 'vercel',
              PORT: String(analyticsPort),
              DATA_DIR: 'test-results/data-analytics',
            },
            url: `http://localhost:${analyticsPort}/`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
