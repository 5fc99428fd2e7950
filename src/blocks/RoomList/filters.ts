/**
 * The apartments filter of the Seabreeze demo, as plain functions: guests (capacity at least n),
 * location (exact), price per night (a range, both ends inclusive). The state lives in the URL query,
 * so a filtered list can be shared and the back button returns to the previous filters.
 */

export const PRICE_MIN = 100;
export const PRICE_MAX = 350;
export const PRICE_STEP = 10;
/** Guests options: any (0), then 1+ … 4+. */
export const GUEST_OPTIONS = [0, 1, 2, 3, 4] as const;

export interface RoomFilters {
  /** Fewest guests the room must sleep; 0 is any. */
  guests: number;
  /** Exact location, or '' for any. */
  location: string;
  priceMin: number;
  priceMax: number;
}

export const DEFAULT_FILTERS: RoomFilters = { guests: 0, location: '', priceMin: PRICE_MIN, priceMax: PRICE_MAX };

interface Filterable {
  capacity: number;
  location: string;
  price: number;
}

export const matchesFilters = (room: Filterable, f: RoomFilters): boolean =>
  room.capacity >= f.guests &&
  (f.location === '' || room.location === f.location) &&
  room.price >= f.priceMin &&
  room.price <= f.priceMax;

export const filterRooms = <R extends Filterable>(rooms: readonly R[], f: RoomFilters): R[] =>
  rooms.filter((room) => matchesFilters(room, f));

/** The distinct locations, in the order the rooms first name them: the location filter's options. */
export const locationsOf = (rooms: readonly { location: string }[]): string[] => [...new Set(rooms.map((r) => r.location))];

/** A price from the slider's scale: within 100–350 and on a step of 10. */
const snapPrice = (value: number): number =>
  Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round((value - PRICE_MIN) / PRICE_STEP) * PRICE_STEP + PRICE_MIN));

const intParam = (params: URLSearchParams, name: string): number | undefined => {
  const raw = params.get(name);
  return raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined;
};

/** The name of each filter in the address's query, and of its control in the form. */
export const QUERY_NAMES = { guests: 'guests', location: 'location', priceMin: 'min', priceMax: 'max' } as const;

/**
 * The filters a query string asks for. Anything unreadable (a hand-edited or outdated link) falls back
 * to its default rather than showing an empty list: unknown guests or locations, prices off the scale.
 */
export function filtersFromQuery(search: string, locations: readonly string[]): RoomFilters {
  const params = new URLSearchParams(search);
  const guests = intParam(params, QUERY_NAMES.guests);
  const location = params.get(QUERY_NAMES.location) ?? '';
  let priceMin = snapPrice(intParam(params, QUERY_NAMES.priceMin) ?? PRICE_MIN);
  let priceMax = snapPrice(intParam(params, QUERY_NAMES.priceMax) ?? PRICE_MAX);
  if (priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  return {
    guests: guests !== undefined && (GUEST_OPTIONS as readonly number[]).includes(guests) ? guests : 0,
    location: locations.includes(location) ? location : '',
    priceMin,
    priceMax,
  };
}

/** The query string of some filters, naming only what differs from the defaults ('' for none). */
export function filtersToQuery(f: RoomFilters): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(QUERY_NAMES) as (keyof RoomFilters)[])
    if (f[key] !== DEFAULT_FILTERS[key]) params.set(QUERY_NAMES[key], String(f[key]));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Moves one end of the price range, never past the other end. */
export function setPriceEnd(f: RoomFilters, end: 'min' | 'max', value: number): RoomFilters {
  const price = snapPrice(value);
  return end === 'min' ? { ...f, priceMin: Math.min(price, f.priceMax) } : { ...f, priceMax: Math.max(price, f.priceMin) };
}

/** "Wi-Fi, Kitchen, Balcony" and "+2 more": a card shows at most three features. */
export function visibleFeatures(features: readonly string[], shown = 3): { shown: string[]; more: number } {
  return { shown: features.slice(0, shown), more: Math.max(0, features.length - shown) };
}

/**
 * The filters once choices made in the prerendered form, before the page was interactive, are taken
 * up. That form showed the defaults, so a control that differs from its default was set by the visitor
 * and wins over the address `search`; `formQuery` is the form's controls as a query (named as in the
 * address). Null when there was no such choice.
 */
export function withEarlyChoices(search: string, formQuery: string, locations: readonly string[]): RoomFilters | null {
  const current = filtersFromQuery(search, locations);
  const shown = filtersFromQuery(formQuery, locations);
  const chosen = (Object.keys(DEFAULT_FILTERS) as (keyof RoomFilters)[]).filter((key) => shown[key] !== DEFAULT_FILTERS[key]);
  const next = filtersFromQuery(
    filtersToQuery(Object.assign({ ...current }, ...chosen.map((key) => ({ [key]: shown[key] })))),
    locations,
  );
  return filtersToQuery(next) === filtersToQuery(current) ? null : next;
}
