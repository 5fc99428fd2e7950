/**
 * The drawing of the stand-in pictures: one family of travel-poster landscapes (a sky, a sun or moon,
 * layered hills, savannah, mountains or a sea horizon, and one figure) drawn as flat vector layers, their
 * motif chosen from the words of each picture's subject.
 *
 * Everything is derived from the image's path, so the same content always produces the same pictures
 * and two different paths produce two different ones.
 */
import path from 'node:path';
import { HERO_FOCUS } from '../../../../src/ui/focus.ts';
import type { Subject } from '../references.ts';
import * as fig from './figures.ts';
import type { Draw, Stage } from './figures.ts';
import { landLayers, ridge, skyline, summitBetween, type Terrain } from './landscape-shapes.ts';
import { f, mix, random, seedOf } from './paint.ts';
import { PEOPLE, sceneOf, tableWords, type Motif, type Scene, type Setting } from './scene-table.ts';
import { seabreezeSvg } from './seabreeze.ts';
import { layOut, tableTop } from './still-life.ts';

interface Palette {
  name: string;
  /** Sky from the top of the picture down to the horizon. */
  sky: [string, string, string];
  /**
   * The sun (or moon) disc. By day a saturated amber or coral, darker than its pale sky rather than
   * lighter: a hero's dark overlay keeps the ratio of two lightnesses, so a pale sun on a pale sky
   * would turn into a grey smudge, while a coloured disc still reads.
   */
  sun: string;
  /** Land layers from the farthest to the nearest. */
  land: [string, string, string, string];
  /** Water at the horizon and at the bottom of the picture. */
  sea: [string, string];
  night?: boolean;
}

/**
 * The brand's tones: warm stone, sea glass, terracotta, olive, champagne, mist and two nights in the
 * site's navy with a brass moon.
 * Seabreeze Residences' pictures have a drawing of their own (seabreeze.ts).
 */
const PALETTES: Palette[] = [
  {
    name: 'sand',
    sky: ['#d9c4a8', '#ead9c0', '#f6e7cf'],
    sun: '#e2a35f',
    land: ['#dcc09c', '#c59f77', '#a67f5a', '#7d5b40'],
    sea: ['#c9cfc2', '#8d9f97'],
  },
  {
    name: 'sea-glass',
    sky: ['#a9c6c2', '#cfe0d9', '#eef0e4'],
    sun: '#e9b566',
    land: ['#a9c3ba', '#84a79c', '#62887f', '#44665f'],
    sea: ['#9cc0b8', '#4f7f79'],
  },
  {
    name: 'terracotta',
    sky: ['#d7a98e', '#e9c6ad', '#f5dcc2'],
    sun: '#d9774f',
    land: ['#d5a285', '#bb7b60', '#985a43', '#6e3f31'],
    sea: ['#d3b4a2', '#7d7480'],
  },
  {
    name: 'olive',
    sky: ['#c9cbae', '#e2e0c8', '#f3ecd8'],
    sun: '#d99d4f',
    land: ['#bdbd96', '#9a9e72', '#767e52', '#525a38'],
    sea: ['#b7c7bb', '#6a8379'],
  },
  {
    name: 'champagne',
    sky: ['#d8cbb6', '#ebe0cd', '#f7eedd'],
    sun: '#cf9650',
    land: ['#dccaaa', '#c5aa82', '#a68a63', '#7f664a'],
    sea: ['#cfd3c8', '#8fa09a'],
  },
  {
    name: 'mist',
    sky: ['#b7c4cd', '#d6dde0', '#efece5'],
    sun: '#e39a70',
    land: ['#b2bfc7', '#90a1ac', '#718492', '#51626f'],
    sea: ['#b5c4ca', '#6f8591'],
  },
  {
    name: 'rainforest',
    sky: ['#b9c9bb', '#d6dfd0', '#ecebdc'],
    sun: '#e0a65c',
    land: ['#9fb59a', '#6f9270', '#4b7350', '#2f5236'],
    sea: ['#a9c2b4', '#5f8575'],
  },
  {
    name: 'glacier',
    sky: ['#9fb9cc', '#cddbe3', '#eef1ee'],
    sun: '#e8a87a',
    land: ['#b9c8d3', '#94a9b8', '#6f8798', '#4a5f70'],
    sea: ['#9fbccb', '#3f6478'],
  },
  {
    name: 'lagoon',
    sky: ['#8fc3d3', '#c4e2e6', '#f1efe2'],
    sun: '#eeb45f',
    land: ['#a9c7a5', '#7ca47c', '#55805a', '#34583d'],
    sea: ['#7fd0cb', '#1f8a95'],
  },
  {
    name: 'dusk',
    sky: ['#6f6a94', '#c99a93', '#f1cfae'],
    sun: '#dd6f4b',
    land: ['#b7908f', '#8f6a72', '#684c5a', '#3f2f3d'],
    sea: ['#a8a3b4', '#4f5873'],
  },
  {
    name: 'dusk-navy',
    sky: ['#141b2b', '#2c3753', '#a7817a'],
    sun: '#f4e4c6',
    land: ['#4a536f', '#333c59', '#232b44', '#151b2d'],
    sea: ['#38435f', '#171e31'],
    night: true,
  },
  {
    name: 'brass-night',
    sky: ['#10141b', '#232b3c', '#7d6249'],
    sun: '#e6c690',
    land: ['#3b4254', '#2a3142', '#1d2331', '#12161f'],
    sea: ['#2b3446', '#11151d'],
    night: true,
  },
];

