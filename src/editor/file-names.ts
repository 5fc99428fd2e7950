/**
 * A content file as the people who edit it know it: a page by its heading, the site's settings by what they
 * hold, never by the file's name. The file's name stays for developers, in the problems' details.
 */
import type { Listing } from './api.ts';
import { labelOf } from './form/labels.ts';

/** The site-wide settings every page wears: found by what they hold, since no one looks for a file. */
export const SITE_SETTINGS = 'Menu, footer and contact details';

/** The file's name in words: "Our Story", "Menu, footer and contact details", "Rooms (a list)". */
export function fileName(file: string, listing: Listing | null): string {
  const page = listing?.pages.find((p) => p.file === file);
  if (page) return page.title.replace(/\s+\|.*$/, '') || labelOf(page.id);
  const name = file.replace(/^content\//, '').replace(/\.json$/, '');
  if (name === 'site') return SITE_SETTINGS;
  if (name === 'routes') return 'Page addresses';
  if (name === 'budgets') return 'Page size limits';
  if (name.startsWith('data/')) return `${labelOf(name.slice('data/'.length))} (a list shown on pages)`;
  if (name.startsWith('frames/')) return `${labelOf(name.slice('frames/'.length))} header and footer`;
  if (name.startsWith('pages/')) return labelOf(name.slice('pages/'.length));
  return labelOf(name);
}

/** What each content file that is not a page holds, for the people who edit it. */
export function aboutFile(file: string): string {
  const name = file.replace(/^content\//, '');
  if (name === 'site.json')
    return 'The menu at the top of every page, the footer, the phone number, e-mail and address, and the forms and their topics.';
  if (name === 'routes.json') return 'The address of each page, its other addresses, and the pages planned.';
  if (name === 'budgets.json') return "The limits of each page's size that the build checks: for developers.";
  if (name.startsWith('data/')) return 'Entries listed on pages, each given a page of its own.';
  if (name.startsWith('frames/')) return "A header and footer some pages wear instead of the agency's.";
  return '';
}
