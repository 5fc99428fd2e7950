/**
 * Every picture described for the visitors who cannot see it: its alt text says what it shows, unless the
 * picture is marked decorative, and is not the sample a new page's picture starts with.
 */
import type { Problem } from './problem.ts';
import type { Marked } from './schemas.ts';
import { problemAt, valueAt, type SourceFile } from './source.ts';

const SAMPLE_START = 'Describe the photograph of the ';

/** The description a new page's picture starts with: it asks to be replaced, and passes no check until it is. */
export const sampleAlt = (pageTitle: string): string => `${SAMPLE_START}${pageTitle} page for visitors who cannot see it`;

/** The problems of the pictures a check marked (each picture's `src`, marked `image`): their descriptions. */
export function checkPictures(source: SourceFile, marked: Marked[]): Problem[] {
  return marked.flatMap((mark) => {
    if (mark.kind !== 'image' || !mark.pointer.endsWith('/src')) return [];
    const at = mark.pointer.slice(0, -'/src'.length);
    const picture = valueAt(source.data, at) as { alt?: unknown; decorative?: unknown } | null;
    if (picture === null || typeof picture !== 'object' || typeof picture.alt !== 'string' || picture.decorative === true)
      return [];
    if (picture.alt.trim() === '')
      return [
        problemAt(
          source,
          `${at}/alt`,
          'missing-alt',
          'has no description: visitors who cannot see the picture would be told nothing of it.',
          'Say in a few words what it shows or, if it is only decoration, mark it so.',
        ),
      ];
    if (picture.alt.startsWith(SAMPLE_START))
      return [
        problemAt(
          source,
          `${at}/alt`,
          'sample-alt',
          'is still the sample description a new page starts with.',
          'Say in a few words what the picture shows.',
        ),
      ];
    return [];
  });
}
