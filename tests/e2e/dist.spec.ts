/**
 * Checks of the prerendered build without a browser (the "dist" project): every page of dist/client
 * is whole HTML with its own head and heading, every internal link and #anchor in it resolves, the
 * W3C Nu checker finds no error in any page (one call for all), and its JSON-LD parses and says what
 * the page shows. Pages come from the manifest; no test names one.
 */
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { htmlFileFor } from '../../src/server/static-files.ts';
import { clientDir, relative } from '../../scripts/lib/paths.ts';
import { normalizePath, pageAt, resolvePath, servedPaths } from '../../src/content/manifest.ts';
import { pageDataUrl, type PageDataFile } from '../../src/content/page-data-url.ts';
import { picturesIn } from '../../src/runtime/image-entries.ts';
import type { Page as PageContent } from '../../src/generated/content.ts';
import { SITE_LANGUAGE } from '../../src/app/PageHead.tsx';
import { manifest, pageContent } from './content.ts';

interface BuiltPage {
  /** The path it answers, or null for 404.html, the not-found page of every unknown path. */
  urlPath: string | null;
  file: string;
  html: string;
  content: PageContent;
}

test.skip(!existsSync(path.join(clientDir, '404.html')), `no build in ${relative(clientDir)}/: run \`npm run build\``);

/** The checker's jar, shipped inside the vnu-jar package (its postinstall would fetch a Java; the OS has one). */
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar')), 'build/dist/vnu.jar');

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function builtPages(): BuiltPage[] {
  const pages: Omit<BuiltPage, 'html'>[] = [...servedPaths(manifest), ...manifest.planned].map((urlPath) => ({
    urlPath,
    file: path.join(clientDir, htmlFileFor(urlPath)),
    content: pageAt(pageContent(resolvePath(urlPath, manifest).pageId), resolvePath(urlPath, manifest)),
  }));
  pages.push({
    urlPath: null,
    file: path.join(clientDir, '404.html'),
    content: pageContent(manifest.notFound ?? manifest.fallback),
  });
  return pages.map((page) => ({ ...page, html: existsSync(page.file) ? readFileSync(page.file, 'utf8') : '' }));
}

const label = (page: BuiltPage): string => page.urlPath ?? '404.html';
const idsOf = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
const attributeValues = (html: string, pattern: RegExp): string[] => [...html.matchAll(pattern)].map((m) => decode(m[1]));

/** Whether a built file answers the path: a page, an image, the favicon. */
function isStaticFile(urlPath: string): boolean {
  const file = path.join(clientDir, decodeURIComponent(urlPath));
  return file.startsWith(clientDir) && existsSync(file) && statSync(file).isFile();
}

