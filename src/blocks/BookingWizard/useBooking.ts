import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { allCollectionsLoaded, findEntry, loadAllCollections, queryCollection } from '../../content/collections.ts';
import type { BookingWizardBlock, RoomsCollection } from '../../generated/content.ts';
import { useHydrating } from '../../runtime/hydrating.ts';
import {
  BOOKING_STORAGE_KEY,
  bookingReference,
  confirmedBooking,
  EMPTY_CARD,
  initialBooking,
  isoDay,
  nightsBetween,
  priceSummary,
  restoreBooking,
  roomsOffered,
  savedBooking,
  validateConfirmation,
  validateGuest,
  validateStay,
  type BookingState,
  type CardDetails,
} from './booking.ts';

export type Room = RoomsCollection['entries'][number];

/**
 * The wizard's state and moves: the session's booking (restored after a reload, never the card), the
 * rooms it offers, the price, each step's check with its messages. After a move, focus goes to the
 * heading `titleRef` holds: the new step's, or the confirmation's.
 */
export function useBooking(block: BookingWizardBlock, titleRef: RefObject<HTMLHeadingElement | null>) {
  const ids = useId();
  const { search } = useLocation();
  const hydrating = useHydrating();
  // The prerendered page cannot know today's date, this session's booking or the address's ?room=:
  // all three apply once live, so the first render matches the prerendered HTML.
  const askedId = hydrating ? null : new URLSearchParams(search).get('room');
  const asked = askedId === null ? undefined : (findEntry('rooms', askedId) as Room | undefined);
  const rooms = roomsOffered(queryCollection({ ...block.rooms, collection: 'rooms' }), asked);
  const [saved, setSaved] = useState<BookingState | null>(null);
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [collectionsSettled, setCollectionsSettled] = useState(false);
  const moved = useRef(false);

  // A page loaded from its prerendered HTML holds only the rooms it was prerendered with (the block's):
  // a room the address asks for that is not among them (a room page's "Book this room" followed before
  // that page was live, a shared link) may arrive with the whole collection. Until it has, the wizard
  // stays as prerendered, rather than saying the room does not exist and offering none.
  const fetchingAsked = askedId !== null && !asked && !allCollectionsLoaded() && !collectionsSettled;
  useEffect(() => {
    if (!fetchingAsked) return;
    let current = true;
    // Settled either way: if the download fails the room stays unknown and the wizard says so.
    const settle = () => current && setCollectionsSettled(true);
    loadAllCollections().then(settle, settle);
    return () => {
      current = false;
    };
  }, [fetchingAsked]);

  const state: BookingState | null = saved ?? (hydrating || fetchingAsked ? null : startingState());
  function startingState(): BookingState {
    const restored = restoreBooking(
      sessionStorage.getItem(BOOKING_STORAGE_KEY),
      new Date(),
      rooms.map((r) => r.id),
    );
    return asked ? { ...restored, roomId: asked.id, step: 1 } : restored;
  }

  const update = (next: BookingState) => {
    setSaved(next);
    sessionStorage.setItem(BOOKING_STORAGE_KEY, savedBooking(next));
  };

  // After a move, the new view's heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) titleRef.current?.focus();
  }, [state?.step, state?.reference, titleRef]);

  const view = state ?? initialBooking(new Date(0));
  const room = rooms.find((r) => r.id === view.roomId);
  const nights = nightsBetween(view.checkIn, view.checkOut);

  /** Shows the messages found and focuses the first field named; true when there were none. */
  const passes = (found: Record<string, string | undefined>): boolean => {
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Record<string, string>;
    setErrors(clean);
    const first = Object.keys(clean)[0];
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
    return first === undefined;
  };

  const go = (step: BookingState['step']) => {
    moved.current = true;
    setErrors({});
    update({ ...view, step });
  };

  return {
    ids,
    /** Null until the page is live (the prerendered form shows the defaults, its dates disabled). */
    state,
    view,
    rooms,
    room,
    nights,
    price: room && priceSummary(room.price, nights),
    /** The address asked for a room that does not exist. */
    roomNotFound: askedId !== null && !asked && !view.roomId,
    errors,
    card,
    setCard,
    update,
    /** Removes one field's message once the visitor has answered it. */
    clearError: (name: string) =>
      setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => field !== name))),
    go,
    submitStay: () => passes(validateStay(view, isoDay(new Date()), room)) && go(2),
    submitGuest: () => passes(validateGuest(view.guest, view.paymentMethod, card)) && go(3),
    confirm: () => {
      if (!passes(validateConfirmation(view))) return;
      moved.current = true;
      setCard(EMPTY_CARD);
      update(confirmedBooking(new Date(), bookingReference()));
    },
    startAgain: () => {
      moved.current = true;
      update({ ...view, reference: null });
    },
  };
}

export type Booking = ReturnType<typeof useBooking>;
