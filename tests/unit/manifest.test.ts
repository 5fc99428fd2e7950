import { describe, expect, it } from 'vitest';
import { normalizePath, resolvePath, servedPaths } from '../../src/content/manifest.ts';
import type { RouteManifest } from '../../src/generated/content.ts';

const manifest: RouteManifest = {
  routes: { '/': 'home', '/faqs': 'faqs', '/river-cruises': 'river-cruises' },
  aliases: { '/experiences': '/', '/cruise/river-cruises': '/river-cruises' },
  planned: ['/blog'],
  fallback: 'coming-soon',
};

describe('resolvePath', () => {
  it('answers a route with its own page and itself as canonical', () => {
    expect(resolvePath('/faqs', manifest)).toEqual({ kind: 'route', pageId: 'faqs', canonicalPath: '/faqs' });
  });

  it('answers an alias with the page of its route, canonical to the route', () => {
    expect(resolvePath('/experiences', manifest)).toEqual({ kind: 'alias', pageId: 'home', canonicalPath: '/' });
    expect(resolvePath('/cruise/river-cruises', manifest)).toEqual({
      kind: 'alias',
      pageId: 'river-cruises',
      canonicalPath: '/river-cruises',
    });
  });

  it('answers a planned path with the fallback page, an unknown one with the not-found page when there is one', () => {
    const withNotFound = { ...manifest, notFound: 'not-found' };
    expect(resolvePath('/blog', withNotFound)).toEqual({
      kind: 'fallback',
      pageId: 'coming-soon',
      canonicalPath: null,
      planned: true,
    });
    expect(resolvePath('/contcat', withNotFound)).toEqual({
      kind: 'fallback',
      pageId: 'not-found',
      canonicalPath: null,
      planned: false,
    });
  });

  it('answers planned and unknown paths with the fallback page', () => {
    expect(resolvePath('/blog', manifest)).toEqual({
      kind: 'fallback',
      pageId: 'coming-soon',
      canonicalPath: null,
      planned: true,
    });
    expect(resolvePath('/no-such-page', manifest)).toEqual({
      kind: 'fallback',
      pageId: 'coming-soon',
      canonicalPath: null,
      planned: false,
    });
  });

  it('ignores a trailing slash', () => {
    expect(normalizePath('/faqs/')).toBe('/faqs');
    expect(normalizePath('/')).toBe('/');
    expect(resolvePath('/faqs/', manifest).pageId).toBe('faqs');
  });

  it('serves every route and alias', () => {
    expect(servedPaths(manifest)).toEqual(['/', '/faqs', '/river-cruises', '/experiences', '/cruise/river-cruises']);
  });
});
