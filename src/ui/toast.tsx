/**
 * Toasts: short notices in the bottom-right corner. The toast library is downloaded and mounted on
 * the first call only, so pages that never show a toast never load it.
 */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /**
   * Whether screen readers hear the toast. Leave it on, unless the caller already announces the same
   * news through its own live region (forms do), so that nothing is read twice.
   */
  announce?: boolean;
}

let host: Promise<typeof import('./toast-host.tsx')> | undefined;

export function showToast(options: ToastOptions): void {
  if (typeof window === 'undefined') return;
  host ??= import('./toast-host.tsx');
  host.then(
    (h) => h.enqueueToast(options),
    () => {
      // The toast code could not be downloaded (offline, say); a later toast tries again.
      host = undefined;
    },
  );
}
