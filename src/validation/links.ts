/** Links, pictures and files named in content: each must lead to a page, an anchor or a file of the site. */
import { parseRichText } from '../content/rich-text.ts';
import { entryPaths, missingEntry, type Collection } from './collections.ts';
import type { Manifest } from './manifest.ts';
import type { Problem } from './problem.ts';
import type { Marked } from './schemas.ts';
import { problemAt, type SourceFile } from './source.ts';
import { didYouMean, quote } from './words.ts';

/** The files under public/, which content names by the path the site serves them at. */
export interface PublicFiles {
  /** Every file's path as the site serves it, such as `/images/home/paris.jpg`. */
  paths: ReadonlySet<string>;
  /** The folder as shown in messages, such as `public`. */
  label: string;
}

/**
 * `/images/./a/../b.jpg` as `/images/b.jpg`, the file a server would look for; undefined for a path
 * that climbs out of public/, which names no file of the site whatever lies there.
 */
function publicPath(value: string): string | undefined {
  const parts: string[] = [];
  for (const part of value.split('/')) {
    if (part === '' || part === '.') continue;
    if (part !== '..') parts.push(part);
    else if (parts.pop() === undefined) return undefined;
  }
  return `/${parts.join('/')}`;
}

export interface PageInfo {
  /**
   * The page's file parsed again, to place a problem: a parsed file holds a node per value, and keeping
   * every page's until the links are checked made a large site's run mostly garbage collection.
   */
  source: () => SourceFile;
  anchors: Set<string>;
  /** The topics of the page's contact forms, which a link such as /contact?topic=weddings may name. */
  topics: Set<string>;
  /** What its links are checked by (`linkMarks`). */
  marked: Marked[];
}

export function topicsOf(data: unknown): Set<string> {
  const blocks = (data as { blocks?: unknown }).blocks;
  const topics = new Set<string>();
  if (!Array.isArray(blocks)) return topics;
  for (const block of blocks as { type?: unknown; topics?: unknown }[]) {
    if (block.type === 'contact-form' && block.topics !== null && typeof block.topics === 'object') {
      for (const topic of Object.keys(block.topics)) topics.add(topic);
    }
  }
  return topics;
}

/** The anchors and contact topics of the page a site path shows, when it shows one. */
export interface LinkTargets {
  anchorsOfPath: (p: string) => Set<string> | undefined;
  topicsOfPath: (p: string) => Set<string> | undefined;
  /** Whether what the page at a path holds is unknown here (it could not be read, and says so itself): its topics are not judged. */
  unknownPage: (p: string) => boolean;
}

/**
 * Every path a link may lead to, gathered once for a run: each link is looked up here, so checking a
 * page's links costs the same on a site of ten pages as on one of ten thousand.
 */
export interface LinkIndex {
  manifest: Manifest;
  collections: Map<string, Collection>;
  /** Routes, aliases, planned paths and collection entries' paths, in that order (did-you-mean prefers the first). */
  paths: readonly string[];
  known: ReadonlySet<string>;
}

export function indexLinks(manifest: Manifest, collections: Map<string, Collection> = new Map()): LinkIndex {
  const paths = [
    ...Object.keys(manifest.routes),
    ...Object.keys(manifest.aliases),
    ...manifest.planned,
    ...entryPaths(manifest, collections),
  ];
  return { manifest, collections, paths, known: new Set(paths) };
}

/**
 * The marks `checkLinks` reads. A page's are kept until every page has been read (a link may name any
 * page's anchors), and its rich text, mostly without a link, was most of them: on a large site, most of
 * the check's memory and of its garbage collection.
 */
export const linkMarks = (marked: Marked[]): Marked[] =>
  marked.filter((mark) => (mark.kind === 'rich-text' ? mark.value.includes('](') : mark.kind !== 'anchor'));

