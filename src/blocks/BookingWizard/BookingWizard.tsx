import 'react-datepicker/dist/react-datepicker.css';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import DatePicker from 'react-datepicker';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { queryCollection } from '../../content/collections.ts';
import {
  addDays,
  ADULT_OPTIONS,
  BOOKING_STORAGE_KEY,
  bookingReference,
  CHILD_OPTIONS,
  EMPTY_CARD,
  initialBooking,
  isoDay,
  maskedCard,
  nightsBetween,
  parseDay,
  priceSummary,
  RESET_AFTER_MS,
  restoreBooking,
  savedBooking,
  validateConfirmation,
  validateGuest,
  validateStay,
  type BookingState,
  type CardDetails,
  type GuestDetails,
  type PaymentMethod,
} from './booking.ts';
import { formatPrice } from '../../demo/format.ts';
import { Field, Input, SubmitButton } from '../../forms/fields.tsx';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { useHydrating } from '../../ui/HydrateWhenVisible.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';
import { DatePickerStyle } from './date-picker-style.ts';

const Band = styled.section`
  padding-block: clamp(2.5rem, 2rem + 3vw, 4.5rem) ${space.section};
`;

const Steps = styled.ol`
  display: flex;
  gap: ${space.sm};
  margin: 0 0 ${space.xl};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    flex: 1;
    padding-top: 0.6rem;
    border-top: 3px solid ${color.line};
    color: ${color.textMuted};
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    counter-increment: step;
  }
  li::before {
    content: counter(step) '. ';
  }
  li[data-done='true'],
  li[aria-current='step'] {
    border-top-color: ${color.accent};
    color: ${color.text};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  ${media.md} {
    grid-template-columns: 1.6fr 1fr;
    align-items: start;
  }
`;

const Panel = styled.div`
  padding: clamp(1.25rem, 1rem + 1.5vw, 2.25rem);
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

const StepTitle = styled.h2`
  font-size: ${type.xl};
  margin-bottom: ${space.lg};
  &:focus {
    outline: none;
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Rooms = styled.fieldset`
  margin: ${space.xl} 0 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${space.md};
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
`;

const RoomOptions = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const RoomOption = styled.label`
  position: relative;
  display: grid;
  gap: 0.3rem;
  padding: 0 0 ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  overflow: hidden;
  cursor: pointer;
  background: ${color.bg};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    margin-bottom: 0.4rem;
  }
  span {
    padding-inline: ${space.md};
  }
  .name {
    font-family: ${font.display};
    font-size: 1.25rem;
    font-weight: 600;
  }
  .meta {
    font-size: ${type.sm};
    color: ${color.textMuted};
  }
  input {
    position: absolute;
    top: 0.75rem;
    left: 0.75rem;
    width: 22px;
    height: 22px;
    accent-color: ${color.accent};
  }
  &:has(input:checked) {
    border-color: ${color.accent};
    box-shadow: 0 0 0 2px ${color.accent};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const ErrorLine = styled.p`
  margin-top: ${space.md};
  color: ${color.danger};
  font-size: ${type.sm};
  font-weight: 500;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space.md};
  margin-top: ${space.xl};
`;

const Tabs = styled.div`
  display: flex;
  gap: 0;
  margin: ${space.xl} 0 ${space.lg};
  border-bottom: 1px solid ${color.line};

  button {
    min-height: 44px;
    padding: 0 ${space.lg};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${color.textMuted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
`;

const Summary = styled.aside`
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surfaceTinted};

  h2 {
    font-size: ${type.lg};
    margin-bottom: ${space.md};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.5rem 1rem;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: 0.6rem;
    border-top: 1px solid ${color.line};
    font-weight: 700;
  }
`;

const Review = styled.dl`
  display: grid;
  gap: 0.4rem 1.5rem;
  margin: 0 0 ${space.lg};
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`;

const Check = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  input {
    width: 22px;
    height: 22px;
    margin-top: 0.15rem;
    accent-color: ${color.accent};
  }
`;

const Success = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg};
  text-align: center;

  h2 {
    font-size: ${type.xxl};
    &:focus {
      outline: none;
    }
  }
  .reference {
    font-family: ${font.display};
    font-size: ${type.xl};
    letter-spacing: 0.08em;
  }
  p {
    max-width: 36rem;
    color: ${color.textMuted};
  }
`;

const HomeLink = styled(SmartLink)`
  color: ${color.accent};
  font-weight: 600;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

const GUEST_FIELDS: [keyof GuestDetails, string, string, string][] = [
  ['firstName', 'First name', 'text', 'given-name'],
  ['lastName', 'Last name', 'text', 'family-name'],
  ['email', 'Email', 'email', 'email'],
  ['phone', 'Phone', 'tel', 'tel'],
  ['address', 'Address', 'text', 'street-address'],
  ['city', 'City', 'text', 'address-level2'],
  ['zipCode', 'ZIP code', 'text', 'postal-code'],
  ['country', 'Country', 'text', 'country-name'],
];

