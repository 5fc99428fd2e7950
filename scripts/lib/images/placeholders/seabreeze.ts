/**
 * Stand-in pictures for the demo hotel, Seabreeze Residences: its rooms, amenities and grounds drawn
 * from each picture's subject (the words of its file name and alt text), in the same flat poster style
 * as the agency's landscapes. A bedroom shows a bed before a window on the Gulf, a bathroom its tub and
 * towels, the pool its loungers, the terrace its railing and the sea; a page's pictures differ in
 * their scene, the time of day, the wall colour and which side things stand on.
 */
import { HERO_FOCUS } from '../../../../src/ui/focus.ts';
import { f, mix, random, seedOf, wordsOf } from './paint.ts';

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

interface Light {
  /** Sky from the top down to the horizon. */
  sky: [string, string, string];
  sun: string;
  /** The Gulf at the horizon and near the shore. */
  sea: [string, string];
  sand: string;
  night?: boolean;
}

/** The Gulf's light at four times of day: white sand and an emerald sea. */
const LIGHTS: Record<'morning' | 'noon' | 'dusk' | 'night', Light> = {
  morning: { sky: ['#a8d4dc', '#d5ebe8', '#f6f0e0'], sun: '#f0a657', sea: ['#74c0bb', '#23808a'], sand: '#efe4cf' },
  noon: { sky: ['#7fbfd6', '#bfe2ea', '#f3f1e4'], sun: '#f2b85c', sea: ['#5fbcc0', '#1d7584'], sand: '#f3e9d5' },
  dusk: { sky: ['#6e6a9e', '#d79b8f', '#f5d3b3'], sun: '#e06f4d', sea: ['#6aa9b0', '#2b5f78'], sand: '#e6cfb8' },
  night: { sky: ['#131a2c', '#2a3455', '#5f5470'], sun: '#f1dfb8', sea: ['#2b4557', '#132232'], sand: '#5a5860', night: true },
};

/** Walls, floors and fabrics of the residences: pale, warm and coastal. */
const WALLS = ['#efe7da', '#f3ede4', '#e9dcc8', '#dfe3d8', '#dde7e5', '#ece2d6'];
const FLOORS = ['#c9a882', '#d9c3a0', '#b8946d', '#d8d0c3'];
const FABRICS = ['#5f9ea6', '#e08e6d', '#c8ab7f', '#2f4d63', '#93ad96', '#d9b45f'];
const LINEN = '#fbf8f2';

interface Canvas {
  width: number;
  height: number;
  unit: number;
  rand: () => number;
  defs: string[];
  body: string[];
  light: Light;
  words: string[];
  /** The next free number for an id in <defs>. */
  next: number;
}

/** A wide picture is a hero's, whose copy keeps to the left (as in placeholderSvg). */
const isHero = (c: Canvas): boolean => c.width / c.height > 1.6;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const poly = (points: [number, number][], fill: string, extra = ''): string =>
  `<path d="M${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} Z" fill="${fill}"${extra}/>`;

/** A vertical gradient between two heights, returned as a fill. */
function vertical(c: Canvas, y0: number, y1: number, stops: [number, string][]): string {
  const id = `g${c.next++}`;
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="${f(y0)}" x2="0" y2="${f(y1)}" gradientUnits="userSpaceOnUse">${stops
      .map(([o, color]) => `<stop offset="${o}" stop-color="${color}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A soft round glow (a lamp, a candle, a fire, the sun). */
function glow(c: Canvas, cx: number, cy: number, r: number, color: string, strength: number): string {
  const id = `g${c.next++}`;
  c.defs.push(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return rect(cx - r, cy - r, r * 2, r * 2, `url(#${id})`);
}

/** Sky, sun and sea between y0 and y1, the horizon at `horizon`: an outdoor view or the view through a window. */
function gulfView(c: Canvas, x0: number, y0: number, x1: number, y1: number, horizon: number, sunX: number): string[] {
  const { light, unit } = c;
  const out = [
    rect(
      x0,
      y0,
      x1 - x0,
      horizon - y0 + 1,
      vertical(c, y0, horizon, [
        [0, light.sky[0]],
        [0.6, light.sky[1]],
        [1, light.sky[2]],
      ]),
    ),
  ];
  const sunR = unit * 0.045;
  const sunY = horizon - (horizon - y0) * (light.night ? 0.62 : 0.35);
  out.push(glow(c, sunX, sunY, sunR * 4, light.night ? light.sun : mix(light.sun, '#ffffff', 0.5), light.night ? 0.25 : 0.45));
  out.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="${light.sun}"/>`);
  if (light.night) {
    for (let i = 0; i < 40; i++) {
      const x = x0 + c.rand() * (x1 - x0);
      const y = y0 + c.rand() ** 1.5 * (horizon - y0) * 0.8;
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${f(unit * (0.0015 + c.rand() * 0.002))}" fill="#f6efe2" opacity="${f(0.4 + c.rand() * 0.5)}"/>`,
      );
    }
  }
  out.push(
    rect(
      x0,
      horizon,
      x1 - x0,
      y1 - horizon,
      vertical(c, horizon, y1, [
        [0, light.sea[0]],
        [1, light.sea[1]],
      ]),
    ),
  );
  // The sun's path on the water.
  for (let i = 0; i < 5; i++) {
    const y = horizon + (y1 - horizon) * (0.1 + i * 0.17);
    const w = sunR * (1 + i * 0.7);
    out.push(rect(sunX - w / 2, y, w, Math.max(1.5, unit * 0.004), light.sun, ` opacity="${f(0.6 - i * 0.08)}"`));
  }
  return out;
}