export function checkLinks(
  file: SourceFile | (() => SourceFile),
  marked: Marked[],
  pageAnchors: Set<string> | undefined,
  index: LinkIndex | undefined,
  { anchorsOfPath, topicsOfPath, unknownPage }: LinkTargets,
  publicFiles: PublicFiles,
): Problem[] {
  const problems: Problem[] = [];
  let parsed = typeof file === 'function' ? undefined : file;
  const source = (): SourceFile => (parsed ??= (file as () => SourceFile)());
  const manifest = index?.manifest;
  const collections = index?.collections ?? new Map<string, Collection>();
  /** For /apartments/7 under the route /apartments/:id: the message that room 7 does not exist. */
  const missingEntryOf = (p: string): string | undefined => {
    for (const [pattern, route] of Object.entries(manifest?.collectionRoutes ?? {})) {
      const prefix = pattern.slice(0, -':id'.length);
      const collection = collections.get(route.collection);
      const id = p.slice(prefix.length);
      if (collection && p.startsWith(prefix) && id && !id.includes('/')) return missingEntry(collection, id);
    }
    return undefined;
  };
  const checkHref = (pointer: string, href: string, where: string): void => {
    if (href.startsWith('tel:') && !TEL.test(href)) {
      problems.push(
        problemAt(
          source(),
          pointer,
          'bad-link',
          `${where}${quote(href)} is not a phone number.`,
          `Write tel: and the number with its country code, digits only, such as tel:+12395550148.`,
        ),
      );
      return;
    }
    if (href.startsWith('mailto:') && !MAILTO.test(href)) {
      problems.push(
        problemAt(
          source(),
          pointer,
          'bad-link',
          `${where}${quote(href)} is not an email address.`,
          `Write mailto: and the address, such as mailto:concierge@halcyonvoyages.example.`,
        ),
      );
      return;
    }
    if (/^(?:https:|mailto:|tel:)/.test(href)) return;
    if (href.startsWith('#')) {
      const anchor = href.slice(1);
      if (!pageAnchors) {
        problems.push(
          problemAt(
            source(),
            pointer,
            'missing-anchor',
            `${where}${quote(href)} points at an anchor, but this file is shared by every page.`,
            `Write the page's path before it, such as /contact${href}.`,
          ),
        );
      } else if (!pageAnchors.has(anchor)) {
        problems.push(
          problemAt(
            source(),
            pointer,
            'missing-anchor',
            `${where}${quote(href)} points at no block on this page.`,
            `${didYouMean(anchor, [...pageAnchors])} Give the block "id": ${quote(anchor)}, or link to an existing id: ${[...pageAnchors].join(', ') || '(none on this page)'}.`,
          ),
        );
      }
      return;
    }
    if (!index) return;
    const [beforeAnchor, anchor] = href.split('#');
    // A ?topic= names the subject of a call to the contact page; the path alone decides where it goes.
    const [pathPart, query] = beforeAnchor.split('?');
    if (!index.known.has(pathPart)) {
      const missing = missingEntryOf(pathPart);
      if (missing) {
        problems.push(problemAt(source(), pointer, 'missing-entry', `${where}${quote(pathPart)} leads nowhere: ${missing}`));
        return;
      }
      problems.push(
        problemAt(
          source(),
          pointer,
          'dead-link',
          `${where}${quote(pathPart)} is not a page of this site.`,
          `${didYouMean(pathPart, index.paths)} Link to a route, an alias or a planned path of content/routes.json, or add it there.`,
        ),
      );
      return;
    }
    const topic = query?.replace(/^topic=/, '');
    if (topic !== undefined && !unknownPage(pathPart)) {
      const topics = [...(topicsOfPath(pathPart) ?? [])];
      if (!topics.includes(topic)) {
        problems.push(
          problemAt(
            source(),
            pointer,
            'unknown-topic',
            topics.length === 0
              ? `${where}the page at ${pathPart} has no contact form with topics, so "?topic=${topic}" would fill in nothing. Remove "?topic=${topic}", or link to /contact?topic=… instead.`
              : `${where}${quote(topic)} is not a topic of the contact form at ${pathPart}.${didYouMean(topic, topics)} Topics: ${topics.join(', ')}. Add it to that form's "topics", or name one of these.`,
          ),
        );
      }
    }
    const targetAnchors = anchorsOfPath(pathPart);
    if (anchor && targetAnchors && !targetAnchors.has(anchor)) {
      problems.push(
        problemAt(
          source(),
          pointer,
          'missing-anchor',
          `${where}the page at ${pathPart} has no block with "id": ${quote(anchor)}.`,
          didYouMean(anchor, [...targetAnchors]),
        ),
      );
    }
  };
  for (const mark of marked) {
    if (mark.kind === 'href') checkHref(mark.pointer, mark.value, '');
    else if (mark.kind === 'rich-text') {
      for (const part of parseRichText(mark.value)) {
        if (part.kind === 'link') checkHref(mark.pointer, part.href, `the link [${part.text}] in this text: `);
      }
    } else if (mark.kind === 'image' || mark.kind === 'file') {
      const found = publicPath(mark.value);
      if (found === undefined || !publicFiles.paths.has(found)) {
        const folder = (found ?? '/').replace(/\/[^/]*$/, '');
        const siblings = [...publicFiles.paths].filter((p) => p.slice(0, p.lastIndexOf('/')) === folder);
        problems.push(
          problemAt(
            source(),
            mark.pointer,
            'missing-image',
            `${mark.kind === 'image' ? 'image' : 'file'} ${quote(mark.value)} does not exist in ${publicFiles.label}/.`,
            `${didYouMean(mark.value, siblings)} Put the file there, or correct the path.`,
          ),
        );
      }
    }
  }
  return problems;
}

/** A phone number as a link: digits only, with the country code, as in the href schema. */
const TEL = /^tel:\+?\d{7,15}$/;
/** One address, optionally with ?subject=…: enough to refuse scripts and typos such as mailto:name. */
const MAILTO = /^mailto:[^\s@?:/]+@[^\s@?:/]+\.[^\s@?:/.]{2,}(?:\?\S*)?$/;