// autocomplete="off" on the card: a demonstration should not invite the browser to fill a real card.
const CARD_FIELDS: [keyof CardDetails, string, string][] = [
  ['cardName', 'Name on card', 'text'],
  ['cardNumber', 'Card number', 'text'],
  ['cardExpiry', 'Expiry (MM/YY)', 'text'],
  ['cardCvc', 'CVC', 'text'],
];

const formatDay = (day: string): string =>
  parseDay(day).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** The demo's booking: three steps, kept for the session (never the card), reset 5 s after confirming. */
export function BookingWizard({ block, index }: BlockProps<'booking-wizard'>) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  const rooms = queryCollection({ ...block.rooms, collection: 'rooms' });
  const roomIds = rooms.map((r) => r.id);
  const { search } = useLocation();
  const hydrating = useHydrating();
  // The prerendered page cannot know today's date or this session's booking: both apply once live.
  const [saved, setSaved] = useState<BookingState | null>(null);
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reference, setReference] = useState<string | null>(null);
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const state: BookingState | null = saved ?? (hydrating ? null : startingState());
  function startingState(): BookingState {
    const restored = restoreBooking(sessionStorage.getItem(BOOKING_STORAGE_KEY), new Date(), roomIds);
    const asked = new URLSearchParams(search).get('room');
    return asked && roomIds.includes(asked) ? { ...restored, roomId: asked, step: 1 } : restored;
  }

  const update = (next: BookingState) => {
    setSaved(next);
    sessionStorage.setItem(BOOKING_STORAGE_KEY, savedBooking(next));
  };

  // After a step changes, its heading takes focus, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (moved.current) stepTitle.current?.focus();
  }, [state?.step, reference]);

  useEffect(() => {
    if (!reference) return;
    const timer = window.setTimeout(() => {
      sessionStorage.removeItem(BOOKING_STORAGE_KEY);
      setSaved(initialBooking(new Date()));
      setCard(EMPTY_CARD);
      setErrors({});
      setReference(null);
    }, RESET_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [reference]);

  const view = state ?? initialBooking(new Date(0));
  const room = rooms.find((r) => r.id === view.roomId);
  const nights = nightsBetween(view.checkIn, view.checkOut);
  const today = isoDay(new Date());

  const showErrors = (found: Record<string, string | undefined>): boolean => {
    const clean = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Record<string, string>;
    setErrors(clean);
    const first = Object.keys(clean)[0];
    if (first) document.getElementById(`${ids}-${first}`)?.focus();
    return first === undefined;
  };

  const go = (step: 1 | 2 | 3) => {
    moved.current = true;
    setErrors({});
    update({ ...view, step });
  };

  const setGuest = (field: keyof GuestDetails) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update({ ...view, guest: { ...view.guest, [field]: event.target.value } });

  const title = block.steps[view.step - 1];

  if (reference) {
    return (
      <Band id={block.id} aria-labelledby={headingId}>
        <Container>
          <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
          <Panel>
            <Success role="status">
              <h2 ref={stepTitle} tabIndex={-1}>
                {block.success.title}
              </h2>
              <p>
                Booking reference <strong className="reference">{reference}</strong>
              </p>
              <p>{block.success.text}</p>
              <HomeLink href={block.success.home.href}>{block.success.home.label}</HomeLink>
            </Success>
          </Panel>
        </Container>
      </Band>
    );
  }

  const summary = room && (
    <Summary aria-labelledby={`${ids}-summary`}>
      <h2 id={`${ids}-summary`}>Booking summary</h2>
      <dl>
        <dt>{room.name}</dt>
        <dd />
        <dt>
          {nights} {nights === 1 ? 'night' : 'nights'} × {formatPrice(room.price)}
        </dt>
        <dd>{formatPrice(priceSummary(room.price, nights).stay)}</dd>
        <dt>Cleaning fee</dt>
        <dd>{formatPrice(priceSummary(room.price, nights).cleaningFee)}</dd>
        <dt>Service fee</dt>
        <dd>{formatPrice(priceSummary(room.price, nights).serviceFee)}</dd>
        <dt className="total">Total</dt>
        <dd className="total">{formatPrice(priceSummary(room.price, nights).total)}</dd>
      </dl>
    </Summary>
  );

  return (
    <Band id={block.id} aria-labelledby={headingId}>
      <DatePickerStyle />
      <Container>
        <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
        <Steps aria-label="Booking steps">
          {block.steps.map((name, i) => (
            <li key={name} aria-current={i + 1 === view.step ? 'step' : undefined} data-done={i + 1 < view.step}>
              {name}
            </li>
          ))}
        </Steps>
        <Layout>
          <Panel>
            <StepTitle ref={stepTitle} tabIndex={-1}>
              {title}
            </StepTitle>
            {view.step === 1 && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (showErrors(validateStay(view, today))) go(2);
                }}
              >
                <Grid>
                  <Field id={`${ids}-checkIn`} label="Check-in" error={errors.checkIn}>
                    <DatePicker
                      id={`${ids}-checkIn`}
                      selected={state ? parseDay(view.checkIn) : null}
                      onChange={(date: Date | null) => {
                        if (!date) return;
                        const checkIn = isoDay(date);
                        update({ ...view, checkIn, checkOut: view.checkOut > checkIn ? view.checkOut : addDays(checkIn, 1) });
                      }}
                      minDate={new Date()}
                      dateFormat="MMM d, yyyy"
                      customInput={<Input {...errorProps(`${ids}-checkIn`, errors.checkIn)} />}
                      disabled={!state}
                    />
                  </Field>
                  <Field id={`${ids}-checkOut`} label="Check-out" error={errors.checkOut}>
                    <DatePicker
                      id={`${ids}-checkOut`}
                      selected={state ? parseDay(view.checkOut) : null}
                      onChange={(date: Date | null) => date && update({ ...view, checkOut: isoDay(date) })}
                      minDate={parseDay(addDays(view.checkIn, 1))}
                      dateFormat="MMM d, yyyy"
                      customInput={<Input {...errorProps(`${ids}-checkOut`, errors.checkOut)} />}
                      disabled={!state}
                    />
                  </Field>
                  <Field id={`${ids}-adults`} label="Adults" error={errors.adults}>
                    <Input
                      as="select"
                      id={`${ids}-adults`}
                      value={view.adults}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        update({ ...view, adults: Number(event.target.value) })
                      }
                    >
                      {ADULT_OPTIONS.map((n) => (
                        <option key={n}>{n}</option>
                      ))}
                    </Input>
                  </Field>
                  <Field id={`${ids}-children`} label="Children" error={errors.children}>
                    <Input
                      as="select"
                      id={`${ids}-children`}
                      value={view.children}
                      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
                        update({ ...view, children: Number(event.target.value) })
                      }
                    >
                      {CHILD_OPTIONS.map((n) => (
                        <option key={n}>{n}</option>
                      ))}
                    </Input>
                  </Field>
                </Grid>
                <Rooms aria-describedby={errors.room ? `${ids}-room-error` : undefined}>
                  <legend>Choose your room</legend>
                  <RoomOptions>
                    {rooms.map((r, i) => (
                      <RoomOption key={r.id}>
                        <input
                          type="radio"
                          name={`${ids}-room`}
                          id={i === 0 ? `${ids}-room` : undefined}
                          value={r.id}
                          aria-labelledby={`${ids}-room-${r.id} ${ids}-room-${r.id}-meta`}
                          checked={view.roomId === r.id}
                          onChange={() => {
                            setErrors((previous) => {
                              const rest = { ...previous };
                              delete rest.room;
                              return rest;
                            });
                            update({ ...view, roomId: r.id });
                          }}
                        />
                        <Image image={r.image} sizes="(min-width: 900px) 220px, 100vw" />
                        <span className="name" id={`${ids}-room-${r.id}`}>
                          {r.name}
                        </span>
                        <span className="meta" id={`${ids}-room-${r.id}-meta`}>
                          {formatPrice(r.price)} / night · up to {r.capacity} guests
                        </span>
                      </RoomOption>
                    ))}
                  </RoomOptions>
                  {errors.room && <ErrorLine id={`${ids}-room-error`}>{errors.room}</ErrorLine>}
                </Rooms>
                <Actions>
                  <span />
                  <SubmitButton type="submit" $variant="primary" aria-disabled={!view.roomId}>
                    Continue
                  </SubmitButton>
                </Actions>
              </form>
            )}
            {view.step === 2 && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (showErrors(validateGuest(view.guest, view.paymentMethod, card))) go(3);
                }}
              >
                <Grid>
                  {GUEST_FIELDS.map(([field, label, inputType, autoComplete]) => (
                    <Field key={field} id={`${ids}-${field}`} label={label} error={errors[field]}>
                      <Input
                        id={`${ids}-${field}`}
                        type={inputType}
                        autoComplete={autoComplete}
                        value={view.guest[field]}
                        onChange={setGuest(field)}
                        {...errorProps(`${ids}-${field}`, errors[field])}
                      />
                    </Field>
                  ))}
                  <Field id={`${ids}-specialRequests`} label="Special requests" optionalTag="Optional" wide>
                    <Input
                      as="textarea"
                      id={`${ids}-specialRequests`}
                      rows={3}
                      value={view.guest.specialRequests}
                      onChange={setGuest('specialRequests')}
                    />
                  </Field>
                </Grid>
                <Tabs role="tablist" aria-label="Payment method">
                  {(
                    [
                      ['credit-card', 'Credit card'],
                      ['pay-at-property', 'Pay at property'],
                    ] as [PaymentMethod, string][]
                  ).map(([method, label]) => (
                    <button
                      key={method}
                      type="button"
                      role="tab"
                      id={`${ids}-tab-${method}`}
                      aria-selected={view.paymentMethod === method}
                      aria-controls={`${ids}-payment`}
                      tabIndex={view.paymentMethod === method ? 0 : -1}
                      onClick={() => update({ ...view, paymentMethod: method })}
                      onKeyDown={(event) => {
                        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
                        const other: PaymentMethod = method === 'credit-card' ? 'pay-at-property' : 'credit-card';
                        update({ ...view, paymentMethod: other });
                        document.getElementById(`${ids}-tab-${other}`)?.focus();
                      }}
                    >
                      {label}
                    </button>
                  ))}
                </Tabs>
                <div role="tabpanel" id={`${ids}-payment`} aria-labelledby={`${ids}-tab-${view.paymentMethod}`}>
                  {view.paymentMethod === 'credit-card' ? (
                    <Grid>
                      {CARD_FIELDS.map(([field, label, inputType]) => (
                        <Field key={field} id={`${ids}-${field}`} label={label} error={errors[field]}>
                          <Input
                            id={`${ids}-${field}`}
                            type={inputType}
                            inputMode={field === 'cardName' ? undefined : 'numeric'}
                            autoComplete="off"
                            value={card[field]}
                            onChange={(event: ChangeEvent<HTMLInputElement>) => setCard({ ...card, [field]: event.target.value })}
                            {...errorProps(`${ids}-${field}`, errors[field])}
                          />
                        </Field>
                      ))}
                    </Grid>
                  ) : (
                    <p>
                      <RichText text={block.payAtProperty} />
                    </p>
                  )}
                </div>
                <Actions>
                  <SubmitButton type="button" $variant="secondary" onClick={() => go(1)}>
                    Back
                  </SubmitButton>
                  <SubmitButton type="submit" $variant="primary">
                    Review &amp; Confirm
                  </SubmitButton>
                </Actions>
              </form>
            )}
            {view.step === 3 && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!showErrors(validateConfirmation(view))) return;
                  moved.current = true;
                  setReference(bookingReference());
                }}
              >
                <Review>
                  <dt>Room</dt>
                  <dd>{room?.name}</dd>
                  <dt>Dates</dt>
                  <dd>
                    {formatDay(view.checkIn)} → {formatDay(view.checkOut)} ({nights} {nights === 1 ? 'night' : 'nights'})
                  </dd>
                  <dt>Guests</dt>
                  <dd>
                    {view.adults} {view.adults === 1 ? 'adult' : 'adults'}, {view.children}{' '}
                    {view.children === 1 ? 'child' : 'children'}
                  </dd>
                  <dt>Name</dt>
                  <dd>
                    {view.guest.firstName} {view.guest.lastName}
                  </dd>
                  <dt>Contact</dt>
                  <dd>
                    {view.guest.email} · {view.guest.phone}
                  </dd>
                  <dt>Address</dt>
                  <dd>
                    {view.guest.address}, {view.guest.city} {view.guest.zipCode}, {view.guest.country}
                  </dd>
                  <dt>Payment</dt>
                  <dd>{view.paymentMethod === 'credit-card' ? `Card ${maskedCard(card.cardNumber)}` : 'Pay at property'}</dd>
                  {view.guest.specialRequests && (
                    <>
                      <dt>Requests</dt>
                      <dd>{view.guest.specialRequests}</dd>
                    </>
                  )}
                </Review>
                <Check>
                  <input
                    type="checkbox"
                    id={`${ids}-terms`}
                    checked={view.termsAccepted}
                    onChange={(event) => {
                      setErrors({});
                      update({ ...view, termsAccepted: event.target.checked });
                    }}
                    {...errorProps(`${ids}-terms`, errors.terms)}
                  />
                  <label htmlFor={`${ids}-terms`}>
                    <RichText text={block.terms} />
                  </label>
                </Check>
                {errors.terms && <ErrorLine id={`${ids}-terms-error`}>{errors.terms}</ErrorLine>}
                <Actions>
                  <SubmitButton type="button" $variant="secondary" onClick={() => go(2)}>
                    Back
                  </SubmitButton>
                  <SubmitButton type="submit" $variant="primary">
                    Confirm Booking
                  </SubmitButton>
                </Actions>
              </form>
            )}
          </Panel>
          {summary}
        </Layout>
      </Container>
    </Band>
  );
}
