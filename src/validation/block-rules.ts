/** Runs each block's own rules (src/blocks/rules.ts) over a page and places what they find. */
import { blockRules } from '../blocks/rules.ts';
import type { BlockType } from '../blocks/types.ts';
import type { Site } from '../generated/content.ts';
import type { Problem } from './problem.ts';
import { problemAt, type SourceFile } from './source.ts';

export function checkBlockRules(source: SourceFile, site: Site | undefined): Problem[] {
  const blocks = (source.data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  // Anything may stand where a block should: the schema reports it, the rules skip it.
  return (blocks as unknown[]).flatMap((block, b) => {
    if (block === null || typeof block !== 'object') return [];
    const rule = blockRules[(block as { type?: unknown }).type as BlockType];
    return rule
      ? rule(block as Record<string, unknown>, site).map((f) =>
          problemAt(source, `/blocks/${b}${f.at}`, f.code, f.message, f.fix),
        )
      : [];
  });
}