const DAY_PALETTES = PALETTES.filter((p) => !p.night).map((p) => p.name);

/** The palettes a setting is painted in by day; at night every outdoor setting takes a night palette. */
const SETTING_PALETTES: Record<Setting, string[]> = {
  savannah: ['terracotta', 'sand', 'champagne'],
  forest: ['rainforest', 'olive'],
  desert: ['sand', 'terracotta', 'champagne'],
  hills: ['olive', 'champagne', 'terracotta'],
  river: ['olive', 'sea-glass', 'mist'],
  mountains: ['mist', 'sea-glass', 'glacier'],
  fjord: ['glacier', 'mist'],
  sea: ['sea-glass', 'champagne', 'mist'],
  lagoon: ['lagoon'],
  coast: ['sea-glass', 'sand', 'champagne', 'lagoon'],
  city: ['champagne', 'mist', 'sand'],
  desk: ['champagne'],
  room: ['champagne', 'sea-glass', 'mist'],
};

/** Words for the time of day: they choose the light a picture is painted in. */
const NIGHT = /^(?:night|lit|lights|lantern-lit|lanterns?|floodlit|candlelit|northern|aurora|christmas|holidays|twilight)$/;
const EVENING = /^(?:dusk|sunset|evening|golden|afternoon)$/;

export interface Composition {
  palette: string;
  setting: Setting;
  /** The figures, the first the picture's subject. */
  motifs: string[];
}

/** The picture's words: its alt text, or its file name when the alt text names nothing the table draws. */
function sceneFor(src: string, alt: string): Scene {
  const fromAlt = sceneOf(alt);
  if (fromAlt.motifs.length > 0) return fromAlt;
  const name = path.posix
    .basename(src)
    .replace(/\.[a-z]+$/, '')
    .replace(/[-_.]+/g, ' ');
  const fromName = sceneOf(name, fromAlt.setting);
  return fromName.motifs.length > 0 || !alt ? fromName : fromAlt;
}

/** The scene, its figures and its palette, from the words of the picture's alt text (or name), varied by the hash of its path. */
export function compositionFor(src: string, alt = ''): Composition & { seed: number; scene: Scene } {
  const seed = seedOf(src);
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const scene = sceneFor(src, alt);
  const words = tableWords(alt || src);
  const indoors = scene.setting === 'desk' || scene.setting === 'room';
  const night = !indoors && words.some((w) => NIGHT.test(w));
  const evening = !indoors && words.some((w) => EVENING.test(w));
  const palette = night
    ? pick(['dusk-navy', 'brass-night'])
    : evening && !['forest', 'fjord', 'lagoon'].includes(scene.setting)
      ? pick(['terracotta', 'dusk'])
      : pick(SETTING_PALETTES[scene.setting]);
  return { palette, setting: scene.setting, motifs: scene.motifs.map((m) => m.name), seed, scene };
}

