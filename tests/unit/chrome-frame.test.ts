import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { copyrightLine } from '../../src/chrome/copyright.ts';
import { frames } from '../../src/content/frames.ts';
import { manifest } from '../../src/content/manifest.ts';
import { site } from '../../src/content/site.ts';
import type { Page } from '../../src/generated/content.ts';

const pageOf = (id: string): Page => JSON.parse(readFileSync(`content/pages/${id}.json`, 'utf8')) as Page;

describe('the header at the top of a page', () => {
  it('is see-through only on the routes SPEC section 2 names, over their opening picture', () => {
    const transparent = Object.entries(manifest.routes)
      .filter(([, id]) => id !== undefined && pageOf(id).header === 'transparent')
      .map(([path]) => path)
      .sort();
    expect(transparent).toEqual(['/', '/destination-weddings-honeymoons', '/expedition-cruises', '/river-cruises']);
  });
});

describe('the copyright line', () => {
  it('of every footer, the agency’s and each frame’s, carries the year the site was built', () => {
    const lines = [site.footer.copyright, ...Object.values(frames).map((frame) => frame?.footer.copyright ?? '')];
    for (const line of lines) {
      expect(copyrightLine(line, '2031')).toContain('© 2031');
      expect(copyrightLine(line, '2031')).not.toMatch(/\{year\}|20(2\d|30)/);
    }
  });
});
