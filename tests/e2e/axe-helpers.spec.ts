/**
 * The axe helpers (tests/e2e/axe.ts) still catch what they are there for: legacy mode finds a rule
 * that does not depend on colours, and the run in the other theme, limited to the colour rules, finds
 * a contrast that only fails there. A page of its own, so the check does not depend on the site's
 * pages having a fault; no width matters to it, so it runs at desktop width only.
 */
import { expect, test } from '@playwright/test';
import { violationsInBothThemes } from './axe.ts';

test('every rule in the first theme, the colour rules in the other', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a page of its own, whose faults do not depend on the width');
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>axe helpers</title>
    <style>
      body { background: #fff; color: #111; }
      html.dark body { background: #111; color: #fff; }
      html.dark #faint { color: #333; }
    </style></head>
    <body><main><h1>Helpers</h1>
      <p id="faint">Readable in light, too faint in dark.</p>
      <input type="text">
    </main></body></html>`);
  const found = await violationsInBothThemes(page);
  expect(found.light.map((line) => line.split(':')[0])).toEqual(['label']);
  expect(found.dark.map((line) => line.split(':')[0])).toEqual(['color-contrast']);
  expect(found.dark[0]).toContain('(#faint)');
});
