import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** WCAG 2.1 AA for text: what text over a picture must keep against the brightest point behind it. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
/** WCAG relative luminance of an sRGB colour. */
export const luminance = ([r, g, b]: Rgb): number => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
export const contrast = (a: number, b: number): number => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

interface TextLine {
  text: string;
  color: Rgb;
  /** The picture it is drawn over, by its place among the page's pictures. */
  picture: number;
  /** The line's box in page coordinates (CSS pixels). */
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every line of visible text drawn over a picture: its box overlaps a visible <img>, and no element
 * between the text and the picture paints a background of its own (a solid button on a hero is not
 * text on the picture; its own contrast is axe's to check).
 */
const linesOverPictures = (page: Page): Promise<TextLine[]> =>
  page.evaluate(() => {
    const visible = (el: Element): boolean => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const pictures = [...document.images].filter((img) => img.naturalWidth > 0 && visible(img));
    const lines: TextLine[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || !visible(element)) continue;
      // Text hidden for sight but kept for screen readers sits in a box of 1 px.
      const box = element.getBoundingClientRect();
      if (box.width < 2 || box.height < 2) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 2 || rect.height < 2) continue;
        const picture = pictures.findIndex((img) => {
          const box = img.getBoundingClientRect();
          const overlaps = rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
          if (!overlaps) return false;
          for (let el: Element | null = element; el && !el.contains(img); el = el.parentElement) {
            if (!/rgba\(.*, 0\)|transparent/.test(getComputedStyle(el).backgroundColor)) return false;
          }
          return true;
        });
        if (picture < 0) continue;
        const [r, g, b] = (getComputedStyle(element).color.match(/[\d.]+/g) ?? []).map(Number);
        lines.push({
          text: text.slice(0, 40),
          color: [r, g, b],
          picture,
          x: rect.left + scrollX,
          y: rect.top + scrollY,
          width: rect.width,
          height: rect.height,
        });
      }
    }
    return lines;
  }) as Promise<TextLine[]>;

/**
 * Lines of text over pictures whose colour keeps less than MIN_CONTRAST against the brightest pixel
 * behind their box, with everything but the text as a visitor sees it (the picture, its shades and
 * scrims). The text is hidden for the shots, so its own pixels are not measured, and shown again after.
 * Each problem reads `"Plan my expedition" rgb(…) on rgb(…) behind it: 3.6:1`.
 */
export async function faintTextOnPictures(page: Page): Promise<string[]> {
  const lines = await linesOverPictures(page);
  if (lines.length === 0) return [];
  const hidden = await page.addStyleTag({
    content:
      '*, *::before, *::after { color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; }',
  });
  const problems: string[] = [];
  // One shot per picture, of the lines' boxes over it: a shot of the whole page took about as long as
  // the rest of the page's visual test on long pages.
  const byPicture = new Map<number, TextLine[]>();
  for (const line of lines) {
    const group = byPicture.get(line.picture);
    if (group) group.push(line);
    else byPicture.set(line.picture, [line]);
  }
  const screen = await page.evaluate(() => ({ top: scrollY, bottom: scrollY + innerHeight }));
  for (const group of byPicture.values()) {
    const left = Math.max(0, Math.floor(Math.min(...group.map((line) => line.x))));
    const top = Math.max(0, Math.floor(Math.min(...group.map((line) => line.y))));
    const right = Math.ceil(Math.max(...group.map((line) => line.x + line.width)));
    const bottom = Math.ceil(Math.max(...group.map((line) => line.y + line.height)));
    // Lines on the screen are shot as it stands: for a full-page capture Chromium lays the page out again
    // at another size while it draws (tests/e2e/visual.spec.ts), which can move the text off its picture.
    const onScreen = top >= screen.top && bottom <= screen.bottom;
    const shot = await page.screenshot({
      fullPage: !onScreen,
      clip: { x: left, y: onScreen ? top - screen.top : top, width: right - left, height: bottom - top },
      scale: 'css',
      animations: 'disabled',
      caret: 'hide',
    });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const line of group) {
      let brightest = 0;
      let brightestRgb: Rgb = [0, 0, 0];
      const [x0, y0] = [Math.max(0, Math.floor(line.x) - left), Math.max(0, Math.floor(line.y) - top)];
      const [x1, y1] = [
        Math.min(info.width, Math.ceil(line.x + line.width) - left),
        Math.min(info.height, Math.ceil(line.y + line.height) - top),
      ];
      for (let y = y0; y < y1; y++) {
        for (let x = x0; x < x1; x++) {
          const i = (y * info.width + x) * info.channels;
          const rgb: Rgb = [data[i], data[i + 1], data[i + 2]];
          const l = luminance(rgb);
          if (l > brightest) [brightest, brightestRgb] = [l, rgb];
        }
      }
      const ratio = contrast(luminance(line.color), brightest);
      if (ratio < MIN_CONTRAST) {
        problems.push(
          `"${line.text}" rgb(${line.color.join(', ')}) on rgb(${brightestRgb.join(', ')}) behind it: ${ratio.toFixed(2)}:1`,
        );
      }
    }
  }
  await hidden.evaluate((style) => (style as Element).remove());
  return problems;
}
