/**
 * The tiny inline markup of content text: **bold**, *italic* and [a link](/path).
 * Content is never HTML; this turns a string into parts that the renderer maps to elements
 * and the validator uses to check every link.
 */
export type RichTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

const MARKUP = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseRichText(source: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of source.matchAll(MARKUP)) {
    if (match.index > last) parts.push({ kind: 'text', text: source.slice(last, match.index) });
    const [, strong, em, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: 'strong', text: strong });
    else if (em !== undefined) parts.push({ kind: 'em', text: em });
    else parts.push({ kind: 'link', text: linkText, href });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ kind: 'text', text: source.slice(last) });
  return parts;
}
