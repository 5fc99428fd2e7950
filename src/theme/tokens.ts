/**
 * Design tokens. Colours differ per theme and are emitted as CSS custom properties, so the
 * theme can switch (and be set before first paint) without re-rendering React.
 * Every other token is the same in both themes.
 */
import { FONT_STACKS, fontFamily } from './font-stacks.ts';

const light = {
  bg: '#fbf8f3',
  surface: '#ffffff',
  surfaceTinted: '#f3ede3',
  text: '#1d232e',
  textMuted: '#555c68',
  accent: '#8a6532',
  accentStrong: '#6f4f24',
  onAccent: '#ffffff',
  line: '#e3dbcf',
  focus: '#1f5fbf',
  headerSolid: '#ffffff',
  shadow: '0 6px 24px rgba(29, 35, 46, 0.08)',
  overlay: 'linear-gradient(180deg, rgba(12, 16, 24, 0.55) 0%, rgba(12, 16, 24, 0.25) 45%, rgba(12, 16, 24, 0.65) 100%)',
  danger: '#a3261b',
  // A muted sage beside the brass accent, rather than a signal green the palette has nowhere else.
  success: '#46624f',
};

const dark: typeof light = {
  bg: '#10141b',
  surface: '#171c25',
  surfaceTinted: '#1c222d',
  text: '#f2ede4',
  textMuted: '#b9b2a6',
  accent: '#d7b98a',
  accentStrong: '#e8cfa6',
  onAccent: '#141820',
  line: '#2c3340',
  focus: '#8ab4ff',
  headerSolid: '#141922',
  shadow: '0 6px 24px rgba(0, 0, 0, 0.45)',
  overlay: 'linear-gradient(180deg, rgba(6, 8, 12, 0.6) 0%, rgba(6, 8, 12, 0.3) 45%, rgba(6, 8, 12, 0.7) 100%)',
  danger: '#ff8a7a',
  success: '#a9c4a6',
};

export type ColorName = keyof typeof light;

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `var(--color-text)` and friends, typed. */
export const color = Object.fromEntries(Object.keys(light).map((name) => [name, `var(--color-${kebab(name)})`])) as Record<
  ColorName,
  string
>;

export const colorVariables = (palette: typeof light): string =>
  Object.entries(palette)
    .map(([name, value]) => `--color-${kebab(name)}: ${value};`)
    .join('\n');

export const palettes = { light, dark };

export const font = { display: fontFamily(FONT_STACKS.display), body: fontFamily(FONT_STACKS.body) };

/** A fluid type scale: each step grows with the viewport between 320 px and 1440 px. */
export const type = {
  xs: '0.78rem',
  sm: '0.9rem',
  base: 'clamp(1rem, 0.96rem + 0.2vw, 1.08rem)',
  lg: 'clamp(1.15rem, 1.08rem + 0.35vw, 1.3rem)',
  xl: 'clamp(1.5rem, 1.3rem + 1vw, 2rem)',
  xxl: 'clamp(2rem, 1.6rem + 2vw, 3rem)',
  display: 'clamp(2.6rem, 1.8rem + 4.2vw, 5.5rem)',
};

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
  section: 'clamp(4rem, 3rem + 5vw, 8rem)',
};

export const radius = { sm: '2px', md: '6px', lg: '14px', pill: '999px' };

/**
 * The fixed header is one 76 px bar below the large breakpoint and two rows (112 px) from it up.
 * `layout.headerHeight` follows the current one through a CSS variable, for everything that must clear it.
 */
export const headerHeights = { compact: '76px', full: '112px' } as const;

export const layout = {
  maxWidth: '1240px',
  gutter: 'clamp(1.25rem, 0.8rem + 2.5vw, 3rem)',
  headerHeight: 'var(--header-height)',
};

export const breakpoint = { sm: '640px', md: '900px', lg: '1180px' };

export const media = {
  sm: `@media (min-width: ${breakpoint.sm})`,
  md: `@media (min-width: ${breakpoint.md})`,
  lg: `@media (min-width: ${breakpoint.lg})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  /**
   * A system in dark mode and a page that runs no script: the theme script (src/chrome/theme-init.ts),
   * which sets html.dark, never ran, so the dark theme's rules repeat under this query. With a script it
   * never matches, and the script's choice (the visitor's, else the system's) is the only one.
   */
  darkWithoutScript: '@media (scripting: none) and (prefers-color-scheme: dark)',
};

export const motion = { fast: '150ms', base: '250ms', slow: '1000ms', easing: 'cubic-bezier(0.22, 0.61, 0.36, 1)' };
