/**
 * Toasts: short notices in the bottom-right corner, for news that has no place of its own on the page
 * (a form answers in place; a toast speaks only when the form is gone). Every toast is announced to
 * screen readers. The toast library is downloaded and mounted on the first call only, so pages that
 * never show a toast never load it.
 */
import type { ToastOptions } from './toast-options.ts';

let host: Promise<typeof import('./toast-host.tsx')> | undefined;

function loadHost(): Promise<typeof import('./toast-host.tsx')> {
  host ??= import('./toast-host.tsx').catch((error: unknown) => {
    // The toast code could not be downloaded (offline, say); a later toast tries again.
    host = undefined;
    throw error;
  });
  return host;
}

export function showToast(options: ToastOptions): void {
  if (typeof window === 'undefined') return;
  loadHost().then(
    (h) => h.enqueueToast(options),
    () => undefined,
  );
}
