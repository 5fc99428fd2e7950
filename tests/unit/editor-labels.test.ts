import { describe, expect, it } from 'vitest';
import home from '../../content/pages/home.json';
import site from '../../content/site.json';
import { inSentence, itemLabelOf, labelOf, placeInWords, titleOf } from '../../src/editor/form/labels.ts';
import { schemas } from '../../src/editor/schema.ts';

const page = schemas.get('page.schema.json');
const siteSchema = schemas.get('site.schema.json');
if (!page || !siteSchema) throw new Error('the page and site schemas are not found');

describe('the words the editor shows for the schemas’ names', () => {
  it('writes names in words, short words said as letters in capitals', () => {
    expect(labelOf('heroImage')).toBe('Hero image');
    expect(labelOf('text-section')).toBe('Text section');
    expect(labelOf('HeroSlide')).toBe('Hero slide');
    expect(labelOf('faq')).toBe('FAQ');
    expect(labelOf('id')).toBe('ID');
    expect(labelOf('ctaLabel')).toBe('CTA label');
    expect(inSentence('Hero slide')).toBe('hero slide');
    expect(inSentence('FAQ section')).toBe('FAQ section');
  });

  it('writes a title that is a generated type’s name in words, and keeps one written as words', () => {
    expect(titleOf({ title: 'NavItem' }, 'navigation')).toBe('Nav item');
    expect(titleOf({ title: 'Speak with our concierge' }, 'cta')).toBe('Speak with our concierge');
    expect(titleOf({}, 'heroImage')).toBe('Hero image');
    expect(itemLabelOf({}, 'slides')).toBe('Slide');
    expect(itemLabelOf({ title: 'HeroSlide' }, 'slides')).toBe('Hero slide');
  });

  it('names a problem’s place as the form does: items counted from 1, a block with its type', () => {
    const hero = home.blocks.findIndex((b) => b.type === 'hero');
    expect(placeInWords(page, 'page.schema.json', home, ['blocks', hero, 'title'])).toBe(`Block ${hero + 1} (Hero) › Title`);
    expect(placeInWords(page, 'page.schema.json', home, ['blocks', hero, 'slides', 1, 'image'])).toMatch(
      new RegExp(`^Block ${hero + 1} \\(Hero\\) › Hero slide 2 › \\S`),
    );
    expect(placeInWords(page, 'page.schema.json', home, ['title'])).toBe('Title');
    expect(placeInWords(siteSchema, 'site.schema.json', site, ['navigation', 'items', 0, 'name'])).toBe(
      'Main menu › Menu entry 1 › Name',
    );
  });

  it('shows a name the schema does not know as it is, and what follows it', () => {
    expect(placeInWords(page, 'page.schema.json', home, ['unknownMember', 'deeper'])).toBe('unknownMember › deeper');
  });
});
