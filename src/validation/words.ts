/** The small pieces of wording every message is made of. */
import { closest, distance } from 'fastest-levenshtein';

export const quote = (v: unknown): string => JSON.stringify(v);
export const list = (values: readonly unknown[]): string => values.map(quote).join(', ');

export function didYouMean(value: unknown, candidates: readonly string[]): string {
  if (typeof value !== 'string' || candidates.length === 0) return '';
  const best = closest(value, candidates as string[]);
  return distance(value.toLowerCase(), best.toLowerCase()) <= Math.max(2, Math.floor(best.length / 3))
    ? ` Did you mean ${quote(best)}?`
    : '';
}

/** A description as a clause inside a sentence: its first sentence, lowercase first word, no full stop. */
export function asClause(description: string): string {
  // Its own remarks in parentheses would nest inside the parentheses the clause goes in.
  const first = description
    .split(/(?<=\.)\s/)[0]
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\.$/, '');
  return /^[A-Z][a-z\s]/.test(first) ? first[0].toLowerCase() + first.slice(1) : first;
}

export const articled = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
export const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : articled(typeof value === 'object' ? 'object' : typeof value);
