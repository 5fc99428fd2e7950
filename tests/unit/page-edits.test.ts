/**
 * A page edited in development (src/content/pages.ts): the blocks the edit did not change keep their
 * objects, so that only the changed block is drawn again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from '../../scripts/lib/paths.ts';
import { withUnchangedBlocks } from '../../src/content/pages.ts';
import type { Page } from '../../src/generated/content.ts';

const read = (): Page => JSON.parse(readFileSync(path.join(contentDir, 'pages/home.json'), 'utf8')) as Page;

describe('withUnchangedBlocks', () => {
  it('keeps the object of every block that reads the same, and takes the changed one', () => {
    const shown = read();
    const next = read();
    next.title = 'Edited';
    (next.blocks[1] as { title?: string }).title = 'An edited heading';
    const merged = withUnchangedBlocks(shown, next);
    expect(merged.title).toBe('Edited');
    merged.blocks.forEach((block, i) => expect(block).toBe(i === 1 ? next.blocks[1] : shown.blocks[i]));
    expect(merged).toEqual(next);
  });

  it('finds a moved block by what it reads, and takes everything new the first time a page is shown', () => {
    const shown = read();
    const next = read();
    next.blocks.reverse();
    expect(withUnchangedBlocks(shown, next).blocks).toEqual([...shown.blocks].reverse());
    expect(withUnchangedBlocks(shown, next).blocks.every((block) => shown.blocks.includes(block))).toBe(true);
    expect(withUnchangedBlocks(undefined, next)).toBe(next);
  });
});