/** A window (or glass wall) on the back wall looking out on the Gulf, with its frame, mullions and curtains. */
function windowOnGulf(c: Canvas, x: number, y: number, w: number, h: number, panes: number, curtains: boolean): void {
  const id = `w${c.next++}`;
  c.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`);
  const horizon = y + h * (0.5 + c.rand() * 0.12);
  const sand = y + h * 0.88;
  const view = gulfView(c, x, y, x + w, sand, horizon, x + w * (0.3 + c.rand() * 0.4));
  view.push(rect(x, sand, w, h, c.light.sand));
  c.body.push(`<g clip-path="url(#${id})">${view.join('')}</g>`);
  const frame = mix(LINEN, '#8a8178', 0.12);
  const bar = c.unit * 0.012;
  c.body.push(
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${frame}" stroke-width="${f(bar * 1.4)}"/>`,
  );
  for (let i = 1; i < panes; i++) c.body.push(rect(x + (w * i) / panes - bar / 2, y, bar, h, frame));
  if (curtains) {
    const cw = w * 0.13;
    for (const cx of [x - cw * 0.55, x + w - cw * 0.45]) {
      c.body.push(rect(cx, y - c.unit * 0.05, cw, h + c.unit * 0.09, mix(LINEN, '#c8b9a4', 0.25)));
      for (let k = 1; k < 4; k++)
        c.body.push(rect(cx + (cw * k) / 4, y - c.unit * 0.05, 1.5, h + c.unit * 0.09, '#a89a86', ' opacity="0.35"'));
    }
  }
}

/** A band across the picture from one height down to another, shaded from one colour to the next. */
const band = (c: Canvas, y0: number, y1: number, top: string, bottom: string): string =>
  rect(
    0,
    y0,
    c.width,
    y1 - y0,
    vertical(c, y0, y1, [
      [0, top],
      [1, bottom],
    ]),
  );

/** A room's back wall, its floor and the light falling in: returns the floor line. */
function room(c: Canvas, wall: string, floor: string): number {
  const { width, height, unit } = c;
  const floorY = height * (0.68 + c.rand() * 0.05);
  c.body.push(band(c, 0, floorY, mix(wall, '#8a7f72', 0.12), wall));
  c.body.push(band(c, floorY, height, mix(floor, '#ffffff', 0.15), floor));
  // Floorboards running towards the viewer.
  for (let i = -8; i <= 8; i++) {
    const x = width / 2 + (i * width) / 9;
    c.body.push(
      poly(
        [
          [width / 2 + (i * width) / 16, floorY],
          [x, height],
          [x + 2, height],
          [width / 2 + (i * width) / 16 + 1, floorY],
        ],
        mix(floor, '#000000', 0.12),
        ' opacity="0.5"',
      ),
    );
  }
  c.body.push(rect(0, floorY - unit * 0.012, width, unit * 0.012, mix(wall, '#ffffff', 0.4)));
  return floorY;
}

/** The light from the window on the floor. */
function lightPatch(c: Canvas, x: number, w: number, floorY: number): void {
  const { height } = c;
  c.body.push(
    poly(
      [
        [x, floorY],
        [x + w, floorY],
        [x + w * 1.35, height],
        [x + w * 0.15, height],
      ],
      '#ffffff',
      ' opacity="0.18"',
    ),
  );
}

function lamp(c: Canvas, x: number, ground: number, s: number, on: boolean): void {
  const shade = mix(LINEN, '#d6c7ae', 0.5);
  if (on) c.body.push(glow(c, x, ground - s * 0.75, s * 1.4, '#ffd9a0', 0.5));
  c.body.push(rect(x - s * 0.03, ground - s * 0.62, s * 0.06, s * 0.62, '#8c7a66'));
  c.body.push(
    poly(
      [
        [x - s * 0.2, ground - s * 0.62],
        [x + s * 0.2, ground - s * 0.62],
        [x + s * 0.14, ground - s],
        [x - s * 0.14, ground - s],
      ],
      shade,
    ),
  );
}

function bed(c: Canvas, cx: number, floorY: number, w: number, accent: string, headboard: string): void {
  const { unit } = c;
  const top = floorY - unit * 0.3;
  c.body.push(
    `<rect x="${f(cx - w * 0.53)}" y="${f(top)}" width="${f(w * 1.06)}" height="${f(floorY - top)}" rx="${f(unit * 0.03)}" fill="${headboard}"/>`,
  );
  const mattress = floorY - unit * 0.12;
  for (const side of [-1, 1]) {
    c.body.push(
      `<rect x="${f(cx + side * w * 0.24 - w * 0.2)}" y="${f(mattress - unit * 0.075)}" width="${f(w * 0.4)}" height="${f(unit * 0.09)}" rx="${f(unit * 0.03)}" fill="${LINEN}"/>`,
    );
  }
  // The bed reaches towards the viewer: its cover widens as it comes forward.
  const front = floorY + unit * 0.2;
  c.body.push(
    poly(
      [
        [cx - w / 2, mattress],
        [cx + w / 2, mattress],
        [cx + w * 0.58, front],
        [cx - w * 0.58, front],
      ],
      LINEN,
    ),
  );
  c.body.push(
    poly(
      [
        [cx - w * 0.56, front - unit * 0.09],
        [cx + w * 0.56, front - unit * 0.09],
        [cx + w * 0.58, front],
        [cx - w * 0.58, front],
      ],
      accent,
    ),
  );
  c.body.push(rect(cx - w * 0.58, front, w * 1.16, unit * 0.05, mix(LINEN, '#9b8f80', 0.3)));
}

