/**
 * A content file's text: decoded, parsed with the place of every value, and a JSON pointer turned
 * into the line, column and human path a problem is reported at.
 */
import { parse as parseJson, type AnyNode } from '@humanwhocodes/momoa';
import type { ProblemCode } from './kinds.ts';
import { docsOf, fileProblem, wording, type Problem } from './problem.ts';
import { quote } from './words.ts';

type Places = Map<string, { value: AnyNode; key?: AnyNode }>;

/** A parsed JSON file with a map from JSON pointer to its place in the text. */
export interface SourceFile {
  file: string;
  data: unknown;
  /**
   * Pointer to [value node, key node (for object members)]. The text is parsed with places only when
   * this is first read (to place a problem): that parse costs several times JSON.parse, and most files
   * have no problem.
   */
  readonly nodes: Places;
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

/** Far deeper than any content needs (a page is about six levels deep), and well within the parser's stack. */
export const MAX_DEPTH = 100;
/** A page is tens of kilobytes; a content file far beyond this is a paste gone wrong, sent to every visitor. */
export const MAX_FILE_BYTES = 1024 * 1024;
/**
 * The route manifest grows with the site, about 65 bytes a route, and visitors never download it whole:
 * room for a million routes. Held to MAX_FILE_BYTES, a site of about 15,000 pages could not be built.
 */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** Line and column (from 1) of an offset in a text. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

const [QUOTE, BACKSLASH, COLON, OPEN_BRACE, OPEN_BRACKET, CLOSE_BRACE, CLOSE_BRACKET] = [...'"\\:{[}]'].map((c) =>
  c.charCodeAt(0),
);

/**
 * One pass over the text outside strings: where the nesting of brackets first goes deeper than
 * MAX_DEPTH (-1 when it never does), and how many colons it holds, one per object member in JSON.
 */
function scan(text: string): { tooDeepAt: number; members: number } {
  let depth = 0;
  let members = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // To the closing quote: one not escaped by an odd number of backslashes before it.
      let end = text.indexOf('"', i + 1);
      for (; end > 0; end = text.indexOf('"', end + 1)) {
        let backslashes = 0;
        while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
      }
      if (end < 0) break;
      i = end;
    } else if (c === COLON) members++;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > MAX_DEPTH) return { tooDeepAt: i, members };
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return { tooDeepAt: -1, members };
}

/** The members of every object in a parsed value: fewer than the text's colons when a key was given twice. */
function countMembers(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countMembers(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const key in value) count += 1 + countMembers((value as Record<string, unknown>)[key]);
  return count;
}

/** The offset of the last character before `offset` that is not white space, or -1. */
function previousToken(text: string, offset: number): number {
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return i;
}

