import type { ComponentType } from 'react';
import type { Block, Site } from '../generated/content.ts';
import type { ProblemCode } from '../validation/kinds.ts';

export type BlockType = Block['type'];

/** The props of the component of one block type. */
export interface BlockProps<T extends BlockType> {
  block: Extract<Block, { type: T }>;
  /** The block's position on the page; the first block holds the page's main heading and largest picture. */
  index: number;
}

/** One component per block type: a type without a component is a compile error. */
export type BlockRegistry = { [K in BlockType]: ComponentType<BlockProps<K>> };

/** What a block rule found: the place within the block (a JSON pointer from it, such as `/rows/2/cells`), the kind, what is wrong and the fix. */
export interface BlockFinding {
  at: string;
  code: ProblemCode;
  message: string;
  fix: string;
}

/**
 * A rule across one block's fields that JSON Schema cannot state, checked by the content gate. The
 * block is as written, not yet known to be valid: anything may stand where a field should (the schema
 * reports that). `site` is content/site.json when it could be read.
 */
export type BlockRule = (block: Record<string, unknown>, site: Site | undefined) => BlockFinding[];
