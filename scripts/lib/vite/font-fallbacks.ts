/**
 * The @font-face rules of the typefaces' stand-ins (src/theme/font-stacks.ts): each local font scaled
 * so that text in it is as wide as in the typeface, with the typeface's ascent, descent and line gap.
 * Lines then break where the typeface breaks them, at the same height, and its arrival shifts nothing.
 * Inlined into every page's <head> by vite.config.ts.
 *
 * One scale per font is not enough. Against Arial, Inter's capitals are narrower than its small
 * letters, and its space narrows as the weight rises, so an uppercase eyebrow in a stand-in scaled
 * on small letters alone ran 4–9 % wide and wrapped a line early. So every stand-in is a family of
 * faces: one per weight the site sets (the typefaces are variable; a stand-in's synthetic bold keeps
 * its regular widths), and within each, the capitals and the space scaled apart from the rest
 * (unicode-range). Vertical metrics come from @capsizecss/metrics.
 */
import { FONT_STACKS, fallbackFamily, type FontStack } from '../../../src/theme/font-stacks.ts';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
}

/** Average advances in ems: of small letters and of capitals, each weighted as in English text, and of the space. */
export interface Widths {
  letters: number;
  capitals: number;
  space: number;
}

/** The weights the site sets, each with the weights its faces answer for. */
const WEIGHTS = { 400: '1 449', 500: '450 549', 600: '550 649', 700: '650 1000' } as const;
type Weight = keyof typeof WEIGHTS;
export const STAND_IN_WEIGHTS = Object.keys(WEIGHTS).map(Number) as Weight[];

/**
 * Measured in Chromium from the fonts' files at 1000 px: the typefaces' latin files as the site
 * serves them, per weight; the stand-ins' regular. Georgia's figures are Gelasio's and Arial's are
 * Arimo's, their metric-compatible twins. tests/e2e/fonts.spec.ts measures the typefaces and the
 * Liberation stand-ins again and fails, printing the new figures, if a font update changes them.
 */
export const TYPEFACE_WIDTHS: Record<string, Record<Weight, Widths>> = {
  cormorantGaramond: {
    400: { letters: 0.42212, capitals: 0.62299, space: 0.234 },
    500: { letters: 0.42397, capitals: 0.62604, space: 0.234 },
    600: { letters: 0.42569, capitals: 0.62905, space: 0.234 },
    700: { letters: 0.42769, capitals: 0.63217, space: 0.234 },
  },
  inter: {
    400: { letters: 0.51625, capitals: 0.66241, space: 0.28125 },
    500: { letters: 0.52436, capitals: 0.66754, space: 0.2666 },
    600: { letters: 0.53237, capitals: 0.6727, space: 0.25195 },
    700: { letters: 0.54048, capitals: 0.67784, space: 0.23682 },
  },
};
const STAND_IN_WIDTHS: Record<string, Widths> = {
  georgia: { letters: 0.48226, capitals: 0.67248, space: 0.24121 },
  notoSerif: { letters: 0.52666, capitals: 0.66302, space: 0.26 },
  tinos: { letters: 0.43268, capitals: 0.65202, space: 0.25 },
  arial: { letters: 0.47698, capitals: 0.66569, space: 0.27783 },
  roboto: { letters: 0.48551, capitals: 0.61786, space: 0.24805 },
  arimo: { letters: 0.47698, capitals: 0.66569, space: 0.27783 },
};

/** Per mille, in English text; a sample with each letter as often as this has its average width. */
const ENGLISH_LETTERS = {
  a: 82, b: 15, c: 28, d: 43, e: 127, f: 22, g: 20, h: 61, i: 70, j: 2, k: 8, l: 40, m: 24,
  n: 67, o: 75, p: 19, q: 1, r: 60, s: 63, t: 91, u: 28, v: 10, w: 24, x: 2, y: 20, z: 1,
}; // prettier-ignore
export const ENGLISH_SAMPLE = Object.entries(ENGLISH_LETTERS)
  .map(([letter, n]) => letter.repeat(n))
  .join('');

/** What each part of a stand-in family covers; a later rule wins where ranges overlap, so the whole range comes first. */
export const PARTS: { part: keyof Widths; range?: string }[] = [
  { part: 'letters' },
  { part: 'capitals', range: 'U+0041-005A,U+00C0-00D6,U+00D8-00DE' },
  { part: 'space', range: 'U+0020,U+00A0' },
];

const metricsOf = async (name: string): Promise<Metrics> =>
  ((await import(`@capsizecss/metrics/${name}`)) as { default: Metrics }).default;

const percent = (n: number): string => `${(n * 100).toFixed(2)}%`;

const widthsOf = <T>(table: Record<string, T>, name: string): T => {
  const widths = table[name];
  if (!widths) throw new Error(`font-fallbacks: no measured widths for '${name}'`);
  return widths;
};

async function stackFaces(stack: FontStack): Promise<string[]> {
  const typeface = await metricsOf(stack.metrics);
  const typefaceWidths = widthsOf(TYPEFACE_WIDTHS, stack.metrics);
  const em = (value: number): number => value / typeface.unitsPerEm;
  return stack.fallbacks.flatMap(({ local, metrics }) => {
    const stand = widthsOf(STAND_IN_WIDTHS, metrics);
    return STAND_IN_WEIGHTS.flatMap((weight) =>
      PARTS.map(({ part, range }) => {
        const sizeAdjust = typefaceWidths[weight][part] / stand[part];
        return [
          `@font-face{font-family:'${fallbackFamily(stack, local)}'`,
          `src:local('${local}')`,
          `font-weight:${WEIGHTS[weight]}`,
          ...(range ? [`unicode-range:${range}`] : []),
          `size-adjust:${percent(sizeAdjust)}`,
          `ascent-override:${percent(em(typeface.ascent) / sizeAdjust)}`,
          `descent-override:${percent(em(Math.abs(typeface.descent)) / sizeAdjust)}`,
          `line-gap-override:${percent(em(typeface.lineGap) / sizeAdjust)}}`,
        ].join(';');
      }),
    );
  });
}

/** Every stand-in's @font-face rules, as one stylesheet. */
export async function fontFallbackCss(): Promise<string> {
  return (await Promise.all(Object.values(FONT_STACKS).map(stackFaces))).flat().join('\n');
}
