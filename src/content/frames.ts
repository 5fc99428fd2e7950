import seabreeze from '../../content/frames/seabreeze.json' with { type: 'json' };
import type { Frame } from '../generated/content.ts';

/** The frames of content/frames, by name: a page naming one wears its header and footer. */
export const frames: Record<string, Frame | undefined> = {
  seabreeze: seabreeze as Frame,
};
