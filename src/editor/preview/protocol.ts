/** The messages between the editor and its preview frame (same origin, checked on both ends). */
import type { Block } from '../../generated/content.ts';

export const PREVIEW_SOURCE = 'halcyon-editor';

/** What the editor says, before the source tag is added. */
export type PreviewCommand =
  | { kind: 'page'; page: { blocks: Block[]; header?: string } }
  | { kind: 'theme'; theme: 'light' | 'dark' }
  | { kind: 'highlight'; index: number | null; scroll: boolean };

export type ToPreview = { source: typeof PREVIEW_SOURCE } & PreviewCommand;

export type FromPreview = { source: typeof PREVIEW_SOURCE } & (
  { kind: 'ready' } | { kind: 'select'; index: number } | { kind: 'rendered'; index: number }
);
