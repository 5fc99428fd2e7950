/**
 * The text the visual editor saves: src/editor/json-text.ts's smallest edit of the file on disk, then
 * Prettier sets what changed in the house style, as `npm run lint` checks it, and only when the file
 * was in that style already: it leaves lines that are already formatted as they are, so it never
 * touches an unedited part.
 */
import { check, format, resolveConfig } from 'prettier';
import { withValue } from '../../../src/editor/json-text.ts';

/**
 * `original` changed to hold `value`. `file` finds the Prettier options that apply to it (the
 * project's .prettierrc); a file that Prettier would change already is left in its own style.
 */
export async function editedText(original: string, value: unknown, file: string): Promise<string> {
  const edited = withValue(original, value);
  if (edited === original) return original;
  const options = { ...((await resolveConfig(file)) ?? {}), parser: 'json' as const };
  return (await check(original, options)) ? format(edited, options) : edited;
}
