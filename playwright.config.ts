import { defineConfig, devices } from '@playwright/test';
import { createServer, type AddressInfo } from 'node:net';
import { E2E_REPORT } from './scripts/lib/e2e-report.ts';
import { exitWithoutTestBrowser, testBrowser } from './scripts/lib/test-browser.ts';

/** A port nothing listens on now, as the system hands out for port 0. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

exitWithoutTestBrowser();

// The test servers take free ports, so a run never fails on a port another program holds, and two runs
// can share a machine. E2E_PORT fixes the site's port (the build with the switches then takes the next
// one, or E2E_SWITCHES_PORT). Every worker loads this file again: the ports chosen by the runner reach the
// workers through the environment they inherit.
const fixedPort = process.env.E2E_PORT;
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SWITCHES_PORT ??= fixedPort ? String(Number(fixedPort) + 1) : String(await freePort());
// The leads' browser test listens here as the mail server the test server mails leads to.
process.env.E2E_SMTP_PORT ??= fixedPort ? String(Number(fixedPort) + 2) : String(await freePort());
const port = Number(process.env.E2E_PORT);
// BASE_URL points the tests at an already running server (a dev server, say) instead of the built site.
const baseURL = process.env.BASE_URL ?? `http://localhost:${port}`;

// The contact form's tests run a second time against a build that posts to a hosted form service
// (intercepted in the browser), and the analytics tests need a build with analytics on (ANALYTICS=vercel).
// One build made with both switches serves the two, beside the usual one: a build is the costliest step of
// the run, and every test starts only once it is served; neither set of tests touches what the other
// switch changes. HOSTED_BASE_URL and ANALYTICS_BASE_URL point them at builds already running instead;
// with BASE_URL alone they are left out.
const switchesPort = Number(process.env.E2E_SWITCHES_PORT);
const switchesURL = `http://localhost:${switchesPort}`;
const buildsHostedForms = !process.env.BASE_URL && !process.env.HOSTED_BASE_URL;
if (buildsHostedForms) process.env.HOSTED_BASE_URL = switchesURL;
const buildsAnalytics = !process.env.BASE_URL && !process.env.ANALYTICS_BASE_URL;
if (buildsAnalytics) process.env.ANALYTICS_BASE_URL = switchesURL;

// Every browser test posts from this one machine: the site's limit of posts per client would refuse a
// run's later enquiries (and a retried test's), so the test server allows more (FORM_RATE_LIMIT).
const TEST_RATE_LIMIT = '200';

/** Checks of the build that need no browser (tests/e2e/dist.spec.ts) run once, in their own project. */
const distChecks = /dist\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Visual baselines (tests/e2e/visual.spec.ts) are kept per spec and project, without the platform in
  // the name: they are made and compared in the one Chromium the tests run in.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}-{projectName}{ext}',
  fullyParallel: true,
  // Each browser test waits on the page much of the time: on the 2-core machine three workers finish
  // sooner than two (measured in README). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // In CI a test that fails is run once more: one that then passes is still named at the end of the
  // run (scripts/test.ts), as a race to fix, but a change is not refused for it.
  retries: process.env.CI ? 1 : 0,
  // The JSON report is what scripts/test.ts reads for its closing account of the run.
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: E2E_REPORT }]],
  // Beside two other workers on two cores a test takes up to three times what it takes alone; npm test
  // names every test past half of this (scripts/lib/e2e-report.ts), before it becomes a failure.
  timeout: 45_000,
  use: {
    baseURL,
    // Recording a trace of every test cost a third of the suite's time; a test that fails is traced
    // on its retry (in CI), or when run again with --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: testBrowser,
      // Each site in a process of its own (--site-per-process), as Chromium does for a person; its headless
      // shell draws every frame in its page's process otherwise, and the editor's preview is of another site.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--site-per-process',
      ],
    },
  },
  projects: [
    { name: 'dist', testMatch: distChecks },
    {
      name: 'desktop',
      testIgnore: distChecks,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    { name: 'phone', testIgnore: distChecks, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: [
    ...(process.env.BASE_URL
      ? []
      : [
          {
            // Served from the build `npm test` made just before; a fresh data folder keeps runs independent.
            command: 'npx tsx scripts/serve.ts',
            env: {
              PORT: String(port),
              DATA_DIR: 'test-results/data',
              FORM_RATE_LIMIT: TEST_RATE_LIMIT,
              SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}?ignoreTLS=true`,
            },
            url: `${baseURL}/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]),
    ...(buildsHostedForms || buildsAnalytics
      ? [
          {
            // Built here, so that it is never older than the code under test.
            command: 'npx tsx scripts/build.ts && npx tsx scripts/serve.ts',
            env: {
              // Both switches whichever tests use it, so the build kept in dist-switches is always the same one.
              DIST_DIR: 'dist-switches',
              FORM_SERVICE_URL: 'https://forms.example.com',
              ANALYTICS: 'vercel',
              PORT: String(switchesPort),
              DATA_DIR: 'test-results/data-switches',
            },
            url: `${switchesURL}/`,
            reuseExistingServer: false,
            timeout: 180_000,
          },
        ]
      : []),
  ],
});