/** The parser's complaint as a problem, pointed where the mistake is: a trailing comma at itself, a missing comma after the line before. */
function syntaxProblem(file: string, text: string, error: Error & { line?: number; column?: number; offset?: number }): Problem {
  const detail = error.message
    .replace(/\s*\(\d+:\d+\)$/, '')
    .replace(/\.$/, '')
    .replace(/\b(LBrace|RBrace|LBracket|RBracket|Comma|Colon|EOF)\b/g, (t) => `"${TOKEN_TEXT[t]}"`);
  const at = { line: error.line ?? 1, column: error.column ?? 1, path: '(syntax)' };
  const offset = error.offset;
  if (offset !== undefined) {
    const before = previousToken(text, offset);
    const closing = text[offset] === ']' || text[offset] === '}';
    if (closing && text[before] === ',') {
      return fileProblem(
        file,
        'json-syntax',
        'broken JSON: a comma after the last item.',
        'Remove the comma after the last item.',
        {
          ...at,
          ...placeOf(text, before),
        },
      );
    }
    const startsValue = /["\d\-[{tfn]/.test(text[offset] ?? '');
    const endsValue = /["\d\]}el]/.test(text[before] ?? '');
    if (startsValue && endsValue && text.slice(before, offset).includes('\n')) {
      return fileProblem(
        file,
        'json-syntax',
        'broken JSON: a comma is missing between this line and the next.',
        'Put a comma at the end of this line.',
        { ...at, ...placeOf(text, before + 1) },
      );
    }
  }
  return fileProblem(
    file,
    'json-syntax',
    `broken JSON: ${detail.replace(/^Unexpected/, 'unexpected')}.`,
    'Look just before this place for a missing comma, quote or bracket, or a comma after the last item.',
    at,
  );
}

/** The most a content file may hold: the route manifest grows with the site, every other file is one thing. */
export const maxBytesOf = (file: string): number => (file.endsWith('/routes.json') ? MAX_MANIFEST_BYTES : MAX_FILE_BYTES);

/** The problem of a file of `size` bytes or characters, past `maxBytes`. */
export const tooLarge = (file: string, size: number, maxBytes: number): Problem =>
  fileProblem(
    file,
    'file-too-large',
    `the file is ${Math.round(size / 1024).toLocaleString('en-US')} kB, more than ${(maxBytes / 1024).toLocaleString('en-US')} kB, the most for this content file.`,
    'Find the long value (often a pasted picture or document) and remove it, or split the page.',
  );

export function parseSource(file: string, text: string, maxBytes = MAX_FILE_BYTES): SourceFile | Problem {
  if (text.length > maxBytes) return tooLarge(file, text.length, maxBytes);
  const { tooDeepAt, members } = scan(text);
  if (tooDeepAt >= 0) {
    return fileProblem(
      file,
      'too-deep',
      `nested too deeply: more than ${MAX_DEPTH} levels of brackets here.`,
      'Remove the extra brackets; content needs only a few levels.',
      { ...placeOf(text, tooDeepAt), path: '(syntax)' },
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return brokenJson(file, text, error as Error);
  }
  if (countMembers(data) === members) {
    let nodes: Places | undefined;
    return {
      file,
      data,
      duplicates: [],
      get nodes() {
        return (nodes ??= placesOf(file, text).nodes);
      },
    };
  }
  return { file, data, ...placesOf(file, text) };
}

/** The text's JSON parsed with the place of every value, and the keys given twice. */
function placesOf(file: string, text: string): { nodes: Places; duplicates: Problem[] } {
  const doc = parseJson(text, { mode: 'json', ranges: false });
  const nodes: Places = new Map();
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
            ...fileProblem(
              file,
              'duplicate-key',
              `${quote(name)} appears twice in this object (first on line ${first.loc.start.line}); only the last one would count.`,
              'Keep one of them.',
              { ...member.name.loc.start, path: '(duplicate key)' },
            ),
            endLine: member.name.loc.end.line,
            endColumn: member.name.loc.end.column,
            pointer: `${pointer}/${escapePointer(name)}`,
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
  return { nodes, duplicates };
}

/**
 * Why JSON.parse refused the text, placed: the position parser's complaint when it refuses it too,
 * else what that parser lets through and JSON does not (raw control characters in strings).
 */
function brokenJson(file: string, text: string, error: Error): Problem {
  try {
    parseJson(text, { mode: 'json', ranges: false });
  } catch (syntaxError) {
    return syntaxProblem(file, text, syntaxError as Error);
  }
  const offset = Number(/position (\d+)/.exec(error.message)?.[1] ?? 0);
  const found = text.codePointAt(offset) ?? 0;
  const what =
    found < 0x20
      ? `an invisible control character (U+${found.toString(16).toUpperCase().padStart(4, '0')})`
      : 'a character JSON does not allow';
  return fileProblem(
    file,
    'json-syntax',
    `broken JSON: ${what} here.`,
    'Delete it; inside text, write a line break as \\n and a tab as \\t.',
    { ...placeOf(text, offset), path: '(syntax)' },
  );
}

export const escapePointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (s: string): string => s.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (pointer: string): string[] => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer));

/** The value at a JSON pointer of `data`; undefined where there is none. */
export function valueAt(data: unknown, pointer: string): unknown {
  let here = data;
  for (const segment of segments(pointer))
    here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[segment] : undefined;
  return here;
}

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

/**
 * The block a pointer lies in, as people count and name it: `block 2 (text-section, "Our promise")`,
 * numbered from 1 and named by its heading or title when it has one.
 */
export function describeBlock(data: unknown, pointer: string): string | undefined {
  const match = /^\/blocks\/(\d+)(?:\/|$)/.exec(pointer);
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!match || !Array.isArray(blocks)) return undefined;
  const index = Number(match[1]);
  const block = blocks[index] as { type?: unknown; title?: unknown; heading?: { title?: unknown } } | null | undefined;
  const type = typeof block?.type === 'string' ? block.type : undefined;
  const title = [block?.heading?.title, block?.title].find((t): t is string => typeof t === 'string' && t.trim() !== '');
  const shown = title && (title.length > 40 ? `${title.slice(0, 39)}…` : title);
  const about = [type, shown && quote(shown)].filter(Boolean).join(', ');
  return `block ${index + 1}${about ? ` (${about})` : ''}`;
}

/**
 * A problem at a JSON pointer of a parsed file: `what` is wrong, `fix` says what to do (left out when
 * `what` says it already); `onKey` points at the property's name rather than its value.
 */
export function problemAt(
  source: SourceFile,
  pointer: string,
  code: ProblemCode,
  what: string,
  fix?: string,
  onKey = false,
): Problem {
  // Walk up to the nearest pointer that exists in the file (a missing property points at its object).
  let p = pointer;
  while (!source.nodes.has(p) && p !== '') p = p.slice(0, p.lastIndexOf('/'));
  const entry = source.nodes.get(p);
  const node = onKey && entry?.key ? entry.key : entry?.value;
  return {
    file: source.file,
    line: node?.loc.start.line ?? 1,
    column: node?.loc.start.column ?? 1,
    endLine: node?.loc.end.line ?? 1,
    endColumn: node?.loc.end.column ?? 1,
    pointer,
    path: describePointer(source.data, pointer),
    block: describeBlock(source.data, pointer),
    code,
    severity: 'error',
    ...wording(what, fix),
    docs: docsOf(code),
  };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');

/** The text of a content file, or a problem naming its encoding when it is not plain UTF-8. */
export function decodeContent(display: string, bytes: Uint8Array): string | Problem {
  const at = (what: string, fix: string, line = 1, column = 1): Problem =>
    fileProblem(display, 'file-encoding', what, fix, { line, column });
  if (
    (bytes[0] === 0xff && bytes[1] === 0xfe) ||
    (bytes[0] === 0xfe && bytes[1] === 0xff) ||
    (bytes.length > 1 && bytes.includes(0))
  ) {
    return at(
      'the file is saved as UTF-16.',
      'Save it as UTF-8 (in VS Code: the encoding in the status bar › Save with Encoding › UTF-8).',
    );
  }
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return at('the file starts with an invisible byte-order mark;', 'save it as UTF-8 without BOM.');
  }
  try {
    return UTF8.decode(bytes);
  } catch {
    // Where the first bad byte is, so that the person can find the character to retype.
    const good = LENIENT_UTF8.decode(bytes).split('\uFFFD')[0];
    const lines = good.split('\n');
    return at(
      'contains bytes that are not UTF-8 (a character saved in another encoding).',
      'Retype the character here, or save the file as UTF-8.',
      lines.length,
      (lines.at(-1)?.length ?? 0) + 1,
    );
  }
}

export const isProblem = (x: SourceFile | Problem): x is Problem => 'message' in x;
