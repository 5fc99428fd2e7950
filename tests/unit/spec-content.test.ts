/** Facts of SPEC.md's content pages that the pages once contradicted, checked in the content. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../scripts/lib/paths.ts';
import type { Block, Page } from '../../src/generated/content.ts';

const page = (id: string): Page => JSON.parse(readFileSync(path.join(contentDir, 'pages', `${id}.json`), 'utf8')) as Page;
const blockName = (block: Block): string =>
  'id' in block && block.id ? block.id : 'heading' in block && block.heading ? block.heading.title : block.type;
const order = (id: string): string[] => page(id).blocks.map(blockName);
const text = (id: string): string => JSON.stringify(page(id));
const indexOf = (id: string, name: string): number => {
  const i = order(id).indexOf(name);
  if (i < 0) throw new Error(`${id} has no block ${name}: ${order(id).join(', ')}`);
  return i;
};
const inOrder = (id: string, names: string[]) =>
  expect(names.map((name) => indexOf(id, name))).toEqual(names.map((name) => indexOf(id, name)).sort((a, b) => a - b));

describe('the content pages follow SPEC.md', () => {
  it('/women-who-wander: Explore Upcoming Trips goes to /contact, and View All Upcoming Journeys is there', () => {
    const hero = page('women-who-wander').blocks[0];
    expect(hero.type === 'hero' && hero.actions?.find((a) => a.label === 'Explore Upcoming Trips')?.href).toBe('/contact');
    expect(text('women-who-wander')).toContain('"label":"View All Upcoming Journeys","href":"#journeys"');
  });

  it('/website-policy: misuse may lead to access restrictions or legal action', () => {
    expect(text('website-policy')).toMatch(
      /Misuse of the site may lead us to restrict or end your access to it, and to take legal action/,
    );
  });

  it('section order: coach tours, weddings and honeymoons, Christmas markets, VIP hotels', () => {
    inOrder('coach-and-cultural-tours', ['operators', 'benefits', 'regions', 'From the front seat', 'compare']);
    // Honeymoon destinations come right after the wedding regions.
    expect(indexOf('destination-weddings-honeymoons', 'honeymoons')).toBe(
      indexOf('destination-weddings-honeymoons', 'wedding-regions') + 1,
    );
    inOrder('destination-weddings-honeymoons', [
      'wedding-regions',
      'honeymoons',
      'ceremony',
      'guests',
      'vip-perks',
      'registry',
      'sample-trips',
      'faq',
      'guide',
      'Happily ever after',
    ]);
    inOrder('christmas-markets', ['offer', 'rhine-film', 'vienna-film', 'journeys', 'Home for the holidays', 'features']);
    inOrder('vip-hotels', [
      'partners',
      'Who it is for',
      'Why book your hotel with us',
      'How the privileges reach you',
      'From our guests',
    ]);
  });

  it("/about-evelyn-hart's hero shows her portrait; /our-story names recognition by travel publications", () => {
    const hero = page('about-evelyn-hart').blocks[0];
    expect(hero.type === 'hero' && hero.slides[0]?.image).toMatchObject({
      src: '/images/pages/about-evelyn-hart/portrait.jpg',
      alt: expect.stringMatching(/^Evelyn Hart/),
    });
    expect(text('our-story')).toMatch(/Travel publications have written about our journeys/);
  });
});
