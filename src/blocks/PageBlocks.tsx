import { memo } from 'react';
import type { Block } from '../generated/content.ts';
import { HydrateWhenVisible } from '../runtime/HydrateWhenVisible.tsx';
import { BlockBoundary } from './BlockBoundary.tsx';
import { BlockNotice } from './BlockNotice.tsx';
import { blockRegistry } from './registry.ts';
import type { BlockProps, BlockType } from './types.ts';

/**
 * How many blocks at the top of a page hydrate at once, with their code preloaded by the prerendered
 * page (scripts/lib/build/prerender/prerender.ts). The first block fills the first screen; the others hydrate as
 * they near the viewport, so their code does not compete with it.
 */
export const FIRST_SCREEN_BLOCKS = 1;

/**
 * One block behind its own error boundary, drawn again only when its content is another object: a page
 * edited in development keeps the objects of the blocks the edit did not change (src/content/pages.ts).
 */
const PageBlock = memo(function PageBlock({ block, index }: { block: Block; index: number }) {
  // The registry is exhaustive at compile time; content edited in development may still name a type it lacks.
  const Component = blockRegistry[block.type] as React.ComponentType<BlockProps<BlockType>> | undefined;
  return (
    <BlockBoundary type={block.type} index={index}>
      {Component ? (
        <Component block={block as never} index={index} />
      ) : (
        <BlockNotice>
          Unknown block type “{block.type}”: no component renders it. `npm run validate` names the file and line.
        </BlockNotice>
      )}
    </BlockBoundary>
  );
});

/** Renders a page's blocks in order. */
export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        index < FIRST_SCREEN_BLOCKS ? (
          <PageBlock key={index} block={block} index={index} />
        ) : (
          <HydrateWhenVisible key={index}>
            <PageBlock block={block} index={index} />
          </HydrateWhenVisible>
        ),
      )}
    </>
  );
}
