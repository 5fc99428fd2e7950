import { distance } from 'fastest-levenshtein';

/**
 * The served paths closest to one the site does not serve, nearest first: a mistyped address
 * (/contcat) or one below a page (/experiences/somewhere) finds the page that was probably meant.
 */
export function closestPaths(path: string, served: string[], max = 3): string[] {
  const wanted = path.toLowerCase().replace(/\/+$/, '');
  const scored = served
    .filter((candidate) => candidate !== '/')
    .map((candidate) => {
      const parent = wanted.startsWith(`${candidate}/`);
      return { candidate, score: parent ? 0 : distance(wanted, candidate) };
    })
    .filter(({ candidate, score }) => score <= Math.max(2, Math.floor(candidate.length / 3)));
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, max)
    .map(({ candidate }) => candidate);
}
