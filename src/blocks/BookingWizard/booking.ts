/**
 * The rules of the Seabreeze booking wizard, as plain functions. The wizard is a demonstration: it
 * makes no network call, and never sends, stores or logs card details.
 */

export const ADULT_OPTIONS = [1, 2, 3, 4, 5, 6] as const;
export const CHILD_OPTIONS = [0, 1, 2, 3, 4] as const;
export const DEFAULT_ADULTS = 2;
export const DEFAULT_CHILDREN = 0;
export const DEFAULT_NIGHTS = 7;
export const CLEANING_FEE = 50;
export const SERVICE_FEE = 30;
export const REFERENCE_PREFIX = 'SBR';

export type PaymentMethod = 'credit-card' | 'pay-at-property';

export interface GuestDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
  specialRequests: string;
}

export interface CardDetails {
  cardName: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** What the wizard remembers between steps (and, without the card, across a reload). */
export interface BookingState {
  step: 1 | 2 | 3;
  roomId: string | null;
  /** Dates as YYYY-MM-DD, in the visitor's own calendar. */
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
  guest: GuestDetails;
  paymentMethod: PaymentMethod;
  termsAccepted: boolean;
  /** The confirmed booking's reference: shown until the guest starts a new booking. */
  reference: string | null;
}

export const EMPTY_GUEST: GuestDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  zipCode: '',
  country: '',
  specialRequests: '',
};

export const EMPTY_CARD: CardDetails = { cardName: '', cardNumber: '', cardExpiry: '', cardCvc: '' };

const pad = (n: number): string => String(n).padStart(2, '0');

/** A day as YYYY-MM-DD in local time. */
export const isoDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** YYYY-MM-DD to a local Date at midnight. */
export const parseDay = (day: string): Date => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
};

export const addDays = (day: string, days: number): string => {
  const date = parseDay(day);
  date.setDate(date.getDate() + days);
  return isoDay(date);
};

/** Whole nights from check-in to check-out (0 when check-out is not after check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  // Rounded, so a change to or from summer time (a 23- or 25-hour day) still counts as one night.
  const nights = Math.round((parseDay(checkOut).getTime() - parseDay(checkIn).getTime()) / 86_400_000);
  return Math.max(0, nights);
}

/** The wizard's starting point: step 1, no room, today → today + 7, 2 adults, 0 children, an empty form. */
export const initialBooking = (today: Date): BookingState => ({
  step: 1,
  roomId: null,
  checkIn: isoDay(today),
  checkOut: addDays(isoDay(today), DEFAULT_NIGHTS),
  adults: DEFAULT_ADULTS,
  children: DEFAULT_CHILDREN,
  guest: { ...EMPTY_GUEST },
  paymentMethod: 'credit-card',
  termsAccepted: false,
  reference: null,
});

/**
 * The wizard once a booking is confirmed: its reference over a fresh start, so the guest's details
 * leave the session at once while the reference stays until a new booking begins.
 */
export const confirmedBooking = (today: Date, reference: string): BookingState => ({ ...initialBooking(today), reference });

export interface PriceSummary {
  nights: number;
  pricePerNight: number;
  stay: number;
  cleaningFee: number;
  serviceFee: number;
  total: number;
}

/** Total = nights × price + cleaning $50 + service $30. */
export function priceSummary(pricePerNight: number, nights: number): PriceSummary {
  const stay = pricePerNight * nights;
  return {
    nights,
    pricePerNight,
    stay,
    cleaningFee: CLEANING_FEE,
    serviceFee: SERVICE_FEE,
    total: stay + CLEANING_FEE + SERVICE_FEE,
  };
}

/** The rooms a booking may choose: the block's own, and a room asked for by a room page's link if it is not one of them. */
export const roomsOffered = <R extends { id: string }>(listed: readonly R[], asked: R | undefined): R[] =>
  asked && !listed.some((room) => room.id === asked.id) ? [...listed, asked] : [...listed];

