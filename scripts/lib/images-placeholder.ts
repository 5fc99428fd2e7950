/**
 * Stand-in pictures for content whose photographs have not arrived yet: quiet, painterly landscapes
 * (sky, a sun or moon, layered hills, dunes or a sea horizon) drawn as SVG and encoded with sharp.
 *
 * Everything is derived from the image's path, so the same content always produces the same pictures
 * and two different paths produce two different ones.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// ---------------------------------------------------------------------------------------------
// Finding the pictures the content refers to

export type ImageRole = 'slide' | 'default';

export interface ImageReference {
  /** Site path, such as /images/home/paris.jpg. */
  src: string;
  /** 'slide' when at least one reference sits in a `slides` array (a full-width hero picture). */
  role: ImageRole;
  /** Project-relative files that mention it. */
  files: string[];
}

export interface ReferenceScan {
  references: ImageReference[];
  /** Files that could not be read as JSON; reported, not fatal for the others. */
  failures: { file: string; message: string }[];
}

/**
 * Every `{ "src": "/images/..." }` in every JSON file under `contentDir`, at any depth. Walking the
 * data itself (rather than the schemas) also finds pictures in collections that have no schema mark.
 */
export function findImageReferences(contentDir: string, displayRoot = path.dirname(contentDir)): ReferenceScan {
  const found = new Map<string, ImageReference>();
  const failures: ReferenceScan['failures'] = [];
  const visit = (value: unknown, inSlides: boolean, file: string): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, inSlides, file);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && record.src.startsWith('/images/')) {
      const existing = found.get(record.src);
      const role: ImageRole = inSlides ? 'slide' : 'default';
      if (!existing) found.set(record.src, { src: record.src, role, files: [file] });
      else {
        if (role === 'slide') existing.role = 'slide';
        if (!existing.files.includes(file)) existing.files.push(file);
      }
    }
    for (const [key, child] of Object.entries(record)) visit(child, inSlides || key === 'slides', file);
  };
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const display = path.relative(displayRoot, full).split(path.sep).join('/');
        try {
          visit(JSON.parse(readFileSync(full, 'utf8')) as unknown, false, display);
        } catch (error) {
          failures.push({ file: display, message: (error as Error).message });
        }
      }
    }
  };
  if (existsSync(contentDir)) walk(contentDir);
  return { references: [...found.values()].sort((a, b) => a.src.localeCompare(b.src)), failures };
}

/** Hero slides fill the screen and are 16:9; everything else is a 4:3 card, tile or panel picture. */
export function placeholderSize(role: ImageRole): { width: number; height: number } {
  return role === 'slide' ? { width: 2400, height: 1350 } : { width: 1600, height: 1200 };
}

// ---------------------------------------------------------------------------------------------
// Drawing

/** A small, fast, seedable generator: the same seed always draws the same picture. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32LE(0);

type Rgb = [number, number, number];

const hex = (value: string): Rgb => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [hex(a), hex(b)];
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
};

interface Palette {
  name: string;
  /** Sky from the top of the picture down to the horizon. */
  sky: [string, string, string];
  /** The sun or moon and its glow. */
  sun: string;
  glow: string;
  /** Land layers from the farthest to the nearest. */
  land: [string, string, string, string];
  /** Water at the horizon and at the bottom of the picture. */
  sea: [string, string];
  night?: boolean;
}

