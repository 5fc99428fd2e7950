import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * US English as the calendar names each day for assistive technology, with plain day numbers:
 * "Choose Sunday, November 1, 2026" rather than "November 1st", so the name holds the number the
 * visitor sees and can say to speech input (WCAG 2.5.3, label in name).
 */
export const calendarLocale: Locale = {
  ...enUS,
  localize: { ...enUS.localize, ordinalNumber: (n: unknown) => String(n) },
};
