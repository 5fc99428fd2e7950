import { useEffect, useReducer, useRef, useSyncExternalStore, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_FILTERS, filtersFromQuery, filtersToQuery, withEarlyChoices, type RoomFilters } from './filters.ts';

const onHistory = (change: () => void) => {
  window.addEventListener('popstate', change);
  return () => window.removeEventListener('popstate', change);
};
const browserSearch = () => window.location.search;
// The prerendered page shows every room; the address's filters apply once the page is live.
const prerenderedSearch = () => '';

/**
 * The room filters, kept in the address (?guests=3&location=…&min=…&max=…) so a filtered list can be
 * shared and Back returns to the previous filters. `form` is the filter form: choices made in it
 * before the page was interactive are taken up once it is.
 */
export function useRoomFilters(locations: readonly string[], form: RefObject<HTMLFormElement | null>) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Read from the address itself, and re-rendered here at once: the router's own update is a transition
  // that waits for the parts below the list that have not hydrated yet.
  const search = useSyncExternalStore(onHistory, browserSearch, prerenderedSearch);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const filters = filtersFromQuery(search, locations);
  // One history entry per control the visitor works with: dragging a thumb, or pressing an arrow on it
  // again and again, replaces the entry it made, so Back returns to the previous filter, not the last step.
  const lastControl = useRef<string | null>(null);

  const apply = (next: RoomFilters, control: string | null) => {
    const replace = control !== null && lastControl.current === control;
    lastControl.current = control;
    void navigate({ pathname, search: filtersToQuery(next) }, { replace, preventScrollReset: true });
    rerender();
  };

  // Right after hydration: a filter set in the prerendered form, before the page was interactive, is
  // applied rather than lost (React would show the address's filters in the controls again).
  useEffect(() => {
    if (!form.current) return;
    const formQuery = new URLSearchParams([...new FormData(form.current)].map(([name, value]) => [name, String(value)]));
    const early = withEarlyChoices(window.location.search, `?${formQuery}`, locations);
    if (early) apply(early, null);
    // Once, on mount: later changes go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    filters,
    /** Sets the filters; `control` names the control that moved, so its repeated moves share one history entry. */
    apply,
    reset: () => apply(DEFAULT_FILTERS, null),
    isDefault: filtersToQuery(filters) === '',
  };
}

export type RoomFiltersState = ReturnType<typeof useRoomFilters>;
