import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeResolutions } from '../../scripts/lib/build/prerender/prerender.ts';
import { normalizePath, resolvePath, servedPaths } from '../../src/content/manifest.ts';
import { PATH_LIST_URL, resolutionUrl } from '../../src/content/resolution-url.ts';
import { unknownPath } from '../../src/content/routing.ts';
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

describe('resolutions for the browser', () => {
  const withCollection: RouteManifest = {
    ...manifest,
    notFound: 'not-found',
    collectionRoutes: { '/apartments/:id': { collection: 'rooms', page: 'room', notFound: 'room-not-found' } },
  };

  it('answers a path without a file of its own as resolvePath answers it', () => {
    for (const unknown of ['/contcat', '/apartments/999', '/apartments/1/more', '/faqs/nothing'])
      expect(unknownPath(unknown, withCollection), unknown).toEqual(resolvePath(unknown, withCollection));
    expect(unknownPath('/apartments/999', withCollection).pageId).toBe('room-not-found');
    expect(unknownPath('/no-such-page', manifest).pageId).toBe('coming-soon');
  });

  it('writes a file for every route, alias, collection entry and planned path, and the list of pages', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'resolutions-'));
    try {
      await writeResolutions(dir, withCollection);
      const read = (url: string): unknown => JSON.parse(readFileSync(path.join(dir, url), 'utf8'));
      for (const urlPath of ['/', '/faqs', '/experiences', '/cruise/river-cruises', '/blog', '/apartments/3'])
        expect(read(resolutionUrl(urlPath)), urlPath).toEqual(resolvePath(urlPath, withCollection));
      expect(read(PATH_LIST_URL)).toEqual(['/', '/faqs', '/river-cruises', ...[1, 2, 3, 4, 5, 6].map((n) => `/apartments/${n}`)]);
      expect(() => read(resolutionUrl('/contcat'))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
