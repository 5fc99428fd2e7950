import styled from 'styled-components';
import { color, media, radius, space, type } from '../../theme/tokens.ts';

/** The styled parts more than one of the wizard's views use. */

export const Panel = styled.div`
  padding: clamp(1.25rem, 1rem + 1.5vw, 2.25rem);
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};
`;

export const StepTitle = styled.h2`
  font-size: ${type.xl};
  margin-bottom: ${space.lg};
  &:focus {
    outline: none;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${space.lg};
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const ErrorLine = styled.p`
  margin-top: ${space.md};
  color: ${color.danger};
  font-size: ${type.sm};
  font-weight: 500;
`;

/**
 * A step's buttons, Back first and the step's own last. Where both fit on one row, Back keeps to the
 * start and the other to the end; where they do not (a phone, or the narrow panel beside the summary
 * just past its breakpoint), each takes the panel's full width, in the same order. The panel's width,
 * not the window's, decides: the summary beside it takes a share of the window only from md up.
 * Without a container query (which HTML checkers do not know yet): below 31rem each button's basis is
 * far wider than the row, so each takes a row of its own; above, it is below zero, so each is as wide as
 * its label.
 */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.md};
  margin-top: ${space.xl};

  & > * {
    flex: 0 1 calc((31rem - 100%) * 999);
    white-space: nowrap;
  }
  & > :last-child {
    margin-inline-start: auto;
  }
`;

/** A control's invalid state, tied to the message its Field shows under it. */
export const errorProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** "1 night", "7 nights": `words` is the content's pair, the word for one and the word for more. */
export const counted = (n: number, words: readonly string[]): string => `${n} ${n === 1 ? words[0] : words[1]}`;
