import { describe, expect, it } from 'vitest';
import { fontFallbackCss } from '../../scripts/lib/font-fallbacks.ts';
import { FONT_STACKS } from '../../src/theme/font-stacks.ts';
import { font } from '../../src/theme/tokens.ts';

const faces = async (): Promise<Map<string, string>> =>
  new Map(
    [...(await fontFallbackCss()).matchAll(/@font-face\{font-family:'([^']+)';([^}]*)\}/g)].map(([, family, body]) => [
      family as string,
      body as string,
    ]),
  );

describe('the typefaces’ local stand-ins', () => {
  it('declares a face for every stand-in the font stacks name, and names no other', async () => {
    const declared = [...(await faces()).keys()];
    const named = [font.display, font.body].flatMap((stack) => [...stack.matchAll(/'([^']+ fallback [^']+)'/g)].map((m) => m[1]));
    expect(declared.sort()).toEqual(named.sort());
    expect(declared).toHaveLength(Object.values(FONT_STACKS).flatMap((stack) => stack.fallbacks).length);
  });

  it('scales Georgia to Cormorant Garamond as Capsize does (its createFontStack gives 88.3803 % and 104.5482 %)', async () => {
    const georgia = (await faces()).get('Cormorant Garamond Variable fallback Georgia');
    expect(georgia).toContain("src:local('Georgia')");
    expect(georgia).toContain('size-adjust:88.3803%');
    expect(georgia).toContain('ascent-override:104.5482%');
    expect(georgia).toContain('descent-override:32.4733%');
  });

  it('lists the typeface first and the generic family last', () => {
    expect(font.display.startsWith("'Cormorant Garamond Variable',")).toBe(true);
    expect(font.display.endsWith(', serif')).toBe(true);
    expect(font.body.startsWith("'Inter Variable',")).toBe(true);
    expect(font.body.endsWith(', sans-serif')).toBe(true);
  });
});