/** Landscape figures that stand on the land, rather than afloat or on the far shore. */
const onLand = (m: Motif): boolean => m.stands === undefined && m.draw !== undefined;

/**
 * The picture as SVG: a travel-poster scene of flat, crisp layers, showing what its words name
 * (compositionFor, scene-table.ts). Its subject, the first thing named, stands at the picture's focus
 * point: the one the content names, a hero's default (HERO_FOCUS, away from the hero's copy), or else
 * one of three places across the middle third, so pictures side by side do not repeat one composition;
 * the sun (or moon) stands beside it, and the other things named further off. A desk is drawn from above
 * with the things on it, a room with its window. No text on it: a stand-in sits in the layout as a
 * photograph will.
 */
export function placeholderSvg(src: string, width: number, height: number, subject: Subject = {}): string {
  if (src.startsWith('/images/seabreeze/')) return seabreezeSvg(src, width, height, subject.alt);
  const { palette: paletteName, scene, seed } = compositionFor(src, subject.alt);
  const rand = random(seed ^ 0x9e3779b9);
  const p = tinted(PALETTES.find((x) => x.name === paletteName) as Palette, rand);
  const hero = width / height > 1.6;
  const focus = subject.focus ?? (hero ? HERO_FOCUS : undefined);
  const place = [0.36, 0.5, 0.64][Math.floor(rand() * 3)];
  const subjectAt = { x: focus ? focus.x : place + (rand() - 0.5) * 0.04, y: focus ? focus.y : 0.5 };
  const svg = (defs: string[], body: string[]): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
  if (scene.setting === 'desk') return svg([], [deskSvg(scene.motifs, width, height, subjectAt, p, rand)]);
  return landscapeSvg(scene, width, height, subjectAt, Boolean(focus), p, rand, seed, svg);
}

/** A desk or table seen from above, the things named lying on it, lit from a window at one side. */
function deskSvg(
  motifs: Motif[],
  width: number,
  height: number,
  at: { x: number; y: number },
  p: Palette,
  rand: () => number,
): string {
  const woods = ['#8a6446', '#a07a55', '#6e5140', '#b89a78'];
  const wood = rand() < 0.75;
  const base = wood ? woods[Math.floor(rand() * woods.length)] : '#e6ddce';
  const items = motifs.flatMap((m) => (m.item ? [m.item] : []));
  const light = `<linearGradient id="window" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6e6" stop-opacity="0.32"/><stop offset="0.6" stop-color="#fff6e6" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.18"/></linearGradient>`;
  return (
    `<defs>${light}</defs>` +
    tableTop(width, height, wood, base) +
    layOut(
      items,
      width,
      height,
      { x: Math.min(0.58, Math.max(0.42, at.x)), y: Math.min(0.58, Math.max(0.42, at.y)) },
      { ink: '#2b2a2e', accent: mix(p.sun, '#b8894a', 0.5), paper: '#f6f1e7' },
      rand,
    ) +
    `<rect x="0" y="0" width="${width}" height="${height}" fill="url(#window)"/>`
  );
}

