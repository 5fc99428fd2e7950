/**
 * The build's problems by the path of the field they concern, kept outside React's context: each field
 * reads only its own path's problems, so a check's answer draws again only the fields whose problems
 * changed, not the whole form (with a page of forty blocks that would be thousands of fields).
 */
import type { Problem } from '../api.ts';
import { pathKey, pathOfProblem } from '../doc.ts';

export interface ProblemStore {
  subscribe: (listener: () => void) => () => void;
  /** The problems of exactly this place; the same array while they stay the same. */
  at: (key: string) => Problem[] | undefined;
  /** How many problems lie at this place or within it. */
  countWithin: (key: string) => number;
  /** Takes a check's answer; listeners are told only when some place's problems changed. */
  set: (problems: readonly Problem[]) => void;
}

const problemId = (p: Problem): string => `${p.line}:${p.column}:${p.message}`;

export function createProblemStore(): ProblemStore {
  let byPath = new Map<string, Problem[]>();
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    at: (key) => byPath.get(key),
    countWithin(key) {
      let count = 0;
      for (const [k, list] of byPath) if (k === key || k.startsWith(`${key}/`)) count += list.length;
      return count;
    },
    set(problems) {
      const next = new Map<string, Problem[]>();
      for (const p of problems) {
        const key = pathKey(pathOfProblem(p.path));
        next.set(key, [...(next.get(key) ?? []), p]);
      }
      let changed = next.size !== byPath.size;
      for (const [key, list] of next) {
        const was = byPath.get(key);
        if (was && was.length === list.length && was.every((p, i) => problemId(p) === problemId(list[i]))) next.set(key, was);
        else changed = true;
      }
      byPath = next;
      if (changed) for (const listener of listeners) listener();
    },
  };
}
