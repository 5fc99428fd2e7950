/**
 * The geometry helpers (tests/e2e/geometry.ts) still catch what the route-wide gates use them for: a
 * picture stretched by a box of other proportions, but not one fitted by `object-fit: cover` or drawn
 * at its own ratio, and a page wider than the screen. A page of its own, so the check does not depend
 * on the site's pages having a fault; it runs at desktop width only.
 */
import { expect, test } from '@playwright/test';
import { loadEveryPicture, picturesOutOfProportion, sidewaysOverflow } from './geometry.ts';
import { faintTextOnPictures } from './text-on-pictures.ts';

/** A 400x300 picture, as an SVG data URL: its natural size is known without a file. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="teal"/></svg>',
)}`;

test('flags a stretched picture and a page wider than the screen, not fitted ones', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a page of its own, whose faults do not depend on the width');
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>geometry helpers</title><style>body { margin: 0 }</style></head><body>
      <img id="stretched" alt="" src="${picture}" style="width: 400px; height: 400px">
      <img id="covered" alt="" src="${picture}" style="width: 400px; height: 400px; object-fit: cover">
      <img id="own-ratio" alt="" src="${picture}" style="width: 200px; height: 151px">
      <img id="lazy" alt="" loading="lazy" src="${picture}" style="margin-top: 3000px; width: 100px; height: 300px">
    </body></html>`);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await loadEveryPicture(page);
  expect(await picturesOutOfProportion(page)).toEqual([
    expect.stringMatching(/: drawn 400x400, picture 400x300$/),
    expect.stringMatching(/: drawn 100x300, picture 400x300$/),
  ]);
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="width: 120vw; height: 1px"></div>'));
  expect(await sidewaysOverflow(page)).toBeGreaterThan(0);
});

/** A picture of one colour, and a line of text of another drawn over it, `top` px down the page. */
const textOver = (top: number, fill: string, color: string, text: string): string => `
  <div style="position: absolute; top: ${top}px; left: 40px; width: 400px; height: 300px">
    <img alt="" src="data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`,
    )}" style="width: 400px; height: 300px">
    <p style="position: absolute; top: 100px; left: 20px; margin: 0; font: 24px sans-serif; color: ${color}">${text}</p>
  </div>`;

test('flags text too faint for the picture behind it, wherever on the page it is, and not text that reads', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a page of its own, whose faults do not depend on the width');
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>text on pictures</title><style>body { margin: 0; height: 4000px }</style></head><body>
      ${textOver(0, 'white', 'white', 'White on white')}
      ${textOver(1500, 'black', 'white', 'White on black')}
      ${textOver(2400, 'white', 'black', 'Black on white')}
      ${textOver(3300, 'white', 'rgb(170, 170, 170)', 'Grey on white')}
    </body></html>`);
  await loadEveryPicture(page);
  expect(await faintTextOnPictures(page)).toEqual([
    expect.stringMatching(/^"White on white" rgb\(255, 255, 255\) on rgb\(255, 255, 255\) behind it: 1\.00:1$/),
    expect.stringMatching(/^"Grey on white" rgb\(170, 170, 170\) on rgb\(255, 255, 255\) behind it: 2\.32:1$/),
  ]);
  // The text hidden for its shots is shown again: the visual test photographs the page after it.
  await expect(page.getByText('Black on white')).toHaveCSS('color', 'rgb(0, 0, 0)');
});
