/** docs/content-errors.md documents every kind of problem the content gate reports, from its own table. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentErrorsFile, renderContentErrors } from '../../scripts/lib/content/validate/docs.ts';
import { PROBLEM_KINDS } from '../../src/validation/index.ts';

const docs = readFileSync(contentErrorsFile, 'utf8');

describe('docs/content-errors.md', () => {
  it('is what `npm run content-errors` writes from the table of kinds', () => {
    expect(docs).toBe(renderContentErrors());
  });

  it('has a section per kind, with the rule, a wrong and a right example and the fix', () => {
    const sections = docs.split(/^## /m).slice(1);
    expect(sections.map((s) => s.split('\n')[0])).toEqual(Object.keys(PROBLEM_KINDS));
    for (const section of sections) {
      expect(section).toMatch(/\n\n\*\*[^*]+\.\*\* \S/);
      expect(section).toContain('\nWrong:\n\n');
      expect(section).toContain('\nRight:\n\n');
      expect(section).toMatch(/\n\*\*Fix:\*\* \S/);
    }
  });
});
