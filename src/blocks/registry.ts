import { ComparisonTable } from './ComparisonTable/ComparisonTable.tsx';
import { Cta } from './Cta/Cta.tsx';
import { Faq } from './Faq/Faq.tsx';
import { Hero } from './Hero/Hero.tsx';
import { Stats } from './Stats/Stats.tsx';
import { Testimonials } from './Testimonials/Testimonials.tsx';
import { TextSection } from './TextSection/TextSection.tsx';
import { TileGrid } from './TileGrid/TileGrid.tsx';
import { Timeline } from './Timeline/Timeline.tsx';
import { Video } from './Video/Video.tsx';
import type { BlockRegistry } from './types.ts';

/**
 * Block type (kebab-case, as in content and schemas/blocks/) to its component (PascalCase folder).
 * `satisfies` makes a block type without a component a compile error.
 */
export const blockRegistry = {
  'comparison-table': ComparisonTable,
  cta: Cta,
  faq: Faq,
  hero: Hero,
  stats: Stats,
  testimonials: Testimonials,
  'text-section': TextSection,
  'tile-grid': TileGrid,
  timeline: Timeline,
  video: Video,
} satisfies BlockRegistry;
