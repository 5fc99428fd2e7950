/**
 * The Atom feed of a collection route that declares one (content/routes.json, collectionRoutes › feed):
 * its entries, newest first, each with its title, summary, author, date and address. Made only from
 * content, with no build time in it, so the same content always gives the same file.
 */
import type { RouteManifest } from '../../../src/generated/content.ts';
import { collections } from '../../../src/content/collections.ts';
import { entryPath, feedFor } from '../../../src/content/manifest.ts';

/** The fields a feed reads from an entry; the collection's schema must give them (the journal's does). */
interface FeedEntry {
  id: string;
  title: string;
  description: string;
  published: string;
  author: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const timestamp = (date: string): string => `${date}T00:00:00Z`;

/** Every feed the manifest declares: its path (such as /blog/feed.xml) and its XML. */
export function feeds(manifest: RouteManifest, siteUrl: string): { path: string; xml: string }[] {
  return Object.keys(manifest.collectionRoutes ?? {}).flatMap((pattern) => {
    const folder = pattern.slice(0, -'/:id'.length);
    const feed = feedFor(folder, manifest);
    if (!feed) return [];
    const entries = [...(((collections as Record<string, object[]>)[feed.collection] ?? []) as FeedEntry[])].sort((a, b) =>
      b.published.localeCompare(a.published),
    );
    const items = entries.map((entry) => {
      const url = `${siteUrl}${entryPath(feed.collection, entry.id, manifest) ?? folder}`;
      return [
        '  <entry>',
        `    <title>${escapeXml(entry.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <id>${escapeXml(url)}</id>`,
        `    <published>${timestamp(entry.published)}</published>`,
        `    <updated>${timestamp(entry.published)}</updated>`,
        `    <author><name>${escapeXml(entry.author)}</name></author>`,
        `    <summary>${escapeXml(entry.description)}</summary>`,
        '  </entry>',
      ].join('\n');
    });
    const xml = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<feed xmlns="http://www.w3.org/2005/Atom">',
      `  <title>${escapeXml(feed.title)}</title>`,
      `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl + folder)}"/>`,
      `  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl + feed.path)}"/>`,
      `  <id>${escapeXml(siteUrl + feed.path)}</id>`,
      `  <updated>${timestamp(entries[0]?.published ?? '1970-01-01')}</updated>`,
      ...items,
      '</feed>',
      '',
    ].join('\n');
    return [{ path: feed.path, xml }];
  });
}
