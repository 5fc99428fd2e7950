/**
 * A page's words as the back office's form shows them: every text of the page file by its place (a JSON
 * pointer), with a label a person reads ("Hero · title"), and what changed between two versions of a
 * page, block by block, in those labels rather than as JSON.
 */

/** Members that hold a setting, an address or a name of the code, not words a visitor reads. */
const NOT_WORDS = new Set([
  '$schema',
  'type',
  'id',
  'src',
  'href',
  'variant',
  'size',
  'layout',
  'icon',
  'theme',
  'align',
  'collection',
  'form',
  'route',
]);

export interface TextField {
  /** Where the text is, as a JSON pointer (RFC 6901). */
  pointer: string;
  label: string;
  value: string;
}

const escapePointer = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** "text-section" → "Text section". */
const words = (name: string): string => {
  const spaced = name
    .replace(/[-_]/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The label of block `index`: its type, numbered when the page has that type more than once. */
function blockLabels(blocks: unknown[]): string[] {
  const types = blocks.map((b) => (isObject(b) && typeof b.type === 'string' ? b.type : 'block'));
  return types.map((type, i) => {
    const same = types.filter((t) => t === type).length;
    const nth = types.slice(0, i + 1).filter((t) => t === type).length;
    return same > 1 ? `${words(type)} ${nth}` : words(type);
  });
}

/** Every text a person writes in a page, in the file's order. */
export function textFields(page: unknown): TextField[] {
  const fields: TextField[] = [];
  const walk = (value: unknown, pointer: string, label: string[]): void => {
    if (typeof value === 'string') fields.push({ pointer, label: label.join(' · '), value });
    else if (Array.isArray(value))
      value.forEach((item, i) => walk(item, `${pointer}/${i}`, value.length > 1 ? [...label, String(i + 1)] : label));
    else if (isObject(value))
      for (const [key, item] of Object.entries(value)) {
        if (!NOT_WORDS.has(key)) walk(item, `${pointer}/${escapePointer(key)}`, [...label, words(key).toLowerCase()]);
      }
  };
  if (!isObject(page)) return fields;
  const labels = Array.isArray(page.blocks) ? blockLabels(page.blocks) : [];
  for (const [key, item] of Object.entries(page)) {
    if (NOT_WORDS.has(key)) continue;
    if (key === 'blocks' && Array.isArray(item)) item.forEach((block, i) => walk(block, `/blocks/${i}`, [labels[i]]));
    else walk(item, `/${escapePointer(key)}`, ['Page', words(key).toLowerCase()]);
  }
  return fields;
}

/**
 * A copy of `page` with the texts at `values`' pointers replaced. Only texts the form shows can be
 * replaced: a pointer to anything else is refused in words.
 */
export function withTexts(page: unknown, values: ReadonlyMap<string, string>): unknown {
  const known = new Set(textFields(page).map((f) => f.pointer));
  const copy = structuredClone(page) as Record<string, unknown>;
  for (const [pointer, text] of values) {
    if (!known.has(pointer)) throw new Error(`The page has no text at ${pointer}: reload the page and make the change again.`);
    const keys = pointer
      .split('/')
      .slice(1)
      .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
    const last = keys.pop() as string;
    let at: Record<string, unknown> | unknown[] = copy;
    for (const key of keys) at = (at as Record<string, unknown>)[key] as Record<string, unknown>;
    (at as Record<string, unknown>)[last] = text;
  }
  return copy;
}

/** The page's name for people: its title before the site's name ("Our Story | … | Halcyon Voyages" → "Our Story"). */
export function pageName(page: unknown, id: string): string {
  const title = isObject(page) && typeof page.title === 'string' ? page.title.split('|')[0].trim() : '';
  return title || id;
}

export interface Change {
  /** The block (or "Page") the change is in. */
  where: string;
  label: string;
  before?: string;
  after?: string;
}

/**
 * What changed from `before` to `after`: each text changed, added or removed, and any other change of a
 * block (a picture, a link, a block added or removed) named by its block.
 */
export function changesBetween(before: unknown, after: unknown): Change[] {
  const was = new Map(textFields(before).map((f) => [f.pointer, f]));
  const now = new Map(textFields(after).map((f) => [f.pointer, f]));
  const changes: Change[] = [];
  for (const [pointer, field] of now) {
    const old = was.get(pointer);
    if (old?.value !== field.value)
      changes.push({ where: field.label.split(' · ')[0], label: field.label, before: old?.value, after: field.value });
  }
  for (const [pointer, field] of was) {
    if (!now.has(pointer)) changes.push({ where: field.label.split(' · ')[0], label: field.label, before: field.value });
  }
  const blocksOf = (page: unknown): unknown[] => (isObject(page) && Array.isArray(page.blocks) ? page.blocks : []);
  const [a, b] = [blocksOf(before), blocksOf(after)];
  const labels = blockLabels(b.length >= a.length ? b : a);
  const textless = (block: unknown): string =>
    JSON.stringify(block, (key, value: unknown) =>
      (typeof value === 'string' && NOT_WORDS.has(key)) || typeof value !== 'string' ? value : '',
    );
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (i >= a.length) changes.push({ where: labels[i], label: `${labels[i]}: block added` });
    else if (i >= b.length) changes.push({ where: labels[i], label: `${labels[i]}: block removed` });
    else if (textless(a[i]) !== textless(b[i]))
      changes.push({ where: labels[i], label: `${labels[i]}: pictures, links or settings changed` });
  }
  return changes;
}

/** A commit message's subject: the page and what changed ("Our Story: hero title"). */
export function changeSummary(name: string, changes: Change[]): string {
  const labels = [...new Set(changes.map((c) => c.label.toLowerCase().replace(/ · /g, ' ')))];
  const shown = labels.slice(0, 3).join(', ') + (labels.length > 3 ? ` and ${labels.length - 3} more` : '');
  return `${name}: ${shown || 'no change of its words'}`;
}
