/**
 * A content file's text: decoded, parsed with the place of every value, and a JSON pointer turned
 * into the line, column and human path a problem is reported at.
 */
import { parse as parseJson, type AnyNode, type DocumentNode } from '@humanwhocodes/momoa';
import type { Problem } from './problem.ts';
import { quote } from './words.ts';

/** A parsed JSON file with a map from JSON pointer to its place in the text. */
export interface SourceFile {
  file: string;
  data: unknown;
  /** Pointer to [value node, key node (for object members)]. */
  nodes: Map<string, { value: AnyNode; key?: AnyNode }>;
  /** Keys given twice in one object: JSON.parse keeps the last silently, so each is a problem. */
  duplicates: Problem[];
}

const TOKEN_TEXT: Record<string, string> = {
  LBrace: '{',
  RBrace: '}',
  LBracket: '[',
  RBracket: ']',
  Comma: ',',
  Colon: ':',
  EOF: 'the end of the file',
};

export function parseSource(file: string, text: string): SourceFile | Problem {
  let doc: DocumentNode;
  try {
    doc = parseJson(text, { mode: 'json', ranges: false });
  } catch (error) {
    const e = error as Error & { line?: number; column?: number };
    const detail = e.message
      .replace(/\s*\(\d+:\d+\)$/, '')
      .replace(/\.$/, '')
      .replace(/\b(LBrace|RBrace|LBracket|RBracket|Comma|Colon|EOF)\b/g, (t) => `"${TOKEN_TEXT[t]}"`);
    return {
      file,
      line: e.line ?? 1,
      column: e.column ?? 1,
      path: '(syntax)',
      message: `broken JSON: ${detail.replace(/^Unexpected/, 'unexpected')}. Look just before this place for a missing comma, quote or bracket, or a comma after the last item.`,
    };
  }
  const nodes = new Map<string, { value: AnyNode; key?: AnyNode }>();
  const duplicates: Problem[] = [];
  const walk = (node: AnyNode, pointer: string, key?: AnyNode): void => {
    nodes.set(pointer, { value: node, key });
    if (node.type === 'Object') {
      const seen = new Map<string, AnyNode>();
      for (const member of node.members) {
        const name = member.name.type === 'String' ? member.name.value : member.name.name;
        const first = seen.get(name);
        if (first) {
          duplicates.push({
            file,
            line: member.name.loc.start.line,
            column: member.name.loc.start.column,
            path: '(duplicate key)',
            message: `${quote(name)} appears twice in this object (first on line ${first.loc.start.line}); only the last one would count. Keep one of them.`,
          });
          continue;
        }
        seen.set(name, member.name);
        walk(member.value, `${pointer}/${escapePointer(name)}`, member.name);
      }
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => walk(element.value, `${pointer}/${i}`));
    }
  };
  walk(doc.body, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    // The position parser is more lenient than JSON itself, for one: raw control characters in strings.
    const offset = Number(/position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    const before = text.slice(0, offset).split('\n');
    const found = text.codePointAt(offset) ?? 0;
    const what =
      found < 0x20
        ? `an invisible control character (U+${found.toString(16).toUpperCase().padStart(4, '0')})`
        : 'a character JSON does not allow';
    return {
      file,
      line: before.length,
      column: (before.at(-1)?.length ?? 0) + 1,
      path: '(syntax)',
      message: `broken JSON: ${what} here. Delete it; inside text, write a line break as \\n and a tab as \\t.`,
    };
  }
  return { file, data, nodes, duplicates };
}

export const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer));

/** `blocks[3] (faq) › items[2] › answer`: array indexes join their key, blocks name their type. */
export function describePointer(data: unknown, pointer: string): string {
  const parts: string[] = [];
  let here = data;
  for (const segment of segments(pointer)) {
    here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[segment] : undefined;
    if (/^\d+$/.test(segment) && parts.length > 0) {
      const type = here !== null && typeof here === 'object' ? (here as { type?: unknown }).type : undefined;
      parts[parts.length - 1] += `[${segment}]${typeof type === 'string' ? ` (${type})` : ''}`;
    } else {
      parts.push(/^\d+$/.test(segment) ? `[${segment}]` : segment);
    }
  }
  return parts.length ? parts.join(' › ') : '(top level)';
}

export function problemAt(source: SourceFile, pointer: string, message: string, onKey = false): Problem {
  // Walk up to the nearest pointer that exists in the file (a missing property points at its object).
  let p = pointer;
  while (!source.nodes.has(p) && p !== '') p = p.slice(0, p.lastIndexOf('/'));
  const entry = source.nodes.get(p);
  const node = onKey && entry?.key ? entry.key : entry?.value;
  return {
    file: source.file,
    line: node?.loc.start.line ?? 1,
    column: node?.loc.start.column ?? 1,
    path: describePointer(source.data, pointer),
    // Messages are built from parts that may each end a sentence; one full stop is enough.
    message: message.replace(/(?<!\.)\.\.(?!\.)/g, '.'),
  };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');

/** The text of a content file, or a problem naming its encoding when it is not plain UTF-8. */
export function decodeContent(display: string, bytes: Uint8Array): string | Problem {
  const at = (message: string, line = 1, column = 1): Problem => ({ file: display, line, column, path: '(file)', message });
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes.length > 1 && bytes.includes(0))
  ) {
    return at(
      'the file is saved as UTF-16. Save it as UTF-8 (in VS Code: the encoding in the status bar › Save with Encoding › UTF-8).',
    );
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return at('the file starts with an invisible byte-order mark; save it as UTF-8 without BOM.');
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    // Where the first bad byte is, so that the person can find the character to retype.
    const good = LENIENT_UTF8.decode(bytes).split('\uFFFD')[0];
    const lines = good.split('\n');
    return at(
      'contains bytes that are not UTF-8 (a character saved in another encoding). Retype the character here, or save the file as UTF-8.',
      lines.length,
      (lines.at(-1)?.length ?? 0) + 1,
    );
  }
}

export const isProblem = (x: SourceFile | Problem): x is Problem => 'message' in x;
