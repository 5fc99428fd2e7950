/**
 * The content chores behind `npm run new-page`, `npm run move-page` and `npm run links`: each reads and
 * edits the JSON files of a content folder as text, so every file keeps its formatting.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ArrayNode, MemberNode, ObjectNode } from '@humanwhocodes/momoa';
import { format, resolveConfig } from 'prettier';
import {
  appendMember,
  applyEdits,
  member,
  parseJsonText,
  removeElement,
  replaceNode,
  stringNodes,
  type Edit,
} from './json-edit.ts';
import { contentJsonFiles } from '../images/references.ts';
import { readContentText } from './validate/read.ts';
import { placeholderSize, readRecord, renderPlaceholder, writeRecord } from '../images/placeholders/pictures.ts';
import { sampleAlt } from '../../../src/validation/index.ts';
import { sha256 } from '../hash.ts';
import { writeAtomic } from '../write-atomic.ts';

/** A refusal with its reason, for a person: printed as is, without a stack trace. */
export class ContentChoreError extends Error {}

/** The form of a route's path in schemas/routes.schema.json. */
const PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface LinkPlace {
  /** As given: relative to the content folder's parent, such as content/pages/home.json. */
  file: string;
  line: number;
  column: number;
  /** The link, or the text that holds it. */
  text: string;
}

interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
}

const display = (contentDir: string, file: string): string =>
  path.relative(path.dirname(contentDir), file).split(path.sep).join('/');

