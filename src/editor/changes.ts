/**
 * A save's change as a person reads it: each field that changes, named in the form's words, with what it says
 * now and what it will say; an item added or removed as a whole, a list put in another order.
 */
import type { Path } from './doc.ts';
import { placeInWords } from './form/labels.ts';
import type { Schema } from './schema.ts';

export interface Change {
  /** The place in the form's words: "Block 1 (Hero) › Title". */
  place: string;
  /** What the place said, in words: a text quoted, a switch on or off; empty where it said nothing. */
  before: string;
  after: string;
}

/** The longest text a change quotes whole. */
const QUOTED = 80;

/** A value in words, as a change shows it. */
function inWords(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return `“${value.length > QUOTED ? `${value.slice(0, QUOTED - 1)}…` : value}”`;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return value.toLocaleString('en');
  return Array.isArray(value) ? `${value.length} item${value.length === 1 ? '' : 's'}` : 'filled in';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

interface Difference {
  path: Path;
  before: unknown;
  after: unknown;
  /** A list of the same items in another order. */
  reordered?: boolean;
}

/** Where `before` and `after` differ. */
function differences(before: unknown, after: unknown, path: Path, out: Difference[]): void {
  if (JSON.stringify(before) === JSON.stringify(after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      differences(before[key], after[key], [...path, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const beforeTexts = before.map((item) => JSON.stringify(item));
    const afterTexts = after.map((item) => JSON.stringify(item));
    if (before.length === after.length) {
      // The same items in another order: one change, not one per field that moved.
      if ([...beforeTexts].sort().join('\n') === [...afterTexts].sort().join('\n'))
        return void out.push({ path, before, after, reordered: true });
      before.forEach((item, i) => differences(item, after[i], [...path, i], out));
      return;
    }
    // Items found unchanged on both sides are left out; those left are paired in order (an item edited), and
    // the rest are added or removed.
    const added = after.flatMap((_, i) => (beforeTexts.includes(afterTexts[i]) ? [] : [i]));
    const removed = before.flatMap((_, i) => (afterTexts.includes(beforeTexts[i]) ? [] : [i]));
    const paired = Math.min(added.length, removed.length);
    for (let k = 0; k < paired; k++) differences(before[removed[k]], after[added[k]], [...path, added[k]], out);
    for (const i of added.slice(paired)) out.push({ path: [...path, i], before: undefined, after: after[i] });
    for (const i of removed.slice(paired)) out.push({ path: [...path, i], before: before[i], after: undefined });
    return;
  }
  out.push({ path, before, after });
}

/** The changes from the file's text `base` to the text a save writes, in the form's words. */
export function changesInWords(schema: Schema, schemaId: string, base: string, text: string): Change[] {
  let before: unknown;
  let after: unknown;
  try {
    before = JSON.parse(base);
    after = JSON.parse(text);
  } catch {
    return [];
  }
  const found: Difference[] = [];
  differences(before, after, [], found);
  return found.map((change) => {
    const place = placeInWords(schema, schemaId, change.after === undefined ? before : after, change.path);
    if (change.reordered) return { place, before: '', after: 'put in another order' };
    const whole = typeof change.path.at(-1) === 'number';
    if (whole && change.before === undefined) return { place, before: '', after: 'added' };
    if (whole && change.after === undefined) return { place, before: '', after: 'removed' };
    return { place, before: inWords(change.before), after: inWords(change.after) || 'removed' };
  });
}
