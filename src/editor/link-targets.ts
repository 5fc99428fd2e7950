/** Where a link field may lead, for its picker and its warning (src/editor/form/fields/TextField.tsx). */
import type { Listing } from './api.ts';

export interface LinkTarget {
  /** A path of the site, or an #anchor of the page. */
  value: string;
  /** What answers there: the page's title, "Alias of …", "Planned page", "On this page". */
  label: string;
}

/**
 * How many targets a link field offers at once. Each field has its own list, and every page of a large
 * site in each (10,000 options a field at 10,000 pages) took seconds to draw a block's form; the person
 * narrows the offer by typing.
 */
export const OFFERED_TARGETS = 30;

export interface LinkTargets {
  /** The targets whose address or title holds `text`: those whose address starts with it first, at most OFFERED_TARGETS. */
  offer(text: string): LinkTarget[];
  /** Whether a link to `value` leads somewhere. */
  has(value: string): boolean;
}

export function linkTargets(all: readonly LinkTarget[]): LinkTargets {
  const values = new Set(all.map((target) => target.value));
  return {
    has: (value) => values.has(value),
    offer: (text) => {
      const wanted = text.toLowerCase();
      const starting: LinkTarget[] = [];
      const holding: LinkTarget[] = [];
      for (const target of all) {
        const value = target.value.toLowerCase();
        if (value.startsWith(wanted)) starting.push(target);
        else if (holding.length < OFFERED_TARGETS && (value.includes(wanted) || target.label.toLowerCase().includes(wanted)))
          holding.push(target);
        if (starting.length === OFFERED_TARGETS) break;
      }
      return [...starting, ...holding].slice(0, OFFERED_TARGETS);
    },
  };
}

/** The site's routes, each with the title of the page shown there (its id when it has none). */
export function routeTargets({ pages, manifest }: Pick<Listing, 'pages' | 'manifest'>): LinkTarget[] {
  const titles = new Map(pages.map((page) => [page.id, page.title]));
  return Object.entries(manifest.routes).map(([at, id]) => ({ value: at, label: titles.get(id) || id }));
}
