/** A line diff of two texts, for showing a save before it is made. */

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** Line number in the old text (same, removed) or the new one (added). */
  line: number;
}

/** The lines that differ, from the longest common subsequence of the lines between a common head and tail. */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const lcs = Array.from({ length: x.length + 1 }, () => new Uint32Array(y.length + 1));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const lines: DiffLine[] = a.slice(0, head).map((text, i) => ({ kind: 'same', text, line: i + 1 }));
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      lines.push({ kind: 'same', text: x[i], line: head + i + 1 });
      i++;
      j++;
    } else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      // A changed line's old text first, then its new, as diffs are read.
      lines.push({ kind: 'removed', text: x[i], line: head + i + 1 });
      i++;
    } else {
      lines.push({ kind: 'added', text: y[j], line: head + j + 1 });
      j++;
    }
  }
  a.slice(a.length - tail).forEach((text, k) => lines.push({ kind: 'same', text, line: a.length - tail + k + 1 }));
  return lines;
}

/** The changed lines with `context` unchanged lines around each run of changes. */
export function hunks(lines: DiffLine[], context = 2): (DiffLine | 'gap')[] {
  const near = lines.map((_, i) => lines.slice(Math.max(0, i - context), i + context + 1).some((l) => l.kind !== 'same'));
  const shown: (DiffLine | 'gap')[] = [];
  lines.forEach((line, i) => {
    if (near[i]) shown.push(line);
    else if (shown.at(-1) !== 'gap' && shown.length) shown.push('gap');
  });
  if (shown.at(-1) === 'gap') shown.pop();
  return shown;
}