test.describe('the prerendered build', () => {
  const pages = builtPages();

  test('every page of the manifest was prerendered, whole, with its own title, description and heading', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const where = `${label(page)} (${relative(page.file)})`;
      if (!page.html) {
        problems.push(`${where}: missing`);
        continue;
      }
      const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
      if (decode(title ?? '') !== page.content.title) problems.push(`${where}: title ${JSON.stringify(title)}`);
      const description = /<meta name="description" content="([^"]*)"/.exec(page.html)?.[1];
      if (decode(description ?? '') !== page.content.description)
        problems.push(`${where}: description ${JSON.stringify(description)}`);
      const h1s = page.html.match(/<h1[\s>]/g) ?? [];
      if (h1s.length !== 1) problems.push(`${where}: ${h1s.length} h1 elements`);
      // No part held back for a script to move into place: without JavaScript it would stay hidden.
      if (/<template[\s>]|<div hidden id="S:/.test(page.html)) problems.push(`${where}: a part is left for a script to reveal`);
      if (!/<footer[\s>]/.test(page.html)) problems.push(`${where}: no footer`);
    }
    expect(problems).toEqual([]);
  });

  test('every page says its language, and each thing of its head once: title, description, canonical link, Open Graph card', () => {
    const problems: string[] = [];
    const count = (html: string, pattern: RegExp): number => html.match(pattern)?.length ?? 0;
    for (const page of pages.filter((p) => p.html)) {
      const where = label(page);
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      if (!page.html.includes(`<html lang="${SITE_LANGUAGE}">`)) problems.push(`${where}: no lang="${SITE_LANGUAGE}" on <html>`);
      const canonical = page.urlPath !== null && resolvePath(page.urlPath, manifest).canonicalPath !== null;
      const once: [string, RegExp, number][] = [
        ['<title>', /<title>/g, 1],
        ['description', /<meta name="description"/g, 1],
        ['canonical link', /<link rel="canonical"/g, canonical ? 1 : 0],
        ['og:title', /<meta property="og:title"/g, 1],
        ['og:description', /<meta property="og:description"/g, 1],
        ['og:url', /<meta property="og:url"/g, canonical ? 1 : 0],
        ['twitter:card', /<meta name="twitter:card"/g, 1],
      ];
      for (const [what, pattern, expected] of once) {
        const found = count(page.html, pattern);
        if (found !== expected) problems.push(`${where}: ${found} × ${what}, expected ${expected}`);
        else if (found && count(head, pattern) !== found) problems.push(`${where}: ${what} outside <head>`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every page's content is at its own address, and no script of the build lists the site's pages", () => {
    const ids = [...new Set(servedPaths(manifest).map((urlPath) => resolvePath(urlPath).pageId))];
    for (const pageId of ids) {
      const file = JSON.parse(readFileSync(path.join(clientDir, pageDataUrl(pageId)), 'utf8')) as PageDataFile;
      expect(file.page, pageId).toEqual(pageContent(pageId));
      // With the sizes of every picture it names, so a navigation to it renders without asking for them.
      expect(Object.keys(file.images), pageId).toEqual([...new Set(picturesIn(pageContent(pageId)))].sort());
      for (const [src, entry] of Object.entries(file.images))
        expect(entry, `${pageId}: ${src}`).toEqual({
          width: expect.any(Number),
          height: expect.any(Number),
          srcset: expect.stringContaining('.webp'),
          type: 'image/webp',
        });
    }
    // A table of every page in the code would grow each visitor's download with the site.
    const scripts = readdirSync(path.join(clientDir, 'assets')).filter((file) => file.endsWith('.js'));
    const listing = scripts.filter((file) =>
      readFileSync(path.join(clientDir, 'assets', file), 'utf8').includes('content/pages/'),
    );
    expect(listing).toEqual([]);
  });

  test('every internal link and #anchor resolves to a served path or an element id', () => {
    const byPath = new Map(pages.filter((p) => p.urlPath !== null).map((p) => [p.urlPath as string, p]));
    const problems: string[] = [];
    for (const page of pages) {
      const links = [
        ...attributeValues(page.html, /<a\b[^>]*?\shref="([^"]*)"/g),
        ...attributeValues(page.html, /<img\b[^>]*?\ssrc="([^"]*)"/g),
        ...attributeValues(page.html, /<source\b[^>]*?\ssrc="([^"]*)"/g),
        ...attributeValues(page.html, /<video\b[^>]*?\sposter="([^"]*)"/g),
        ...attributeValues(page.html, /\ssrcset="([^"]*)"/g).flatMap((set) =>
          set.split(',').map((c) => c.trim().split(/\s+/)[0]),
        ),
      ];
      for (const href of links) {
        if (!href.startsWith('/') && !href.startsWith('#')) continue;
        if (href.startsWith('//')) continue;
        const url = new URL(href, `https://site.invalid${page.urlPath ?? '/'}`);
        const target = url.pathname === (page.urlPath ?? '/') && href.startsWith('#') ? page : undefined;
        const resolved = target ?? byPath.get(normalizePath(url.pathname));
        if (!resolved) {
          if (url.hash || !isStaticFile(url.pathname)) problems.push(`${label(page)}: ${href} is not served`);
          continue;
        }
        const anchor = decodeURIComponent(url.hash.slice(1));
        if (anchor && !idsOf(resolved.html).has(anchor))
          problems.push(`${label(page)}: ${href} names no element of ${label(resolved)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every film a page names is in the build, and its page offers it to visitors without a script', () => {
    const problems: string[] = [];
    let films = 0;
    for (const page of pages) {
      for (const [i, block] of page.content.blocks.entries()) {
        const sources = block.type === 'video' ? block.sources : block.type === 'hero' ? block.video?.sources : undefined;
        for (const src of sources ?? []) {
          films++;
          if (!isStaticFile(src))
            problems.push(`${label(page)}: blocks[${i}] (${block.type}) names ${src}, which the build does not have`);
          // A background film is added by the script after load; a video block's player is in the page.
          if (block.type === 'video' && !page.html.includes(`<source src="${src}"`))
            problems.push(`${label(page)}: blocks[${i}] (video) has no <source> for ${src} in its HTML`);
        }
      }
    }
    expect(films, 'films named by the pages').toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test('every page is valid HTML for the W3C Nu checker', () => {
    // One Java process checks every page: 40 to 90 s beside the other workers on a busy machine of two cores.
    test.setTimeout(240_000);
    const java = process.env.JAVA ?? 'java';
    const files = pages.filter((p) => p.html).map((p) => p.file);
    const run = spawnSync(java, ['-Xss1024k', '-jar', vnuJar, '--format', 'json', '--errors-only', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'Java runs the checker: install a JRE (apt-get install default-jre-headless), or set JAVA').toBeUndefined();
    const report = JSON.parse(run.stderr || '{"messages":[]}') as {
      messages: { type: string; url: string; lastLine?: number; message: string; extract?: string }[];
    };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) => `${relative(new URL(m.url).pathname)}:${m.lastLine ?? 0}  ${m.message}  ${(m.extract ?? '').trim().slice(0, 120)}`,
      );
    expect(errors).toEqual([]);
  });

  test('structured data parses and matches the page it is on', () => {
    const problems: string[] = [];
    for (const page of pages) {
      const blocks = attributeValues(page.html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
      const data: {
        '@type'?: string;
        mainEntity?: { name?: string; acceptedAnswer?: { text?: string } }[];
        headline?: string;
        description?: string;
      }[] = [];
      for (const block of blocks) {
        try {
          data.push(JSON.parse(block) as (typeof data)[number]);
        } catch (error) {
          problems.push(`${label(page)}: JSON-LD does not parse: ${(error as Error).message}`);
        }
      }
      const kinds = page.content.structuredData ?? [];
      if (data.length !== kinds.length)
        problems.push(`${label(page)}: ${data.length} JSON-LD blocks for ${kinds.length} declared`);
      const text = decode(page.html.replace(/<[^>]+>/g, ''));
      for (const item of data) {
        if (item['@type'] === 'FAQPage') {
          const questions = page.content.blocks.flatMap((b) => (b.type === 'faq' ? b.sections.flatMap((s) => s.items) : []));
          const names = (item.mainEntity ?? []).map((q) => q.name);
          if (JSON.stringify(names) !== JSON.stringify(questions.map((q) => q.question)))
            problems.push(`${label(page)}: FAQPage questions differ from the page's FAQ`);
          for (const name of names)
            if (!name || !text.includes(name)) problems.push(`${label(page)}: "${name}" is not on the page`);
        } else if (item['@type'] === 'BlogPosting') {
          // The article's headline is its page's one h1, and its description the page's.
          if (
            !item.headline ||
            !new RegExp(`<h1[^>]*>${item.headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`).test(decode(page.html))
          )
            problems.push(`${label(page)}: BlogPosting headline "${item.headline}" is not the page's h1`);
          if (!item.description || !page.content.description.endsWith(item.description))
            problems.push(`${label(page)}: BlogPosting description differs from the page's`);
        } else {
          problems.push(`${label(page)}: JSON-LD of unknown @type ${JSON.stringify(item['@type'])}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
