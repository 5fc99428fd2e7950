import styled, { css } from 'styled-components';
import { font, headerHeights, media, motion } from '../theme/tokens.ts';

/**
 * Below the large breakpoint the header is one bar with a menu button; from it up, a second row holds
 * the full menu, because brand, menu, contact button, phone and email do not fit one row of a 1180 px window.
 */
export const headerHeight = headerHeights;
export const fullHeaderRow = { brand: '64px', menu: '48px' } as const;
export const fullHeader = media.lg;
/** The same condition as a bare media query, for a <link media> or matchMedia. */
export const fullHeaderQuery = fullHeader.replace(/^@media /, '');
export const compactHeader = '@media (max-width: 1179.98px)';

/**
 * Where the page runs no script (turned off or blocked): the menus then open by CSS alone, the
 * dropdowns on hover and focus, the phone menu as the page's #mobile-menu target (docs/frame.md).
 * Hydrated or not, the markup is the same, so hydration finds exactly what the server rendered.
 */
export const withoutScript = '@media (scripting: none)';

/** Text on the transparent header sits on a darkened picture, in both themes. */
/**
 * In the style of a part of the header: its rules while the header is solid. The state is an attribute
 * of the <header>, not a styled-components prop, so that turning solid (a scroll, a menu press) changes
 * one attribute instead of adding CSS rules to the page while the visitor waits for the answer.
 */
export const whenSolid = 'header[data-solid] &';

export const onImage = { text: '#ffffff', muted: 'rgba(255, 255, 255, 0.86)', line: 'rgba(255, 255, 255, 0.28)' };

/** The spaced small capitals of menu labels and small headings. */
export const smallCaps = css`
  font-family: ${font.body};
  font-size: 0.74rem;
  font-weight: 500;
  letter-spacing: 0.17em;
  text-transform: uppercase;
`;

/** The serif wordmark; sizes differ per place. */
export const wordmark = css`
  font-family: ${font.display};
  font-weight: 500;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-decoration: none;
  white-space: nowrap;
  line-height: 1;
`;

/** The menu icon: two lines that cross while their menu is open (a <details>' too, src/chrome/BrandFrame.tsx). */
export const Bars = styled.span`
  position: relative;
  width: 24px;
  height: 12px;

  &::before,
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 1px;
    background: currentColor;
    transition: transform ${motion.base} ${motion.easing};
  }
  &::before {
    top: 0;
  }
  &::after {
    bottom: 0;
  }
  [aria-expanded='true'] > &::before,
  [open] > summary > &::before,
  [data-close] > &::before {
    transform: translateY(5.5px) rotate(45deg);
  }
  [aria-expanded='true'] > &::after,
  [open] > summary > &::after,
  [data-close] > &::after {
    transform: translateY(-5.5px) rotate(-45deg);
  }
`;