function landscapeSvg(
  scene: Scene,
  width: number,
  height: number,
  at: { x: number; y: number },
  focused: boolean,
  p: Palette,
  rand: () => number,
  seed: number,
  svg: (defs: string[], body: string[]) => string,
): string {
  const unit = Math.min(width, height);
  const room = scene.setting === 'room';
  const landFigures = scene.motifs.some(onLand);
  // Which background carries the figures: open sea takes a beach when someone stands on it.
  const base: string =
    scene.setting === 'lagoon' || scene.setting === 'sea' ? (landFigures ? 'coast' : 'sea') : room ? 'sea' : scene.setting;
  const watery = base === 'sea' || base === 'coast' || base === 'fjord';
  const horizon =
    height * (room ? 0.5 : watery ? 0.58 + rand() * 0.05 : base === 'mountains' ? 0.6 + rand() * 0.04 : 0.56 + rand() * 0.05);
  const side: 1 | -1 = at.x > 0.5 ? -1 : 1;
  const subjectX = width * at.x;
  // The sun stands beside the subject, on the side with more room, so neither hides the other.
  const sunR = unit * (p.night ? 0.07 + rand() * 0.02 : 0.085 + rand() * 0.025);
  const sunX = Math.min(width - sunR * 1.6, Math.max(sunR * 1.6, subjectX + side * width * (0.17 + rand() * 0.05)));
  let sunY = focused
    ? Math.max(sunR + height * 0.05, Math.min(at.y * height, horizon - sunR * 1.2))
    : horizon - unit * (0.24 + rand() * 0.08);
  const mountains =
    base === 'mountains' || base === 'fjord'
      ? landLayers(random(seed ^ 0x85ebca6b), 'mountains', width, height, horizon, unit)
      : undefined;
  if (mountains)
    sunY = Math.max(
      sunR + height * 0.05,
      Math.min(sunY, summitBetween(mountains.slice(0, 2), sunX - sunR, sunX + sunR) - sunR - unit * 0.04),
    );
  const defs: string[] = [];
  const body: string[] = [];
  const cover = (fill: string): string => `<rect x="0" y="0" width="${width}" height="${height}" fill="${fill}"/>`;
  const air = p.sky[2];
  const ink = mix(p.land[3], '#000000', p.night ? 0.2 : 0.12);

  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${f(horizon)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 4)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.night ? p.sun : mix(p.sun, '#ffffff', 0.6)}" stop-opacity="${p.night ? 0.35 : 0.4}"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${mix(p.sun, '#ffffff', p.night ? 0.45 : 0.18)}"/><stop offset="0.8" stop-color="${p.sun}"/><stop offset="1" stop-color="${p.sun}"/></radialGradient>`,
  );
  body.push(cover('url(#sky)'), cover('url(#glow)'));

  if (p.night) {
    for (let i = 0; i < 70; i++) {
      const x = rand() * width;
      const y = rand() ** 1.6 * horizon * 0.8;
      if (Math.hypot(x - sunX, y - sunY) < sunR * 1.6) continue;
      const r = unit * (0.0012 + rand() ** 3 * 0.003);
      body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#f6efe2" opacity="${f(0.35 + rand() * 0.55)}"/>`);
    }
  } else {
    const bars = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < bars; i++) {
      const y = horizon * (0.12 + rand() * 0.5);
      const w = width * (0.18 + rand() * 0.3);
      const x = rand() * (width * 1.1) - w * 0.5;
      const h = unit * (0.012 + rand() * 0.012);
      if (Math.abs(y - sunY) < sunR * 1.2 && x < sunX + sunR && x + w > sunX - sunR) continue;
      body.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${mix(p.sky[1], '#ffffff', 0.55)}" opacity="${f(0.55 + rand() * 0.3)}"/>`,
      );
    }
  }
  body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#disc)"/>`);

  let id = 0;
  const stage = (ground: (x: number) => number, distance: number): Stage => ({
    width,
    height,
    unit,
    horizon,
    ground,
    ink: mix(ink, air, distance),
    far: mix(p.land[1], air, 0.3 + distance * 0.3),
    pale: mix(p.night ? '#c9cdd6' : '#fbf7ee', air, distance * 0.5),
    light: p.night ? mix(p.sun, '#ffd27a', 0.5) : '#f3d49b',
    accent: ACCENTS[seed % ACCENTS.length],
    water: p.sea[1],
    night: Boolean(p.night),
    rand,
    id: () => `m${id++}`,
    defs,
  });
  // Each figure's place: the subject at the focus, the others to either side of it, kept inside the frame.
  const xs = scene.motifs.map((_, i) => {
    if (i === 0) return subjectX;
    const offset = (i === 1 ? -side : side) * width * (0.22 + rand() * 0.06) * (i === 2 ? 1.1 : 1);
    return Math.min(width * 0.86, Math.max(width * 0.14, subjectX + offset * (i === 2 ? -1 : 1)));
  });
  const sizeOf = (m: Motif, i: number): number =>
    unit * (m.size ?? 0.3) * (i === 0 ? 1 : 0.62) * (hero(width, height) ? 0.85 : 1);
  const draw = (m: Motif, i: number, ground: (x: number) => number, distance = 0): string => {
    const flip: 1 | -1 = xs[i] > sunX ? -1 : 1;
    const drawn = (m.draw as Draw)(stage(ground, distance), xs[i], sizeOf(m, i), flip);
    return i === 0 ? `<g id="subject" data-x="${f(xs[i])}">${drawn}</g>` : drawn;
  };
  const which = (test: (m: Motif) => boolean): [Motif, number][] =>
    scene.motifs.flatMap((m, i): [Motif, number][] => (test(m) ? [[m, i]] : []));

  // The northern lights belong to the sky, behind everything else; snow and mist lie over the whole scene.
  for (const [m, i] of which((m) => m.name === 'aurora')) body.push(draw(m, i, () => horizon));
  const weather = (m: Motif): boolean => m.stands === 'sky' && m.name !== 'aurora';
  const rest = (m: Motif): boolean => m.stands !== 'sky';
  const over = (): string =>
    which(weather)
      .map(([m, i]) => draw(m, i, () => horizon))
      .join('');

  if (room) {
    body.push(
      roomSvg(scene, width, height, horizon, p, rand, defs, (floor) => {
        const out: string[] = [];
        for (const [m, i] of which((m) => rest(m) && m.draw !== undefined)) out.push(draw(m, i, () => floor));
        // The things of a desk named with the people: the table they gather at, in front of them.
        if (scene.motifs.some((m) => m.item))
          out.push(roomTable(width * at.x, floor, unit * 0.5, mix(p.land[3], '#000000', 0.25)));
        return out.join('');
      }),
    );
    return svg(defs, [...body, over()]);
  }

  if (watery) {
    if (mountains) {
      // A fjord: the far ranges stand straight out of the water.
      for (const [i, { t, baseY, amplitude, snowy, shape }] of mountains.slice(0, 2).entries()) {
        body.push(`<path d="${shape.d}" fill="${mix(p.land[i + 1], air, (1 - t) * 0.35)}"/>`);
        if (snowy) {
          defs.push(`<clipPath id="range${i}"><path d="${shape.d}"/></clipPath>`);
          body.push(
            `<rect x="0" y="0" width="${width}" height="${f(baseY - amplitude * 0.35)}" fill="${mix(p.sky[2], '#ffffff', 0.6)}" opacity="${p.night ? 0.28 : 0.6}" clip-path="url(#range${i})"/>`,
          );
        }
      }
    } else {
      const islands = Math.floor(rand() * 3);
      for (let i = 0; i < islands; i++) {
        const cx = sunX + (rand() < 0.5 ? -1 : 1) * width * (0.18 + rand() * 0.35);
        const w = width * (0.12 + rand() * 0.22);
        const h = unit * (0.02 + rand() * 0.04);
        body.push(
          `<path d="M${f(cx - w / 2)},${f(horizon + 1)} C${f(cx - w / 4)},${f(horizon - h)} ${f(cx + w / 5)},${f(horizon - h * 1.1)} ${f(cx + w / 2)},${f(horizon + 1)} Z" fill="${mix(p.land[1], air, 0.5)}"/>`,
        );
      }
    }
    for (const [m, i] of which((m) => m.stands === 'shore' && rest(m))) body.push(draw(m, i, () => horizon + unit * 0.012, 0.25));
    defs.push(
      `<linearGradient id="sea" x1="0" y1="${f(horizon)}" x2="0" y2="${height}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.sea[0], air, 0.3)}"/><stop offset="0.25" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`,
    );
    body.push(`<rect x="0" y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#sea)"/>`);
    body.push(sunPath(sunX, horizon, height, sunR, unit, p.sun, rand));
    for (let i = 0; i < 5; i++) {
      const y = horizon + (height - horizon) * (0.15 + i * 0.17 + rand() * 0.05);
      body.push(
        `<rect x="${f(-width * 0.05)}" y="${f(y)}" width="${f(width * 1.1)}" height="${f(Math.max(1, unit * 0.002))}" fill="${mix(p.sea[0], '#ffffff', 0.35)}" opacity="0.3"/>`,
      );
    }
    const waterLine = horizon + (height - horizon) * 0.32;
    for (const [m, i] of which((m) => m.stands === 'water' && rest(m)))
      body.push(draw(m, i, () => waterLine + (i === 0 ? 0 : -unit * 0.03), i === 0 ? 0 : 0.15));
    if (base === 'coast' && !scene.motifs.some((m) => m.stands === 'shore')) {
      // A headland rising from one side into the water, opposite the subject.
      const fromLeft = side > 0 ? false : true;
      const reach = width * (0.22 + rand() * 0.12);
      const top = horizon - unit * (0.1 + rand() * 0.12);
      const [x0, x1] = fromLeft ? [-width * 0.05, reach] : [width * 1.05, width - reach];
      const knee = fromLeft ? reach * 0.4 : width - reach * 0.4;
      body.push(
        `<path d="M${f(x0)},${f(horizon + unit * 0.03)} L${f(x0)},${f(top)} C${f(knee)},${f(top - unit * 0.02)} ${f(knee)},${f(horizon - unit * 0.05)} ${f(x1)},${f(horizon + unit * 0.03)} Z" fill="${mix(p.land[2], air, 0.25)}"/>`,
      );
    }
    if (base === 'coast' || landFigures) {
      const beach = ridge(rand, width, height, height * (0.84 + rand() * 0.04), unit * 0.02, false);
      body.push(`<path d="${beach.d}" fill="${base === 'fjord' ? mix(p.sky[2], '#ffffff', 0.5) : p.land[p.night ? 3 : 1]}"/>`);
      for (const [m, i] of which((m) => onLand(m) && rest(m))) body.push(draw(m, i, (x) => beach.y(x) + unit * 0.01));
    }
    return svg(defs, [...body, over()]);
  }

  const layers =
    mountains ??
    landLayers(rand, base === 'forest' || base === 'river' ? 'hills' : (base as Terrain), width, height, horizon, unit);
  // A river runs in front of the far bank; everything on land stands on that bank.
  const drawn = base === 'river' ? layers.slice(0, 3) : layers;
  for (const [i, { t, baseY, amplitude, snowy, shape }] of drawn.entries()) {
    if (base === 'city' && i < 2) {
      const fill = mix(p.land[i + 1], air, (1 - t) * 0.4);
      body.push(skyline(rand, width, baseY + unit * 0.01, unit * (i === 0 ? 0.85 : 1.1), fill, p.night ? p.sun : undefined));
    }
    const fill = mix(p.land[i], air, (1 - t) * 0.45);
    body.push(`<path d="${shape.d}" fill="${fill}"/>`);
    if (base === 'forest' && i > 0) body.push(canopy(shape.y, width, unit * (0.03 + t * 0.03), fill, rand));
    if (snowy) {
      defs.push(`<clipPath id="range${i}"><path d="${shape.d}"/></clipPath>`);
      body.push(
        `<rect x="0" y="0" width="${width}" height="${f(baseY - amplitude * 0.35)}" fill="${mix(p.sky[2], '#ffffff', 0.6)}" opacity="${p.night ? 0.28 : 0.6}" clip-path="url(#range${i})"/>`,
      );
    }
    // Far things (a castle on its hill, a volcano) stand on the layer behind the nearest.
    if (i === drawn.length - 2)
      for (const [m, k] of which((m) => m.stands === 'shore' && rest(m)))
        body.push(draw(m, k, (x) => shape.y(x) + unit * 0.01, 0.2));
  }
  const front = drawn[drawn.length - 1].shape;
  if (base === 'river') {
    const top = Math.max(...Array.from({ length: 9 }, (_, k) => front.y((k / 8) * width))) + unit * 0.02;
    defs.push(
      `<linearGradient id="river" x1="0" y1="${f(top)}" x2="0" y2="${height}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.sea[0], air, 0.25)}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`,
    );
    for (const [m, i] of which((m) => onLand(m) && rest(m))) body.push(draw(m, i, (x) => front.y(x) + unit * 0.01));
    body.push(`<rect x="0" y="${f(top)}" width="${width}" height="${f(height - top)}" fill="url(#river)"/>`);
    body.push(sunPath(sunX, top, height, sunR, unit, p.sun, rand));
    const waterLine = top + (height - top) * 0.42;
    for (const [m, i] of which((m) => m.stands === 'water' && rest(m))) body.push(draw(m, i, () => waterLine));
    return svg(defs, [...body, over()]);
  }
  for (const [m, i] of which((m) => m.stands === 'water' && rest(m))) body.push(draw(m, i, (x) => front.y(x) + unit * 0.01));
  for (const [m, i] of which((m) => onLand(m) && rest(m))) {
    body.push(draw(m, i, (x) => front.y(x) + unit * 0.012));
    if (base === 'forest' && i === 0)
      body.push(
        fig.ferns(
          stage((x) => front.y(x) + unit * 0.03, 0),
          xs[0],
          unit * 0.12,
          1,
        ),
      );
  }
  return svg(defs, [...body, over()]);
}