function sideTable(c: Canvas, x: number, floorY: number, withLamp: boolean): void {
  const { unit } = c;
  c.body.push(rect(x - unit * 0.05, floorY - unit * 0.14, unit * 0.1, unit * 0.14, mix('#b8946d', '#000000', 0.15)));
  if (withLamp) lamp(c, x, floorY - unit * 0.14, unit * 0.2, true);
}

function sofa(c: Canvas, cx: number, floorY: number, w: number, fabric: string, accents: string[]): void {
  const { unit } = c;
  const back = floorY - unit * 0.2;
  c.body.push(
    `<rect x="${f(cx - w / 2)}" y="${f(back)}" width="${f(w)}" height="${f(unit * 0.2)}" rx="${f(unit * 0.03)}" fill="${mix(fabric, '#000000', 0.06)}"/>`,
  );
  const cushions = 3;
  for (let i = 0; i < cushions; i++) {
    const x = cx - w * 0.4 + (i * w * 0.8) / (cushions - 1);
    c.body.push(
      `<rect x="${f(x - unit * 0.055)}" y="${f(back + unit * 0.015)}" width="${f(unit * 0.11)}" height="${f(unit * 0.1)}" rx="${f(unit * 0.02)}" fill="${accents[i % accents.length]}"/>`,
    );
  }
  c.body.push(
    `<rect x="${f(cx - w / 2)}" y="${f(floorY - unit * 0.09)}" width="${f(w)}" height="${f(unit * 0.12)}" rx="${f(unit * 0.02)}" fill="${fabric}"/>`,
  );
  for (const side of [-1, 1]) {
    c.body.push(
      `<rect x="${f(cx + side * (w / 2) - unit * 0.04)}" y="${f(floorY - unit * 0.16)}" width="${f(unit * 0.08)}" height="${f(unit * 0.19)}" rx="${f(unit * 0.03)}" fill="${mix(fabric, '#000000', 0.04)}"/>`,
    );
  }
}

function rug(c: Canvas, cx: number, y: number, w: number, color: string): void {
  c.body.push(ellipse(cx, y, w / 2, c.unit * 0.07, color, ' opacity="0.75"'));
}

function table(c: Canvas, cx: number, top: number, w: number, legs: number, color: string, cloth?: string): void {
  const { unit } = c;
  c.body.push(rect(cx - w / 2, top, w, unit * 0.02, color));
  if (cloth)
    c.body.push(
      poly(
        [
          [cx - w / 2, top],
          [cx + w / 2, top],
          [cx + w * 0.52, top + unit * 0.09],
          [cx - w * 0.52, top + unit * 0.09],
        ],
        cloth,
      ),
    );
  for (let i = 0; i < legs; i++) {
    const x = cx - w * 0.45 + (i * w * 0.9) / Math.max(1, legs - 1);
    c.body.push(rect(x - unit * 0.006, top, unit * 0.012, unit * 0.15, mix(color, '#000000', 0.2)));
  }
}

function chair(c: Canvas, cx: number, ground: number, s: number, color: string, facing: number): void {
  c.body.push(rect(cx - s * 0.25, ground - s * 0.5, s * 0.5, s * 0.07, color));
  c.body.push(rect(cx + facing * s * 0.22 - s * 0.03, ground - s, s * 0.06, s, color));
  c.body.push(rect(cx - facing * s * 0.22 - s * 0.025, ground - s * 0.5, s * 0.05, s * 0.5, color));
  c.body.push(
    `<rect x="${f(cx + facing * s * 0.1 - s * 0.12)}" y="${f(ground - s * 0.95)}" width="${f(s * 0.24)}" height="${f(s * 0.35)}" rx="${f(s * 0.06)}" fill="${mix(color, '#ffffff', 0.5)}" transform="rotate(${f(facing * 8)} ${f(cx)} ${f(ground - s * 0.8)})"/>`,
  );
}

function palm(c: Canvas, x: number, ground: number, s: number, color: string): void {
  const lean = (c.rand() - 0.5) * s * 0.3;
  const topX = x + lean;
  const topY = ground - s;
  c.body.push(
    `<path d="M${f(x - s * 0.025)},${f(ground)} Q${f(x + lean * 0.2)},${f(ground - s * 0.5)} ${f(topX - s * 0.012)},${f(topY)} L${f(topX + s * 0.012)},${f(topY)} Q${f(x + lean * 0.2 + s * 0.03)},${f(ground - s * 0.5)} ${f(x + s * 0.025)},${f(ground)} Z" fill="${color}"/>`,
  );
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI + (i / 6) * Math.PI + (c.rand() - 0.5) * 0.2;
    const len = s * (0.32 + c.rand() * 0.1);
    const ex = topX + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.5 + len * 0.25;
    const mx = topX + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.5 - len * 0.12;
    c.body.push(
      `<path d="M${f(topX)},${f(topY)} Q${f(mx)},${f(my - s * 0.04)} ${f(ex)},${f(ey)} Q${f(mx)},${f(my + s * 0.03)} ${f(topX)},${f(topY)} Z" fill="${color}"/>`,
    );
  }
}

function lounger(c: Canvas, x: number, ground: number, s: number, color: string): void {
  c.body.push(
    poly(
      [
        [x, ground - s * 0.12],
        [x + s * 0.7, ground - s * 0.12],
        [x + s * 0.7, ground - s * 0.05],
        [x, ground - s * 0.05],
      ],
      color,
    ),
  );
  c.body.push(
    poly(
      [
        [x, ground - s * 0.12],
        [x - s * 0.05, ground - s * 0.42],
        [x + s * 0.04, ground - s * 0.42],
        [x + s * 0.12, ground - s * 0.12],
      ],
      color,
    ),
  );
  for (const lx of [x + s * 0.05, x + s * 0.62])
    c.body.push(rect(lx, ground - s * 0.06, s * 0.03, s * 0.06, mix(color, '#000000', 0.35)));
}

