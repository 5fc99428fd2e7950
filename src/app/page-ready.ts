import { FIRST_SCREEN_BLOCKS } from '../blocks/PageBlocks.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import type { BlockType } from '../blocks/types.ts';
import { firstScreenFrameParts } from '../chrome/frame-parts.ts';
import { allCollectionsLoaded } from '../content/collections.ts';
import { readsCollections } from '../content/site-routes.ts';
import { loadedPage, pagePromise } from '../content/pages.ts';
import type { Page } from '../generated/content.ts';

/**
 * The blocks and frame parts of a page's first screen whose code loads on demand. Loaded ahead
 * (src/app/prefetch.ts), they let a navigation render the first screen in one pass, where it
 * would otherwise suspend on each in turn, a task and a render from the top each time. The parts below follow once
 * that has painted (src/runtime/HydrateWhenVisible.tsx), so they are not needed for it.
 */
function firstScreenParts(page: Page) {
  const blocks = page.blocks.slice(0, FIRST_SCREEN_BLOCKS).flatMap((block) => blockRegistry[block.type as BlockType] ?? []);
  return [...blocks, ...firstScreenFrameParts(page)];
}

/** Whether a page's content, the collection entries it reads and its first screen's code are here: it then renders without suspending. */
export function pageReady(pageId: string): boolean {
  const page = loadedPage(pageId);
  return (
    page !== undefined &&
    (!readsCollections(pageId, page) || allCollectionsLoaded()) &&
    firstScreenParts(page).every((part) => part.isLoaded())
  );
}

/** Loads and runs all that (src/app/prefetch.ts), so that a click renders the page at once (src/app/SiteRouter.tsx). */
export async function preparePage(pageId: string): Promise<void> {
  const page = await pagePromise(pageId);
  await Promise.all(firstScreenParts(page).map((part) => part.preload()));
}
