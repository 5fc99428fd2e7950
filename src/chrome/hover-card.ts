import type { Image, NavItem } from '../generated/content.ts';

/**
 * Which side of its dropdown list the hover card sits on. Items in the right half of the menu open
 * towards the middle of the page, so neither the list nor the card runs off the edge.
 */
export const cardSide = (index: number, count: number): 'left' | 'right' => (count > 1 && index >= count / 2 ? 'left' : 'right');

export interface HoverCardContent {
  image: Image;
  name: string;
  copy: string;
}

/** What the hover card shows: the pointed-at entry, or the dropdown's own item until one is pointed at. */
export const hoverCardContent = (item: NavItem, entry: number | null, fallbackImage: Image): HoverCardContent => {
  const pointed = entry === null ? undefined : item.dropdown?.[entry];
  if (pointed) return { image: pointed.hoverImage ?? fallbackImage, name: pointed.name, copy: pointed.hoverCopy };
  return { image: fallbackImage, name: item.name, copy: item.hoverCopy };
};

/** The picture of every entry, once each, so a card can keep them all loaded and cross-fade between them. */
export const cardImages = (item: NavItem, fallbackImage: Image): Image[] => {
  const seen = new Map<string, Image>([[fallbackImage.src, fallbackImage]]);
  for (const entry of item.dropdown ?? []) {
    const image = entry.hoverImage ?? fallbackImage;
    if (!seen.has(image.src)) seen.set(image.src, image);
  }
  return [...seen.values()];
};