const hero = (width: number, height: number): boolean => width / height > 1.6;

/** Painted accents for a scene's details: a funnel, a flag, blue domes, a train. */
const ACCENTS = ['#2f5f8f', '#b8473c', '#3f6f8f', '#c0703f', '#2b5d6b'];

/** The sun's path on water: crisp bars that widen towards the viewer. */
function sunPath(
  sunX: number,
  top: number,
  height: number,
  sunR: number,
  unit: number,
  color: string,
  rand: () => number,
): string {
  const bars: string[] = [];
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const y = top + (height - top) * (0.04 + t ** 1.4 * 0.8);
    const w = sunR * (0.9 + t * 2.2) * (0.75 + rand() * 0.5);
    const x = sunX + (rand() - 0.5) * sunR * 0.3;
    const h = unit * (0.005 + t * 0.006);
    bars.push(
      `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${color}" opacity="${f(0.75 - t * 0.45)}"/>`,
    );
  }
  return bars.join('');
}

/** A forest's edge along a ridge: crowns of trees as overlapping discs. */
function canopy(y: (x: number) => number, width: number, size: number, fill: string, rand: () => number): string {
  const crowns: string[] = [];
  for (let x = -size; x < width + size; x += size * (0.9 + rand() * 0.6)) {
    const r = size * (0.7 + rand() * 0.6);
    crowns.push(`<circle cx="${f(x)}" cy="${f(y(x) - r * 0.3)}" r="${f(r)}"/>`);
  }
  return `<g fill="${fill}">${crowns.join('')}</g>`;
}

