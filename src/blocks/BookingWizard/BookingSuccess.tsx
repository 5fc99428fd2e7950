import type { Ref } from 'react';
import styled from 'styled-components';
import { SubmitButton } from '../../forms/fields.tsx';
import type { BookingSuccess as Success } from '../../generated/content.ts';
import { color, font, space, type } from '../../theme/tokens.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';

const Box = styled.div`
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
  /* The reference on a line of its own, never broken at its hyphen: it is what the guest writes down. */
  .reference-line {
    display: grid;
    gap: 0.25rem;
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
  .reference {
    font-family: ${font.display};
    font-size: ${type.xxl};
    letter-spacing: 0.08em;
    white-space: nowrap;
    color: ${color.text};
  }
  p {
    max-width: 36rem;
    color: ${color.textMuted};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${space.md} ${space.xl};
  margin-top: ${space.md};
`;

const HomeLink = styled(SmartLink)`
  color: ${color.accent};
  font-weight: 600;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

/** The confirmed booking: its reference stays here until the guest starts a new booking. */
export function BookingSuccess({
  success,
  reference,
  titleRef,
  onAgain,
}: {
  success: Success;
  reference: string;
  titleRef: Ref<HTMLHeadingElement>;
  onAgain: () => void;
}) {
  return (
    <Box role="status">
      <h2 ref={titleRef} tabIndex={-1}>
        {success.title}
      </h2>
      <p className="reference-line">
        <span>{success.reference}</span> <strong className="reference">{reference}</strong>
      </p>
      <p>{success.text}</p>
      <Choices>
        <SubmitButton type="button" $variant="primary" onClick={onAgain}>
          {success.again}
        </SubmitButton>
        <HomeLink href={success.home.href}>{success.home.label}</HomeLink>
      </Choices>
    </Box>
  );
}
