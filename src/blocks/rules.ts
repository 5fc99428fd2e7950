/**
 * The content gate's rules per block type, for what a block's schema cannot state; each lives in its
 * block's folder. A block type without rules is absent.
 */
import { comparisonTableRules } from './ComparisonTable/rules.ts';
import { contactFormRules } from './ContactForm/rules.ts';
import { embedFrameRules } from './EmbedFrame/rules.ts';
import { embedScriptRules } from './EmbedScript/rules.ts';
import { featuredListRules } from './FeaturedList/rules.ts';
import type { BlockRule, BlockType } from './types.ts';

export const blockRules: Partial<Record<BlockType, BlockRule>> = {
  'comparison-table': comparisonTableRules,
  'contact-form': contactFormRules,
  'embed-frame': embedFrameRules,
  'embed-script': embedScriptRules,
  'featured-list': featuredListRules,
};
