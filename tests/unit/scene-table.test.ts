import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findImageReferences } from '../../scripts/lib/images/references.ts';
import { compositionFor, placeholderSvg } from '../../scripts/lib/images/placeholders/landscapes.ts';
import { sceneOf, subjectsOf, undrawnSubjects } from '../../scripts/lib/images/placeholders/scene-table.ts';

const { references } = findImageReferences(path.resolve('content'), path.resolve('.'));
/** The agency's pictures; the demo hotel's have a scene table of their own (seabreeze.ts). */
const agency = references.filter((r) => !r.src.startsWith('/images/seabreeze/'));
const names = (alt: string): string[] => sceneOf(alt).motifs.map((m) => m.name);

describe('the scene table', () => {
  it('draws what an alt text names', () => {
    expect(sceneOf('A young mountain gorilla sitting among ferns in a dense forest')).toMatchObject({ setting: 'forest' });
    expect(names('A young mountain gorilla sitting among ferns in a dense forest')).toEqual(['gorilla']);
    expect(names('A safari vehicle parked beneath a baobab tree')).toEqual(['safari vehicle', 'baobab']);
    expect(sceneOf('A river ship gliding past vineyards')).toMatchObject({ setting: 'river' });
    expect(names('A river ship gliding past vineyards')).toEqual(['river ship', 'vineyards']);
    expect(names('White houses and blue domes on the cliffs of Santorini')).toContain('whitewashed village');
    expect(names('The rooftops of Paris at dawn with the Eiffel Tower')).toEqual(['eiffel tower']);
    expect(sceneOf('A passport and a boarding pass lying on a wooden table')).toMatchObject({ setting: 'desk' });
    // "Cypress trees" are cypresses, not cypresses and another tree; an owner is not in the picture.
    expect(names('A stone villa among cypress trees')).toEqual(['villa', 'cypresses']);
    expect(names("Evelyn Hart's writing desk with a map and a pair of glasses")).toEqual(['map', 'glasses']);
  });

  it('reads the subject of an alt text, and names what it cannot draw', () => {
    expect(subjectsOf('A herd of zebra grazing on open grassland')).toEqual(['zebra']);
    expect(subjectsOf('A passport and a boarding pass lying on a table')).toEqual(['passport', 'pass']);
    expect(subjectsOf('An acacia tree on the Kenyan savannah')).toEqual(['acacia']);
    expect(undrawnSubjects('A submarine beneath the ice')).toEqual(['submarine']);
    expect(undrawnSubjects('A hot-air balloon drifting over the savannah')).toEqual([]);
  });

  it('can draw the subject of every alt text in the content', () => {
    const problems = agency.flatMap((r) =>
      undrawnSubjects(r.alt ?? '').map(
        (word) =>
          `${r.files[0]}: the alt text of ${r.src} ("${r.alt}") names "${word}", which the stand-in art cannot draw. ` +
          'Describe what the picture shows, or add the thing to scripts/lib/images/placeholders/scene-table.ts.',
      ),
    );
    expect(problems).toEqual([]);
  });

  it('gives every picture of a page its own scene', () => {
    const pages = new Map<string, typeof agency>();
    for (const r of agency) for (const file of r.files) pages.set(file, [...(pages.get(file) ?? []), r]);
    const repeats: string[] = [];
    for (const [file, pictures] of pages) {
      const seen = new Map<string, string>();
      for (const r of pictures) {
        const { setting, motifs } = compositionFor(r.src, r.alt);
        const key = `${setting}: ${motifs.join(', ')}`;
        if (seen.has(key)) repeats.push(`${file}: ${r.src} and ${seen.get(key)} are both drawn as ${key}`);
        seen.set(key, r.src);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('stands the subject at the picture’s focus', () => {
    for (const focus of [
      { x: 0.3, y: 0.4 },
      { x: 0.7, y: 0.5 },
    ]) {
      const svg = placeholderSvg('/images/pages/x/giraffe.jpg', 1600, 1200, { alt: 'A giraffe on the savannah', focus });
      const at = /<g id="subject" data-x="([\d.]+)">/.exec(svg);
      expect(Number(at?.[1])).toBeCloseTo(focus.x * 1600, 0);
    }
  });
});
