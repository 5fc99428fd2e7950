import { memo } from 'react';
import styled, { css } from 'styled-components';
import type { Button as ButtonContent } from '../generated/content.ts';
import { color, font, media, motion, radius, type } from '../theme/tokens.ts';
import { SmartLink } from './SmartLink.tsx';

type Variant = NonNullable<ButtonContent['variant']>;

/**
 * What every variant shares. A button whose look follows a state that changes while the page is open
 * (the header's, solid or on a picture) takes this and writes each look with `buttonVariant` under its
 * own selector, so that the change adds no CSS rule to the page (src/chrome/Header.tsx).
 */
export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A label that wraps onto two lines is one anonymous flex item as wide as the button: centre its lines too. */
  text-align: center;
  gap: 0.6em;
  min-height: 48px;
  padding: 0.85em 1.9em;
  border-radius: ${radius.sm};
  font-family: ${font.body};
  font-size: ${type.sm};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid transparent;
  transition:
    background-color ${motion.base} ${motion.easing},
    color ${motion.base} ${motion.easing},
    border-color ${motion.base} ${motion.easing};

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/**
 * One variant's colours (each sets its background, text and border, so a variant written over another
 * leaves nothing of it behind), on the page's ground or on a picture.
 */
export const buttonVariant = (variant: Variant, onImage = false) => {
  if (variant === 'primary')
    return css`
      background: ${color.accent};
      color: ${color.onAccent};
      border-color: transparent;
      &:hover {
        background: ${color.accentStrong};
      }
    `;
  if (variant === 'secondary')
    return css`
      background: transparent;
      color: ${onImage ? '#ffffff' : color.text};
      border-color: ${onImage ? 'rgba(255,255,255,0.8)' : color.text};
      &:hover {
        background: ${onImage ? 'rgba(255,255,255,0.14)' : color.surfaceTinted};
      }
    `;
  return css`
    padding-inline: 0;
    min-height: 44px;
    background: transparent;
    color: ${onImage ? '#ffffff' : color.accent};
    border-color: transparent;
    &::after {
      content: '→';
      transition: transform ${motion.base} ${motion.easing};
    }
    &:hover::after {
      transform: translateX(4px);
    }
  `;
};

/** Shared look of buttons and button-like links, so forms and content agree. */
export const buttonStyles = css<{ $variant: Variant; $onImage?: boolean }>`
  ${buttonBase};
  ${({ $variant, $onImage }) => buttonVariant($variant, $onImage)};
`;

const StyledLink = styled(SmartLink)<{ $variant: Variant; $onImage?: boolean }>`
  ${buttonStyles}
`;

/** `describedBy` names what the button is about when its words are shared, such as a "Learn More" per section. */
/**
 * Memoised on its content: a block drawn again with its buttons unchanged (in the editor's preview, at each key
 * typed in its heading) does not draw them again, each a router link and a styled component.
 */
export const ButtonLink = memo(function ButtonLink({
  button,
  onImage,
  describedBy,
}: {
  button: ButtonContent;
  onImage?: boolean;
  describedBy?: string;
}) {
  return (
    <StyledLink href={button.href} $variant={button.variant ?? 'primary'} $onImage={onImage} aria-describedby={describedBy}>
      {button.label}
    </StyledLink>
  );
});

/**
 * Buttons side by side. On phones two buttons rarely fit on one line: each then takes a line of its own
 * at the row's full width, so stacked buttons share one width instead of two ragged ones.
 */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;

  & > * {
    flex: 1 1 15rem;
  }

  ${media.sm} {
    & > * {
      flex: 0 0 auto;
    }
  }
`;
