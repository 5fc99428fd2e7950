import { expect, test, type Page } from '@playwright/test';
import { servedPages } from './content.ts';
import { waitForHydration } from './helpers-chrome.ts';

/**
 * Every route of the manifest, loaded with the server's Content-Security-Policy: nothing the pages
 * do (the theme script, hydration, styles added as blocks hydrate, the footer's form) may be blocked.
 */
async function watchViolations(page: Page): Promise<string[]> {
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

const paths = [...servedPages.map((p) => p.urlPath), '/no-such-page'];

test.describe('the Content-Security-Policy', () => {
  // The policy and what the pages load do not depend on the screen's width: one project is enough.
  test.skip(({ isMobile }) => isMobile, 'checked at desktop width');

  for (const urlPath of paths) {
    test(`${urlPath} runs with no CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(urlPath);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe-inline');
      await waitForHydration(page);
      // Every block near the viewport hydrates and adds its styles; the footer too.
      for (let y = 0; y <= (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.keyboard.press('Tab');
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
    });
  }

  test('blocks an inline script that the build did not hash, and reports it', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});
