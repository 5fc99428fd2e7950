/** What a toast says and how (src/ui/toast.tsx shows it; src/ui/toast-host.tsx draws it). */

/**
 * The product's settings: at most 3 visible, 4000 ms unless told otherwise, 356 px wide, 14 px apart,
 * dismissed by a swipe of 20 px towards the screen's edge.
 */
export const TOAST_SETTINGS = { maxVisible: 3, durationMs: 4000, widthPx: 356, gapPx: 14, swipePx: 20 } as const;

/** A button a toast offers; pressing it also dismisses the toast. */
export interface ToastButton {
  label: string;
  onClick?: () => void;
}

/** A `loading` toast stays until a toast with the same `id` takes its place: the work it reports ended. */
export type ToastVariant = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface ToastOptions {
  message: string;
  title?: string;
  variant?: ToastVariant;
  /**
   * How long it stays, in milliseconds (4000 unless told); null keeps it until it is dismissed, for a
   * notice the visitor must act on and may need longer to read.
   */
  duration?: number | null;
  /** A later toast with the same id replaces this one, as an outcome replaces the notice of its work. */
  id?: string;
  /** What the visitor can do about it, as a button. */
  action?: ToastButton & { onClick: () => void };
  /** The button that declines the action ("Not now"); only beside an action. */
  cancel?: ToastButton;
}