/** A room: a wall, a tall window onto the sea, a floor, and what the words name standing on it. */
function roomSvg(
  scene: Scene,
  width: number,
  height: number,
  horizon: number,
  p: Palette,
  rand: () => number,
  defs: string[],
  figures: (floor: number) => string,
): string {
  const walls = ['#efe7da', '#e9dcc8', '#dfe3d8', '#ece2d6'];
  const wall = walls[Math.floor(rand() * walls.length)];
  const floor = height * 0.8;
  const wx = width * (0.2 + rand() * 0.15);
  const ww = width * 0.5;
  const top = height * 0.12;
  // The wall covers the sky everywhere but the window, whose glazing bars cross the view.
  defs.push(
    `<mask id="window"><rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/><path d="M${f(wx)},${f(floor)} L${f(wx)},${f(top + ww / 2)} A${f(ww / 2)},${f(ww / 2)} 0 0 1 ${f(wx + ww)},${f(top + ww / 2)} L${f(wx + ww)},${f(floor)} Z" fill="#000000"/></mask>`,
  );
  const bars = `<path d="M${f(wx + ww / 2)},${f(top)} L${f(wx + ww / 2)},${f(floor)} M${f(wx)},${f((top + ww / 2 + floor) / 2)} L${f(wx + ww)},${f((top + ww / 2 + floor) / 2)}" stroke="${mix(wall, '#ffffff', 0.4)}" stroke-width="${f(width * 0.008)}"/>`;
  const sea = `<rect x="0" y="${f(horizon)}" width="${width}" height="${f(floor - horizon)}" fill="${p.sea[0]}"/>`;
  const light = `<path d="M${f(wx)},${f(floor)} L${f(wx + ww)},${f(floor)} L${f(wx + ww * 1.5)},${f(height)} L${f(wx + ww * 0.3)},${f(height)} Z" fill="#fff6e4" opacity="0.35"/>`;
  const furniture = scene.motifs.every((m) => !PEOPLE.includes(m.name))
    ? armchairs(width * 0.5, floor, height * 0.26, mix(p.land[2], '#000000', 0.1), rand)
    : '';
  return (
    sea +
    `<rect x="0" y="0" width="${width}" height="${f(floor)}" fill="${wall}" mask="url(#window)"/>` +
    bars +
    `<rect x="0" y="${f(floor)}" width="${width}" height="${f(height - floor)}" fill="#a98563"/>` +
    light +
    furniture +
    figures(floor)
  );
}

