import { test as base, expect, type Page } from '@playwright/test';

/**
 * Collects console errors, React warnings and uncaught exceptions of a page. The browser's own line
 * for a document answered with 404 is not a problem of the page: the fallback page is meant to answer so.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const documentNotFound = message.text().includes('status of 404') && message.location().url === page.url();
    if (documentNotFound) return;
    // Third-party widgets named at reserved .example hosts (RFC 2606) cannot load anywhere; the page
    // shows their fallback instead. Their single network line is the browser's, not the page's.
    const exampleHostUnreachable =
      /Failed to load resource/.test(message.text()) && /^https:\/\/[^/]+\.example\//.test(message.location().url);
    if (exampleHostUnreachable) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /react|hydrat/i.test(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/** A `test` whose every flow fails on a console error, React warning or uncaught exception, checked after the body. */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems = watchConsole(page);
      await use(problems);
      expect(problems, 'console errors, React warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/** Collects what the Content-Security-Policy blocks, as the console and the page's violation events report it. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${event.violatedDirective}: ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}
