/**
 * Stand-in pictures for the demo hotel, Seabreeze Residences: its rooms, amenities and grounds drawn
 * from each picture's subject (the words of its file name and alt text), in the same flat poster style
 * as the agency's landscapes. A bedroom shows a bed before a window on the Gulf, a bathroom its tub and
 * towels, the pool its loungers, the terrace its railing and the sea; a page's pictures differ in
 * their scene, the time of day, the wall colour and which side things stand on.
 */
import { f, random, seedOf, wordsOf } from './paint.ts';
import { isHero, LIGHTS, rect, type Canvas } from './seabreeze/canvas.ts';
import { interior } from './seabreeze/interiors.ts';
import { outdoor } from './seabreeze/outdoors.ts';

export type SeabreezeScene =
  | 'map'
  | 'bathroom'
  | 'spa'
  | 'gym'
  | 'kids'
  | 'breakfast'
  | 'studio'
  | 'bedroom'
  | 'living'
  | 'pool'
  | 'terrace'
  | 'firepit'
  | 'garden'
  | 'facade'
  | 'beach';

/** The scenes by the words that ask for them, in order of precedence: "fitness studio" is a gym, "beach studio" a studio. */
const SCENE_WORDS: [SeabreezeScene, RegExp][] = [
  ['map', /^maps?$/],
  ['bathroom', /^(bath|bathroom|shower|marble)$/],
  ['spa', /^(spa|massage|treatment)$/],
  ['gym', /^(fitness|gym)$/],
  ['kids', /^(kids|games|toys)$/],
  ['breakfast', /^(breakfast|buffet|fruit)$/],
  ['studio', /^(studio|desk|workspace)$/],
  ['bedroom', /^(bed|beds|bedroom)$/],
  ['living', /^(living|sofa|sofas|lounge)$/],
  ['pool', /^(pool|infinity)$/],
  ['terrace', /^(terrace|balcony|jacuzzi|restaurant|penthouse)$/],
  ['firepit', /^(fire|pit)$/],
  ['garden', /^(garden|path|palm)$/],
  ['facade', /^(facade|residences|building)$/],
];

/** The scene a picture of the hotel shows, from the words of its file name and alt text; the beach when none says. */
export function seabreezeScene(src: string, alt = ''): SeabreezeScene {
  const words = [...wordsOf(src.replace(/^.*\//, '').replace(/\.[a-z]+$/, '')), ...wordsOf(alt)];
  return SCENE_WORDS.find(([, pattern]) => words.some((w) => pattern.test(w)))?.[0] ?? 'beach';
}

/** A plan of Destin: the Gulf, the bay, the coast road and the residences' pin. */
function map(c: Canvas): void {
  const { width, height, unit } = c;
  c.body.push(rect(0, 0, width, height, '#efe6d4'));
  const coast = (y: number, dy: number) =>
    `M0,${f(y)} C${f(width * 0.3)},${f(y - dy)} ${f(width * 0.6)},${f(y + dy)} ${f(width)},${f(y - dy * 0.5)}`;
  c.body.push(`<path d="${coast(height * 0.72, unit * 0.05)} L${f(width)},${f(height)} L0,${f(height)} Z" fill="#8fcfcf"/>`);
  c.body.push(
    `<path d="M0,0 L${f(width)},0 L${f(width)},${f(height * 0.2)} C${f(width * 0.6)},${f(height * 0.3)} ${f(width * 0.3)},${f(height * 0.16)} 0,${f(height * 0.26)} Z" fill="#a9d8d6"/>`,
  );
  c.body.push(`<path d="${coast(height * 0.64, unit * 0.05)}" stroke="#ffffff" stroke-width="${f(unit * 0.022)}" fill="none"/>`);
  c.body.push(`<path d="${coast(height * 0.64, unit * 0.05)}" stroke="#e9b949" stroke-width="${f(unit * 0.012)}" fill="none"/>`);
  for (let i = 1; i < 6; i++) c.body.push(rect(width * (i / 6), height * 0.3, unit * 0.006, height * 0.34, '#ffffff'));
  c.body.push(rect(width * 0.08, height * 0.4, width * 0.18, height * 0.14, '#c9dcb8'));
  const px = width * 0.58;
  const py = height * 0.62;
  const r = unit * 0.05;
  c.body.push(
    `<path d="M${f(px)},${f(py)} C${f(px - r * 0.4)},${f(py - r)} ${f(px - r * 1.1)},${f(py - r * 1.4)} ${f(px - r)},${f(py - r * 2)} A${f(r)},${f(r)} 0 1 1 ${f(px + r)},${f(py - r * 2)} C${f(px + r * 1.1)},${f(py - r * 1.4)} ${f(px + r * 0.4)},${f(py - r)} ${f(px)},${f(py)} Z" fill="#8a5a3c"/>`,
  );
  c.body.push(`<circle cx="${f(px)}" cy="${f(py - r * 2)}" r="${f(r * 0.4)}" fill="#fbf8f2"/>`);
}

/** The picture of the hotel as SVG, drawn from its subject. */
export function seabreezeSvg(src: string, width: number, height: number, alt = ''): string {
  const seed = seedOf(src);
  const rand = random(seed ^ 0x5bd1e995);
  const words = [...wordsOf(src.replace(/^.*\//, '').replace(/\.[a-z]+$/, '')), ...wordsOf(alt)];
  const scene = seabreezeScene(src, alt);
  const has = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const time = has(/^(?:night|fire|candlelit)$/)
    ? 'night'
    : has(/^(?:dusk|sunset|evening|violet)$/)
      ? 'dusk'
      : has(/^(?:dawn|morning|breakfast)$/)
        ? 'morning'
        : has(/^(?:noon|midday)$/)
          ? 'noon'
          : (['morning', 'noon', 'noon', 'dusk'] as const)[Math.floor(rand() * 4)];
  const c: Canvas = {
    width,
    height,
    unit: Math.min(width, height),
    rand,
    defs: [],
    body: [],
    light: LIGHTS[time],
    words,
    next: 0,
  };
  if (scene === 'map') map(c);
  else if (['pool', 'terrace', 'firepit', 'garden', 'facade', 'beach'].includes(scene)) outdoor(c, scene);
  else interior(c, scene);
  // Half of the pictures are drawn mirrored, so two of one kind on a page stand the other way round.
  const mirrored = scene !== 'map' && !isHero(c) && rand() < 0.5;
  const content = mirrored ? `<g transform="translate(${width},0) scale(-1,1)">${c.body.join('')}</g>` : c.body.join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${c.defs.join('')}</defs>${content}</svg>`;
}
