import type { Block } from '../generated/content.ts';
import { BlockBoundary } from './BlockBoundary.tsx';
import { blockRegistry } from './registry.ts';
import type { BlockProps, BlockType } from './types.ts';
import { BlockNotice } from './BlockNotice.tsx';

/** Renders a page's blocks in order, each behind its own error boundary. */
export function PageBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        // The registry is exhaustive at compile time; content edited in development may still name a type it lacks.
        const Component = blockRegistry[block.type] as React.ComponentType<BlockProps<BlockType>> | undefined;
        return (
          <BlockBoundary key={index} type={block.type} index={index}>
            {Component ? (
              <Component block={block as never} index={index} />
            ) : (
              <BlockNotice>
                Unknown block type “{block.type}”: no component renders it. `npm run validate` names the file and line.
              </BlockNotice>
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}
