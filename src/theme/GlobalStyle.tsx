import { createGlobalStyle } from 'styled-components';
import { color, colorVariables, font, headerHeights, layout, media, palettes, type } from './tokens.ts';

export const GlobalStyle = createGlobalStyle`
  :root { ${colorVariables(palettes.light)} color-scheme: light; --header-height: ${headerHeights.compact}; }
  ${media.lg} { :root { --header-height: ${headerHeights.full}; } }
  html.dark { ${colorVariables(palettes.dark)} color-scheme: dark; }
  ${media.darkWithoutScript} { :root { ${colorVariables(palettes.dark)} color-scheme: dark; } }

  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(${layout.headerHeight} + 1rem); }
  body {
    margin: 0;
    background: ${color.bg};
    color: ${color.text};
    font-family: ${font.body};
    font-size: ${type.base};
    line-height: 1.65;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  h1, h2, h3, h4 { font-family: ${font.display}; font-weight: 500; line-height: 1.12; margin: 0; letter-spacing: 0.005em; }
  p { margin: 0; }
  img { max-width: 100%; display: block; }
  /* Photographs at full brightness glare on a dark page. */
  html.dark img { filter: brightness(0.85); }
  ${media.darkWithoutScript} { img { filter: brightness(0.85); } }
  a { color: inherit; }
  button { font: inherit; }
  :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 3px; border-radius: 2px; }
  ::selection { background: ${color.accent}; color: ${color.onAccent}; }

  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
