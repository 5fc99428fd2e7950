/**
 * What every scene of the demo hotel draws with: the Gulf's light at each time of day, the residences'
 * colours, the canvas a picture is drawn on, and the shapes, gradients and views its scenes share.
 */
import { f, mix } from '../paint.ts';

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
export const LIGHTS: Record<'morning' | 'noon' | 'dusk' | 'night', Light> = {
  morning: { sky: ['#a8d4dc', '#d5ebe8', '#f6f0e0'], sun: '#f0a657', sea: ['#74c0bb', '#23808a'], sand: '#efe4cf' },
  noon: { sky: ['#7fbfd6', '#bfe2ea', '#f3f1e4'], sun: '#f2b85c', sea: ['#5fbcc0', '#1d7584'], sand: '#f3e9d5' },
  dusk: { sky: ['#6e6a9e', '#d79b8f', '#f5d3b3'], sun: '#e06f4d', sea: ['#6aa9b0', '#2b5f78'], sand: '#e6cfb8' },
  night: { sky: ['#131a2c', '#2a3455', '#5f5470'], sun: '#f1dfb8', sea: ['#2b4557', '#132232'], sand: '#5a5860', night: true },
};

/** Walls, floors and fabrics of the residences: pale, warm and coastal. */
export const WALLS = ['#efe7da', '#f3ede4', '#e9dcc8', '#dfe3d8', '#dde7e5', '#ece2d6'];
export const FLOORS = ['#c9a882', '#d9c3a0', '#b8946d', '#d8d0c3'];
export const FABRICS = ['#5f9ea6', '#e08e6d', '#c8ab7f', '#2f4d63', '#93ad96', '#d9b45f'];
export const LINEN = '#fbf8f2';

export interface Canvas {
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
export const isHero = (c: Canvas): boolean => c.width / c.height > 1.6;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
export const poly = (points: [number, number][], fill: string, extra = ''): string =>
  `<path d="M${points.map(([x, y]) => `${f(x)},${f(y)}`).join(' L')} Z" fill="${fill}"${extra}/>`;

/** A vertical gradient between two heights, returned as a fill. */
export function vertical(c: Canvas, y0: number, y1: number, stops: [number, string][]): string {
  const id = `g${c.next++}`;
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="${f(y0)}" x2="0" y2="${f(y1)}" gradientUnits="userSpaceOnUse">${stops
      .map(([o, color]) => `<stop offset="${o}" stop-color="${color}"/>`)
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** A soft round glow (a lamp, a candle, a fire, the sun). */
export function glow(c: Canvas, cx: number, cy: number, r: number, color: string, strength: number): string {
  const id = `g${c.next++}`;
  c.defs.push(
    `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  );
  return rect(cx - r, cy - r, r * 2, r * 2, `url(#${id})`);
}

/** Sky, sun and sea between y0 and y1, the horizon at `horizon`: an outdoor view or the view through a window. */
export function gulfView(c: Canvas, x0: number, y0: number, x1: number, y1: number, horizon: number, sunX: number): string[] {
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

/** A band across the picture from one height down to another, shaded from one colour to the next. */
export const band = (c: Canvas, y0: number, y1: number, top: string, bottom: string): string =>
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
