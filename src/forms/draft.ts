/**
 * Keeps what a visitor has typed in session storage until it is sent, so that a reload, a crash of
 * the tab or a wrong click on a link loses nothing. Session storage ends with the tab: a shared
 * computer does not keep a stranger's message for the next person.
 */
const key = (formId: string): string => `halcyon:form-draft:${formId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings; the form still works without it.
    return null;
  }
}

export function loadDraft<V extends Record<string, string>>(
  formId: string,
  fields: readonly (keyof V & string)[],
): Partial<V> | null {
  const raw = storage()?.getItem(key(formId));
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft: Partial<Record<string, string>> = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') draft[field] = value;
    }
    return Object.keys(draft).length > 0 ? (draft as Partial<V>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(formId: string, values: Record<string, string>): void {
  const store = storage();
  if (!store) return;
  try {
    if (Object.values(values).every((v) => v === '')) store.removeItem(key(formId));
    else store.setItem(key(formId), JSON.stringify(values));
  } catch {
    // A full storage quota must never stop the visitor from typing.
  }
}

export function clearDraft(formId: string): void {
  try {
    storage()?.removeItem(key(formId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
