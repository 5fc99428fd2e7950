import type { ComponentType } from 'react';
import type { Block } from '../generated/content.ts';

export type BlockType = Block['type'];

/** The props of the component of one block type. */
export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  /** The block's position on the page; the first block holds the page's main heading and largest picture. */
  index: number;
}

/** One component per block type: a type without a component is a compile error. */
export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<K>> };
