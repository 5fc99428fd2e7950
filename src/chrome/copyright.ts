import { fillPlaceholders } from '../content/placeholders.ts';

// Set by vite.config.ts (SOURCE_DATE_EPOCH's year, for a reproducible build); code run without a build,
// such as the unit tests, takes the current year.
const buildYear = import.meta.env.BUILD_YEAR ?? String(new Date().getFullYear());

/** A footer's copyright line, the agency's or a second brand's: `{year}` becomes the year the site was built. */
export const copyrightLine = (text: string, year: string = buildYear): string => fillPlaceholders(text, { year });
