import { describe, expect, it } from 'vitest';
import { findImageReferences } from '../../scripts/lib/images/references.ts';
import { compositionFor, placeholderSvg } from '../../scripts/lib/images/placeholders/landscapes.ts';
import { placeholderSize } from '../../scripts/lib/images/placeholders/pictures.ts';
import { seabreezeScene } from '../../scripts/lib/images/placeholders/seabreeze.ts';
import { focusStyle, HERO_FOCUS, HERO_FOCUS_NARROW } from '../../src/ui/focus.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the sun (or moon) of a placeholder stands, read from its disc. */
const sunOf = (svg: string): { x: number; y: number; r: number } => {
  const disc = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="url\(#disc\)"/.exec(svg);
  if (!disc) throw new Error('no sun in the picture');
  return { x: Number(disc[1]), y: Number(disc[2]), r: Number(disc[3]) };
};

describe('a picture’s focus', () => {
  it('becomes its object-position, in percent; without one the picture stays centred', () => {
    expect(focusStyle({ x: 0.8, y: 0.25 })).toEqual({ objectPosition: '80% 25%' });
    expect(focusStyle({ x: 1 / 3, y: 0 })).toEqual({ objectPosition: '33.3% 0%' });
    expect(focusStyle(undefined)).toBeUndefined();
  });

  it('is where placeholder art puts its sun', () => {
    const { width, height } = placeholderSize('default');
    for (const focus of [
      { x: 0.2, y: 0.25 },
      { x: 0.75, y: 0.3 },
    ]) {
      const sun = sunOf(placeholderSvg('/images/pages/tuscany/villa.jpg', width, height, { focus }));
      expect(sun.x).toBeCloseTo(focus.x * width, 0);
      expect(sun.y).toBeCloseTo(focus.y * height, 0);
    }
  });

  it('keeps a hero’s sun away from its copy when the content names no focus', () => {
    const { width, height } = placeholderSize('slide');
    const sun = sunOf(placeholderSvg('/images/home/hero-coast.jpg', width, height));
    expect(sun.x).toBeCloseTo(HERO_FOCUS.x * width, 0);
    expect(sun.y).toBeCloseTo(HERO_FOCUS.y * height, 0);
  });

  it('leaves a hero’s sun out of a phone’s portrait crop, where the copy spans the whole width', () => {
    const { width, height } = placeholderSize('slide');
    // The shortest hero (480 px) on a 390 px screen shows the widest slice of the picture.
    const shown = 390 / ((480 * width) / height);
    const left = HERO_FOCUS_NARROW.x * (1 - shown);
    for (const name of ['hero-coast', 'faqs', 'kenya']) {
      const sun = sunOf(placeholderSvg(`/images/nav/${name}.jpg`, width, height));
      expect(sun.x - sun.r * 1.1).toBeGreaterThan((left + shown) * width);
    }
  });

  it('keeps the sun in the sky when the focus is low in the picture', () => {
    const { width, height } = placeholderSize('default');
    const sun = sunOf(placeholderSvg('/images/pages/x/harbour.jpg', width, height, { focus: { x: 0.5, y: 0.95 } }));
    expect(sun.y).toBeLessThan(height * 0.6);
  });

  it('varies where the sun stands across pictures without a focus', () => {
    const { width, height } = placeholderSize('default');
    const places = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => {
        const x = sunOf(placeholderSvg(`/images/pages/one-page/${name}.jpg`, width, height)).x / width;
        return Math.round(x * 6) / 6;
      }),
    );
    expect(places.size).toBeGreaterThan(1);
  });
});

describe('a placeholder’s motif', () => {
  it('comes from the file name, then from the alt text', () => {
    expect(compositionFor('/images/pages/x/kotor.jpg').scene).toBe('city');
    expect(compositionFor('/images/pages/x/oman.jpg').scene).toBe('desert');
    expect(compositionFor('/images/pages/x/stalls.jpg', 'Stalls of a Christmas market at dusk').scene).toBe('city');
    expect(compositionFor('/images/pages/x/wide.jpg', 'Dunes of the Empty Quarter desert').scene).toBe('desert');
    expect(compositionFor('/images/pages/x/alps.jpg', 'A city street').scene).toBe('mountains');
    // Whole words only: "iceberg" is not "ice", "courtyard" is not "court".
    expect(compositionFor('/images/pages/x/plain.jpg', 'A courtyard').scene).not.toBe('hills');
  });

  it('draws a city as buildings, with lit windows at night', () => {
    const svg = placeholderSvg('/images/pages/christmas/market.jpg', 1600, 1200);
    expect(compositionFor('/images/pages/christmas/market.jpg').palette).toMatch(/night|navy/);
    // Windows are drawn as small h/v squares, which nothing else in the picture uses.
    expect(svg).toMatch(/ h[\d.]+ v[\d.]+ h-/);
  });

  it('is read with the alt text and focus of a picture’s first mention', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'focus-test-'));
    try {
      mkdirSync(path.join(root, 'content/pages'), { recursive: true });
      writeFileSync(
        path.join(root, 'content/pages/a.json'),
        JSON.stringify({ image: { src: '/images/a/one.jpg', alt: 'A souk at night', focus: { x: 0.3, y: 0.2 } } }),
      );
      const { references } = findImageReferences(path.join(root, 'content'), root);
      expect(references).toEqual([
        {
          src: '/images/a/one.jpg',
          role: 'default',
          files: ['content/pages/a.json'],
          alt: 'A souk at night',
          focus: { x: 0.3, y: 0.2 },
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the demo hotel’s pictures', () => {
  it('show their subject, read from the file name and the alt text', () => {
    expect(seabreezeScene('/images/seabreeze/rooms/suite.jpg', 'A king bed with white linen facing the Gulf')).toBe('bedroom');
    expect(seabreezeScene('/images/seabreeze/rooms/suite-bath.jpg', 'A marble bathroom with a rainfall shower')).toBe('bathroom');
    expect(seabreezeScene('/images/seabreeze/amenities/fitness-studio.jpg', 'A bright fitness studio')).toBe('gym');
    expect(seabreezeScene('/images/seabreeze/rooms/executive-beach-studio.jpg', 'A writing desk and a view of the beach')).toBe(
      'studio',
    );
    expect(seabreezeScene('/images/seabreeze/gallery/garden-view.jpg', 'A balcony looking over palm trees and a garden')).toBe(
      'terrace',
    );
    expect(seabreezeScene('/images/seabreeze/gallery/beach-cabanas.jpg', 'White cabanas with towels on the sand')).toBe('beach');
  });

  it('differ from one another on a page', () => {
    const { references } = findImageReferences(path.resolve('content'));
    const gallery = references.filter((r) => r.files.includes('content/pages/seabreeze-gallery.json'));
    const svgs = new Set(gallery.map((r) => placeholderSvg(r.src, 1600, 1200, r)));
    expect(svgs.size).toBe(gallery.length);
    // Most of a gallery's pictures are scenes no other picture of it shows.
    const scenes = gallery.map((r) => seabreezeScene(r.src, r.alt));
    expect(new Set(scenes).size).toBeGreaterThanOrEqual(gallery.length - 3);
  });
});
