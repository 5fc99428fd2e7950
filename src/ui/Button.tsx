import styled, { css } from 'styled-components';
import type { Button as ButtonContent } from '../generated/content.ts';
import { color, font, motion, radius, type } from '../theme/tokens.ts';
import { SmartLink } from './SmartLink.tsx';

type Variant = NonNullable<ButtonContent['variant']>;

/** Shared look of buttons and button-like links, so forms and content agree. */
export const buttonStyles = css<{ $variant: Variant; $onImage?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
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

  ${({ $variant, $onImage }) => {
    if ($variant === 'primary')
      return css`
        background: ${color.accent};
        color: ${color.onAccent};
        &:hover {
          background: ${color.accentStrong};
        }
      `;
    if ($variant === 'secondary')
      return css`
        background: transparent;
        color: ${$onImage ? '#ffffff' : color.text};
        border-color: ${$onImage ? 'rgba(255,255,255,0.8)' : color.text};
        &:hover {
          background: ${$onImage ? 'rgba(255,255,255,0.14)' : color.surfaceTinted};
        }
      `;
    return css`
      padding-inline: 0;
      min-height: 44px;
      color: ${$onImage ? '#ffffff' : color.accent};
      &::after {
        content: '→';
        transition: transform ${motion.base} ${motion.easing};
      }
      &:hover::after {
        transform: translateX(4px);
      }
    `;
  }}

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledLink = styled(SmartLink)<{ $variant: Variant; $onImage?: boolean }>`
  ${buttonStyles}
`;

/** `describedBy` names what the button is about when its words are shared, such as a "Learn More" per section. */
export function ButtonLink({ button, onImage, describedBy }: { button: ButtonContent; onImage?: boolean; describedBy?: string }) {
  return (
    <StyledLink href={button.href} $variant={button.variant ?? 'primary'} $onImage={onImage} aria-describedby={describedBy}>
      {button.label}
    </StyledLink>
  );
}

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
`;
