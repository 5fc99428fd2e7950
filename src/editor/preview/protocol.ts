/** The messages between the editor and its preview frame (same origin, checked on both ends). */
import type { Block } from '../../generated/content.ts';

export const PREVIEW_SOURCE = 'halcyon-editor';

/** What of a page the preview draws. */
export interface PreviewPage {
  blocks?: Block[];
  header?: string;
}

/**
 * A page as a change of the one the preview shows: its length and only the blocks that are not the
 * same object as before (the form keeps every block it did not change), so a key typed sends one block.
 */
export interface PageChange {
  header?: string;
  /** The page's address on the site, where its menus mark it as the page shown. */
  address?: string;
  length: number;
  changed: [index: number, block: Block][];
}

/** What the editor says, before the source tag is added. */
export type PreviewCommand =
  | ({ kind: 'page' } & PageChange)
  | { kind: 'theme'; theme: 'light' | 'dark' }
  | { kind: 'highlight'; index: number | null; scroll: boolean };

export type ToPreview = { source: typeof PREVIEW_SOURCE } & PreviewCommand;

/**
 * `rendered`: a block painted (at its first draw and at each change); `shown`: the page's first screen
 * (`all: false`), then every block of it (`all: true`), painted once the page is opened.
 */
export type FromPreview = { source: typeof PREVIEW_SOURCE } & (
  { kind: 'ready' } | { kind: 'select'; index: number } | { kind: 'rendered'; index: number } | { kind: 'shown'; all: boolean }
);

/**
 * Hands a message to the preview frame (same origin) at once, as the `message` event `postMessage`
 * would fire in it later: the frame's block is drawn in the task of the key that changed it, so the
 * next frame paints the form and the preview together instead of the preview one frame later.
 */
export function deliver(frame: Window, message: ToPreview): void {
  const realm = frame as Window & typeof globalThis;
  // Cloned into the frame's own realm, as postMessage would: the frame never holds the editor's objects.
  frame.dispatchEvent(
    new realm.MessageEvent('message', { data: realm.structuredClone(message), origin: window.location.origin }),
  );
}

/** The change from the page shown (none yet: every block) to `next`. */
export function blocksChanged(shown: PreviewPage | null, next: PreviewPage): PageChange {
  const before = shown?.blocks ?? [];
  const blocks = next.blocks ?? [];
  return {
    header: next.header,
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
