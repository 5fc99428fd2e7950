import type { CSSProperties } from 'react';
import type { Image } from '../generated/content.ts';

/** A picture's subject, as fractions of its width and height from the top left (schemas/defs/image.schema.json). */
export type Focus = NonNullable<Image['focus']>;

/**
 * Where a hero's picture is centred when its content names no focus: right of the middle and above
 * it, away from the hero's copy, which starts at the left and runs down the lower half. Placeholder
 * art draws a hero's sun here too (scripts/lib/images-placeholder.ts).
 */
export const HERO_FOCUS: Focus = { x: 0.72, y: 0.36 };

const percent = (fraction: number): string => `${Math.round(fraction * 1000) / 10}%`;

/** The `object-position` that keeps the focus in view in a crop; nothing (the centre) without one. */
export const focusStyle = (focus: Focus | undefined): CSSProperties | undefined =>
  focus && { objectPosition: `${percent(focus.x)} ${percent(focus.y)}` };
