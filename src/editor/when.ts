/** A time of change as the editor writes it everywhere: "Nov 27, 2026, 10:57 AM" in the reader's own words. */
export const when = (ms: number): string => new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
