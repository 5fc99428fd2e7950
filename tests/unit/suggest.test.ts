import { describe, expect, it } from 'vitest';
import { closestPaths } from '../../src/app/suggest.ts';

const served = ['/', '/contact', '/experiences', '/our-story', '/faqs'];

describe('closestPaths', () => {
  it('finds the page a mistyped address meant', () => {
    expect(closestPaths('/contcat', served)).toEqual(['/contact']);
    expect(closestPaths('/Our-Story/', served)).toEqual(['/our-story']);
  });

  it('finds the page an address below it belongs to', () => {
    expect(closestPaths('/experiences/somewhere-new', served)).toEqual(['/experiences']);
  });

  it('suggests nothing for an address like no page, and never the home page by distance', () => {
    expect(closestPaths('/private-yachts-pickleball', served)).toEqual([]);
    expect(closestPaths('/x', served)).toEqual([]);
  });
});
