/**
 * A JSON file's text changed to hold a new value, only where the value differs: unchanged members
 * keep their bytes (key order, indentation, line breaks, the newline style), a changed text changes
 * its one line. Runs in the editor (for live problems at the right lines) and in the development
 * server (scripts/lib/dev/editor-text.ts, which also applies the house style before a save).
 */
import { applyEdits, modify, parse, type FormattingOptions, type JSONPath } from 'jsonc-parser';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The file's own layout, so that inserted values look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** Every change from `before` to `after`, as the smallest set of jsonc-parser edits, applied in turn. */
function applyValue(text: string, path: JSONPath, before: unknown, after: unknown, formatting: FormattingOptions): string {
  if (same(before, after)) return text;
  const set = (at: JSONPath, value: unknown, insert = false): string =>
    applyEdits(text, modify(text, at, value, { formattingOptions: formatting, isArrayInsertion: insert }));
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) text = set([...path, key], undefined);
    for (const [key, value] of Object.entries(after)) {
      text = key in before ? applyValue(text, [...path, key], before[key], value, formatting) : set([...path, key], value);
    }
    return text;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    // Elements the two share at either end stay as they are; those between are changed in place
    // where both lists have one, then removed or inserted, so adding a block inserts only its lines.
    let head = 0;
    while (head < before.length && head < after.length && same(before[head], after[head])) head++;
    let tail = 0;
    while (
      tail < before.length - head &&
      tail < after.length - head &&
      same(before[before.length - 1 - tail], after[after.length - 1 - tail])
    )
      tail++;
    const oldMiddle = before.length - head - tail;
    const newMiddle = after.length - head - tail;
    const paired = Math.min(oldMiddle, newMiddle);
    for (let i = 0; i < paired; i++) text = applyValue(text, [...path, head + i], before[head + i], after[head + i], formatting);
    for (let i = oldMiddle - 1; i >= paired; i--) text = set([...path, head + i], undefined);
    for (let i = paired; i < newMiddle; i++) text = set([...path, head + i], after[head + i], true);
    return text;
  }
  return set(path, after);
}

/** `text` changed to hold `value`, by the smallest edits. */
export const withValue = (text: string, value: unknown): string =>
  applyValue(text, [], parse(text) as unknown, value, formattingOf(text));
