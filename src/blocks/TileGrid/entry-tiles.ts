import { queryCollection } from '../../content/collections.ts';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { entryPath } from '../../content/site-routes.ts';
import type { Image, Tile, TileEntries } from '../../generated/content.ts';

const text = (entry: object, field: string): string | undefined => {
  const value = (entry as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The tiles of a tile grid that lists a collection's entries (the journal's articles): each entry's
 * picture, title (or name), description, and a link to its own page named by the block's link label.
 * The entry of the page shown (`shown`, on an article's own page) is left out: a list never offers the
 * page the visitor is reading.
 */
export function entryTiles(
  { query, subtitle, linkLabel }: TileEntries,
  shown?: { collection: string; entry: { id: string } },
): Tile[] {
  const entries = queryCollection(query).filter((entry) => shown?.collection !== query.collection || shown.entry.id !== entry.id);
  return entries.map((entry) => {
    const href = entryPath(query.collection, entry.id);
    const image = (entry as { image?: Image }).image;
    return {
      title: text(entry, 'title') ?? text(entry, 'name') ?? entry.id,
      text: text(entry, 'description') ?? '',
      ...(subtitle && { subtitle: fillPlaceholders(subtitle, entry) }),
      ...(image && { image }),
      ...(href && { link: { label: fillPlaceholders(linkLabel, entry), href } }),
    };
  });
}
