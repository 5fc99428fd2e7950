/**
 * The browser the browser tests run in: Chromium's headless shell, the build of Chromium made for
 * automation (Playwright's own default). The visual baselines are its drawings: the full browser draws
 * text a pixel apart here and there, enough to fail them. CHROMIUM_PATH names another build of the shell.
 */
import { existsSync } from 'node:fs';

export const testBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Stops the run with one line where that browser is missing, before any test has started. */
export function exitWithoutTestBrowser(): void {
  if (existsSync(testBrowser)) return;
  console.error(
    `The browser tests need Chromium's headless shell, whose drawings the visual baselines are, and ${testBrowser} is missing: apt-get install chromium-headless-shell, or set CHROMIUM_PATH to one.`,
  );
  process.exit(1);
}
