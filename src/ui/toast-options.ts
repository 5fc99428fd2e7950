/** What a toast says and how (src/ui/toast.tsx shows it; src/ui/toast-host.tsx draws it). */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /**
   * How long it stays, in milliseconds (4000 unless told); null keeps it until it is dismissed, for a
   * notice the visitor must act on and may need longer to read.
   */
  duration?: number | null;
}
