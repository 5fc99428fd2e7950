import type { ComponentType } from 'react';
import { lazyPreloadable } from '../runtime/load-ahead.ts';
import { blockComponentName } from './names.ts';
import type { BlockProps, BlockRegistry, BlockType } from './types.ts';

/**
 * Each block's code is its own chunk, so a page downloads only the blocks it uses; prerendered pages
 * preload those chunks (scripts/lib/build/prerender/prerender.ts), so hydration does not wait on a waterfall.
 * The component is the module's export named after the block type in PascalCase (hero → Hero).
 */
function lazyBlock<T extends BlockType>(type: T, load: () => Promise<Record<string, unknown>>) {
  const name = blockComponentName(type);
  return lazyPreloadable(async () => (await load())[name] as ComponentType<BlockProps<T>>);
}

/** Block type (kebab-case, as in content and schemas/blocks/) to its component. A missing type is a compile error. */
export const blockRegistry = {
  'comparison-table': lazyBlock('comparison-table', () => import('./ComparisonTable/ComparisonTable.tsx')),
  'contact-form': lazyBlock('contact-form', () => import('./ContactForm/ContactForm.tsx')),
  cta: lazyBlock('cta', () => import('./Cta/Cta.tsx')),
  faq: lazyBlock('faq', () => import('./Faq/Faq.tsx')),
  'feature-rows': lazyBlock('feature-rows', () => import('./FeatureRows/FeatureRows.tsx')),
  'featured-list': lazyBlock('featured-list', () => import('./FeaturedList/FeaturedList.tsx')),
  hero: lazyBlock('hero', () => import('./Hero/Hero.tsx')),
  partners: lazyBlock('partners', () => import('./Partners/Partners.tsx')),
  stats: lazyBlock('stats', () => import('./Stats/Stats.tsx')),
  steps: lazyBlock('steps', () => import('./Steps/Steps.tsx')),
  testimonials: lazyBlock('testimonials', () => import('./Testimonials/Testimonials.tsx')),
  'text-section': lazyBlock('text-section', () => import('./TextSection/TextSection.tsx')),
  'tile-grid': lazyBlock('tile-grid', () => import('./TileGrid/TileGrid.tsx')),
  timeline: lazyBlock('timeline', () => import('./Timeline/Timeline.tsx')),
  video: lazyBlock('video', () => import('./Video/Video.tsx')),
  'room-detail': lazyBlock('room-detail', () => import('./RoomDetail/RoomDetail.tsx')),
  'room-list': lazyBlock('room-list', () => import('./RoomList/RoomList.tsx')),
  'booking-wizard': lazyBlock('booking-wizard', () => import('./BookingWizard/BookingWizard.tsx')),
  'photo-gallery': lazyBlock('photo-gallery', () => import('./PhotoGallery/PhotoGallery.tsx')),
  document: lazyBlock('document', () => import('./Document/Document.tsx')),
  'embed-script': lazyBlock('embed-script', () => import('./EmbedScript/EmbedScript.tsx')),
  'embed-frame': lazyBlock('embed-frame', () => import('./EmbedFrame/EmbedFrame.tsx')),
  checklist: lazyBlock('checklist', () => import('./Checklist/Checklist.tsx')),
} satisfies BlockRegistry;
