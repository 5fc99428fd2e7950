import { describe, expect, it } from 'vitest';
import { diffLines, hunks } from '../../src/editor/diff.ts';

describe("the save window's diff", () => {
  it("shows a changed line's old text before its new, each with its line number in its own file", () => {
    const before = ['{', '  "a": 1,', '  "b": 2', '}'].join('\n');
    const after = ['{', '  "a": 10,', '  "c": 3,', '  "b": 2', '}'].join('\n');
    expect(diffLines(before, after).filter((l) => l.kind !== 'same')).toEqual([
      { kind: 'removed', text: '  "a": 1,', line: 2 },
      { kind: 'added', text: '  "a": 10,', line: 2 },
      { kind: 'added', text: '  "c": 3,', line: 3 },
    ]);
  });

  it('keeps two unchanged lines around each change and marks what it leaves out between changes', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 6', 'line six').replace('line 15', 'line fifteen');
    const shown = hunks(diffLines(before, after));
    expect(shown.map((l) => (l === 'gap' ? 'gap' : l.text))).toEqual([
      'line 4',
      'line 5',
      'line 6',
      'line six',
      'line 7',
      'line 8',
      'gap',
      'line 13',
      'line 14',
      'line 15',
      'line fifteen',
      'line 16',
      'line 17',
    ]);
  });
});
