import { describe, expect, it } from 'vitest';
import { APP_MODULES_ID, type AppModules } from '../../src/app/load-after-paint.ts';
import type { Rendered } from '../../src/entry-server.tsx';
import { blockPreloads, blockStylesheets, pageChunks, pageTemplate } from '../../scripts/lib/build/prerender/prerender.ts';
import { htmlFileFor } from '../../src/server/static-files.ts';

describe('htmlFileFor', () => {
  it('gives each clean URL its own index.html', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/faqs')).toBe('faqs/index.html');
    expect(htmlFileFor('/cruise/river-cruises')).toBe('cruise/river-cruises/index.html');
  });
});

describe('blockPreloads', () => {
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    '_section.js': { file: 'assets/Section-1.js', imports: ['_runtime.js'] },
    'src/blocks/Hero/Hero.tsx': { file: 'assets/Hero-1.js', imports: ['_section.js', '_runtime.js'] },
    'src/blocks/TileGrid/TileGrid.tsx': { file: 'assets/TileGrid-1.js', imports: ['_section.js'] },
    'src/blocks/Faq/Faq.tsx': { file: 'assets/Faq-1.js' },
  };

  it("preloads the page's block chunks and what they import, once each, but not what the entry already loads", () => {
    expect(blockPreloads(manifest, ['hero', 'tile-grid'])).toEqual([
      { href: '/assets/Hero-1.js' },
      { href: '/assets/Section-1.js' },
      { href: '/assets/TileGrid-1.js' },
    ]);
  });

  it("links the first-screen blocks' stylesheets, and those of what they import, so hydrating restyles nothing", () => {
    const styled = {
      ...manifest,
      'index.html': { ...manifest['index.html'], css: ['assets/index-1.css'] },
      '_picker.js': { file: 'assets/picker-1.js', css: ['assets/picker-1.css'] },
      'src/blocks/Faq/Faq.tsx': { file: 'assets/Faq-1.js', imports: ['_picker.js'], css: ['assets/Faq-1.css'] },
    };
    expect(blockStylesheets(styled, ['hero', 'faq'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/Faq-1.css"><link rel="stylesheet" crossorigin href="/assets/picker-1.css">',
    );
    expect(blockStylesheets(styled, ['hero'])).toBe('');
  });

  it('preloads a wide-screen part only where its media query matches, and not twice', () => {
    const media = '(min-width: 1180px)';
    expect(blockPreloads(manifest, ['hero'], { modules: ['src/blocks/TileGrid/TileGrid.tsx'], media })).toEqual([
      { href: '/assets/Hero-1.js' },
      { href: '/assets/Section-1.js' },
      { href: '/assets/TileGrid-1.js', media },
    ]);
  });

  it("lists a page's first-screen blocks' chunks, so a navigation can fetch them at once", () => {
    expect(pageChunks(manifest, ['hero'])).toEqual(['assets/Hero-1.js', 'assets/Section-1.js']);
  });
});

describe('pageTemplate', () => {
  const template =
    '<html><head><!--app-head-->' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n' +
    '</head><body><div id="root"><!--app-html--></div></body></html>';
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime-1.js' },
    'src/blocks/Hero/Hero.tsx': { file: 'assets/Hero-1.js', imports: ['_runtime.js'] },
  };
  const rendered = {
    head: '<title>Home</title>',
    html: '<h1>Home</h1>',
    firstScreenBlockTypes: ['hero'],
    wideScreenModules: { modules: [], media: '' },
  } as unknown as Rendered;
  const html = pageTemplate(template)(rendered, manifest);

  it('puts the head and the prerendered body in place', () => {
    expect(html).toContain('<head><title>Home</title>');
    expect(html).toContain('<div id="root"><h1>Home</h1></div>');
  });

  it('fetches no code before the first paint: the module script and preloads leave <head> for a list the loader reads', () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const list = new RegExp(`<script type="application/json" id="${APP_MODULES_ID}">(.*?)</script><script>`).exec(html);
    expect(JSON.parse(list?.[1] ?? 'null') as AppModules).toEqual({
      entry: '/assets/index-1.js',
      preload: [{ href: '/assets/runtime-1.js' }, { href: '/assets/Hero-1.js' }],
    });
    expect(html).toMatch(/<script>\(function\(\)\{.*first-contentful-paint.*<\/script><\/body>/);
  });

  it("keeps a page's text as it is, dollar signs included", () => {
    const priced = { ...rendered, html: "<p>From $$1,200 ($& and $' are not patterns)</p>" };
    expect(pageTemplate(template)(priced, manifest)).toContain(`<div id="root">${priced.html}</div>`);
  });

  it('refuses a template without the module script, rather than build pages that never hydrate', () => {
    expect(() => pageTemplate(template.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/no module script/);
  });
});