/** The brand's calm tones. Far layers are drawn by mixing the land colour towards the sky (aerial perspective). */
const PALETTES: Palette[] = [
  {
    name: 'sand',
    sky: ['#e9dccb', '#f2e4d0', '#f7e2c4'],
    sun: '#fff6e6',
    glow: '#ffe3b8',
    land: ['#e0c3a0', '#cfa47c', '#b98a63', '#94694b'],
    sea: ['#c9d5cc', '#8ba49d'],
  },
  {
    name: 'sea-glass',
    sky: ['#cfe0dc', '#e4ece4', '#f3efe3'],
    sun: '#fffaf0',
    glow: '#fdf1da',
    land: ['#b5ccc3', '#8fb1a6', '#6f958b', '#4f766e'],
    sea: ['#a9c9c1', '#5f8f88'],
  },
  {
    name: 'terracotta',
    sky: ['#e7c6b0', '#f1d3bc', '#f6dcc2'],
    sun: '#fff1de',
    glow: '#ffd2a8',
    land: ['#dba98a', '#c7836a', '#a8624b', '#7e4838'],
    sea: ['#d8b9a8', '#7f7d86'],
  },
  {
    name: 'olive',
    sky: ['#dcdcc6', '#ebe8d6', '#f4eedc'],
    sun: '#fffbea',
    glow: '#f7ecc6',
    land: ['#c3c39e', '#a1a57a', '#7f865a', '#5c6440'],
    sea: ['#bccbc0', '#6f887e'],
  },
  {
    name: 'dusk-navy',
    sky: ['#17223a', '#33405f', '#b78d82'],
    sun: '#f6ecdc',
    glow: '#e8c7a8',
    land: ['#4c5573', '#343e5c', '#242d47', '#161d31'],
    sea: ['#3c4767', '#1a2238'],
    night: true,
  },
  {
    name: 'champagne',
    sky: ['#e8dfd0', '#f3eadb', '#f8efdf'],
    sun: '#fffbf3',
    glow: '#f6e6c8',
    land: ['#e0cfb2', '#cdb48d', '#b0946c', '#8a7052'],
    sea: ['#d3d8cf', '#94a6a2'],
  },
  {
    name: 'mist',
    sky: ['#d3dbe0', '#e3e8e8', '#f1eee6'],
    sun: '#fdfbf6',
    glow: '#f2ebdf',
    land: ['#bcc7cd', '#9aaab4', '#7b8d99', '#5a6b78'],
    sea: ['#bfcbd0', '#7d919b'],
  },
];

type Scene = 'sea' | 'coast' | 'hills' | 'mountains' | 'dunes';

/**
 * Words in a file name that suggest a mood (matched as whole words, so `service` does not read as `ice`);
 * anything else is drawn from the whole range.
 */
const HINTS: { words: RegExp; palettes: string[]; scenes: Scene[] }[] = [
  {
    words: /^(ocean|sea|river|cruise|ship|yacht|maldives|lagoon|beach|pool|coast|shore|harbou?r|wedding|honeymoon|island)s?$/,
    palettes: ['sea-glass', 'champagne', 'sand', 'dusk-navy', 'mist'],
    scenes: ['sea', 'coast'],
  },
  {
    words: /^(tuscany|villa|castle|vineyard|olive|wine|countryside)s?$/,
    palettes: ['olive', 'terracotta', 'champagne'],
    scenes: ['hills'],
  },
  {
    words: /^(kenya|safari|savannah|desert|africa|morocco)s?$/,
    palettes: ['terracotta', 'sand', 'champagne'],
    scenes: ['dunes', 'hills'],
  },
  {
    words: /^(lapland|expedition|polar|arctic|antarctic|glacier|ice|snow|christmas|market|winter|alps|ski)s?$/,
    palettes: ['dusk-navy', 'mist'],
    scenes: ['mountains', 'sea'],
  },
  {
    words: /^(paris|city|rome|london|story|journal|about|advisor|team|faq|fee|insurance|packing)s?$/,
    palettes: ['champagne', 'sand', 'terracotta', 'olive'],
    scenes: ['hills', 'dunes', 'coast'],
  },
];

export interface Composition {
  palette: string;
  scene: Scene;
}

/** The palette and scene a path gets: hinted by its words, varied by its hash. */
export function compositionFor(src: string): Composition & { seed: number } {
  const seed = seedOf(src);
  const rand = random(seed);
  const name = path.posix.basename(src).replace(/\.[a-z]+$/, '');
  const words = name.split(/[-_.]+/);
  const hint = HINTS.find((h) => words.some((w) => h.words.test(w)));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)];
  const palette = pick(hint?.palettes ?? PALETTES.map((p) => p.name));
  const scene = pick<Scene>(hint?.scenes ?? ['sea', 'coast', 'hills', 'mountains', 'dunes']);
  return { palette, scene, seed };
}

/**
 * A horizon line as a sum of waves, drawn as a smooth curve. `peaks` folds the main wave into pointed
 * summits (mountains); without it the line rolls (hills, dunes). The shape runs past the picture's
 * edges so that softening it never shows a seam at the border.
 */
