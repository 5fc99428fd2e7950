import cormorantGaramond from '@capsizecss/metrics/cormorantGaramond';
import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from '../../scripts/lib/vite/font-fallbacks.ts';
import { FONT_STACKS } from '../../src/theme/font-stacks.ts';
import { font } from '../../src/theme/tokens.ts';

interface Face {
  family: string;
  descriptors: Record<string, string>;
}

const faces = async (): Promise<Face[]> =>
  [...(await fontFallbackCss()).matchAll(/@font-face\{font-family:'([^']+)';([^}]*)\}/g)].map(([, family, body]) => ({
    family: family as string,
    descriptors: Object.fromEntries((body as string).split(';').map((pair) => pair.split(':') as [string, string])),
  }));

const percent = (value: string | undefined): number => Number(value?.replace('%', '')) / 100;

describe('the typefaces’ local stand-ins', () => {
  it('declares faces for every stand-in the font stacks name, and for no other', async () => {
    const declared = new Set((await faces()).map((face) => face.family));
    const named = [font.display, font.body].flatMap((stack) => [...stack.matchAll(/'([^']+ fallback [^']+)'/g)].map((m) => m[1]));
    expect([...declared].sort()).toEqual(named.sort());
    expect(declared.size).toBe(Object.values(FONT_STACKS).flatMap((stack) => stack.fallbacks).length);
  });

  it('gives every stand-in a face per weight range, each with its capitals and space scaled apart', async () => {
    const georgia = (await faces()).filter((face) => face.family === 'Cormorant Garamond Variable fallback Georgia');
    expect(georgia.map((face) => `${face.descriptors['font-weight']} ${face.descriptors['unicode-range'] ?? 'all'}`)).toEqual(
      ['1 449', '450 549', '550 649', '650 1000'].flatMap((weights) => [
        `${weights} all`,
        `${weights} U+0041-005A,U+00C0-00D6,U+00D8-00DE`,
        `${weights} U+0020,U+00A0`,
      ]),
    );
    for (const face of georgia) expect(face.descriptors.src).toBe("local('Georgia')");
    // Scaled apart: Georgia's capitals are wider against its small letters than Cormorant's.
    const [letters, capitals] = georgia.map((face) => percent(face.descriptors['size-adjust']));
    expect(capitals).toBeGreaterThan(letters as number);
  });

  it('gives every face the typeface’s ascent, descent and line gap, whatever its scale', async () => {
    const { ascent, descent, lineGap, unitsPerEm } = cormorantGaramond;
    for (const face of (await faces()).filter((f) => f.family.startsWith('Cormorant'))) {
      const scale = percent(face.descriptors['size-adjust']);
      expect(percent(face.descriptors['ascent-override']) * scale).toBeCloseTo(ascent / unitsPerEm, 3);
      expect(percent(face.descriptors['descent-override']) * scale).toBeCloseTo(-descent / unitsPerEm, 3);
      expect(percent(face.descriptors['line-gap-override']) * scale).toBeCloseTo(lineGap / unitsPerEm, 3);
    }
  });

  it('lists the typeface first and the generic family last', () => {
    expect(font.display.startsWith("'Cormorant Garamond Variable',")).toBe(true);
    expect(font.display.endsWith(', serif')).toBe(true);
    expect(font.body.startsWith("'Inter Variable',")).toBe(true);
    expect(font.body.endsWith(', sans-serif')).toBe(true);
  });
});
