/** How the scripts sum up and print what they measured, so every report rounds and averages alike. */

/** The middle value; with an even count, the mean of the two middle ones. NaN for none. */
export const median = (xs: number[]): number => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A duration in seconds, to a tenth unless asked for more. */
export const seconds = (ms: number, digits = 1): string => `${(ms / 1000).toFixed(digits)} s`;
