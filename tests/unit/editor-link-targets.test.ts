/** A link field's offer (src/editor/link-targets.ts): a few targets that match what is typed, not every page of the site. */
import { describe, expect, it } from 'vitest';
import { linkTargets, OFFERED_TARGETS } from '../../src/editor/link-targets.ts';

const site = linkTargets([
  { value: '#awards', label: 'On this page' },
  ...Array.from({ length: 10_000 }, (_, i) => ({ value: `/journeys/trip-${i}`, label: `Journey ${i}` })),
  { value: '/our-advisors', label: 'Our Advisors' },
  { value: '/about/our-advisors', label: 'Alias of /our-advisors' },
]);

describe('the targets a link field offers', () => {
  it('are at most a few, however many pages the site has', () => {
    expect(site.offer('')).toHaveLength(OFFERED_TARGETS);
    expect(site.offer('/journeys/')).toHaveLength(OFFERED_TARGETS);
  });

  it('are those whose address starts with what is typed first, then those whose address or title holds it', () => {
    expect(site.offer('/our-adv').map((t) => t.value)).toEqual(['/our-advisors', '/about/our-advisors']);
    expect(site.offer('journey 9999').map((t) => t.value)).toEqual(['/journeys/trip-9999']);
    expect(site.offer('#').map((t) => t.value)).toEqual(['#awards']);
  });

  it('know every target, offered or not', () => {
    expect(site.has('/journeys/trip-9999')).toBe(true);
    expect(site.has('#awards')).toBe(true);
    expect(site.has('/journeys/trip-10000')).toBe(false);
  });
});
