import type { Page } from '../generated/content.ts';
import { lazyPreloadable } from '../runtime/load-ahead.ts';

// Below the fold on every page: its code (with the newsletter's) loads as it nears the viewport.
export const Footer = lazyPreloadable(async () => (await import('./Footer.tsx')).Footer);
// The agency header's full menu row, shown only on wide screens: a phone never downloads its code unless the
// window widens or the visitor interacts (HydrateWhenVisible), and wide screens preload it (scripts/lib/build/prerender/prerender.ts).
export const DesktopNav = lazyPreloadable(async () => (await import('./DesktopNav.tsx')).DesktopNav);
// A second brand's header and footer (content/frames): their code loads only on the pages that wear them.
export const FrameHeader = lazyPreloadable(async () => (await import('./BrandFrame.tsx')).FrameHeader);
export const FrameFooter = lazyPreloadable(async () => (await import('./BrandFrame.tsx')).FrameFooter);

/** The parts of the frame a page shows on its first screen whose code loads on demand: a second brand's header. */
export const firstScreenFrameParts = (page: Page) => (page.frame ? [FrameHeader] : []);
