import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingReference,
  confirmedBooking,
  initialBooking,
  maskedCard,
  nightsBetween,
  priceSummary,
  restoreBooking,
  roomsOffered,
  savedBooking,
  validateConfirmation,
  validateGuest,
  validateStay,
  EMPTY_CARD,
  EMPTY_GUEST,
} from '../../src/blocks/BookingWizard/booking.ts';
import {
  DEFAULT_FILTERS,
  filterRooms,
  filtersFromQuery,
  filtersToQuery,
  locationsOf,
  setPriceEnd,
  visibleFeatures,
  withEarlyChoices,
} from '../../src/blocks/RoomList/filters.ts';
import { collections } from '../../src/content/collections.ts';

const rooms = collections.rooms;
const ids = (f: Partial<typeof DEFAULT_FILTERS>) => filterRooms(rooms, { ...DEFAULT_FILTERS, ...f }).map((r) => r.id);

describe('apartment filters', () => {
  it('shows every room by default', () => {
    expect(ids({})).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('guests keeps rooms whose capacity is at least the number, inclusive', () => {
    expect(ids({ guests: 1 })).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(ids({ guests: 2 })).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(ids({ guests: 3 })).toEqual(['2', '4', '6']);
    expect(ids({ guests: 4 })).toEqual(['2', '4']);
  });

  it('location matches exactly, from the distinct locations', () => {
    expect(locationsOf(rooms)).toEqual(['Beachfront', 'Second row', 'Hotel building', 'Garden area']);
    expect(ids({ location: 'Beachfront' })).toEqual(['1', '3', '4']);
    expect(ids({ location: 'beachfront' })).toEqual([]);
  });

  it('price keeps rooms within the range, both ends inclusive', () => {
    expect(ids({ priceMin: 150, priceMax: 180 })).toEqual(['1', '3', '6']);
    expect(ids({ priceMin: 160, priceMax: 170 })).toEqual(['6']);
    expect(ids({ priceMin: 120, priceMax: 120 })).toEqual(['5']);
    expect(ids({ priceMin: 350, priceMax: 350 })).toEqual(['4']);
    expect(ids({ priceMin: 100, priceMax: 110 })).toEqual([]);
  });

  it('all filters apply together', () => {
    expect(ids({ guests: 4, location: 'Beachfront', priceMin: 300 })).toEqual(['4']);
    expect(ids({ guests: 3, location: 'Hotel building' })).toEqual([]);
  });

  it('the price ends never cross and stay on the scale', () => {
    expect(setPriceEnd(DEFAULT_FILTERS, 'min', 400)).toMatchObject({ priceMin: 350, priceMax: 350 });
    const narrowed = setPriceEnd(DEFAULT_FILTERS, 'max', 200);
    expect(setPriceEnd(narrowed, 'min', 250)).toMatchObject({ priceMin: 200, priceMax: 200 });
    expect(setPriceEnd(DEFAULT_FILTERS, 'max', 53)).toMatchObject({ priceMax: 100 });
    expect(setPriceEnd(DEFAULT_FILTERS, 'min', 136)).toMatchObject({ priceMin: 140 });
  });

  it('round-trips through the URL query, naming only what differs from the defaults', () => {
    const locations = locationsOf(rooms);
    expect(filtersToQuery(DEFAULT_FILTERS)).toBe('');
    const f = { guests: 3, location: 'Garden area', priceMin: 150, priceMax: 200 };
    expect(filtersToQuery(f)).toBe('?guests=3&location=Garden+area&min=150&max=200');
    expect(filtersFromQuery(filtersToQuery(f), locations)).toEqual(f);
  });

  it('reads a broken query as the defaults, field by field', () => {
    const locations = locationsOf(rooms);
    expect(filtersFromQuery('?guests=9&location=Moon&min=abc&max=9999', locations)).toEqual(DEFAULT_FILTERS);
    expect(filtersFromQuery('?min=300&max=120', locations)).toMatchObject({ priceMin: 120, priceMax: 300 });
  });

  it('takes up what was chosen in the prerendered form over the address, and nothing when nothing was', () => {
    const locations = locationsOf(rooms);
    // The prerendered form showed the defaults: only what differs from them was the visitor's choice.
    const untouched = '?guests=0&location=&min=100&max=350';
    expect(withEarlyChoices('', untouched, locations)).toBeNull();
    expect(withEarlyChoices('?guests=3&max=200', untouched, locations)).toBeNull();
    expect(withEarlyChoices('?guests=3&max=200', '?guests=0&location=Beachfront&min=100&max=350', locations)).toEqual({
      guests: 3,
      location: 'Beachfront',
      priceMin: 100,
      priceMax: 200,
    });
    expect(withEarlyChoices('?guests=3', '?guests=4&location=&min=100&max=350', locations)).toMatchObject({ guests: 4 });
    // An early lowest price above the address's highest: the two ends are put in order.
    expect(withEarlyChoices('?max=200', '?guests=0&location=&min=300&max=350', locations)).toMatchObject({
      priceMin: 200,
      priceMax: 300,
    });
  });

  it('a card shows three features, then how many more', () => {
    expect(visibleFeatures(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleFeatures(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(visibleFeatures(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('booking rules', () => {
  const today = new Date(2026, 10, 22, 15, 30);

  it('starts at step 1 with no room, today → today + 7, 2 adults, 0 children and an empty form', () => {
    expect(initialBooking(today)).toEqual({
      step: 1,
      roomId: null,
      checkIn: '2026-11-22',
      checkOut: '2026-11-29',
      adults: 2,
      children: 0,
      guest: EMPTY_GUEST,
      paymentMethod: 'credit-card',
      termsAccepted: false,
      reference: null,
    });
  });

  it('counts nights across months and a change of clocks', () => {
    expect(nightsBetween('2026-11-22', '2026-11-29')).toBe(7);
    expect(nightsBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(nightsBetween('2026-03-07', '2026-03-09')).toBe(2);
    expect(nightsBetween('2026-03-09', '2026-03-09')).toBe(0);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
  });

  it('total = nights × price + cleaning $50 + service $30', () => {
    expect(priceSummary(180, 7)).toEqual({
      nights: 7,
      pricePerNight: 180,
      stay: 1260,
      cleaningFee: 50,
      serviceFee: 30,
      total: 1340,
    });
    expect(priceSummary(150, 1).total).toBe(230);
  });

  it('the reference is SBR, a hyphen and four digits, zero-padded', () => {
    expect(bookingReference(() => 0)).toBe('SBR-0000');
    expect(bookingReference(() => 0.0042)).toBe('SBR-0042');
    expect(bookingReference(() => 0.99999)).toBe('SBR-9999');
    for (let i = 0; i < 50; i++) expect(bookingReference()).toMatch(/^SBR-\d{4}$/);
  });

  it('shows only the last four digits of the card, or **** without one', () => {
    expect(maskedCard('4242 4242 4242 1234')).toBe('•••• 1234');
    expect(maskedCard('')).toBe('****');
  });

  it('step 1 needs a room, dates from today and check-out after check-in', () => {
    const start = initialBooking(today);
    expect(validateStay(start, '2026-11-22')).toEqual({ room: 'Choose a room to continue.' });
    expect(validateStay({ ...start, roomId: '1' }, '2026-11-22')).toEqual({});
    expect(validateStay({ ...start, roomId: '1', checkIn: '2026-11-21' }, '2026-11-22')).toMatchObject({
      checkIn: 'Check-in cannot be in the past.',
    });
    expect(validateStay({ ...start, roomId: '1', checkOut: '2026-11-22' }, '2026-11-22')).toEqual({
      checkOut: 'Check-out must be after check-in.',
    });
    expect(validateStay({ ...start, roomId: '1', adults: 7, children: 5 }, '2026-11-22')).toEqual({
      adults: 'Choose 1 to 6 adults.',
      children: 'Choose 0 to 4 children.',
    });
  });

  it('step 1 refuses a party larger than the room sleeps, children counted', () => {
    const family = { ...initialBooking(today), roomId: '2' };
    const apartment = { name: 'Premium Family Apartment', capacity: 4 };
    const tooMany =
      'The Premium Family Apartment sleeps up to 4 guests, and 5 are coming. Choose a larger room, or fewer guests.';
    expect(validateStay({ ...family, adults: 5 }, '2026-11-22', apartment)).toEqual({ room: tooMany });
    expect(validateStay({ ...family, adults: 2, children: 3 }, '2026-11-22', apartment)).toEqual({ room: tooMany });
    expect(validateStay({ ...family, adults: 2, children: 2 }, '2026-11-22', apartment)).toEqual({});
  });

  it("offers the block's rooms, and the room a room page asked for when it is not among them", () => {
    const [one, two, , four] = rooms;
    expect(roomsOffered([one, two], four).map((r) => r.id)).toEqual(['1', '2', '4']);
    expect(roomsOffered([one, two], two).map((r) => r.id)).toEqual(['1', '2']);
    expect(roomsOffered([one, two], undefined).map((r) => r.id)).toEqual(['1', '2']);
  });

  it('step 2 names each missing field, and the card only when paying by card', () => {
    const all = validateGuest(EMPTY_GUEST, 'credit-card', EMPTY_CARD);
    expect(Object.keys(all)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'city',
      'zipCode',
      'country',
      'cardName',
      'cardNumber',
      'cardExpiry',
      'cardCvc',
    ]);
    expect(Object.keys(validateGuest(EMPTY_GUEST, 'pay-at-property', EMPTY_CARD))).not.toContain('cardNumber');
    const guest = {
      ...EMPTY_GUEST,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+1 850 555 0100',
      address: '1 Gulf Shore Dr',
      city: 'Destin',
      zipCode: '32541',
      country: 'United States',
    };
    expect(validateGuest(guest, 'pay-at-property', EMPTY_CARD)).toEqual({});
    const card = { cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/29', cardCvc: '123' };
    expect(validateGuest(guest, 'credit-card', card)).toEqual({});
    expect(validateGuest({ ...guest, email: 'ada@' }, 'credit-card', { ...card, cardExpiry: '13/29' })).toEqual({
      email: 'Enter an email address such as name@example.com.',
      cardExpiry: 'Enter the expiry date as MM/YY.',
    });
  });

  it('step 3 requires the terms', () => {
    expect(validateConfirmation(initialBooking(today))).toHaveProperty('terms');
    expect(validateConfirmation({ ...initialBooking(today), termsAccepted: true })).toEqual({});
  });

  it('a reload keeps the state for the session, never a card detail', () => {
    const state = { ...initialBooking(today), step: 2 as const, roomId: '2', guest: { ...EMPTY_GUEST, firstName: 'Ada' } };
    const saved = savedBooking({ ...state, ...{ cardNumber: '4242424242424242' } } as typeof state);
    expect(saved).not.toContain('4242');
    expect(restoreBooking(saved, today, ['1', '2', '3'])).toEqual(state);
    expect(restoreBooking(saved, new Date(2026, 11, 1), ['1', '2', '3'])).toEqual(initialBooking(new Date(2026, 11, 1)));
    expect(restoreBooking('not json', today, ['1'])).toEqual(initialBooking(today));
    expect(restoreBooking(saved, today, ['1'])).toMatchObject({ roomId: null });
    // Without its card, a booking paid by card goes back to the step that asks for it.
    expect(restoreBooking(savedBooking({ ...state, step: 3 }), today, ['2'])).toMatchObject({ step: 2 });
    expect(restoreBooking(savedBooking({ ...state, step: 3, paymentMethod: 'pay-at-property' }), today, ['2'])).toMatchObject({
      step: 3,
    });
  });

  it('a confirmed booking keeps its reference through a reload, and nothing of the guest', () => {
    const saved = savedBooking(confirmedBooking(today, 'SBR-0042'));
    expect(saved).not.toContain('Ada');
    expect(restoreBooking(saved, today, ['1'])).toEqual({ ...initialBooking(today), reference: 'SBR-0042' });
    expect(restoreBooking(saved.replace('SBR-0042', '<b>x</b>'), today, ['1'])).toMatchObject({ reference: null });
  });
});
