/**
 * The messages between the editor and its preview frame, of another site (src/editor/addresses.ts), in a
 * process of its own. The frame says it is `ready` to the editor's exact origin; the editor, reading only
 * the preview's origin, hands it a port of a `MessageChannel` (`commands`, posted to the preview's exact
 * origin), and sends its commands through that port: a window's `postMessage` to a frame in another process
 * leaves only once the sender's task is over (Chromium keeps such messages in order that way), after the
 * form is drawn in the task of the key; a port's message leaves at once. The frame's messages go to the
 * editor's origin.
 */
import type { Block, Site } from '../../generated/content.ts';

export const PREVIEW_SOURCE = 'halcyon-editor';

/** What of a page the preview draws. */
export interface PreviewPage {
  blocks?: Block[];
  header?: string;
  /** The second brand's header the page wears (content/frames/), if any. */
  frame?: string;
}

/**
 * A page as a change of the one the preview shows: its length and only the blocks that are not the
 * same object as before (the form keeps every block it did not change), so a key typed sends one block.
 */
export interface PageChange {
  header?: string;
  frame?: string;
  /** The page's address on the site, where its menus mark it as the page shown. */
  address?: string;
  length: number;
  changed: [index: number, block: Block][];
}

/** What the editor says, before the source tag is added. */
export type PreviewCommand =
  | ({ kind: 'page' } & PageChange)
  | { kind: 'theme'; theme: 'light' | 'dark' }
  /** site.json as in the form: the header, footer and contact details every page shows, drawn around no page. */
  | { kind: 'site'; site: Site }
  | { kind: 'highlight'; index: number | null; scroll: boolean };

export type ToPreview = { source: typeof PREVIEW_SOURCE } & PreviewCommand;

/** The editor's answer to `ready`, by the window's `postMessage`: the port its commands come through. */
export type CommandsPort = { source: typeof PREVIEW_SOURCE; kind: 'commands' };
/**
 * The editor's question once it listens, by the window's `postMessage`: a frame started before the editor's
 * code ran (scripts/lib/dev/editor-page.ts) said `ready` to no one, and says it again.
 */
export type Hello = { source: typeof PREVIEW_SOURCE; kind: 'hello' };

/**
 * `rendered`: a block painted (at its first draw and at each change); `shown`: the page's first screen
 * (`all: false`), then every block of it (`all: true`), painted once the page is opened. `at` is when,
 * read in the frame (`performance.timeOrigin` + `now()`): the message reaches the editor only once its own
 * thread, busy with the form, gets to it.
 */
export type FromPreview = { source: typeof PREVIEW_SOURCE } & (
  | { kind: 'ready' }
  | { kind: 'select'; index: number }
  | { kind: 'rendered'; index: number; at: number }
  | { kind: 'shown'; all: boolean; at: number }
);

/** The change from the page shown (none yet: every block) to `next`. */
export function blocksChanged(shown: PreviewPage | null, next: PreviewPage): PageChange {
  const before = shown?.blocks ?? [];
  const blocks = next.blocks ?? [];
  return {
    header: next.header,
    frame: next.frame,
    length: blocks.length,
    changed: blocks.flatMap((block, i): [number, Block][] => (block === before[i] ? [] : [[i, block]])),
  };
}

/** The blocks shown after a change: the unchanged ones keep their objects, so only the changed ones draw again. */
export function withChange(blocks: readonly Block[], change: PageChange): Block[] {
  const next = blocks.slice(0, change.length);
  for (const [index, block] of change.changed) next[index] = block;
  return next;
}
