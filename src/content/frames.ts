import type { Frame } from '../generated/content.ts';

const frameFiles = import.meta.glob<Frame>('../../content/frames/*.json', { eager: true, import: 'default' });

/**
 * The frames of content/frames, by file name: a page naming one wears its header and footer. A frame
 * is added by adding its file. Only the frames' own code imports this, so their content loads with it.
 */
export const frames: Record<string, Frame | undefined> = Object.fromEntries(
  Object.entries(frameFiles).map(([file, frame]) => [file.slice(file.lastIndexOf('/') + 1, -'.json'.length), frame]),
);
