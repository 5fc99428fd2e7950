/** The drawing primitives the stand-in pictures share: a seeded random stream, colour mixing, numbers for SVG. */
import { createHash } from 'node:crypto';

/** A small, fast, seedable generator: the same seed always draws the same picture. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const seedOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32LE(0);

type Rgb = [number, number, number];

const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [hex(a), hex(b)];
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
};

/** A coordinate for SVG: one decimal is finer than a pixel at full size and keeps the files small. */
export const f = (n: number): string => n.toFixed(1);

/** The words of a text, lower case, for choosing a scene from a picture's name and description. */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
