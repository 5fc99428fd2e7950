import 'react-datepicker/dist/react-datepicker.css';
import { useRef } from 'react';
import styled from 'styled-components';
import { color, media, space, type } from '../../theme/tokens.ts';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';
import { BookingSuccess } from './BookingSuccess.tsx';
import { BookingSummary } from './BookingSummary.tsx';
import { ConfirmStep } from './ConfirmStep.tsx';
import { DatePickerStyle } from './date-picker-style.ts';
import { GuestStep } from './GuestStep.tsx';
import { Panel, StepTitle } from './parts.ts';
import { StayStep } from './StayStep.tsx';
import { useBooking } from './useBooking.ts';

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

/**
 * The demo's booking: three steps kept for the session (never the card), then the confirmation with
 * its reference, which stays until the guest starts a new booking.
 */
export function BookingWizard({ block, index }: BlockProps<'booking-wizard'>) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const booking = useBooking(block, titleRef);
  const { ids, view } = booking;
  const { labels } = block;
  const headingId = `${ids}-heading`;

  return (
    <Band id={block.id} aria-labelledby={headingId}>
      {!view.reference && <DatePickerStyle />}
      <Container>
        <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
        {view.reference ? (
          <Panel>
            <BookingSuccess success={block.success} reference={view.reference} titleRef={titleRef} onAgain={booking.startAgain} />
          </Panel>
        ) : (
          <>
            <Steps aria-label={labels.steps}>
              {block.steps.map((name, i) => (
                <li key={name} aria-current={i + 1 === view.step ? 'step' : undefined} data-done={i + 1 < view.step}>
                  {name}
                </li>
              ))}
            </Steps>
            <Layout>
              <Panel>
                <StepTitle ref={titleRef} tabIndex={-1}>
                  {block.steps[view.step - 1]}
                </StepTitle>
                {view.step === 1 && <StayStep booking={booking} labels={labels} />}
                {view.step === 2 && <GuestStep booking={booking} labels={labels} payAtProperty={block.payAtProperty} />}
                {view.step === 3 && <ConfirmStep booking={booking} labels={labels} terms={block.terms} />}
              </Panel>
              {booking.room && booking.price && (
                <BookingSummary id={`${ids}-summary`} roomName={booking.room.name} price={booking.price} labels={labels} />
              )}
            </Layout>
          </>
        )}
      </Container>
    </Band>
  );
}