function parasol(c: Canvas, x: number, ground: number, s: number, canopy: string): void {
  c.body.push(rect(x - s * 0.012, ground - s, s * 0.024, s, '#8c7a66'));
  c.body.push(
    `<path d="M${f(x - s * 0.45)},${f(ground - s * 0.82)} Q${f(x)},${f(ground - s * 1.12)} ${f(x + s * 0.45)},${f(ground - s * 0.82)} Z" fill="${canopy}"/>`,
  );
}

/** The interiors: a back wall with a window on the Gulf, and what the room is for in front of it. */
function interior(c: Canvas, scene: SeabreezeScene): void {
  const { width, height, unit, rand, words } = c;
  const has = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const wall = scene === 'spa' ? '#d9c9b6' : scene === 'kids' ? pick(['#f3dfb8', '#d9ebe6']) : pick(WALLS);
  const floor = scene === 'bathroom' || scene === 'spa' ? '#ddd5c9' : scene === 'gym' ? '#6f7376' : pick(FLOORS);
  const accents = [pick(FABRICS), pick(FABRICS), pick(FABRICS)];
  const floorY = room(c, wall, floor);
  const side = rand() < 0.5 ? -1 : 1;
  // Where the window stands: wide glass for a sea view, a tall one to one side otherwise.
  const glassWall = has(/^(?:glass|panoramic|wall|view)$/) || scene === 'gym' || (scene === 'living' && rand() < 0.5);
  const winW = glassWall ? width * 0.7 : width * (0.26 + rand() * 0.08);
  const winX = glassWall ? (width - winW) / 2 : width / 2 + side * width * 0.22 - winW / 2;
  const winY = height * (glassWall ? 0.1 : 0.14);
  const winH = floorY - winY - unit * (glassWall ? 0.02 : 0.16);

  if (scene === 'bathroom') {
    // Marble: pale slabs with a few grey veins.
    for (let i = 0; i < 6; i++) {
      const y = rand() * floorY;
      c.body.push(
        `<path d="M${f(-10)},${f(y)} C${f(width * 0.3)},${f(y - unit * 0.1)} ${f(width * 0.6)},${f(y + unit * 0.12)} ${f(width + 10)},${f(y + unit * 0.02)}" stroke="#a9a39b" stroke-width="${f(unit * 0.003)}" fill="none" opacity="0.35"/>`,
      );
    }
  }
  if (scene !== 'kids' && scene !== 'spa') {
    windowOnGulf(c, winX, winY, winW, winH, glassWall ? 4 : 2, !glassWall && scene !== 'bathroom');
    lightPatch(c, winX + winW * 0.1, winW * 0.8, floorY);
  }
  const opposite = width / 2 - side * width * 0.22;
  if (scene === 'bedroom') {
    const twin = has(/^twin$/);
    const headboard = mix(pick(WALLS), '#8a7f72', 0.25);
    const cx = glassWall ? width / 2 : opposite;
    if (twin) {
      for (const d of [-1, 1]) bed(c, cx + d * width * 0.13, floorY, width * 0.2, accents[0], headboard);
      sideTable(c, cx, floorY, true);
    } else {
      bed(c, cx, floorY, width * 0.34, accents[0], headboard);
      for (const d of [-1, 1]) sideTable(c, cx + d * width * 0.24, floorY, d === side || has(/^lamp$/));
    }
  } else if (scene === 'living') {
    rug(c, width / 2, floorY + unit * 0.22, width * 0.6, mix(pick(WALLS), '#8a7f72', 0.2));
    sofa(c, width / 2 + side * width * 0.05, floorY + unit * 0.12, width * 0.42, mix(LINEN, '#cdbfa9', 0.35), accents);
    table(c, width / 2 - side * width * 0.05, floorY + unit * 0.24, width * 0.22, 2, mix('#b8946d', '#000000', 0.1));
    if (has(/^(?:kitchen|dining)$/)) {
      // The kitchen along the back wall beside the window.
      const kx = glassWall ? width * 0.02 : opposite - width * 0.18;
      c.body.push(rect(kx, floorY - unit * 0.16, width * 0.36, unit * 0.16, mix('#b8946d', '#ffffff', 0.35)));
      c.body.push(rect(kx, floorY - unit * 0.17, width * 0.36, unit * 0.015, '#f4efe8'));
      for (let i = 0; i < 3; i++)
        c.body.push(rect(kx + width * (0.03 + i * 0.11), unit * 0.08, width * 0.09, unit * 0.2, mix('#b8946d', '#ffffff', 0.45)));
    }
  } else if (scene === 'studio') {
    table(c, winX + winW / 2, floorY - unit * 0.2, winW * 0.9, 2, mix('#b8946d', '#000000', 0.05));
    chair(c, winX + winW / 2 + side * winW * 0.15, floorY + unit * 0.04, unit * 0.3, '#5b4d40', -side);
    lamp(c, winX + winW * 0.15, floorY - unit * 0.2, unit * 0.16, true);
    for (let i = 0; i < 3; i++)
      c.body.push(
        rect(
          winX + winW * 0.7 + i * unit * 0.018,
          floorY - unit * (0.27 + i * 0.01),
          unit * 0.016,
          unit * (0.07 + i * 0.01),
          accents[i],
        ),
      );
    if (has(/^bed$/)) bed(c, opposite + side * width * 0.08, floorY, width * 0.3, accents[0], mix(pick(WALLS), '#8a7f72', 0.25));
  } else if (scene === 'bathroom') {
    const tubX = opposite;
    c.body.push(
      `<path d="M${f(tubX - width * 0.17)},${f(floorY - unit * 0.17)} L${f(tubX + width * 0.17)},${f(floorY - unit * 0.17)} C${f(tubX + width * 0.17)},${f(floorY + unit * 0.04)} ${f(tubX + width * 0.1)},${f(floorY + unit * 0.05)} ${f(tubX)},${f(floorY + unit * 0.05)} C${f(tubX - width * 0.1)},${f(floorY + unit * 0.05)} ${f(tubX - width * 0.17)},${f(floorY + unit * 0.04)} ${f(tubX - width * 0.17)},${f(floorY - unit * 0.17)} Z" fill="#fbfaf7"/>`,
    );
    c.body.push(rect(tubX - width * 0.17, floorY - unit * 0.18, width * 0.34, unit * 0.015, '#e7e2da'));
    // A rainfall shower behind glass, and towels on a rail.
    const sx = winX + winW / 2 + side * winW * 0.75;
    c.body.push(rect(sx - unit * 0.005, height * 0.1, unit * 0.01, unit * 0.12, '#b4aa9c'));
    c.body.push(ellipse(sx, height * 0.1 + unit * 0.12, unit * 0.06, unit * 0.012, '#b4aa9c'));
    c.body.push(rect(sx - unit * 0.12, height * 0.08, unit * 0.24, floorY - height * 0.08, '#ffffff', ' opacity="0.18"'));
    const towelX = tubX + (tubX > width / 2 ? -width * 0.3 : width * 0.2);
    for (let i = 0; i < 3; i++)
      c.body.push(
        `<rect x="${f(towelX)}" y="${f(floorY - unit * (0.06 + i * 0.045))}" width="${f(unit * 0.14)}" height="${f(unit * 0.04)}" rx="${f(unit * 0.012)}" fill="${i === 1 ? mix(LINEN, accents[0], 0.2) : LINEN}"/>`,
      );
    c.body.push(
      ellipse(
        tubX,
        height * 0.22,
        unit * 0.09,
        unit * 0.12,
        mix(wall, '#ffffff', 0.5),
        ` stroke="#b4aa9c" stroke-width="${f(unit * 0.006)}"`,
      ),
    );
  } else if (scene === 'gym') {
    c.body.push(rect(0, floorY, width, height - floorY, '#50565a', ' opacity="0.6"'));
    for (let i = 0; i < 2; i++) {
      const y = floorY - unit * (0.08 + i * 0.08);
      c.body.push(rect(opposite - width * 0.14, y, width * 0.28, unit * 0.01, '#3d4245'));
      for (let k = 0; k < 5; k++)
        c.body.push(ellipse(opposite - width * 0.11 + k * width * 0.055, y - unit * 0.02, unit * 0.018, unit * 0.022, '#2f3437'));
    }
    c.body.push(rect(width / 2 - width * 0.15, floorY + unit * 0.08, width * 0.3, unit * 0.03, '#2f3437'));
    c.body.push(rect(width / 2 - width * 0.16, floorY + unit * 0.11, width * 0.32, unit * 0.06, accents[0]));
    c.body.push(
      `<circle cx="${f(width / 2 + side * width * 0.3)}" cy="${f(floorY + unit * 0.1)}" r="${f(unit * 0.09)}" fill="${accents[1]}"/>`,
    );
  } else if (scene === 'spa') {
    for (const d of [-1, 1]) {
      const cx = width / 2 + d * width * 0.2;
      table(c, cx, floorY - unit * 0.03, width * 0.3, 2, '#8c7a66');
      c.body.push(
        `<rect x="${f(cx - width * 0.15)}" y="${f(floorY - unit * 0.07)}" width="${f(width * 0.3)}" height="${f(unit * 0.05)}" rx="${f(unit * 0.02)}" fill="${LINEN}"/>`,
      );
      c.body.push(
        `<rect x="${f(cx - width * 0.05)}" y="${f(floorY - unit * 0.09)}" width="${f(width * 0.1)}" height="${f(unit * 0.04)}" rx="${f(unit * 0.015)}" fill="${mix(LINEN, accents[0], 0.3)}"/>`,
      );
    }
    for (let i = 0; i < 7; i++) {
      const x = width * (0.1 + i * 0.13);
      const y = floorY - unit * 0.34 - (i % 2) * unit * 0.03;
      c.body.push(glow(c, x, y - unit * 0.04, unit * 0.12, '#ffc98a', 0.55));
      c.body.push(rect(x - unit * 0.015, y - unit * 0.03, unit * 0.03, unit * 0.06, LINEN));
      c.body.push(ellipse(x, y - unit * 0.045, unit * 0.005, unit * 0.012, '#ffb347'));
    }
    c.body.push(rect(0, floorY - unit * 0.3, width, unit * 0.012, '#8c7a66'));
  } else if (scene === 'kids') {
    for (let row = 0; row < 3; row++) {
      const y = height * (0.2 + row * 0.14);
      c.body.push(rect(width * 0.08, y, width * 0.5, unit * 0.012, '#c8ab7f'));
      for (let x = width * 0.09; x < width * 0.56; x += unit * (0.025 + rand() * 0.015)) {
        const h = unit * (0.06 + rand() * 0.04);
        c.body.push(rect(x, y - h, unit * 0.022, h, pick(['#e08e6d', '#5f9ea6', '#d9b45f', '#93ad96', '#c77d9a'])));
      }
    }
    table(c, width * 0.72, floorY - unit * 0.05, width * 0.22, 2, '#e9b949');
    for (const [i, color] of ['#e08e6d', '#5f9ea6', '#93ad96'].entries())
      c.body.push(
        `<circle cx="${f(width * (0.2 + i * 0.09))}" cy="${f(floorY + unit * (0.12 + (i % 2) * 0.05))}" r="${f(unit * 0.05)}" fill="${color}"/>`,
      );
  } else if (scene === 'breakfast') {
    const top = floorY + unit * 0.02;
    table(c, width / 2, top, width * 0.8, 4, '#b8946d', LINEN);
    const fruit = ['#f0a03c', '#e8c547', '#d65a4a', '#8fb55a', '#f28c6b'];
    for (let i = 0; i < 4; i++) {
      const x = width * (0.2 + i * 0.2);
      c.body.push(ellipse(x, top - unit * 0.015, unit * 0.07, unit * 0.02, '#f4efe8'));
      for (let k = 0; k < 4; k++)
        c.body.push(
          `<circle cx="${f(x + (k - 1.5) * unit * 0.028)}" cy="${f(top - unit * (0.04 + (k % 2) * 0.02))}" r="${f(unit * 0.022)}" fill="${fruit[(i + k) % fruit.length]}"/>`,
        );
      c.body.push(rect(x + unit * 0.09, top - unit * 0.09, unit * 0.035, unit * 0.09, '#f6a93b', ' opacity="0.9"'));
    }
  }
}