function ridge(rand: () => number, width: number, height: number, baseY: number, amplitude: number, peaks: boolean): string {
  // Mountains: one or two broad folded waves make the summits, small smooth ones roughen the slopes.
  const waves = peaks
    ? [
        { frequency: 1 + rand() * 1.2, phase: rand() * Math.PI * 2, weight: 1, fold: true },
        { frequency: 2.2 + rand() * 1.5, phase: rand() * Math.PI * 2, weight: 0.4, fold: true },
        { frequency: 6 + rand() * 4, phase: rand() * Math.PI * 2, weight: 0.06, fold: false },
      ]
    : Array.from({ length: 3 }, (_, i) => ({
        frequency: (0.6 + rand() * 1.2) * (i + 1),
        phase: rand() * Math.PI * 2,
        weight: 1 / (i + 1),
        fold: false,
      }));
  const steps = peaks ? 120 : 48;
  const margin = width * 0.05;
  const xy: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -margin + (i / steps) * (width + 2 * margin);
    let y = 0;
    for (const w of waves) {
      const s = Math.sin((x / width) * Math.PI * w.frequency + w.phase);
      y += w.weight * (w.fold ? 1 - 2 * Math.abs(s) : s);
    }
    xy.push([x, baseY - y * amplitude]);
  }
  // Catmull-Rom through the points, as cubic Béziers: reads as a brushstroke rather than a polygon.
  const bottom = height + margin;
  let d = `M${-margin},${bottom} L${xy[0][0].toFixed(1)},${xy[0][1].toFixed(1)}`;
  for (let i = 0; i < xy.length - 1; i++) {
    const [p0, p1, p2, p3] = [xy[Math.max(0, i - 1)], xy[i], xy[i + 1], xy[Math.min(xy.length - 1, i + 2)]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return `${d} L${width + margin},${bottom} Z`;
}

/** The picture as SVG. No text on it: a stand-in should sit in the layout the way a photograph will. */
export function placeholderSvg(src: string, width: number, height: number): string {
  const { palette: paletteName, scene, seed } = compositionFor(src);
  const rand = random(seed ^ 0x9e3779b9);
  const p = tinted(PALETTES.find((x) => x.name === paletteName) as Palette, rand);
  const unit = Math.min(width, height);
  const f = (n: number): string => n.toFixed(1);
  const horizon = height * (scene === 'sea' ? 0.55 + rand() * 0.12 : 0.48 + rand() * 0.14);
  const sunMode = p.night
    ? rand() < 0.5
      ? 'moon'
      : 'crescent'
    : (['high', 'high', 'setting', 'veiled'] as const)[Math.floor(rand() * 4)];
  const sunX = width * (0.18 + rand() * 0.64);
  const sunR = unit * (p.night ? 0.04 + rand() * 0.025 : 0.055 + rand() * 0.05);
  const sunY = sunMode === 'setting' ? horizon - sunR * (0.15 + rand() * 0.5) : horizon - height * (0.14 + rand() * 0.22);
  // What distance fades things towards: the sky at the horizon, darker by night.
  const air = p.night ? mix(p.sky[1], p.sky[2], 0.3) : p.sky[2];
  const defs: string[] = [];
  const body: string[] = [];
  const cover = (fill: string, extra = ''): string =>
    `<rect x="0" y="0" width="${width}" height="${height}" fill="${fill}"${extra}/>`;

  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="${f(0.45 + rand() * 0.2)}" stop-color="${p.sky[1]}"/><stop offset="1" stop-color="${p.sky[2]}"/></linearGradient>`,
    `<radialGradient id="glow" cx="${f(sunX)}" cy="${f(sunY)}" r="${f(unit * (0.6 + rand() * 0.3))}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.glow}" stop-opacity="${p.night ? 0.45 : 0.85}"/><stop offset="0.3" stop-color="${p.glow}" stop-opacity="${p.night ? 0.15 : 0.35}"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="disc" cx="0.42" cy="0.4" r="0.65"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="${p.sun}"/><stop offset="1" stop-color="${mix(p.sun, p.glow, 0.5)}"/></radialGradient>`,
    `<filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(unit * 0.003)}"/></filter>`,
    `<filter id="haze" x="-50%" y="-300%" width="200%" height="700%"><feGaussianBlur stdDeviation="${f(unit * 0.03)}"/></filter>`,
    `<filter id="mist" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(unit * 0.008)}"/></filter>`,
  );
  body.push(cover('url(#sky)'), cover('url(#glow)'));

  if (p.night) {
    // A scatter of faint stars, kept to the upper sky.
    for (let i = 0; i < 36; i++) {
      const r = unit * (0.0008 + rand() * rand() * 0.0022);
      body.push(
        `<circle cx="${f(rand() * width)}" cy="${f(rand() * horizon * 0.75)}" r="${f(r)}" fill="#f6efe2" opacity="${f(0.2 + rand() * 0.5)}"/>`,
      );
    }
  }

  // Long, soft cloud bands, thinner towards the horizon.
  const clouds = 2 + Math.floor(rand() * 4);
  for (let i = 0; i < clouds; i++) {
    const cy = horizon * (0.12 + rand() * 0.7);
    const tone = p.night ? mix(p.sky[1], p.glow, 0.4) : i % 2 ? '#ffffff' : p.glow;
    body.push(
      `<ellipse cx="${f(rand() * width)}" cy="${f(cy)}" rx="${f(width * (0.15 + rand() * 0.3))}" ry="${f(unit * (0.008 + rand() * 0.02) * (cy / horizon + 0.4))}" fill="${tone}" opacity="${f(p.night ? 0.2 : 0.3 + rand() * 0.3)}" filter="url(#haze)"/>`,
    );
  }

  if (sunMode === 'crescent') {
    const dx = sunR * (0.35 + rand() * 0.25) * (rand() < 0.5 ? -1 : 1);
    defs.push(
      `<mask id="crescent"><rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/><circle cx="${f(sunX + dx)}" cy="${f(sunY - sunR * 0.15)}" r="${f(sunR * 0.92)}" fill="#000000"/></mask>`,
    );
    body.push(`<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#disc)" mask="url(#crescent)"/>`);
  } else {
    body.push(
      `<circle cx="${f(sunX)}" cy="${f(sunY)}" r="${f(sunR)}" fill="url(#disc)" opacity="${sunMode === 'veiled' ? 0.45 : 0.93}"${sunMode === 'veiled' ? ' filter="url(#mist)"' : ''}/>`,
    );
  }

  const hazeBand = `<rect x="${f(-width * 0.1)}" y="${f(horizon - unit * 0.05)}" width="${f(width * 1.2)}" height="${f(unit * 0.09)}" fill="${air}" opacity="${p.night ? 0.45 : 0.6}" filter="url(#haze)"/>`;

  if (scene === 'sea' || scene === 'coast') {
    defs.push(
      `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(p.sea[0], p.sky[2], 0.4)}"/><stop offset="0.3" stop-color="${p.sea[0]}"/><stop offset="1" stop-color="${p.sea[1]}"/></linearGradient>`,
      `<linearGradient id="path" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.glow}" stop-opacity="${p.night ? 0.5 : 0.7}"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></linearGradient>`,
    );
    // Islands or a far shore, pale with distance.
    const islands = Math.floor(rand() * 3);
    for (let i = 0; i < islands; i++) {
      const cx = rand() * width;
      const w = width * (0.12 + rand() * 0.3);
      const h = unit * (0.015 + rand() * 0.05);
      body.push(
        `<path d="M${f(cx - w / 2)},${f(horizon + 1)} C${f(cx - w / 4)},${f(horizon - h)} ${f(cx + w / 5)},${f(horizon - h * 1.1)} ${f(cx + w / 2)},${f(horizon + 1)} Z" fill="${mix(p.land[0], air, 0.55)}" filter="url(#soft)"/>`,
      );
    }
    if (scene === 'coast') {
      // A headland on one side, falling into the water.
      const fromLeft = rand() < 0.5;
      const reach = width * (0.3 + rand() * 0.25);
      const top = horizon - height * (0.08 + rand() * 0.14);
      const [x0, x1] = fromLeft ? [-width * 0.05, reach] : [width * 1.05, width - reach];
      const knee = fromLeft ? reach * (0.3 + rand() * 0.3) : width - reach * (0.3 + rand() * 0.3);
      body.push(
        `<path d="M${f(x0)},${f(horizon + 2)} L${f(x0)},${f(top)} C${f(knee)},${f(top - height * 0.02)} ${f(knee)},${f(horizon - height * 0.04)} ${f(x1)},${f(horizon + 2)} Z" fill="${mix(p.land[1], air, 0.3)}" filter="url(#soft)"/>`,
      );
    }
    body.push(hazeBand);
    body.push(`<rect x="0" y="${f(horizon)}" width="${width}" height="${f(height - horizon)}" fill="url(#sea)"/>`);
    if (sunMode !== 'veiled') {
      // The sun's path on the water: a soft column and a few broken, blurred glints.
      const columnW = sunR * 2.4;
      body.push(
        `<rect x="${f(sunX - columnW / 2)}" y="${f(horizon)}" width="${f(columnW)}" height="${f((height - horizon) * 0.85)}" fill="url(#path)" opacity="0.55" filter="url(#haze)"/>`,
      );
      for (let i = 0; i < 18; i++) {
        const t = rand();
        const y = horizon + (height - horizon) * (0.02 + t * t * 0.85);
        const w = sunR * (0.6 + t * 2.4) * (0.4 + rand() * 0.8);
        const x = sunX + (rand() - 0.5) * sunR * (0.8 + t * 2.5);
        body.push(
          `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(unit * (0.002 + t * 0.004))}" fill="${p.glow}" opacity="${f((1 - t) * 0.7)}" filter="url(#mist)"/>`,
        );
      }
    }
    if (paletteName === 'sea-glass' && rand() < 0.6) {
      // Clear shallows over sand in the foreground.
      const y = height * (0.84 + rand() * 0.06);
      defs.push(
        `<linearGradient id="shallows" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd3c7" stop-opacity="0"/><stop offset="0.5" stop-color="#a9d8cb" stop-opacity="0.7"/><stop offset="1" stop-color="#e9dcc3"/></linearGradient>`,
      );
      body.push(`<path d="${ridge(rand, width, height, y, unit * 0.015, false)}" fill="url(#shallows)" filter="url(#mist)"/>`);
    } else if (scene === 'coast' || rand() < 0.4) {
      // A low spit of sand or rock in the foreground.
      const y = height * (0.9 + rand() * 0.05);
      body.push(
        `<path d="${ridge(rand, width, height, y, unit * 0.02, false)}" fill="${p.night ? p.land[3] : mix(p.land[0], p.land[1], 0.5)}" filter="url(#soft)"/>`,
      );
    }
  } else {
    const layers = 4;
    const peaks = scene === 'mountains';
    const amplitude = peaks ? 0.08 : scene === 'dunes' ? 0.03 : 0.05;
    body.push(hazeBand);
    for (let i = 0; i < layers; i++) {
      const t = i / (layers - 1);
      const baseY = horizon + (height - horizon) * t * 0.7 - (peaks ? height * (0.08 - t * 0.05) : 0);
      const amp = unit * amplitude * (peaks ? 1.6 - t * 1.1 : 1 + t * 0.8);
      // Nearer layers are darker and warmer; farther ones melt into the sky (aerial perspective).
      const tone = mix(p.land[i], air, (1 - t) * 0.5);
      const id = `land${i}`;
      defs.push(
        `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(tone, p.glow, p.night ? 0.06 : 0.2)}"/><stop offset="0.45" stop-color="${tone}"/><stop offset="1" stop-color="${mix(tone, p.land[3], 0.4)}"/></linearGradient>`,
      );
      body.push(`<path d="${ridge(rand, width, height, baseY, amp, peaks && i < 2)}" fill="url(#${id})" filter="url(#soft)"/>`);
      if (i < layers - 1) {
        // Mist lying in the valley in front of each layer.
        body.push(
          `<rect x="${f(-width * 0.1)}" y="${f(baseY + unit * 0.02)}" width="${f(width * 1.2)}" height="${f(unit * 0.07)}" fill="${air}" opacity="${f((0.28 - t * 0.12) * (p.night ? 0.5 : 1))}" filter="url(#haze)"/>`,
        );
      }
    }
  }

  // A gentle vignette, as a lens would make.
  defs.push(
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.78"><stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="${p.night ? 0.35 : 0.15}"/></radialGradient>`,
  );
  body.push(cover('url(#vignette)'));

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}

