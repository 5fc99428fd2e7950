import type { BlockRule } from '../types.ts';

/** One item is shown large: a second item marked featured would silently drop into the grid. */
export const featuredListRules: BlockRule = (block) => {
  if (!Array.isArray(block.items)) return [];
  const marked = (block.items as ({ featured?: unknown } | null)[]).flatMap((item, i) => (item?.featured === true ? [i] : []));
  return marked.slice(1).map((i) => ({
    at: `/items/${i}/featured`,
    code: 'featured-twice',
    message: `items[${marked[0]}] is already the featured item; only one item is shown large.`,
    fix: 'Remove "featured" from one of them.',
  }));
};
