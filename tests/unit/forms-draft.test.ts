import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_ID_PATTERN } from '../../src/forms/constants.ts';
import { clearDraft, loadDraft, saveDraft, submissionId } from '../../src/forms/draft.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('the id of a submission, kept with its draft', () => {
  it('stays the same until the submission is sent, also across a reload, then changes', () => {
    const id = submissionId('contact');
    expect(id).toMatch(SUBMISSION_ID_PATTERN);
    saveDraft('contact', { name: 'Jane' });
    expect(submissionId('contact')).toBe(id);
    // A reload keeps session storage: the retry is the same submission.
    expect(storage.getItem('halcyon:form-draft:contact:id')).toBe(id);
    expect(loadDraft('contact', ['name'])).toEqual({ name: 'Jane' });
    expect(submissionId('newsletter')).not.toBe(id);
    clearDraft('contact');
    const next = submissionId('contact');
    expect(next).toMatch(SUBMISSION_ID_PATTERN);
    expect(next).not.toBe(id);
  });

  it('is made without randomUUID on origins that lack it, and lives in memory without storage', () => {
    clearDraft('contact');
    vi.stubGlobal('window', {});
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => a.fill(7) });
    const id = submissionId('contact');
    expect(id).toBe('07'.repeat(16));
    expect(submissionId('contact')).toBe(id);
    clearDraft('contact');
  });
});