/** Every content file that may hold links: site.json, the pages and any collections. */
function linkingFiles(contentDir: string): string[] {
  return contentJsonFiles(contentDir).filter((file) => file !== path.join(contentDir, 'routes.json'));
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link to `target` as a whole value: the path itself, or with an #anchor or ?topic= after it. */
const linksTo = (value: string, target: string): boolean =>
  value === target || value.startsWith(`${target}#`) || value.startsWith(`${target}?`);

/** The same inside rich text: [words](target), [words](target#anchor), [words](target?topic=…). */
const richLink = (target: string): RegExp => new RegExp(`\\]\\(${escapeRegExp(target)}(?=[)#?])`, 'g');

interface Found extends LinkPlace {
  edit: (to: string) => Edit;
}

function findIn(contentDir: string, file: string, target: string): Found[] {
  const text = readContentText(file, contentDir);
  const found: Found[] = [];
  for (const node of stringNodes(parseJsonText(text))) {
    const place = { file: display(contentDir, file), line: node.loc.start.line, column: node.loc.start.column, text: node.value };
    if (linksTo(node.value, target)) {
      found.push({ ...place, edit: (to) => replaceNode(node, to + node.value.slice(target.length)) });
    } else if (richLink(target).test(node.value)) {
      const raw = text.slice(node.loc.start.offset, node.loc.end.offset);
      found.push({
        ...place,
        edit: (to) => ({
          start: node.loc.start.offset,
          end: node.loc.end.offset,
          text: raw.replace(richLink(target), `](${to}`),
        }),
      });
    }
  }
  return found;
}

/** Every place in the content that links to a path (aliases that show it included), in file order. */
export function findLinks(contentDir: string, target: string): LinkPlace[] {
  const places: LinkPlace[] = linkingFiles(contentDir)
    .flatMap((file) => findIn(contentDir, file, target))
    .map(({ file, line, column, text }) => ({ file, line, column, text }));
  const routesFile = path.join(contentDir, 'routes.json');
  const routes = readRoutes(contentDir);
  const aliases = member(routes.body, 'aliases')?.value as ObjectNode;
  for (const alias of aliases.members) {
    if (alias.value.type === 'String' && alias.value.value === target) {
      const { line, column } = alias.name.loc.start;
      const name = alias.name.type === 'String' ? alias.name.value : alias.name.name;
      places.push({ file: display(contentDir, routesFile), line, column, text: `alias ${name} shows ${target}` });
    }
  }
  return places;
}

function readRoutes(contentDir: string) {
  const text = readContentText(path.join(contentDir, 'routes.json'), contentDir);
  const doc = parseJsonText(text);
  const manifest = JSON.parse(text) as Manifest;
  return { text, body: doc.body as ObjectNode, manifest };
}

function checkPathForm(p: string): void {
  if (!PATH.test(p)) {
    throw new ContentChoreError(
      `"${p}" is not a path this site can serve: it starts with / and has lowercase letters, digits and hyphens, such as /our-team.`,
    );
  }
}

/** Why `p` cannot become a new route, if it cannot. */
function takenReason(manifest: Manifest, p: string, contentDir: string): string | undefined {
  if (manifest.routes[p]) return `${p} is already a route: content/pages/${manifest.routes[p]}.json answers there.`;
  if (manifest.aliases[p]) return `${p} is already an alias of ${manifest.aliases[p]} (content/routes.json).`;
  const pageId = pageIdFor(p);
  if (existsSync(path.join(contentDir, 'pages', `${pageId}.json`))) return `content/pages/${pageId}.json exists already.`;
  return undefined;
}

/** /our-team → our-team; /safaris/custom-safaris → safaris-custom-safaris. */
export const pageIdFor = (p: string): string => p.slice(1).split('/').join('-');

export interface NewPageResult {
  pageId: string;
  file: string;
  image: string;
  /** Whether a stand-in picture was drawn for the hero (no file was at its path yet). */
  drewImage: boolean;
  wasPlanned: boolean;
}

/**
 * Draws the stand-in picture at a path of public/ where no file is yet, recorded as a stand-in as
 * `npm run placeholders` does, so that a photograph saved over it later is never redrawn.
 */
async function drawStandIn(publicDir: string, src: string): Promise<boolean> {
  const file = path.join(publicDir, src);
  if (existsSync(file)) return false;
  const { width, height } = placeholderSize('slide');
  const bytes = await renderPlaceholder(src, width, height);
  writeAtomic(file, bytes);
  const imagesDir = path.join(publicDir, 'images');
  writeRecord(imagesDir, { ...readRecord(imagesDir), [path.relative(imagesDir, file).split(path.sep).join('/')]: sha256(bytes) });
  return true;
}

/**
 * Creates a page with a starting hero and call, routes it, takes its path off the planned list and
 * draws the hero's stand-in picture: the site is valid the moment the page exists.
 */
export async function newPage(contentDir: string, publicDir: string, p: string, title: string): Promise<NewPageResult> {
  checkPathForm(p);
  if (!title.trim()) throw new ContentChoreError('The page needs a title, such as "Our Team".');
  const { text, body, manifest } = readRoutes(contentDir);
  const taken = takenReason(manifest, p, contentDir);
  if (taken) throw new ContentChoreError(`${taken} Choose another path, or edit that page.`);

  const pageId = pageIdFor(p);
  const site = JSON.parse(readContentText(path.join(contentDir, 'site.json'), contentDir)) as { brand: { name: string } };
  const image = `/images/pages/${pageId}.jpg`;
  const page = {
    $schema: '../../schemas/page.schema.json',
    title: `${title} | ${site.brand.name}`,
    description: `Write here, in about 120 to 160 characters, what a visitor finds on the ${title} page.`,
    header: 'transparent',
    blocks: [
      {
        type: 'hero',
        title,
        tagline: 'One line that says what this page offers.',
        size: 'tall',
        slides: [{ title, image: { src: image, alt: sampleAlt(title) } }],
      },
      {
        type: 'cta',
        title: 'Plan your journey with us',
        text: 'An advisor will call you for a **complimentary** discovery conversation and design every detail around you.',
        actions: [{ label: 'Contact us', href: '/contact', variant: 'primary' }],
      },
    ],
  };
  const file = path.join(contentDir, 'pages', `${pageId}.json`);
  const options = (await resolveConfig(file)) ?? {};
  const pageText = await format(JSON.stringify(page, null, 2), { ...options, parser: 'json' });
  // The route last, once what it shows is whole: a failure before it leaves no route to a page without its
  // picture, and the development server, which restarts when routes.json changes, answers the editor's call
  // before it restarts (with the picture drawn after the route, the restart cut the call off).
  const drewImage = await drawStandIn(publicDir, image);
  writeAtomic(file, pageText);
  const edits = [appendMember(text, member(body, 'routes')?.value as ObjectNode, p, pageId)];
  const plannedIndex = manifest.planned.indexOf(p);
  if (plannedIndex >= 0) edits.push(removeElement(member(body, 'planned')?.value as ArrayNode, plannedIndex));
  writeAtomic(path.join(contentDir, 'routes.json'), applyEdits(text, edits));
  return { pageId, file: display(contentDir, file), image, drewImage, wasPlanned: plannedIndex >= 0 };
}

export interface MoveResult {
  pageId: string;
  rewritten: LinkPlace[];
}

/**
 * Moves a route to a new path: the page answers at `to`, every link to `from` in the content leads to
 * `to`, and `from` stays as an alias, so that no bookmark or search result leads nowhere.
 */
export function movePage(contentDir: string, from: string, to: string): MoveResult {
  checkPathForm(to);
  const { text, body, manifest } = readRoutes(contentDir);
  const pageId = manifest.routes[from];
  if (!pageId) {
    const reason = manifest.aliases[from]
      ? `${from} is an alias of ${manifest.aliases[from]}: move that route instead.`
      : `${from} is not a route of content/routes.json.`;
    throw new ContentChoreError(reason);
  }
  const taken = manifest.routes[to] ?? manifest.aliases[to];
  if (taken)
    throw new ContentChoreError(`${to} is already ${manifest.routes[to] ? 'a route' : 'an alias'}: choose another path.`);

  const routes = member(body, 'routes')?.value as ObjectNode;
  const aliases = member(body, 'aliases')?.value as ObjectNode;
  const edits: Edit[] = [replaceNode((member(routes, from) as MemberNode).name, to)];
  // Aliases of the old path now show the new one: an alias must point at a route.
  for (const alias of aliases.members) {
    if (alias.value.type === 'String' && alias.value.value === from) edits.push(replaceNode(alias.value, to));
  }
  edits.push(appendMember(text, aliases, from, to));
  const plannedIndex = manifest.planned.indexOf(to);
  if (plannedIndex >= 0) edits.push(removeElement(member(body, 'planned')?.value as ArrayNode, plannedIndex));
  writeAtomic(path.join(contentDir, 'routes.json'), applyEdits(text, edits));

  const rewritten: LinkPlace[] = [];
  for (const file of linkingFiles(contentDir)) {
    const found = findIn(contentDir, file, from);
    if (!found.length) continue;
    writeAtomic(
      file,
      applyEdits(
        readContentText(file, contentDir),
        found.map((f) => f.edit(to)),
      ),
    );
    rewritten.push(...found.map(({ file: f, line, column, text: t }) => ({ file: f, line, column, text: t })));
  }
  return { pageId, rewritten };
}
