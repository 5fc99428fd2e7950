/**
 * The words the form shows for the schemas' names: a property name, a schema's title, an item of a list,
 * a block's type, and a place in the file ("Block 5 (Hero) › Title") for a problem the build found.
 */
import type { Path } from '../doc.ts';
import { branchFor, discriminatorOf, resolved, tagOf, type Schema } from '../schema.ts';

/** Short words said as letters, written in capitals in a label. */
const ACRONYMS = new Set(['cta', 'faq', 'id', 'seo', 'url']);

const labels = new Map<string, string>();

/**
 * A name in words: heroImage → Hero image, text-section → Text section, HeroSlide → Hero slide, faq → FAQ.
 * Kept, as every field on a key's path asks for its own.
 */
export const labelOf = (name: string): string => {
  let label = labels.get(name);
  if (label === undefined) {
    const words = name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[-_]/g, ' ')
      .toLowerCase()
      .split(' ')
      .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
      .join(' ');
    label = words.charAt(0).toUpperCase() + words.slice(1);
    labels.set(name, label);
  }
  return label;
};

/** A label within a sentence: "Add hero slide", "Add FAQ section". */
export const inSentence = (label: string): string =>
  /^[A-Z]{2,}\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/**
 * A schema's label: its title, in words when the title is a type's name (the generated types take their
 * names from the titles: HeroSlide, NavItem), or else the name of the property it describes.
 */
export const titleOf = (schema: Schema, name: string): string =>
  schema.title === undefined ? labelOf(name) : /^[A-Z][A-Za-z0-9]*$/.test(schema.title) ? labelOf(schema.title) : schema.title;

/** The label of a list's items (Slide, Block), numbered in the form: from their schema, or the list's name. */
export const itemLabelOf = (items: Schema, listName: string | number | undefined): string =>
  items.title === undefined ? labelOf(String(listName ?? 'item')).replace(/(?<!s)s$/, '') : titleOf(items, '');

/** A kind (a block's type) in words: the title its tag's schema gives it for people (Call to action), or the tag's own. */
export const kindLabel = (branch: Schema | undefined, key: string, tag: string): string => {
  const title = branch?.properties?.[key]?.title;
  return typeof title === 'string' ? title : labelOf(tag);
};

/** The type of an item of a list of several types (a block's: Hero), in words; none for a list of one type. */
export function kindOf(items: Schema, from: string, item: unknown): string | undefined {
  const tag = items.oneOf ? tagOf(items, item) : undefined;
  return typeof tag === 'string' ? kindLabel(branchFor(items, from, item)?.schema, discriminatorOf(items), tag) : undefined;
}

/** An item's row title: its label, its place counted from 1, and its type where the list has several. */
export const itemTitle = (label: string, index: number, kind: string | undefined): string =>
  `${label} ${index + 1}${kind ? ` (${kind})` : ''}`;

/**
 * A place in a file in the form's own words, "Block 5 (Hero) › Slides › Slide 2 › Picture", where the
 * build says "blocks[4] (hero) › slides[1] › image". A name the schema does not know is shown as it is.
 */
export function placeInWords(schema: Schema, from: string, value: unknown, path: Path): string {
  const words: string[] = [];
  let here = resolved(schema, from);
  let at: unknown = value;
  for (const [depth, key] of path.entries()) {
    const branch = here.schema.oneOf ? branchFor(here.schema, here.id, at) : undefined;
    if (branch) here = branch;
    const inside = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
    if (typeof key === 'number') {
      here = resolved(here.schema.items ?? {}, here.id);
      words.push(itemTitle(itemLabelOf(here.schema, path[depth - 1]), key, kindOf(here.schema, here.id, inside)));
    } else {
      const property = here.schema.properties?.[key];
      const entry = typeof here.schema.additionalProperties === 'object' ? here.schema.additionalProperties : undefined;
      // A list's own name is left out before one of its items: "Block 5", not "Blocks › Block 5".
      if (typeof path[depth + 1] !== 'number') words.push(property ? titleOf(property, key) : key);
      const next = property ?? entry;
      if (!next) return [...words, ...path.slice(depth + 1).map(String)].join(' › ');
      here = resolved(next, here.id);
    }
    at = inside;
  }
  return words.join(' › ');
}
