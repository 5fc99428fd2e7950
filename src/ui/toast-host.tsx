/**
 * The toast host, loaded by src/ui/toast.tsx on the first toast: notistack's provider in a root of
 * its own at the end of <body>, so the pages' React tree never waits for it.
 * Toasts sit bottom-right, sized, spaced and timed by TOAST_SETTINGS; a toast waits while it is pointed at
 * or focused (all of them while their region is), and goes by its close button, by its action or cancel
 * button, or by a swipe towards the screen's right edge.
 */
import { CircleAlert, CircleCheck, Info, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider, type SnackbarKey } from 'notistack';
import {
  forwardRef,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import styled, { createGlobalStyle } from 'styled-components';
import { color, font, radius, space, type } from '../theme/tokens.ts';
import { TOAST_SETTINGS, type ToastButton, type ToastOptions, type ToastVariant } from './toast-options.ts';

const HOST_CLASS = 'toast-host';

/** Named in the region's label, so that a screen reader says how to come back to the toasts. */
const REGION_LABEL = 'Notifications (Alt+T)';

const HostStyle = createGlobalStyle`
  .${HOST_CLASS} .notistack-CollapseWrapper {
    padding-block: ${TOAST_SETTINGS.gapPx / 2}px;
  }
  .${HOST_CLASS}:focus-visible {
    outline: none;
  }
  .${HOST_CLASS}:focus-visible [data-toast] {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  @keyframes toast-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

const Card = styled.div<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${space.sm} 0.85rem;
  align-items: start;
  width: min(${TOAST_SETTINGS.widthPx}px, calc(100vw - 2rem));
  padding: 1rem 0.75rem 1rem 1.1rem;
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.line};
  border-left: 3px solid
    ${({ $variant }) => ($variant === 'error' ? color.danger : $variant === 'success' ? color.success : color.accent)};
  border-radius: ${radius.sm};
  box-shadow: ${color.shadow};
  font-family: ${font.body};
  font-size: ${type.sm};
  line-height: 1.5;

  > svg {
    margin-top: 0.1rem;
    color: ${({ $variant }) => ($variant === 'error' ? color.danger : $variant === 'success' ? color.success : color.accent)};
  }
  > svg[data-spinning] {
    animation: toast-spin 1s linear infinite;
  }
  /* A sideways swipe is the toast's; an upward or downward one still scrolls the page. */
  touch-action: pan-y;
  user-select: none;
  transition: opacity 0.15s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: 0.6rem;
`;

const ActionButton = styled.button<{ $primary?: boolean }>`
  min-height: 32px;
  padding: 0.3rem 0.85rem;
  border: 1px solid ${({ $primary }) => ($primary ? color.text : color.line)};
  border-radius: ${radius.pill};
  background: ${({ $primary }) => ($primary ? color.text : 'transparent')};
  color: ${({ $primary }) => ($primary ? color.surface : color.text)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Title = styled.p`
  font-weight: 600;
  margin-bottom: 0.15rem;
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  margin: -0.35rem 0 -0.35rem 0;
  padding: 0;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${color.surfaceTinted};
    color: ${color.text};
  }
