import { describe, expect, it } from 'vitest';
import { findImageReferences } from '../../scripts/lib/images/references.ts';
import { compositionFor, placeholderSvg } from '../../scripts/lib/images/placeholders/landscapes.ts';
import { placeholderSize } from '../../scripts/lib/images/placeholders/pictures.ts';
import { seabreezeScene } from '../../scripts/lib/images/placeholders/seabreeze.ts';
import { focusStyle, HERO_FOCUS } from '../../src/ui/focus.ts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the sun (or moon) of a placeholder stands, read from its disc. */
const sunOf = (svg: string): { x: number; y: number; r: number } => {
  const disc = /<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)" fill="url\(#disc\)"/.exec(svg);
  if (!disc) throw new Error('no sun in the picture');
  return { x: Number(disc[1]), y: Number(disc[2]), r: Number(disc[3]) };
};

/** Where a placeholder's subject (the first thing its words name) stands. */
const subjectOf = (svg: string): number => {
  const at = /<g id="subject" data-x="([\d.]+)">/.exec(svg);
  if (!at) throw new Error('no subject in the picture');
  return Number(at[1]);
};

describe('a picture’s focus', () => {
  it('becomes its object-position, in percent; without one the picture stays centred', () => {
    expect(focusStyle({ x: 0.8, y: 0.25 })).toEqual({ objectPosition: '80% 25%' });
    expect(focusStyle({ x: 1 / 3, y: 0 })).toEqual({ objectPosition: '33.3% 0%' });
    expect(focusStyle(undefined)).toBeUndefined();
  });

  it('is where placeholder art stands its subject, the sun beside it', () => {
    const { width, height } = placeholderSize('default');
    for (const focus of [
      { x: 0.2, y: 0.25 },
      { x: 0.75, y: 0.3 },
    ]) {
      const svg = placeholderSvg('/images/pages/tuscany/villa.jpg', width, height, { alt: 'A stone villa', focus });
      expect(subjectOf(svg)).toBeCloseTo(focus.x * width, 0);
      const sun = sunOf(svg);
      expect(Math.abs(sun.x - focus.x * width)).toBeGreaterThan(sun.r);
    }
  });

  it('keeps a hero’s subject away from its copy when the content names no focus', () => {
    const { width, height } = placeholderSize('slide');
    const svg = placeholderSvg('/images/home/hero-coast.jpg', width, height, { alt: 'A sailing yacht in a cove' });
    expect(subjectOf(svg)).toBeCloseTo(HERO_FOCUS.x * width, 0);
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
  it('comes from the alt text, then from the file name', () => {
    expect(compositionFor('/images/pages/x/kotor.jpg').motifs).toEqual(['walled town']);
    expect(compositionFor('/images/pages/x/stalls.jpg', 'Stalls of a Christmas market at dusk').setting).toBe('city');
    expect(compositionFor('/images/pages/x/wide.jpg', 'Dunes of the Empty Quarter desert').setting).toBe('desert');
    expect(compositionFor('/images/pages/x/alps.jpg', 'A city street').setting).toBe('city');
    expect(compositionFor('/images/pages/x/camels.jpg', 'A quiet afternoon').motifs).toEqual(['camels']);
    // Whole words only: "iceberg" is not "ice", "courtyard" is not "court".
    expect(compositionFor('/images/pages/x/plain.jpg', 'A courtyard').motifs).not.toContain('court');
  });

  it('draws a town at night with lit windows', () => {
    const alt = 'Market stalls in a square at night';
    const svg = placeholderSvg('/images/pages/christmas/market.jpg', 1600, 1200, { alt });
    expect(compositionFor('/images/pages/christmas/market.jpg', alt).palette).toMatch(/night|navy/);
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
