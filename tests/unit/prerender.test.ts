import { describe, expect, it } from 'vitest';
import { htmlFileFor, pageChunks, preloadLinks } from '../../scripts/lib/prerender.ts';

describe('htmlFileFor', () => {
  it('gives each clean URL its own index.html', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/faqs')).toBe('faqs/index.html');
    expect(htmlFileFor('/cruise/river-cruises')).toBe('cruise/river-cruises/index.html');
  });
});

describe('preloadLinks', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_section.js': { file: 'assets/Section-1.js', imports: ['_runtime.js'] },
    'src/blocks/Hero/Hero.tsx': { file: 'assets/Hero-1.js', imports: ['_section.js', '_runtime.js'] },
    'src/blocks/TileGrid/TileGrid.tsx': { file: 'assets/TileGrid-1.js', imports: ['_section.js'] },
    'src/blocks/Faq/Faq.tsx': { file: 'assets/Faq-1.js' },
  };

  it("preloads the page's block chunks and what they import, once each, but not what the entry already loads", () => {
    const links = preloadLinks(manifest, ['hero', 'tile-grid']);
    expect(links.match(/href="[^"]+"/g)).toEqual([
      'href="/assets/Hero-1.js"',
      'href="/assets/Section-1.js"',
      'href="/assets/TileGrid-1.js"',
    ]);
    expect(links).not.toContain('Faq');
  });

  it('preloads a wide-screen part only where its media query matches, and not twice', () => {
    const links = preloadLinks(manifest, ['hero'], {
      modules: ['src/blocks/TileGrid/TileGrid.tsx'],
      media: '(min-width: 1180px)',
    });
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/Section-1.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/TileGrid-1.js" media="(min-width: 1180px)">');
    expect(links.match(/Section-1/g)).toHaveLength(1);
  });

  it("lists a page's content chunk with its first-screen blocks' chunks, so a navigation can fetch them at once", () => {
    const withPage = { ...manifest, 'content/pages/home.json': { file: 'assets/home-1.js' } };
    expect(pageChunks(withPage, 'home', ['hero'])).toEqual(['assets/home-1.js', 'assets/Hero-1.js', 'assets/Section-1.js']);
  });
});
