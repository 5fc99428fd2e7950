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
import { acacia, cypress, landLayers, ridge, sail, skyline, spruce, summitBetween } from './landscape-shapes.ts';
import { f, mix, random, seedOf, wordsOf } from './paint.ts';
import { seabreezeSvg } from './seabreeze.ts';

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

export type Scene = 'sea' | 'coast' | 'hills' | 'mountains' | 'savannah' | 'desert' | 'city';

/**
 * Words of a picture's subject that choose its motif (matched as whole words, so `service` does not read
 * as `ice`); anything else is drawn from the whole range. The file name is read first, then the alt
 * text; within them the first hint that matches wins.
 */
const HINTS: { words: RegExp; palettes: string[]; scenes: Scene[] }[] = [
  {
    // Markets are evening scenes in town: lit windows under a night sky.
    words: /^(christmas|market|bazaar|souk|lantern|festive|advent)s?$/,
    palettes: ['dusk-navy', 'brass-night'],
    scenes: ['city'],
  },
  {
    words:
      /^(lapland|expedition|polar|arctic|antarctic|antarctica|glacier|ice|snow|snowy|winter|alps|alpine|ski|norway|iceland|fjord|mountain|peak|himalaya|himalayas|patagonia)s?$/,
    palettes: ['dusk-navy', 'brass-night', 'mist'],
    scenes: ['mountains'],
  },
  {
    words: /^(desert|dune|sahara|wadi|oman|dubai|morocco|marrakech|jordan|petra|camel|egypt)s?$/,
    palettes: ['terracotta', 'sand', 'champagne', 'brass-night'],
    scenes: ['desert'],
  },
  {
    words: /^(kenya|safari|savannah|africa|serengeti|mara|botswana|okavango|tanzania|rwanda|uganda|balloon|wildlife)s?$/,
    palettes: ['terracotta', 'sand', 'champagne', 'brass-night'],
    scenes: ['savannah'],
  },
  {
    words:
      /^(city|cities|town|street|skyline|capital|rome|paris|london|vienna|prague|budapest|venice|florence|kyoto|tokyo|japan|kotor|dubrovnik|lisbon|barcelona|istanbul|museum|cathedral|palace|old)s?$/,
    palettes: ['champagne', 'terracotta', 'sand', 'mist', 'dusk-navy'],
    scenes: ['city'],
  },
  {
    words: /^(tuscany|villa|castle|vineyard|olive|wine|countryside|provence|chateau|tennis|court|golf|garden|estate)s?$/,
    palettes: ['olive', 'terracotta', 'champagne'],
    scenes: ['hills'],
  },
  {
    words:
      /^(ocean|sea|river|cruise|cruising|ship|yacht|maldives|lagoon|beach|pool|coast|shore|harbou?r|wedding|honeymoon|island|port)s?$/,
    palettes: ['sea-glass', 'champagne', 'sand', 'dusk-navy', 'mist'],
    scenes: ['sea', 'coast'],
  },
  {
    words: /^(story|journal|about|advisor|team|faq|fee|insurance|packing|consultation)s?$/,
    palettes: ['champagne', 'sand', 'terracotta', 'olive', 'mist'],
    scenes: ['hills', 'coast', 'sea'],
  },
];

const DAY_PALETTES = PALETTES.filter((p) => !p.night).map((p) => p.name);

export interface Composition {
  palette: string;
  scene: Scene;
}

/**
 * The palette and scene a picture gets: hinted by the words of its file name, then of its alt text,
 * varied by the hash of its path.
 */
export function compositionFor(src: string, alt = ''): Composition & { seed: number } {
  const seed = seedOf(src);
  const rand = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const name = path.posix.basename(src).replace(/\.[a-z]+$/, '');
  const hintIn = (words: string[]) => HINTS.find((h) => words.some((w) => h.words.test(w)));
  const hint = hintIn(name.split(/[-_.]+/)) ?? hintIn(wordsOf(alt));
  const palette = pick(hint?.palettes ?? [...DAY_PALETTES, 'dusk-navy']);
  const scene = pick<Scene>(hint?.scenes ?? ['sea', 'coast', 'hills', 'mountains', 'savannah']);
  return { palette, scene, seed };
}

