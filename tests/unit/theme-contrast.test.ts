import { describe, expect, it } from 'vitest';
import { palettes } from '../../src/theme/tokens.ts';

// The accessibility statement promises WCAG 2.1 AA contrast in both themes. axe-core measures the text
// it finds on the pages built today; this holds every pairing the theme allows, so a new page or a
// changed token cannot quietly fall below the ratios the statement names.

/** WCAG 2.1 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

type ColourName = keyof typeof palettes.light;

const backgrounds: ColourName[] = ['bg', 'surface', 'surfaceTinted', 'headerSolid'];
const textColours: ColourName[] = ['text', 'textMuted', 'accent', 'accentStrong', 'danger', 'success'];

/** Normal-size text (WCAG 1.4.3). */
const TEXT_RATIO = 4.5;
/** Large text (1.4.3) and the focus indicator, a user-interface component (1.4.11). */
const LARGE_AND_UI_RATIO = 3;

describe.each(['light', 'dark'] as const)('the %s theme', (theme) => {
  const palette = palettes[theme];

  it.each(textColours.flatMap((fg) => backgrounds.map((bg) => [fg, bg] as const)))(
    `%s text on %s has a contrast of at least ${TEXT_RATIO}:1`,
    (fg, bg) => {
      expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(TEXT_RATIO);
    },
  );

  it(`text on a filled button (onAccent on accent) has at least ${TEXT_RATIO}:1`, () => {
    expect(contrast(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it.each(backgrounds)(`the focus outline stands out from %s by at least ${LARGE_AND_UI_RATIO}:1`, (bg) => {
    expect(contrast(palette.focus, palette[bg])).toBeGreaterThanOrEqual(LARGE_AND_UI_RATIO);
  });
});