const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}-\\d{4}$`);

/** SBR-0042: the prefix, a hyphen and four random digits, zero-padded. */
export function bookingReference(random: () => number = Math.random): string {
  const digits = Math.min(9999, Math.floor(random() * 10_000));
  return `${REFERENCE_PREFIX}-${String(digits).padStart(4, '0')}`;
}

/** The card as the summary shows it: its last four digits, or **** when none is given. */
export function maskedCard(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  return digits.length > 0 ? `•••• ${digits.slice(-4)}` : '****';
}

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Step 1: the dates, the party and a room that sleeps them all. `today` is YYYY-MM-DD. */
export function validateStay(
  state: BookingState,
  today: string,
  room?: { name: string; capacity: number },
): Errors<'checkIn' | 'checkOut' | 'room' | 'adults' | 'children'> {
  const errors: Errors<'checkIn' | 'checkOut' | 'room' | 'adults' | 'children'> = {};
  if (!state.checkIn) errors.checkIn = 'Choose a check-in date.';
  else if (state.checkIn < today) errors.checkIn = 'Check-in cannot be in the past.';
  if (!state.checkOut) errors.checkOut = 'Choose a check-out date.';
  else if (state.checkIn && state.checkOut <= state.checkIn) errors.checkOut = 'Check-out must be after check-in.';
  if (!(ADULT_OPTIONS as readonly number[]).includes(state.adults)) errors.adults = 'Choose 1 to 6 adults.';
  if (!(CHILD_OPTIONS as readonly number[]).includes(state.children)) errors.children = 'Choose 0 to 4 children.';
  const guests = state.adults + state.children;
  if (!state.roomId) errors.room = 'Choose a room to continue.';
  else if (room && guests > room.capacity)
    errors.room = `The ${room.name} sleeps up to ${room.capacity} guests, and ${guests} are coming. Choose a larger room, or fewer guests.`;
  return errors;
}

// A domain with a dot past its first character and before its last; the first such dot is the one
// matched, so that a domain of many dots does not try each of them in turn.
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** Step 2: the guest's details and, when paying by card, the card. */
export function validateGuest(
  guest: GuestDetails,
  paymentMethod: PaymentMethod,
  card: CardDetails,
): Errors<keyof GuestDetails | keyof CardDetails> {
  const errors: Errors<keyof GuestDetails | keyof CardDetails> = {};
  const required: [keyof GuestDetails, string][] = [
    ['firstName', 'Enter your first name.'],
    ['lastName', 'Enter your last name.'],
    ['email', 'Enter your email address.'],
    ['phone', 'Enter a phone number.'],
    ['address', 'Enter your street address.'],
    ['city', 'Enter your city.'],
    ['zipCode', 'Enter your ZIP or postal code.'],
    ['country', 'Enter your country.'],
  ];
  for (const [field, message] of required) if (!guest[field].trim()) errors[field] = message;
  if (guest.email.trim() && !EMAIL.test(guest.email.trim())) errors.email = 'Enter an email address such as name@example.com.';
  if (guest.phone.trim() && guest.phone.replace(/\D/g, '').length < 7)
    errors.phone = 'Enter a phone number with at least 7 digits.';
  if (paymentMethod === 'credit-card') {
    if (!card.cardName.trim()) errors.cardName = 'Enter the name on the card.';
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Enter a card number of 12 to 19 digits.';
    if (!/^(?:0[1-9]|1[0-2])\s*\/\s*\d{2}$/.test(card.cardExpiry.trim())) errors.cardExpiry = 'Enter the expiry date as MM/YY.';
    if (!/^\d{3,4}$/.test(card.cardCvc.trim())) errors.cardCvc = 'Enter the 3 or 4 digit security code.';
  }
  return errors;
}

/** Step 3: the terms must be accepted. */
export const validateConfirmation = (state: BookingState): Errors<'terms'> =>
  state.termsAccepted ? {} : { terms: 'Please accept the terms and conditions to confirm your booking.' };

/** The session key of the wizard's state. Card details are never written there. */
export const BOOKING_STORAGE_KEY = 'seabreeze-booking';

/** The state as saved for a reload: exactly the BookingState fields, so no card detail can slip in. */
export const savedBooking = (state: BookingState): string =>
  JSON.stringify({
    step: state.step,
    roomId: state.roomId,
    checkIn: state.checkIn,
    checkOut: state.checkOut,
    adults: state.adults,
    children: state.children,
    guest: state.guest,
    paymentMethod: state.paymentMethod,
    termsAccepted: state.termsAccepted,
    reference: state.reference,
  } satisfies BookingState);

/** A saved state read back; anything unreadable or from a past day starts afresh. */
export function restoreBooking(saved: string | null, today: Date, roomIds: readonly string[]): BookingState {
  const fresh = initialBooking(today);
  if (!saved) return fresh;
  try {
    const s = JSON.parse(saved) as Partial<BookingState>;
    const day = isoDay(today);
    if (typeof s.checkIn !== 'string' || typeof s.checkOut !== 'string' || s.checkIn < day) return fresh;
    const paymentMethod = s.paymentMethod === 'pay-at-property' ? 'pay-at-property' : 'credit-card';
    return {
      // The card is never saved: a guest paying by card returns to the step that asks for it.
      step: s.step === 2 || (s.step === 3 && paymentMethod === 'pay-at-property') ? s.step : s.step === 3 ? 2 : 1,
      roomId: typeof s.roomId === 'string' && roomIds.includes(s.roomId) ? s.roomId : null,
      checkIn: s.checkIn,
      checkOut: s.checkOut > s.checkIn ? s.checkOut : addDays(s.checkIn, 1),
      adults: (ADULT_OPTIONS as readonly number[]).includes(s.adults as number) ? (s.adults as number) : DEFAULT_ADULTS,
      children: (CHILD_OPTIONS as readonly number[]).includes(s.children as number) ? (s.children as number) : DEFAULT_CHILDREN,
      guest: { ...EMPTY_GUEST, ...pickStrings(s.guest) },
      paymentMethod,
      termsAccepted: s.termsAccepted === true,
      reference: typeof s.reference === 'string' && REFERENCE.test(s.reference) ? s.reference : null,
    };
  } catch {
    return fresh;
  }
}

const pickStrings = (value: unknown): Partial<GuestDetails> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(
        Object.keys(EMPTY_GUEST)
          .map((k) => [k, (value as Record<string, unknown>)[k]])
          .filter(([, v]) => typeof v === 'string'),
      )
    : {};