/** Nudges a palette towards another daylight palette, so two pictures in one palette still differ. */
function tinted(p: Palette, rand: () => number): Palette {
  if (p.night) return p;
  const others = PALETTES.filter((o) => !o.night && o.name !== p.name);
  const other = others[Math.floor(rand() * others.length)];
  const t = rand() * 0.14;
  const blend = <T extends string[]>(a: T, b: T): T => a.map((c, i) => mix(c, b[i], t)) as T;
  return {
    ...p,
    sky: blend(p.sky, other.sky),
    land: blend(p.land, other.land),
    sea: blend(p.sea, other.sea),
    glow: mix(p.glow, other.glow, t),
  };
}

// ---------------------------------------------------------------------------------------------
// Encoding and bookkeeping

export const PLACEHOLDER_JPEG = { quality: 78, progressive: true, mozjpeg: true } as const;

/**
 * Encodes the picture in the format its path asks for. The SVG is rasterised at half size and scaled
 * up: the shapes are soft anyway, and the blur filters cost four times less. A fine grain laid over
 * it keeps the long gradients from banding and gives the flat shapes a paper-like surface.
 */
export async function renderPlaceholder(src: string, width: number, height: number): Promise<Buffer> {
  const svg = placeholderSvg(src, width, height);
  const extension = path.posix.extname(src).toLowerCase();
  if (extension === '.svg') return Buffer.from(svg);
  // Passing the SVG and the resize to one pipeline would make sharp re-render the SVG at full size.
  const painted = await sharp(Buffer.from(svg), { density: 36 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const image = sharp(painted.data, {
    raw: { width: painted.info.width, height: painted.info.height, channels: painted.info.channels },
  })
    .resize(width, height)
    .composite([{ input: grain(width, height, seedOf(src)), raw: { width, height, channels: 3 }, blend: 'soft-light' }]);
  if (extension === '.png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (extension === '.webp') return image.webp({ quality: PLACEHOLDER_JPEG.quality }).toBuffer();
  return image.jpeg(PLACEHOLDER_JPEG).toBuffer();
}

/** Strength of the grain; stronger grain costs bytes (sigma 12 adds about 40 kB to a 2400 px JPEG). */
const GRAIN_SIGMA = 12;

/** Seeded grey noise (so the same path always gives the same bytes), roughly normal, centred on mid-grey. */
function grain(width: number, height: number, seed: number): Buffer {
  const rand = random(seed);
  const pixels = width * height;
  const bytes = Buffer.alloc(pixels * 3);
  for (let i = 0; i < pixels; i++) {
    const normal = (rand() + rand() + rand() + rand() - 2) * 1.732;
    const value = Math.max(0, Math.min(255, Math.round(128 + normal * GRAIN_SIGMA)));
    bytes[3 * i] = value;
    bytes[3 * i + 1] = value;
    bytes[3 * i + 2] = value;
  }
  return bytes;
}

/**
 * The record of the placeholders this tool wrote: path → sha256 of the bytes it wrote. A file whose
 * bytes no longer match was replaced (by a real photograph) and is never touched again.
 */
export type PlaceholderRecord = Record<string, string>;

export const RECORD_FILE = '.placeholders.json';

export const sha256 = (bytes: Buffer | string): string => createHash('sha256').update(bytes).digest('hex');

export function readRecord(imagesDir: string): PlaceholderRecord {
  const file = path.join(imagesDir, RECORD_FILE);
  if (!existsSync(file)) return {};
  const data = JSON.parse(readFileSync(file, 'utf8')) as { placeholders?: PlaceholderRecord };
  return data.placeholders ?? {};
}

export function writeRecord(imagesDir: string, record: PlaceholderRecord): void {
  mkdirSync(imagesDir, { recursive: true });
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  const text = `${JSON.stringify(
    {
      description:
        'Pictures generated by scripts/placeholders.ts as stand-ins until photographs arrive. Replace a file with a photograph of the same name; it is then never regenerated.',
      placeholders: sorted,
    },
    null,
    2,
  )}\n`;
  writeAtomic(path.join(imagesDir, RECORD_FILE), text);
}

export function writeAtomic(file: string, bytes: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}

export type PlanAction = 'create' | 'regenerate' | 'keep-photo' | 'keep-placeholder';

export interface PlanItem extends ImageReference {
  /** Absolute path of the file under public/. */
  file: string;
  action: PlanAction;
  width: number;
  height: number;
}

/**
 * What to do with each referenced picture. A file that exists is only rewritten with `force`, and
 * only when it is byte-for-byte the placeholder this tool recorded writing.
 */
export function planPlaceholders(
  references: ImageReference[],
  publicDir: string,
  record: PlaceholderRecord,
  force: boolean,
): PlanItem[] {
  const imagesDir = path.join(publicDir, 'images');
  return references.map((reference) => {
    const file = path.join(publicDir, reference.src);
    const key = path.relative(imagesDir, file).split(path.sep).join('/');
    let action: PlanAction = 'create';
    if (existsSync(file)) {
      const ours = record[key] !== undefined && record[key] === sha256(readFileSync(file));
      action = !ours ? 'keep-photo' : force ? 'regenerate' : 'keep-placeholder';
    }
    return { ...reference, file, action, ...placeholderSize(reference.role) };
  });
}