/** The outdoor scenes: the Gulf, the grounds and the residences. */
function outdoor(c: Canvas, scene: SeabreezeScene): void {
  const { width, height, unit, rand, words, light } = c;
  const has = (pattern: RegExp) => words.some((w) => pattern.test(w));
  const side = rand() < 0.5 ? -1 : 1;
  const ink = light.night ? '#1d2a2c' : '#35524a';
  const horizon = height * (scene === 'garden' || scene === 'facade' ? 0.5 : 0.44 + rand() * 0.06);
  // A hero's sun stands at its default focus, clear of the copy (src/ui/focus.ts).
  const sunX = isHero(c) ? HERO_FOCUS.x * width : width / 2 + side * width * (0.15 + rand() * 0.15);
  c.body.push(...gulfView(c, 0, 0, width, height, horizon, sunX));

  if (scene === 'pool') {
    const deck = mix(light.sand, '#ffffff', 0.2);
    const edge = horizon + height * 0.06;
    c.body.push(rect(0, edge, width, height - edge, deck));
    c.body.push(
      poly(
        [
          [width * 0.08, edge + unit * 0.02],
          [width * 0.92, edge + unit * 0.02],
          [width * 1.1, height * 0.86],
          [-width * 0.1, height * 0.86],
        ],
        vertical(c, edge, height * 0.86, [
          [0, '#6fd0d2'],
          [1, '#1f8ea0'],
        ]),
      ),
    );
    for (let i = 0; i < 7; i++) {
      const y = edge + unit * 0.05 + i * (height * 0.86 - edge) * 0.13;
      const x = rand() * width * 0.6;
      c.body.push(
        `<path d="M${f(x)},${f(y)} q${f(unit * 0.04)},${f(-unit * 0.012)} ${f(unit * 0.08)},0 t${f(unit * 0.08)},0 t${f(unit * 0.08)},0" stroke="#ffffff" stroke-width="${f(unit * 0.004)}" fill="none" opacity="0.55"/>`,
      );
    }
    for (let i = 0; i < 4; i++)
      lounger(c, width * (side < 0 ? 0.55 : 0.08) + i * width * 0.1, height * 0.97, unit * (0.22 + i * 0.02), LINEN);
    parasol(c, side < 0 ? width * 0.08 : width * 0.9, height * 0.95, unit * 0.45, has(/^noon|midday$/) ? '#f4efe8' : '#e9d9bf');
    palm(c, side < 0 ? width * 0.95 : width * 0.04, edge + unit * 0.02, unit * 0.55, ink);
  } else if (scene === 'terrace') {
    const floorY = height * 0.78;
    const floor = mix(light.sand, '#b8946d', 0.3);
    if (has(/^(?:palm|palms|garden)$/)) {
      c.body.push(rect(0, horizon, width, height, light.night ? '#25382f' : '#7da27a'));
      for (let i = 0; i < 4; i++)
        palm(c, width * (0.15 + i * 0.24), horizon + unit * 0.08, unit * (0.35 + rand() * 0.15), mix(ink, '#7da27a', 0.2));
    }
    c.body.push(rect(0, floorY, width, height - floorY, floor));
    // A glass balustrade with steel posts.
    const railTop = height * 0.6;
    c.body.push(rect(0, railTop, width, floorY - railTop, '#ffffff', ' opacity="0.16"'));
    c.body.push(rect(0, railTop - unit * 0.01, width, unit * 0.012, '#d8d4cd'));
    for (let x = width * 0.05; x < width; x += width * 0.22)
      c.body.push(rect(x, railTop, unit * 0.008, floorY - railTop, '#d8d4cd'));
    if (has(/^jacuzzi$/)) {
      const cx = width / 2 + side * width * 0.18;
      c.body.push(ellipse(cx, height * 0.87, width * 0.22, unit * 0.08, '#e9e3d9'));
      c.body.push(
        ellipse(
          cx,
          height * 0.87,
          width * 0.19,
          unit * 0.06,
          vertical(c, height * 0.81, height * 0.93, [
            [0, '#7ad6d4'],
            [1, '#2a98a6'],
          ]),
        ),
      );
      for (let i = 0; i < 2; i++)
        lounger(c, width / 2 - side * width * (0.15 + i * 0.16) - unit * 0.1, height * 0.96, unit * 0.28, LINEN);
    } else if (has(/^(?:restaurant|dinner|tables)$/)) {
      c.body.push(
        `<path d="M0,${f(height * 0.12)} Q${f(width / 2)},${f(height * 0.22)} ${f(width)},${f(height * 0.1)}" stroke="#5c5046" stroke-width="2" fill="none"/>`,
      );
      for (let i = 0; i < 12; i++) {
        const t = (i + 0.5) / 12;
        const y = height * (0.12 + 0.1 * 4 * t * (1 - t)) + unit * 0.01;
        c.body.push(
          glow(c, width * t, y, unit * 0.03, '#ffe0a3', 0.8),
          `<circle cx="${f(width * t)}" cy="${f(y)}" r="${f(unit * 0.006)}" fill="#fff1cf"/>`,
        );
      }
      for (let i = 0; i < 3; i++) {
        const cx = width * (0.2 + i * 0.3);
        table(c, cx, height * 0.8, width * 0.18, 2, '#8c7a66', LINEN);
        for (const d of [-1, 1]) chair(c, cx + d * width * 0.12, height * 0.95, unit * 0.22, '#6b5a4a', -d);
      }
    } else {
      const cx = width / 2 + side * width * 0.12;
      table(c, cx, height * 0.82, width * 0.12, 1, '#6b5a4a');
      c.body.push(ellipse(cx, height * 0.82, width * 0.07, unit * 0.012, '#6b5a4a'));
      for (const d of [-1, 1]) chair(c, cx + d * width * 0.14, height * 0.97, unit * 0.3, '#4f4339', -d);
    }
  } else if (scene === 'garden') {
    const lawn = light.night ? '#25382f' : '#8fb07f';
    c.body.push(rect(0, horizon - unit * 0.18, width, unit * 0.2, '#f4efe8'));
    for (let i = 0; i < 5; i++)
      c.body.push(rect(width * (0.1 + i * 0.18), horizon - unit * 0.12, unit * 0.06, unit * 0.08, '#9fb7bd'));
    c.body.push(band(c, horizon, height, mix(lawn, '#ffffff', 0.15), mix(lawn, '#000000', 0.15)));
    c.body.push(
      poly(
        [
          [width * 0.47, horizon],
          [width * 0.53, horizon],
          [width * 0.75, height],
          [width * 0.25, height],
        ],
        mix(light.sand, '#ffffff', 0.2),
      ),
    );
    for (let i = 0; i < 4; i++) {
      const t = i / 3;
      const y = horizon + (height - horizon) * (0.1 + t * 0.6);
      const s = unit * (0.3 + t * 0.5);
      for (const d of [-1, 1]) palm(c, width / 2 + d * (width * 0.06 + t * width * 0.3), y, s, mix(ink, lawn, 0.3 - t * 0.3));
      c.body.push(
        ellipse(
          width / 2 + side * (width * 0.1 + t * width * 0.22),
          y,
          unit * (0.03 + t * 0.05),
          unit * (0.02 + t * 0.03),
          '#d96a7a',
        ),
      );
    }
  } else if (scene === 'facade') {
    const dusk = light.night || has(/^(?:dusk|evening|lit|night|violet)$/);
    const base = horizon + unit * 0.12;
    for (let i = 0; i < 3; i++) {
      const w = width * (0.26 + rand() * 0.06);
      const x = width * (0.04 + i * 0.32);
      const h = unit * (0.2 + (i === 1 ? 0.08 : 0));
      c.body.push(rect(x, base - h, w, h, dusk ? '#e9ddd3' : '#fbf8f2'));
      c.body.push(rect(x - unit * 0.01, base - h - unit * 0.015, w + unit * 0.02, unit * 0.015, dusk ? '#b9a99c' : '#d8d0c3'));
      for (let row = 0; row < (i === 1 ? 3 : 2); row++) {
        for (let k = 0; k < 5; k++) {
          const lit = dusk && rand() < 0.75;
          c.body.push(
            rect(
              x + w * (0.06 + k * 0.19),
              base - h + unit * (0.03 + row * 0.085),
              w * 0.12,
              unit * 0.05,
              lit ? '#ffd58f' : '#9fb7bd',
            ),
          );
        }
      }
    }
    c.body.push(rect(0, base, width, height - base, mix(light.sand, '#ffffff', 0.1)));
    if (has(/^(?:dunes|oats)$/)) {
      c.body.push(
        `<path d="M0,${f(height * 0.8)} C${f(width * 0.3)},${f(height * 0.7)} ${f(width * 0.6)},${f(height * 0.86)} ${f(width)},${f(height * 0.76)} L${f(width)},${f(height)} L0,${f(height)} Z" fill="${mix(light.sand, '#b8946d', 0.25)}"/>`,
      );
      for (let i = 0; i < 40; i++) {
        const x = rand() * width;
        const y = height * (0.82 + rand() * 0.12);
        const h = unit * (0.1 + rand() * 0.12);
        c.body.push(
          `<path d="M${f(x)},${f(y)} q${f(unit * 0.02 * (rand() - 0.3))},${f(-h / 2)} ${f(unit * 0.04 * (rand() - 0.3))},${f(-h)}" stroke="#8a8a5c" stroke-width="${f(unit * 0.004)}" fill="none"/>`,
        );
      }
    } else {
      for (let i = 0; i < 5; i++)
        palm(c, width * (0.05 + i * 0.23), base + unit * 0.05, unit * (0.38 + rand() * 0.12), dusk ? '#2e2c3c' : ink);
    }
  } else if (scene === 'firepit') {
    const lawn = '#1f3027';
    c.body.push(rect(0, horizon, width, height - horizon, lawn));
    const cx = width / 2;
    const cy = height * 0.78;
    c.body.push(glow(c, cx, cy - unit * 0.08, unit * 0.55, '#ff9a3d', 0.45));
    c.body.push(ellipse(cx, cy, width * 0.13, unit * 0.05, '#6b625a'));
    for (const [k, color] of ['#f0702f', '#f6a43a', '#ffe08a'].entries()) {
      const s = unit * (0.2 - k * 0.05);
      c.body.push(
        `<path d="M${f(cx - s * 0.45)},${f(cy)} C${f(cx - s * 0.5)},${f(cy - s * 0.5)} ${f(cx - s * 0.1)},${f(cy - s * 0.6)} ${f(cx)},${f(cy - s)} C${f(cx + s * 0.15)},${f(cy - s * 0.6)} ${f(cx + s * 0.5)},${f(cy - s * 0.5)} ${f(cx + s * 0.45)},${f(cy)} Z" fill="${color}"/>`,
      );
    }
    for (const d of [-2, -1, 1, 2])
      chair(c, cx + d * width * 0.16, cy + unit * 0.13 + Math.abs(d) * unit * 0.02, unit * 0.32, '#2a2522', d < 0 ? 1 : -1);
  } else {
    // The beach itself, with what the picture names on the sand.
    const shore = horizon + height * 0.12;
    c.body.push(
      `<path d="M0,${f(shore)} C${f(width * 0.3)},${f(shore - unit * 0.03)} ${f(width * 0.7)},${f(shore + unit * 0.04)} ${f(width)},${f(shore)} L${f(width)},${f(height)} L0,${f(height)} Z" fill="${light.sand}"/>`,
    );
    c.body.push(
      `<path d="M0,${f(shore)} C${f(width * 0.3)},${f(shore - unit * 0.03)} ${f(width * 0.7)},${f(shore + unit * 0.04)} ${f(width)},${f(shore)}" stroke="#ffffff" stroke-width="${f(unit * 0.01)}" fill="none" opacity="0.7"/>`,
    );
    const ground = height * 0.9;
    if (has(/^cabanas?$/)) {
      for (let i = 0; i < 3; i++) {
        const x = width * (0.15 + i * 0.3);
        const s = unit * (0.34 + i * 0.04);
        c.body.push(
          poly(
            [
              [x - s * 0.4, ground - s * 0.7],
              [x, ground - s * 0.95],
              [x + s * 0.4, ground - s * 0.7],
            ],
            LINEN,
          ),
        );
        c.body.push(rect(x - s * 0.4, ground - s * 0.7, s * 0.8, s * 0.7, '#f4efe8'));
        c.body.push(rect(x - s * 0.3, ground - s * 0.6, s * 0.6, s * 0.6, mix(light.sand, '#8a7f72', 0.25)));
        c.body.push(rect(x - s * 0.22, ground - s * 0.1, s * 0.44, s * 0.08, FABRICS[i]));
      }
    } else if (has(/^(?:paddleboards?|kayaks?)$/)) {
      for (let i = 0; i < 6; i++) {
        const x = width * (0.2 + i * 0.11);
        const h = unit * (0.45 + (i % 2) * 0.05);
        c.body.push(
          `<rect x="${f(x)}" y="${f(ground - h)}" width="${f(unit * 0.06)}" height="${f(h)}" rx="${f(unit * 0.03)}" fill="${FABRICS[i % FABRICS.length]}" transform="rotate(${f(-8 + i)} ${f(x)} ${f(ground)})"/>`,
        );
      }
    } else if (has(/^(?:bar|stools)$/)) {
      const x = width / 2 - side * width * 0.2;
      c.body.push(
        poly(
          [
            [x - width * 0.2, ground - unit * 0.42],
            [x + width * 0.2, ground - unit * 0.42],
            [x + width * 0.24, ground - unit * 0.32],
            [x - width * 0.24, ground - unit * 0.32],
          ],
          '#c8a86c',
        ),
      );
      c.body.push(rect(x - width * 0.18, ground - unit * 0.2, width * 0.36, unit * 0.2, '#8c6d4f'));
      for (const d of [-1, 1])
        c.body.push(rect(x + d * width * 0.19, ground - unit * 0.34, unit * 0.015, unit * 0.34, '#6b5a4a'));
      for (let i = 0; i < 4; i++) chair(c, x - width * 0.15 + i * width * 0.1, ground + unit * 0.05, unit * 0.16, '#4f4339', 1);
    } else if (has(/^footprints?$/)) {
      for (let i = 0; i < 12; i++) {
        const t = i / 11;
        const x = width * (0.35 + side * 0.05) + side * t * width * 0.12 + (i % 2 ? unit * 0.02 : -unit * 0.02);
        const y = height * 0.98 - t * (height * 0.98 - shore - unit * 0.03);
        c.body.push(ellipse(x, y, unit * (0.012 - t * 0.006), unit * (0.022 - t * 0.012), mix(light.sand, '#8a7f72', 0.3)));
      }
    } else {
      parasol(c, width / 2 + side * width * 0.3, ground, unit * 0.42, '#f4efe8');
      lounger(c, width / 2 + side * width * 0.18, ground + unit * 0.05, unit * 0.3, LINEN);
    }
  }
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