/**
 * The picture as SVG: a travel-poster landscape of flat, crisp layers, its motif chosen by the words of
 * its subject (compositionFor). The sun (or moon) stands at the picture's focus point: the one the
 * content names, a hero's default (HERO_FOCUS, away from the hero's copy), or else one of three places
 * across the middle third, so pictures side by side do not repeat one composition. The one figure in
 * the scene (an acacia, cypresses, spruces, a sail) stands beside it, so a crop that keeps the focus in
 * view (object-position) shows them whole; everything else runs across the full width. No text on it:
 * a stand-in sits in the layout as a photograph will.
 */
export function placeholderSvg(src: string, width: number, height: number, subject: Subject = {}): string {
  if (src.startsWith('/images/seabreeze/')) return seabreezeSvg(src, width, height, subject.alt);
  const { palette: paletteName, scene, seed } = compositionFor(src, subject.alt);
  const rand = random(seed ^ 0x9e3779b9);
  const p = tinted(PALETTES.find((x) => x.name === paletteName) as Palette, rand);
  const unit = Math.min(width, height);
  const horizon =
    height * (scene === 'sea' ? 0.6 + rand() * 0.05 : scene === 'mountains' ? 0.6 + rand() * 0.04 : 0.58 + rand() * 0.05);
  // A wide picture is a hero, whose copy sits on the left and low: its sun keeps away from it.
  const hero = width / height > 1.6;
  const focus = subject.focus ?? (hero ? HERO_FOCUS : undefined);
  const place = [0.34, 0.5, 0.66][Math.floor(rand() * 3)];
  const sunX = width * (focus ? focus.x : place + (rand() - 0.5) * 0.04);
  const sunR = unit * (p.night ? 0.075 + rand() * 0.025 : 0.1 + rand() * 0.03) * (hero ? 0.85 : 1);
  const setting = !focus && !p.night && (scene === 'sea' || scene === 'savannah' || scene === 'desert') && rand() < 0.45;
  // A focus below the horizon still has its sun in the sky, just above the land.
  const skyY = focus
    ? Math.max(sunR + height * 0.04, Math.min(focus.y * height, horizon - sunR * 0.6))
    : setting
      ? horizon - sunR * (0.2 + rand() * 0.3)
      : horizon - unit * (0.22 + rand() * 0.06);
  // Mountains are drawn from a random stream of their own, before the sun, so that the sun or moon can
  // stand clear above their peaks: a disc cut by a far range's snow cap reads as a bite taken out of it.
  const mountains =
    scene === 'mountains' ? landLayers(random(seed ^ 0x85ebca6b), scene, width, height, horizon, unit) : undefined;
  const sunY = mountains
    ? Math.max(sunR + height * 0.05, Math.min(skyY, summitBetween(mountains, sunX - sunR, sunX + sunR) - sunR - unit * 0.04))
    : skyY;
  const halo = (['rings', 'rays', 'rings', 'plain'] as const)[Math.floor(rand() * 4)];
  const defs: string[] = [];
  const body: string[] = [];
  const cover = (fill: string): string => `<rect x="0" y="0" width="${width}" height="${height}" fill="${fill}"/>`;
  // What distance fades things towards: the sky just above the horizon.
  const air = p.sky[2];
  const ink = p.land[3];

  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="${f(horizon)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="0.55" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * 4)}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.night ? p.sun : mix(p.sun, '#ffffff', 0.6)}" stop-opacity="${p.night ? 0.35 : 0.4}"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient>`,
  );
  body.push(cover('url(#sky)'));

  if (halo === 'rays') {
    // Broad, faint rays from the sun, as on a railway poster; they reach every edge of any crop.
    const count = 14 + 2 * Math.floor(rand() * 4);
    const reach = Math.hypot(width, height);
    const turn = rand() * Math.PI;
    const rays: string[] = [];
    for (let i = 0; i < count; i += 2) {
      const a0 = turn + (i / count) * Math.PI * 2;
      const a1 = turn + ((i + 1) / count) * Math.PI * 2;
      rays.push(
        `M${f(sunX)},${f(sunY)} L${f(sunX + Math.cos(a0) * reach)},${f(sunY + Math.sin(a0) * reach)} L${f(sunX + Math.cos(a1) * reach)},${f(sunY + Math.sin(a1) * reach)} Z`,
      );
    }
    body.push(`<path d="${rays.join(' ')}" fill="${p.night ? p.sky[1] : '#ffffff'}" opacity="${p.night ? 0.35 : 0.16}"/>`);
  }
  body.push(cover('url(#glow)'));

  if (p.night) {
    // Crisp stars, more of them high up; none in front of the moon.
    for (let i = 0; i < 70; i++) {
      const x = rand() * width;
      const y = rand() ** 1.6 * horizon * 0.8;
      if (Math.hypot(x - sunX, y - sunY) < sunR * 1.6) continue;
      const r = unit * (0.0012 + rand() ** 3 * 0.003);
      body.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="#f6efe2" opacity="${f(0.35 + rand() * 0.55)}"/>`);
    }
  } else {
    // A few long, thin cloud bars with rounded ends, the way a poster artist draws a calm sky.
    const bars = 2 + Math.floor(rand() * 3);
    for (let i = 0; i < bars; i++) {
      const y = horizon * (0.12 + rand() * 0.6);
      const w = width * (0.18 + rand() * 0.3);
      const x = rand() * (width * 1.1) - w * 0.5;
      const h = unit * (0.012 + rand() * 0.012);
      // A bar across the disc would read as a flaw at thumbnail size.
      if (Math.abs(y - sunY) < sunR * 1.2 && x < sunX + sunR && x + w > sunX - sunR) continue;
      body.push(
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${mix(p.sky[1], '#ffffff', 0.55)}" opacity="${f(0.55 + rand() * 0.3)}"/>`,
      );
    }
  }

  // The sun or moon: a clean disc with a brighter core, and thin concentric rings or none.
  if (halo === 'rings') {
    for (const [k, o] of [
      [1.45, 0.5],
      [1.9, 0.3],
      [2.4, 0.16],
    ]) {
      body.push(
        `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR * k)}" fill="none" stroke="${p.sun}" stroke-width="${f(Math.max(1.5, unit * 0.0035))}" opacity="${o}"/>`,
      );
    }
  }
  defs.push(
    `<radialGradient id="disc" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${mix(p.sun, '#ffffff', p.night ? 0.45 : 0.18)}"/><stop offset="0.8" stop-color="${p.sun}"/><stop offset="1" stop-color="${p.sun}"/></radialGradient>`,
  );
  if (p.night && rand() < 0.5) {
    const dx = sunR * (0.38 + rand() * 0.2) * (rand() < 0.5 ? -1 : 1);
    defs.push(
      `<mask id="crescent"><rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/><circle cx="${f(sunX + dx)}" cy="${f(sunY - sunR * 0.12)}" r="${f(sunR * 0.9)}" fill="#000000"/></mask>`,
    );
    body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#disc)" mask="url(#crescent)"/>`);
  } else {
    body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#disc)"/>`);
  }

  const figure = mix(ink, '#000000', p.night ? 0.2 : 0.12);
  if (scene === 'sea' || scene === 'coast') {
    // Islands or a far shore, pale with distance; kept off the sun's column.
    const islands = Math.floor(rand() * 3);
    for (let i = 0; i < islands; i++) {
      const side = rand() < 0.5 ? -1 : 1;
      const cx = sunX + side * width * (0.18 + rand() * 0.35);
      const w = width * (0.12 + rand() * 0.22);
      const h = unit * (0.02 + rand() * 0.04);
      body.push(
        `<path d="M${f(cx - w / 2)},${f(horizon + 1)} C${f(cx - w / 4)},${f(horizon - h)} ${f(cx + w / 5)},${f(horizon - h * 1.1)} ${f(cx + w / 2)},${f(horizon + 1)} Z" fill="${mix(p.land[1], air, 0.5)}"/>`,
      );
    }
    defs.push(
      `<linearGradient id="sea" x1="0" y1="${f(horizon)}" x2="0" y2="${height}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.sea[0], air, 0.3)}"/><stop offset="0.25" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`,
    );
    body.push(`<rect x="0" y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#sea)"/>`);
    // The sun's path on the water: crisp bars that widen towards the viewer.
    for (let i = 0; i < 9; i++) {
      const t = i / 8;
      const y = horizon + (height - horizon) * (0.04 + t ** 1.4 * 0.8);
      const w = sunR * (0.9 + t * 2.2) * (0.75 + rand() * 0.5);
      const x = sunX + (rand() - 0.5) * sunR * 0.3;
      const h = unit * (0.005 + t * 0.006);
      body.push(
        `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h / 2)}" fill="${p.sun}" opacity="${f(0.75 - t * 0.45)}"/>`,
      );
    }
    // Long swell lines across the whole width.
    for (let i = 0; i < 5; i++) {
      const y = horizon + (height - horizon) * (0.15 + i * 0.17 + rand() * 0.05);
      body.push(
        `<rect x="${f(-width * 0.05)}" y="${f(y)}" width="${f(width * 1.1)}" height="${f(Math.max(1, unit * 0.002))}" fill="${mix(p.sea[0], '#ffffff', 0.35)}" opacity="0.3"/>`,
      );
    }
    if (scene === 'coast') {
      // A headland rising from one side into the water, and a beach in front.
      const fromLeft = rand() < 0.5;
      const reach = width * (0.22 + rand() * 0.12);
      const top = horizon - unit * (0.1 + rand() * 0.12);
      const [x0, x1] = fromLeft ? [-width * 0.05, reach] : [width * 1.05, width - reach];
      const knee = fromLeft ? reach * 0.4 : width - reach * 0.4;
      body.push(
        `<path d="M${f(x0)},${f(horizon + unit * 0.03)} L${f(x0)},${f(top)} C${f(knee)},${f(top - unit * 0.02)} ${f(knee)},${f(horizon - unit * 0.05)} ${f(x1)},${f(horizon + unit * 0.03)} Z" fill="${mix(p.land[2], air, 0.25)}"/>`,
      );
      const beach = ridge(rand, width, height, height * (0.86 + rand() * 0.04), unit * 0.025, false);
      body.push(`<path d="${beach.d}" fill="${p.land[p.night ? 3 : 1]}"/>`);
    } else if (rand() < 0.7) {
      const side = rand() < 0.5 ? -1 : 1;
      const x = sunX + side * width * (0.07 + rand() * 0.04);
      body.push(sail(x, horizon + (height - horizon) * 0.22, unit * (0.09 + rand() * 0.03), figure, -side));
    }
  } else {
    const layers = mountains ?? landLayers(rand, scene, width, height, horizon, unit);
    for (const [i, { t, baseY, amplitude, snowy, shape }] of layers.entries()) {
      if (scene === 'city' && i < 2) {
        // Two rows of buildings, the farther paler, each standing on the layer in front of it.
        const fill = mix(p.land[i + 1], air, (1 - t) * 0.4);
        body.push(skyline(rand, width, baseY + unit * 0.01, unit * (i === 0 ? 0.85 : 1.1), fill, p.night ? p.sun : undefined));
      }
      // Nearer layers are darker and warmer; farther ones melt into the sky (aerial perspective).
      body.push(`<path d="${shape.d}" fill="${mix(p.land[i], air, (1 - t) * 0.45)}"/>`);
      if (snowy) {
        // Snow on the far ranges, as a lighter cap clipped to the ridge.
        defs.push(`<clipPath id="range${i}"><path d="${shape.d}"/></clipPath>`);
        body.push(
          `<rect x="0" y="0" width="${width}" height="${f(baseY - amplitude * 0.35)}" fill="${mix(p.sky[2], '#ffffff', 0.6)}" opacity="${p.night ? 0.28 : 0.6}" clip-path="url(#range${i})"/>`,
        );
      }
    }
    const front = layers.at(-1)?.shape;
    if (front) {
      // The one figure of the scene, just off the sun's centre line.
      const side = rand() < 0.5 ? -1 : 1;
      const x = sunX + side * width * (0.06 + rand() * 0.04);
      const ground = front.y(x) + unit * 0.01;
      if (scene === 'city' || scene === 'desert') {
        // The buildings or the dunes are the figure.
      } else if (scene === 'savannah') {
        body.push(acacia(x, ground, unit * (0.25 + rand() * 0.06), figure));
        if (rand() < 0.6) {
          const x2 = x + side * width * (0.12 + rand() * 0.06);
          body.push(acacia(x2, front.y(x2) + unit * 0.01, unit * 0.13, mix(figure, air, 0.2)));
        }
      } else if (scene === 'hills') {
        const count = 2 + Math.floor(rand() * 3);
        for (let i = 0; i < count; i++) {
          const xi = x + side * i * unit * 0.06;
          body.push(cypress(xi, front.y(xi) + unit * 0.01, unit * (0.3 - i * 0.04 + rand() * 0.04), figure));
        }
      } else {
        const count = 3 + Math.floor(rand() * 3);
        for (let i = 0; i < count; i++) {
          const xi = x + side * (i - 1) * unit * 0.05 + (rand() - 0.5) * unit * 0.02;
          body.push(spruce(xi, front.y(xi) + unit * 0.015, unit * (0.14 + rand() * 0.08), figure));
        }
      }
    }
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
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