/** A long table seen from the front, its top at the height of a seated person's waist. */
function roomTable(cx: number, floor: number, w: number, fill: string): string {
  const top = floor - w * 0.26;
  return (
    `<rect x="${f(cx - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(w * 0.035)}" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.46)}" y="${f(top)}" width="${f(w * 0.03)}" height="${f(floor - top)}" fill="${fill}"/>` +
    `<rect x="${f(cx + w * 0.43)}" y="${f(top)}" width="${f(w * 0.03)}" height="${f(floor - top)}" fill="${fill}"/>` +
    `<rect x="${f(cx - w * 0.48)}" y="${f(top + w * 0.035)}" width="${f(w * 0.96)}" height="${f(w * 0.08)}" fill="${mix(fill, '#ffffff', 0.12)}"/>`
  );
}

/** Two armchairs and a low table between them, seen from the front. */
function armchairs(cx: number, floor: number, s: number, fill: string, rand: () => number): string {
  const chair = (x: number): string =>
    `<path d="M${f(x - s * 0.32)},${f(floor)} L${f(x - s * 0.32)},${f(floor - s * 0.5)} Q${f(x - s * 0.32)},${f(floor - s * 0.9)} ${f(x)},${f(floor - s * 0.9)} Q${f(x + s * 0.32)},${f(floor - s * 0.9)} ${f(x + s * 0.32)},${f(floor - s * 0.5)} L${f(x + s * 0.32)},${f(floor)} Z" fill="${fill}"/>` +
    `<rect x="${f(x - s * 0.4)}" y="${f(floor - s * 0.45)}" width="${f(s * 0.8)}" height="${f(s * 0.3)}" rx="${f(s * 0.08)}" fill="${mix(fill, '#ffffff', 0.15)}"/>`;
  const gap = s * (1.1 + rand() * 0.2);
  return (
    chair(cx - gap) +
    chair(cx + gap) +
    `<rect x="${f(cx - s * 0.35)}" y="${f(floor - s * 0.3)}" width="${f(s * 0.7)}" height="${f(s * 0.05)}" fill="${mix(fill, '#000000', 0.3)}"/>` +
    `<rect x="${f(cx - s * 0.3)}" y="${f(floor - s * 0.25)}" width="${f(s * 0.04)}" height="${f(s * 0.25)}" fill="${mix(fill, '#000000', 0.3)}"/>` +
    `<rect x="${f(cx + s * 0.26)}" y="${f(floor - s * 0.25)}" width="${f(s * 0.04)}" height="${f(s * 0.25)}" fill="${mix(fill, '#000000', 0.3)}"/>`
  );
}

/** Nudges a palette towards another daylight palette, so two pictures in one palette still differ. */
function tinted(p: Palette, rand: () => number): Palette {
  if (p.night) return p;
  const others = PALETTES.filter((o) => DAY_PALETTES.includes(o.name) && o.name !== p.name);
  const other = others[Math.floor(rand() * others.length)];
  const t = rand() * 0.12;
  const blend = <T extends string[]>(a: T, b: T): T => a.map((c, i) => mix(c, b[i], t)) as T;
  return {
    ...p,
    sky: blend(p.sky, other.sky),
    land: blend(p.land, other.land),
    sea: blend(p.sea, other.sea),
  };
}
