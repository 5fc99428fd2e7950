/**
 * The @font-face rules of the typefaces' stand-ins (src/theme/font-stacks.ts): each local font scaled
 * so that its average letter is as wide as the typeface's (size-adjust), with the typeface's ascent,
 * descent and line gap. Lines then break where the typeface breaks them, at the same height, and its
 * arrival shifts nothing. Inlined into every page's <head> by vite.config.ts.
 */
import { FONT_STACKS, fallbackFamily, type FontStack } from '../../src/theme/font-stacks.ts';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const metricsOf = async (name: string): Promise<Metrics> =>
  ((await import(`@capsizecss/metrics/${name}`)) as { default: Metrics }).default;

const percent = (n: number): string => `${(n * 100).toFixed(4)}%`;

async function stackFaces(stack: FontStack): Promise<string[]> {
  const typeface = await metricsOf(stack.metrics);
  const per = (value: number, m: Metrics): number => value / m.unitsPerEm;
  return Promise.all(
    stack.fallbacks.map(async ({ local, metrics }) => {
      const stand = await metricsOf(metrics);
      const sizeAdjust = per(typeface.xWidthAvg, typeface) / per(stand.xWidthAvg, stand);
      return [
        `@font-face{font-family:'${fallbackFamily(stack, local)}'`,
        `src:local('${local}')`,
        `size-adjust:${percent(sizeAdjust)}`,
        `ascent-override:${percent(per(typeface.ascent, typeface) / sizeAdjust)}`,
        `descent-override:${percent(per(Math.abs(typeface.descent), typeface) / sizeAdjust)}`,
        `line-gap-override:${percent(per(typeface.lineGap, typeface) / sizeAdjust)}}`,
      ].join(';');
    }),
  );
}

/** Every stand-in's @font-face rule, as one stylesheet. */
export async function fontFallbackCss(): Promise<string> {
  return (await Promise.all(Object.values(FONT_STACKS).map(stackFaces))).flat().join('\n');
}
