import { expect, test } from '@playwright/test';
import { watchCspViolations } from './console.ts';

// Every path of the manifest runs under the policy in the route-wide gates (gates.spec.ts), with
// nothing blocked; this checks that the policy does block what it should.
test.describe('the Content-Security-Policy', () => {
  // The policy does not depend on the screen's width: one project is enough.
  test.skip(({ isMobile }) => isMobile, 'checked at desktop width');

  test('blocks an inline script that the build did not hash, and reports it', async ({ page }) => {
    const violations = await watchCspViolations(page);
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