`;

const icons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
  loading: LoaderCircle,
} satisfies Record<ToastVariant, unknown>;

interface CardProps {
  id: SnackbarKey;
  title?: string;
  message: string;
  variant: ToastVariant;
  /** Milliseconds on screen, or null to stay until dismissed. */
  duration: number | null;
  action?: ToastButton;
  cancel?: ToastButton;
}

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

/**
 * A swipe towards the right edge, where the toasts sit, dismisses a toast once it has gone
 * TOAST_SETTINGS.swipePx; a shorter one lets it go back. The toast follows the pointer, fading as it
 * goes, unless the visitor asks for reduced motion: then it stays put until it is dismissed.
 */
function useSwipeToDismiss(id: SnackbarKey) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const distance = (event: PointerEvent<HTMLDivElement>): number =>
    Math.max(0, event.clientX - (start.current?.x ?? event.clientX));
  const end = (): void => {
    start.current = null;
    setOffset(0);
  };
  return {
    style: offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined,
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      // Buttons keep their own presses.
      if (!event.isPrimary || event.button !== 0 || (event.target as Element).closest('button')) return;
      start.current = { x: event.clientX, pointer: event.pointerId };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.pointer !== event.pointerId || reducedMotion.matches) return;
      setOffset(distance(event));
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (start.current?.pointer !== event.pointerId) return;
      const swiped = distance(event) >= TOAST_SETTINGS.swipePx;
      end();
      if (swiped) closeSnackbar(id);
    },
    onPointerCancel: end,
  };
}

// Alt+T focuses the region itself, so no toast receives the focus; every toast waits meanwhile.
let regionFocused = false;
const regionListeners = new Set<() => void>();
function subscribeToRegion(listener: () => void): () => void {
  regionListeners.add(listener);
  return () => regionListeners.delete(listener);
}
function setRegionFocused(focused: boolean): void {
  regionFocused = focused;
  for (const listener of regionListeners) listener();
}

/** One toast, with its own timer so that hovering and keyboard focus both pause it. */
const ToastCard = forwardRef<HTMLDivElement, CardProps>(function ToastCard(
  { id, title, message, variant, duration, action, cancel },
  ref,
) {
  const remaining = useRef<number | null>(duration);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const inFocusedRegion = useSyncExternalStore(subscribeToRegion, () => regionFocused);
  const paused = hovered || focused || inFocusedRegion;

  useEffect(() => {
    const left = remaining.current;
    if (paused || left === null) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => closeSnackbar(id), left);
    return () => {
      clearTimeout(timer.current);
      remaining.current = Math.max(0, left - (Date.now() - startedAt.current));
    };
  }, [paused, id]);

  const onBlur = useCallback((event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);

  const swipe = useSwipeToDismiss(id);
  const press = (button: ToastButton) => () => {
    closeSnackbar(id);
    button.onClick?.();
  };

  const Icon = icons[variant];
  return (
    <Card
      ref={ref}
      $variant={variant}
      data-toast=""
      {...swipe}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Icon
        size={20}
        strokeWidth={1.5}
        aria-hidden="true"
        focusable="false"
        data-spinning={variant === 'loading' ? '' : undefined}
      />
      <div>
        {title && <Title>{title}</Title>}
        <p>{message}</p>
        {action && (
          <Actions>
            <ActionButton type="button" $primary onClick={press(action)}>
              {action.label}
            </ActionButton>
            {cancel && (
              <ActionButton type="button" onClick={press(cancel)}>
                {cancel.label}
              </ActionButton>
            )}
          </Actions>
        )}
      </div>
      <Close type="button" aria-label="Dismiss notification" onClick={() => closeSnackbar(id)}>
        <X size={16} strokeWidth={1.5} aria-hidden="true" focusable="false" />
      </Close>
    </Card>
  );
});

// The host's own live region, present before any text is put in it, so that screen readers notice.
const liveRegion = document.createElement('div');
liveRegion.setAttribute('role', 'status');
liveRegion.setAttribute('aria-live', 'polite');
liveRegion.setAttribute('aria-atomic', 'true');
Object.assign(liveRegion.style, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// A labelled region that Alt+T focuses; from there Tab goes through the toasts' buttons.
const container = document.createElement('div');
container.className = HOST_CLASS;
container.setAttribute('role', 'region');
container.setAttribute('aria-label', REGION_LABEL);
container.tabIndex = -1;
document.body.append(liveRegion, container);
container.addEventListener('focus', () => setRegionFocused(true));
container.addEventListener('blur', () => setRegionFocused(false));

// Rendered synchronously: notistack's enqueueSnackbar works once its provider has been constructed.
flushSync(() => {
  createRoot(container).render(
    <>
      <HostStyle />
      <SnackbarProvider
        maxSnack={TOAST_SETTINGS.maxVisible}
        autoHideDuration={null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        // Toasts appear and go without sliding where the visitor asks for reduced motion.
        transitionDuration={reducedMotion.matches ? 0 : undefined}
      />
    </>,
  );
});

document.addEventListener('keydown', (event) => {
  if (!event.altKey || event.code !== 'KeyT' || !container.querySelector('[data-toast]')) return;
  event.preventDefault();
  container.focus();
});

let announced = 0;
/** The toast shown under each id, for the one that replaces it. */
const shownById = new Map<string, SnackbarKey>();

export function enqueueToast({
  message,
  title,
  variant = 'info',
  duration = TOAST_SETTINGS.durationMs,
  id,
  action,
  cancel,
}: ToastOptions): void {
  const replaced = id === undefined ? undefined : shownById.get(id);
  if (replaced !== undefined) closeSnackbar(replaced);
  // Loading lasts as long as its work, however long that is.
  const shownFor = variant === 'loading' ? null : duration;
  const key = enqueueSnackbar(message, {
    variant: variant === 'loading' ? 'info' : variant,
    content: (key) => (
      <ToastCard id={key} title={title} message={message} variant={variant} duration={shownFor} action={action} cancel={cancel} />
    ),
  });
  if (id !== undefined) shownById.set(id, key);
  // A short delay lets a freshly inserted region register before it speaks; the counter makes
  // a repeated notice differ from the last one, so it is read again.
  const heading = title ? `${/[.!?]$/.test(title) ? title : `${title}.`} ` : '';
  const text = `${heading}${message}${++announced % 2 ? '' : '\u00a0'}`;
  setTimeout(() => {
    liveRegion.textContent = text;
  }, 100);
}
