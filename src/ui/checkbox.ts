import { css } from 'styled-components';
import { color, radius } from '../theme/tokens.ts';

/**
 * The site's checkbox: a square ruled in the accent that fills with a tick. The browser's own is a small
 * grey box that all but disappears on the dark theme's ground. Its focus ring is the page's own.
 */
export const checkboxStyles = css`
  appearance: none;
  flex: none;
  display: grid;
  place-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 1.5px solid ${color.accent};
  border-radius: ${radius.sm};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.7rem;
    height: 0.38rem;
    margin-top: -0.15rem;
    border: solid ${color.onAccent};
    border-width: 0 0 2px 2px;
    transform: rotate(-45deg) scale(0);
    transition: transform 150ms ease;
  }

  &:checked {
    background: ${color.accent};
  }

  &:checked::before {
    transform: rotate(-45deg) scale(1);
  }

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;
