/**
 * Keeps what a visitor has typed in session storage until it is sent, so that a reload, a crash of
 * the tab or a wrong click on a link loses nothing. Session storage ends with the tab: a shared
 * computer does not keep a stranger's message for the next person.
 */
const key = (formId: string): string => `halcyon:form-draft:${formId}`;
const idKey = (formId: string): string => `halcyon:form-draft:${formId}:id`;
/** Where ids live when storage is unavailable: they then last as long as the page. */
const memoryIds = new Map<string, string>();

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

/** A random id; randomUUID only exists on secure origins (https, localhost), getRandomValues everywhere. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of the submission being drafted, made on first use and kept with the draft until it is sent,
 * so that sending again after a lost answer (even after a reload) reaches the server as the same
 * submission and is stored once.
 */
export function submissionId(formId: string): string {
  const store = storage();
  let id: string | null | undefined;
  try {
    id = store?.getItem(idKey(formId));
  } catch {
    id = undefined;
  }
  id ??= memoryIds.get(formId);
  if (!id) {
    id = newId();
    memoryIds.set(formId, id);
    try {
      store?.setItem(idKey(formId), id);
    } catch {
      // The id then lives in memory only, as long as the page.
    }
  }
  return id;
}

/** Forgets the draft and its submission id: the next submission is a new one. */
export function clearDraft(formId: string): void {
  memoryIds.delete(formId);
  try {
    storage()?.removeItem(key(formId));
    storage()?.removeItem(idKey(formId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
