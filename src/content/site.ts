import siteJson from '../../content/site.json' with { type: 'json' };
import type { Site } from '../generated/content.ts';

/** The site's shared content (brand, contact, navigation, footer, forms), bundled with the app shell. */
export const site = siteJson as Site;

/** Absolute URL of a path of this site, for canonical links and the sitemap. */
export const absoluteUrl = (path: string): string => `${site.url}${path}`;
