import type { CSSProperties } from 'react';
import type { Image } from '../generated/content.ts';

/** A picture's subject, as fractions of its width and height from the top left (schemas/defs/image.schema.json). */
export type Focus = NonNullable<Image['focus']>;

/**
 * Where a hero's picture is centred on a wide screen when its content names no focus: well right of the
 * middle and above it, away from the hero's copy, which keeps to the left. Placeholder art draws a
 * hero's sun here too (scripts/lib/images/placeholders/landscapes.ts).
 */
export const HERO_FOCUS: Focus = { x: 0.8, y: 0.34 };

/**
 * The same on a narrow screen, where the copy spans the hero's whole width and most of its height, so
 * no point of the picture is clear of it: the middle, the usual crop of a photograph, whose portrait
 * slice of a 16:9 picture leaves a stand-in's sun (drawn at HERO_FOCUS.x) out of view.
 */
export const HERO_FOCUS_NARROW: Focus = { x: 0.5, y: HERO_FOCUS.y };

const percent = (fraction: number): string => `${Math.round(fraction * 1000) / 10}%`;

/** A focus as a CSS `object-position` value. */
export const objectPosition = (focus: Focus): string => `${percent(focus.x)} ${percent(focus.y)}`;

/** The `object-position` that keeps the focus in view in a crop; nothing (the layout's own) without one. */
export const focusStyle = (focus: Focus | undefined): CSSProperties | undefined =>
  focus && { objectPosition: objectPosition(focus) };
