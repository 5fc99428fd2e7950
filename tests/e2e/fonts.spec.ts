/**
 * The typefaces' stand-ins (scripts/lib/vite/font-fallbacks.ts), measured in the browser that draws them:
 * the widths the stand-ins are scaled by are still the typefaces' own, and a stand-in installed here
 * (Liberation, on Linux) sets English text as wide and lines as tall as the typeface does, at every
 * weight the site uses, so nothing rewraps or moves when the typeface arrives.
 */
import type { Page } from '@playwright/test';
import {
  ENGLISH_SAMPLE,
  PARTS as FACE_PARTS,
  STAND_IN_WEIGHTS as WEIGHTS,
  TYPEFACE_WIDTHS,
  type Widths,
} from '../../scripts/lib/vite/font-fallbacks.ts';
import { FONT_STACKS, fallbackFamily } from '../../src/theme/font-stacks.ts';
import { expect, openPage, test } from './helpers-chrome.ts';

test.beforeEach(async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'fonts are drawn the same at every width');
  await openPage(page, '/');
  await page.evaluate(
    async ({ families, weights }) => {
      await Promise.all(families.flatMap((family) => weights.map((w) => document.fonts.load(`${w} 16px '${family}'`))));
    },
    { families: Object.values(FONT_STACKS).map((stack) => stack.family), weights: WEIGHTS },
  );
});

/** Width per character in ems, and the height of a line at `line-height: normal`, of each text in one family only. */
async function measure<T extends { family: string; weight: number; text: string }>(page: Page, runs: T[]) {
  const measured = await page.evaluate((runs) => {
    return runs.map(({ family, weight, text }) => {
      const span = document.createElement('span');
      // monospace last: a family that is not there shows at once as a very different width.
      span.style.cssText = `font:${weight} 1000px '${family}', monospace;white-space:pre;position:absolute;line-height:normal`;
      span.textContent = text;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { perChar: width / text.length / 1000, height: height / 1000 };
    });
  }, runs);
  return runs.map((run, index) => ({ ...run, ...(measured[index] ?? { perChar: NaN, height: NaN }) }));
}

const PARTS = FACE_PARTS.map(({ part }) => part);
const textOf = (sample: string, part: keyof Widths): string =>
  part === 'letters' ? sample : part === 'capitals' ? sample.toUpperCase() : ' '.repeat(40);

test('the widths the stand-ins are scaled by are still the typefaces’ own', async ({ page }) => {
  const runs = Object.values(FONT_STACKS).flatMap((stack) =>
    WEIGHTS.flatMap((weight) =>
      PARTS.map((part) => ({ stack, weight, part, family: stack.family, text: textOf(ENGLISH_SAMPLE, part) })),
    ),
  );
  const measured: Record<string, Record<number, Partial<Widths>>> = {};
  const off: string[] = [];
  for (const { stack, weight, part, perChar } of await measure(page, runs)) {
    const width = Number(perChar.toFixed(5));
    ((measured[stack.metrics] ??= {})[weight] ??= {})[part] = width;
    const table = TYPEFACE_WIDTHS[stack.metrics]?.[weight as 400]?.[part] ?? NaN;
    // 0.3 %: the headless shell sets advances on whole pixels, so a space at 1000 px is off by up to 0.2 %.
    if (!(Math.abs(width / table - 1) < 0.003)) off.push(`${stack.metrics} ${weight} ${part}: ${width}, the table has ${table}`);
  }
  // On a font update this fails with the new figures, to be copied into TYPEFACE_WIDTHS.
  expect(off, JSON.stringify(measured, null, 2)).toEqual([]);
});

for (const stack of Object.values(FONT_STACKS)) {
  const stand = stack.fallbacks.find(({ local }) => local.startsWith('Liberation'));
  if (!stand) continue;
  test(`${stand.local} stands in for ${stack.family} at its width and line height`, async ({ page }) => {
    const family = fallbackFamily(stack, stand.local);
    // The sample the widths were measured on, and real text the averages must also hold for.
    const samples = [ENGLISH_SAMPLE, 'The people behind every journey, from the first call to the last mile home'];
    const cases = WEIGHTS.flatMap((weight) =>
      samples.flatMap((sample, index) => PARTS.map((part) => ({ weight, index, part, text: textOf(sample, part) }))),
    );
    const typeface = await measure(
      page,
      cases.map((c) => ({ ...c, family: stack.family })),
    );
    const standIn = await measure(
      page,
      cases.map((c) => ({ ...c, family })),
    );
    const off = standIn.flatMap(({ weight, index, part, perChar, height }, i) => {
      const { perChar: typefacePerChar, height: typefaceHeight } = typeface[i] ?? { perChar: NaN, height: NaN };
      const ratio = perChar / typefacePerChar;
      const heights = [height, typefaceHeight];
      // The measured sample matches to rounding; real text within the spread of its letters.
      const wide = !(Math.abs(ratio - 1) < (index === 0 ? 0.001 : 0.02));
      const tall = !(Math.abs(height - typefaceHeight) < 0.002);
      return wide || tall
        ? [
            `${weight} ${part} of sample ${index + 1}: ${ratio.toFixed(4)}× as wide, lines ${heights.map((h) => h.toFixed(3)).join(' against ')} em`,
          ]
        : [];
    });
    expect(off, family).toEqual([]);
  });
}
