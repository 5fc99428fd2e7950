/** Every string of a content file: within its kind's length, and rich text without HTML. */
import type { Problem } from './problem.ts';
import type { Marked } from './schemas.ts';
import { escapePointer, problemAt, type SourceFile } from './source.ts';
import { quote } from './words.ts';

/**
 * The longest string each kind of field takes. A paragraph is a few hundred characters; a string far
 * beyond these is a paste gone wrong (or an attempt to bloat every page that shows it).
 */
export const STRING_LIMITS = { 'rich-text': 10_000, href: 2_048, image: 512, file: 512, anchor: 80, text: 2_000 } as const;
const SHORTEST_LIMIT = Math.min(...Object.values(STRING_LIMITS));
const KIND_NAMES: Record<keyof typeof STRING_LIMITS, string> = {
  'rich-text': 'a paragraph of rich text',
  href: 'a link',
  image: 'a picture path',
  file: 'a file path',
  anchor: 'an id',
  text: 'a text field',
};
/** A tag or a comment, as HTML would read it; "<3" or "a < b" are not. */
const RAW_HTML = /<\/?[a-z][a-z0-9-]*(?=[\s/>])[^<>]*>?|<!--|<!\[cdata\[|<![a-z]/i;

/** Every string of a file: within its kind's length, and rich text without HTML. */
export function checkStrings(source: SourceFile, marked: Marked[]): Problem[] {
  const problems: Problem[] = [];
  let kinds: Map<string, Marked['kind']> | undefined;
  // The keys down to the value visited; joined into a pointer only for a string that may break a rule.
  const keys: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      // Most strings are short and hold no "<": no kind's rule can refuse them, so their kind is not looked up.
      if (value.length <= SHORTEST_LIMIT && !value.includes('<')) return;
      kinds ??= new Map(marked.map((m) => [m.pointer, m.kind]));
      const pointer = keys.map((key) => `/${escapePointer(key)}`).join('');
      const kind = kinds.get(pointer) ?? 'text';
      const limit = STRING_LIMITS[kind];
      if (value.length > limit) {
        problems.push(
          problemAt(
            source,
            pointer,
            'too-long',
            `is ${value.length.toLocaleString('en-US')} characters long, more than ${limit.toLocaleString('en-US')}, the most for ${KIND_NAMES[kind]}.`,
            `Shorten it, or split it into several paragraphs or blocks.`,
          ),
        );
        return;
      }
      const html = kind === 'rich-text' ? RAW_HTML.exec(value) : null;
      if (html) {
        problems.push(
          problemAt(
            source,
            pointer,
            'html-in-text',
            `contains HTML (${quote(html[0].slice(0, 40))}), which rich text does not allow: it would show as text, not work.`,
            `Use **bold**, *italic* and [a link](/contact) instead.`,
          ),
        );
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        keys.push(key);
        visit(item);
        keys.pop();
      }
    }
  };
  visit(source.data);
  return problems;
}
