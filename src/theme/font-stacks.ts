/**
 * The site's two typefaces and, for each, the local fonts text is set in while the typeface downloads:
 * Georgia and Arial (Windows, macOS, iOS), Noto Serif and Roboto (Android), Liberation (Linux). Each
 * local font is declared as a family of its own, scaled to the typeface's widths and line metrics
 * (scripts/lib/vite/font-fallbacks.ts), so text in it takes the typeface's room and nothing on the page
 * moves when the typeface arrives and replaces it. A local font a device lacks is skipped.
 *
 * `metrics` names a font's entry of @capsizecss/metrics and of the measured widths in
 * scripts/lib/vite/font-fallbacks.ts; Liberation Serif and Sans have the metrics of Tinos and Arimo, their
 * metric-compatible twins.
 */
export interface FontStack {
  family: string;
  /** The package that serves the typeface (imported by src/main.tsx); its latin file is preloaded. */
  package: string;
  metrics: string;
  fallbacks: { local: string; metrics: string }[];
  generic: string;
}

export const FONT_STACKS = {
  display: {
    family: 'Cormorant Garamond Variable',
    package: '@fontsource-variable/cormorant-garamond',
    metrics: 'cormorantGaramond',
    fallbacks: [
      { local: 'Georgia', metrics: 'georgia' },
      { local: 'Noto Serif', metrics: 'notoSerif' },
      { local: 'Liberation Serif', metrics: 'tinos' },
    ],
    generic: 'serif',
  },
  body: {
    family: 'Inter Variable',
    package: '@fontsource-variable/inter',
    metrics: 'inter',
    fallbacks: [
      { local: 'Arial', metrics: 'arial' },
      { local: 'Roboto', metrics: 'roboto' },
      { local: 'Liberation Sans', metrics: 'arimo' },
    ],
    generic: 'sans-serif',
  },
} satisfies Record<string, FontStack>;

/** The family under which a local font stands in for a typeface. */
export const fallbackFamily = (stack: FontStack, local: string): string => `${stack.family} fallback ${local}`;

/** A `font-family` value: the typeface, its scaled stand-ins, then the generic family. */
export const fontFamily = (stack: FontStack): string =>
  [stack.family, ...stack.fallbacks.map(({ local }) => fallbackFamily(stack, local))]
    .map((name) => `'${name}'`)
    .concat(stack.generic)
    .join(', ');
