/**
 * The figures the scene table draws (scene-table.ts): animals, vehicles, ships, buildings, landmarks and
 * people, each a flat silhouette standing on the ground or the water line of a landscape. Each is drawn
 * in a box 100 units tall with its foot at (0, 0), then placed and scaled; `flip` mirrors it, so a
 * figure faces the picture's light.
 */
import { f, mix } from './paint.ts';

/** What a figure is drawn on and with: the landscape's ground, its colours and its random stream. */
export interface Stage {
  width: number;
  height: number;
  unit: number;
  horizon: number;
  /** The ground's (or the water line's) height at x. */
  ground: (x: number) => number;
  /** Silhouettes in front, and the same faded by distance. */
  ink: string;
  far: string;
  /** Whitewash, sails, snow and ice. */
  pale: string;
  /** Lit windows, lanterns and the sun's colour. */
  light: string;
  /** A painted accent: blue domes, a red train, a flag. */
  accent: string;
  /** The water's colour, for what floats on it. */
  water: string;
  night: boolean;
  rand: () => number;
  /** A fresh id for a definition in <defs>. */
  id: () => string;
  defs: string[];
}

export type Draw = (st: Stage, x: number, s: number, flip: 1 | -1) => string;

/** A figure drawn in its 100-unit box, placed with its foot at (x, y) and `s` pixels tall. */
export const place = (x: number, y: number, s: number, flip: number, inner: string): string =>
  `<g transform="translate(${f(x)},${f(y)}) scale(${((s / 100) * flip).toFixed(4)},${(s / 100).toFixed(4)})">${inner}</g>`;

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const box = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;

/** Several of one figure in a loose row, the farther ones smaller and paler. */
export function herd(draw: Draw, count: number, spread: number): Draw {
  return (st, x, s, flip) => {
    const out: string[] = [];
    for (let i = count - 1; i >= 0; i--) {
      const xi = x + flip * (i - (count - 1) / 2) * s * spread + (st.rand() - 0.5) * s * 0.2;
      const k = 1 - i * 0.08;
      out.push(draw({ ...st, ink: mix(st.ink, st.far, i * 0.12) }, xi, s * k, flip));
    }
    return out.join('');
  };
}

// ——— Trees and plants ———

export const acaciaTree: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-3,0 L-1.5,-72 L-30,-88 L-27,-91 L0,-78 L25,-92 L28,-89 L3.5,-70 L4,0 Z', st.ink) +
      path('M-75,-88 C-63,-102 -22,-106 0,-105 C30,-107 66,-101 75,-90 C30,-85 -30,-84 -75,-88 Z', st.ink),
  );

export const baobab: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-17,2 C-21,-28 -22,-50 -13,-64 L13,-64 C21,-50 20,-28 17,2 Z', st.ink) +
      line('M-9,-62 L-24,-80 L-36,-83 M-3,-63 L-9,-90 M4,-63 L12,-86 L20,-94 M10,-62 L29,-77 L40,-79', st.ink, 4.5) +
      [
        [-37, -85, 7],
        [-9, -92, 6],
        [20, -96, 7],
        [41, -81, 6],
        [-26, -79, 5],
      ]
        .map(([cx, cy, r]) => ellipse(cx, cy, r * 1.4, r * 0.8, st.ink))
        .join(''),
  );

export const cypressTree: Draw = (st, x, s, flip) =>
  place(x, st.ground(x), s, flip, path('M0,-100 C9,-70 11,-20 2.5,2 L-2.5,2 C-11,-20 -9,-70 0,-100 Z', st.ink));

export const palmTree: Draw = (st, x, s, flip) => {
  const fronds = [-160, -125, -95, -60, -25, 10]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      const ex = 18 + Math.cos(r) * 34;
      const ey = -96 + Math.sin(r) * 16 + 14;
      return path(
        `M18,-96 Q${f(18 + Math.cos(r) * 18)},${f(-104 + Math.sin(r) * 12)} ${f(ex)},${f(ey)} Q${f(18 + Math.cos(r) * 16)},${f(-96 + Math.sin(r) * 6)} 18,-96 Z`,
        st.ink,
      );
    })
    .join('');
  return place(x, st.ground(x), s, flip, path('M-3,2 Q2,-50 16,-97 L20,-96 Q7,-50 3,2 Z', st.ink) + fronds);
};

/** A round-crowned tree (an olive, an oak, a maple): three overlapping discs on a short trunk. */
export const roundTree =
  (leaf?: (st: Stage) => string): Draw =>
  (st, x, s, flip) => {
    const crown = leaf?.(st) ?? st.ink;
    return place(
      x,
      st.ground(x),
      s,
      flip,
      path('M-3,2 L-2,-40 L-12,-55 L-9,-57 L0,-47 L8,-60 L11,-58 L2,-42 L3,2 Z', st.ink) +
        circle(-18, -62, 20, crown) +
        circle(12, -70, 24, crown) +
        circle(-2, -84, 18, crown),
    );
  };

export const spruceTree: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M0,-100 L18,-58 L-18,-58 Z M0,-72 L24,-28 L-24,-28 Z M0,-46 L30,-4 L-30,-4 Z M-3,2 L-3,-6 L3,-6 L3,2 Z', st.ink),
  );

/** Ferns at the foot of a forest figure: arching fronds. */
export const ferns: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    [-60, -35, -12, 12, 36, 62]
      .map((dx) => path(`M${dx * 0.3},2 Q${dx * 0.7},-30 ${dx},-18 Q${dx * 0.6},-20 ${dx * 0.3 + 3},2 Z`, st.ink))
      .join(''),
  );

// ——— Animals ———

export const elephant: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M-44,-55 C-44,-80 -20,-92 4,-90 C22,-90 32,-82 36,-72 L36,-40 L28,-40 L27,0 L17,0 L15,-34 L-18,-34 L-20,0 L-30,0 L-32,-34 C-40,-38 -44,-46 -44,-55 Z',
      st.ink,
    ) +
      path(
        'M30,-86 C44,-94 58,-86 58,-72 C58,-62 54,-56 50,-50 C50,-36 52,-22 57,-12 L52,-10 C44,-24 42,-40 40,-50 C34,-56 28,-70 30,-86 Z',
        st.ink,
      ) +
      path('M28,-78 C18,-80 12,-70 14,-58 C16,-50 24,-46 32,-50 Z', mix(st.ink, st.far, 0.35)) +
      path('M50,-54 C58,-52 64,-46 66,-40 C60,-44 54,-47 48,-48 Z', st.pale) +
      line('M-44,-58 C-50,-50 -50,-40 -48,-34', st.ink, 2.5),
  );

export const giraffe: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-24,-52 C-26,-62 -14,-66 4,-64 L12,-62 L34,-104 L44,-104 L22,-56 C22,-50 16,-46 10,-46 L-20,-44 Z', st.ink) +
      path('M34,-104 L40,-112 L54,-106 L52,-101 L44,-101 Z', st.ink) +
      line('M38,-110 L37,-117 M42,-110 L42,-117', st.ink, 2.5) +
      line('M-20,-46 L-22,0 M-13,-46 L-13,0 M9,-47 L11,0 M16,-50 L19,0', st.ink, 4) +
      line('M-24,-54 L-30,-34', st.ink, 1.5),
  );

export const zebra: Draw = (st, x, s, flip) => {
  const stripes: string[] = [];
  for (let dx = -26; dx <= 20; dx += 6) {
    const h = 13 * Math.sqrt(Math.max(0, 1 - (dx / 28) ** 2));
    stripes.push(`M${dx},${f(-48 - h + 1)} L${dx + 2},${f(-48 + h - 1)}`);
  }
  return place(
    x,
    st.ground(x),
    s,
    flip,
    ellipse(-2, -48, 28, 13, st.pale) +
      line(stripes.join(' '), st.ink, 2.6) +
      path('M20,-56 L36,-82 L44,-80 L46,-68 L34,-64 L26,-44 Z', st.ink) +
      line('M-20,-40 L-21,0 M-12,-38 L-12,0 M10,-38 L11,0 M17,-40 L19,0', st.ink, 4) +
      line('M-30,-50 L-34,-28', st.ink, 1.5) +
      line('M30,-76 L38,-60', st.pale, 1.5),
  );
};

export const wildebeest: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-26,-40 C-28,-54 -10,-58 4,-60 C14,-62 20,-64 26,-56 L34,-40 L28,-36 L20,-44 L14,-34 L-20,-32 Z', st.ink) +
      line('M24,-60 C28,-66 34,-66 34,-60 M22,-60 C20,-68 14,-68 16,-62', st.ink, 2) +
      line('M-20,-34 L-22,0 M-12,-33 L-12,0 M8,-34 L9,0 M14,-36 L16,0', st.ink, 3.5),
  );

export const lioness: Draw = (st, x, s, flip) => {
  const ground = st.ground(x);
  return place(
    x,
    ground,
    s,
    flip,
    path('M-70,2 C-64,-26 -40,-40 -8,-42 C24,-44 52,-30 70,2 Z', st.far) +
      path(
        'M-40,-40 C-40,-52 -20,-56 6,-54 C18,-54 24,-58 30,-64 C38,-70 48,-68 50,-60 C52,-54 48,-50 44,-48 L36,-44 C30,-42 20,-40 -36,-38 Z',
        st.ink,
      ) +
      path('M34,-70 L36,-76 L40,-70 Z M42,-68 L46,-74 L48,-66 Z', st.ink) +
      line('M-38,-42 C-50,-42 -56,-34 -54,-24', st.ink, 2.5),
  );
};

export const leopard: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M-6,2 L-4,-40 C-20,-52 -50,-60 -80,-62 L-80,-56 C-50,-52 -24,-46 -2,-34 L4,-46 C20,-60 46,-70 72,-72 L72,-66 C48,-62 22,-52 6,-38 L8,2 Z',
      st.ink,
    ) +
      line('M-2,-40 L-6,-84 M2,-44 L24,-90', st.ink, 4) +
      ellipse(-30, -98, 34, 12, st.ink) +
      ellipse(24, -102, 36, 13, st.ink) +
      ellipse(-4, -110, 26, 10, st.ink) +
      // The leopard along the low branch, head raised and tail hanging.
      path(
        'M-70,-60 C-64,-68 -34,-68 -18,-62 C-10,-60 -4,-62 0,-66 C4,-72 12,-71 13,-65 C14,-59 8,-56 2,-56 C-12,-53 -44,-54 -66,-56 Z',
        st.ink,
      ) +
      path('M3,-71 L5,-76 L8,-71 Z', st.ink) +
      line('M-68,-57 C-74,-46 -76,-36 -71,-26', st.ink, 2.4),
  );

export const gorilla: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M-4,-100 C8,-100 16,-92 16,-80 C24,-76 36,-70 40,-56 C44,-40 44,-20 40,0 L28,0 L30,-34 L26,-40 C22,-24 18,-10 20,0 L-24,0 C-32,-4 -36,-16 -30,-30 C-36,-40 -36,-60 -24,-72 C-20,-80 -16,-84 -16,-88 C-16,-96 -10,-100 -4,-100 Z',
      st.ink,
    ) + ellipse(6, -84, 5, 3.5, mix(st.ink, st.pale, 0.25)),
  );

export const camel: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M-30,-50 C-30,-60 -22,-64 -16,-60 C-12,-74 -2,-74 2,-62 C6,-60 10,-60 14,-56 L24,-62 L30,-80 L38,-84 L46,-80 L44,-76 L36,-74 L32,-56 L24,-44 C16,-40 -20,-38 -26,-42 Z',
      st.ink,
    ) +
      line('M-24,-42 L-26,0 M-16,-40 L-16,0 M14,-42 L16,0 M20,-44 L23,0', st.ink, 3.5) +
      line('M-30,-52 L-34,-38', st.ink, 1.5),
  );

export const whaleTail: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M-6,4 C-4,-20 -2,-40 -2,-52 C-18,-56 -40,-66 -52,-86 C-36,-80 -16,-78 0,-68 C16,-78 36,-80 52,-86 C40,-66 18,-56 2,-52 C2,-40 4,-20 6,4 Z',
      st.ink,
    ) + ellipse(0, 4, 34, 3, st.pale, ' opacity="0.6"'),
  );

export const seaLion: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-70,6 C-60,-28 -30,-40 0,-40 C30,-40 56,-26 70,6 Z', st.far) +
      path('M-40,-38 C-30,-52 0,-52 14,-50 C22,-56 26,-66 34,-68 C42,-68 44,-62 40,-56 C36,-50 30,-44 22,-40 Z', st.ink) +
      path('M-40,-38 L-52,-46 L-50,-36 Z', st.ink),
  );

export const penguin: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path(
      'M0,-100 C10,-100 14,-90 14,-82 C22,-70 24,-40 18,-14 L20,0 L-20,0 L-16,-14 C-22,-40 -20,-70 -12,-84 C-12,-94 -6,-100 0,-100 Z',
      st.ink,
    ) +
      path('M8,-78 C16,-64 16,-36 10,-14 L-4,-14 C0,-40 2,-64 8,-78 Z', st.pale) +
      path('M12,-92 L22,-88 L12,-86 Z', st.accent),
  );

export const polarBear: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-80,4 L-60,-8 L60,-8 L84,4 Z', st.pale) +
      path(
        'M-46,-30 C-46,-52 -20,-58 6,-56 C20,-56 30,-52 38,-44 C48,-46 58,-42 62,-36 L58,-30 L40,-30 L34,-24 L36,-8 L24,-8 L22,-22 C8,-20 -14,-20 -24,-22 L-24,-8 L-36,-8 L-38,-24 C-44,-24 -46,-26 -46,-30 Z',
        mix(st.pale, '#ffffff', 0.4),
      ) +
      path(
        'M-46,-30 C-46,-52 -20,-58 6,-56 C20,-56 30,-52 38,-44 C48,-46 58,-42 62,-36 L58,-30 L40,-30 L34,-24 L36,-8 L24,-8 L22,-22 C8,-20 -14,-20 -24,-22 L-24,-8 L-36,-8 L-38,-24 C-44,-24 -46,-26 -46,-30 Z',
        'none',
        ` stroke="${mix(st.ink, st.pale, 0.4)}" stroke-width="1.2"`,
      ) +
      circle(60, -36, 1.6, st.ink),
  );

export const tortoise: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-44,-8 C-44,-50 40,-50 40,-8 Z', st.ink) +
      line(
        'M-30,-12 C-26,-30 -10,-38 0,-38 M0,-38 C10,-38 26,-30 26,-12 M-14,-40 L-14,-10 M12,-40 L12,-10',
        mix(st.ink, st.pale, 0.3),
        1.5,
      ) +
      path('M36,-18 C44,-30 56,-30 60,-24 C60,-18 54,-16 46,-16 Z', st.ink) +
      line('M-34,-8 L-36,2 M-14,-8 L-14,2 M14,-8 L14,2 M30,-8 L32,2', st.ink, 7),
  );

// ——— Boats and ships ———

/** A ship: a raked hull and tiers of decks; `tiers` pale decks with rows of windows. */
const shipOf =
  (length: number, tiers: number, hull: (st: Stage) => string, funnel: boolean): Draw =>
  (st, x, s, flip) => {
    const deck = -14;
    const parts = [
      path(`M${-length / 2},${deck} L${length / 2 + 6},${deck - 3} L${length / 2 - 4},2 L${-length / 2 + 4},2 Z`, hull(st)),
    ];
    for (let t = 0; t < tiers; t++) {
      const x0 = -length / 2 + 6 + t * 5;
      const x1 = length / 2 - 14 - t * 7;
      const y = deck - (t + 1) * 7;
      parts.push(box(x0, y, x1 - x0, 7.2, st.pale));
      parts.push(
        line(
          `M${x0 + 2},${y + 3.6} L${x1 - 2},${y + 3.6}`,
          st.night ? st.light : mix(st.pale, st.ink, 0.55),
          1.4,
          ' stroke-dasharray="2.4 1.6"',
        ),
      );
    }
    if (funnel)
      parts.push(
        path(
          `M${-length / 2 + 12},${deck - tiers * 7} L${-length / 2 + 15},${deck - tiers * 7 - 9} L${-length / 2 + 23},${deck - tiers * 7 - 9} L${-length / 2 + 23},${deck - tiers * 7} Z`,
          st.accent,
        ),
      );
    return place(x, st.ground(x), s, flip, parts.join(''));
  };

export const cruiseShip = shipOf(100, 4, (st) => st.ink, true);
export const smallShip = shipOf(70, 2, (st) => st.pale, false);
export const expeditionShip = shipOf(80, 3, (st) => st.accent, false);
export const riverShip: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-60,-8 L62,-8 L58,2 L-58,2 Z', st.ink) +
      box(-56, -16, 106, 8, st.pale) +
      box(-52, -22, 96, 6, mix(st.pale, st.ink, 0.12)) +
      line('M-52,-12 L48,-12', st.night ? st.light : mix(st.pale, st.ink, 0.55), 1.4, ' stroke-dasharray="3 1.5"') +
      line('M-30,-24 L30,-24', st.ink, 1),
  );

export const sailboat: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M0,-100 L0,-12 L48,-12 Z', st.pale) +
      path('M-6,-82 L-6,-12 L-34,-12 Z', mix(st.pale, st.ink, 0.1)) +
      path('M-42,-8 L50,-8 L36,2 L-30,2 Z', st.ink),
  );

export const felucca: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-20,-8 L-44,-100 L30,-14 Z', st.pale) +
      line('M-46,-104 L34,-10', st.ink, 2) +
      path('M-40,-8 L40,-8 L30,2 L-34,2 Z', st.ink),
  );

/** A small open boat with people in it: a zodiac, a kayak, a canoe. */
export const smallBoat =
  (crew: number, tube: boolean): Draw =>
  (st, x, s, flip) => {
    const heads = Array.from({ length: crew }, (_, i) => {
      const cx = -30 + (60 / Math.max(1, crew - 1)) * i;
      return (
        path(`M${cx - 6},-10 L${cx - 5},-30 C${cx - 4},-34 ${cx + 4},-34 ${cx + 5},-30 L${cx + 6},-10 Z`, st.accent) +
        circle(cx, -39, 5, st.ink)
      );
    });
    const hull = tube
      ? path('M-46,-12 L40,-12 C50,-12 52,2 40,2 L-46,2 Z', mix(st.ink, st.far, 0.3))
      : path('M-56,-8 L56,-8 C44,2 -44,2 -56,-8 Z', st.ink);
    return place(x, st.ground(x), s, flip, heads.join('') + hull);
  };

/** Bungalows on stilts over a lagoon, joined by a walkway. */
export const overwaterVillas: Draw = (st, x, s, flip) => {
  const parts: string[] = [line('M-110,-14 L110,-14', st.ink, 2)];
  for (const dx of [-80, -30, 20, 70]) {
    parts.push(line(`M${dx - 14},-14 L${dx - 14},4 M${dx + 14},-14 L${dx + 14},4`, st.ink, 2));
    parts.push(box(dx - 16, -30, 32, 16, mix(st.pale, st.light, 0.2)));
    parts.push(path(`M${dx - 24},-28 L${dx},-52 L${dx + 24},-28 Z`, st.ink));
  }
  return place(x, st.ground(x), s * 0.6, flip, parts.join(''));
};

export const iceberg: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-60,4 L-44,-30 L-20,-44 L-6,-78 L14,-56 L34,-62 L60,4 Z', st.pale) +
      path('M-6,-78 L14,-56 L34,-62 L60,4 L18,4 L6,-40 Z', mix(st.pale, st.water, 0.35)),
  );

export const glacier: Draw = (st, x, s, flip) => {
  const face: string[] = [];
  for (let dx = -96; dx < 96; dx += 12) face.push(`M${dx},-30 L${dx + 4},2`);
  return place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-110,4 L-110,-36 C-70,-46 -30,-52 10,-56 C50,-60 80,-70 110,-86 L110,4 Z', st.pale) +
      path('M-110,4 L-110,-36 C-70,-40 40,-40 110,-46 L110,4 Z', mix(st.pale, st.water, 0.25)) +
      line(face.join(' '), mix(st.pale, st.water, 0.5), 2),
  );
};

// ——— Buildings and landmarks ———

/** A stack of cube houses on a slope, whitewashed or painted, some with blue domes and a bell tower. */
export const houses =
  (paint: (st: Stage, i: number) => string, domes: boolean): Draw =>
  (st, x, s, flip) => {
    const parts: string[] = [path('M-120,4 C-90,-40 -40,-70 0,-78 C40,-74 90,-44 120,4 Z', mix(st.ink, st.far, 0.3))];
    let i = 0;
    for (let row = 0; row < 4; row++) {
      const y = -10 - row * 16;
      const span = 100 - row * 22;
      for (let dx = -span; dx < span; dx += 18 + ((row * 7 + i) % 3) * 4) {
        const w = 14 + ((i * 5) % 7);
        const h = 14 + ((i * 3) % 6);
        parts.push(box(dx, y - h, w, h + 6, paint(st, i)));
        parts.push(box(dx + w * 0.35, y - h * 0.55, w * 0.22, h * 0.35, mix(st.ink, st.water, 0.3)));
        if (domes && i % 5 === 2)
          parts.push(path(`M${dx + 1},${y - h} A${w / 2 - 1},${w / 2} 0 0 1 ${dx + w - 1},${y - h} Z`, st.accent));
        i++;
      }
    }
    if (domes)
      parts.push(box(-6, -98, 12, 30, paint(st, 1)) + path('M-6,-98 A6,7 0 0 1 6,-98 Z', st.accent) + box(-3, -92, 6, 8, st.ink));
    return place(x, st.ground(x), s, flip, parts.join(''));
  };

export const villa: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-50, -44, 100, 46, st.pale) +
      path('M-56,-44 L-40,-60 L40,-60 L56,-44 Z', st.accent) +
      box(-18, -78, 30, 34, st.pale) +
      path('M-22,-78 L-3,-90 L16,-78 Z', st.accent) +
      [-40, -24, 20, 36].map((dx) => box(dx, -34, 7, 12, st.ink)).join('') +
      box(-6, -20, 12, 22, st.ink) +
      box(-8, -70, 6, 10, st.ink),
  );

export const castle: Draw = (st, x, s, flip) => {
  const merlons = (x0: number, x1: number, y: number): string => {
    const out: string[] = [];
    for (let m = x0; m < x1 - 2; m += 6) out.push(box(m, y - 5, 3.5, 5, st.ink));
    return out.join('');
  };
  return place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-90,4 C-70,-24 -40,-34 0,-36 C40,-34 70,-24 90,4 Z', mix(st.ink, st.far, 0.25)) +
      box(-44, -70, 88, 40, st.ink) +
      merlons(-44, 44, -70) +
      box(-56, -96, 22, 66, st.ink) +
      merlons(-56, -34, -96) +
      box(20, -110, 20, 80, st.ink) +
      path('M18,-110 L30,-128 L42,-110 Z', st.ink) +
      box(-8, -84, 16, 14, st.ink) +
      [-48, -40, 26, -20, 8]
        .map((dx, i) => box(dx, -60 - (i % 2) * 20, 3, 7, st.night ? st.light : mix(st.ink, st.far, 0.6)))
        .join(''),
  );
};

export const chateau: Draw = (st, x, s, flip) => {
  const tower = (dx: number, h: number): string =>
    box(dx - 9, -h, 18, h, st.pale) + path(`M${dx - 11},${-h} L${dx},${-h - 26} L${dx + 11},${-h} Z`, st.ink);
  return place(
    x,
    st.ground(x),
    s,
    flip,
    box(-46, -50, 92, 50, st.pale) +
      path('M-48,-50 L-40,-64 L40,-64 L48,-50 Z', st.ink) +
      tower(-52, 66) +
      tower(52, 66) +
      tower(0, 78) +
      [-34, -20, 14, 28].map((dx) => box(dx, -38, 6, 14, mix(st.ink, st.far, 0.3))).join(''),
  );
};

export const manor: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-60, -54, 120, 54, st.pale) +
      path('M-64,-54 L-56,-64 L56,-64 L64,-54 Z', st.ink) +
      box(-48, -74, 8, 12, st.ink) +
      box(40, -74, 8, 12, st.ink) +
      [-50, -34, -18, 10, 26, 42].flatMap((dx) => [box(dx, -46, 8, 14, st.ink), box(dx, -24, 8, 14, st.ink)]).join('') +
      box(-5, -28, 10, 28, st.ink),
  );

export const hillTown: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-110,4 C-80,-30 -40,-44 0,-46 C40,-44 80,-30 110,4 Z', mix(st.ink, st.far, 0.3)) +
      [
        [-60, -40, 22, 18],
        [-36, -46, 18, 22],
        [-16, -48, 20, 20],
        [8, -48, 24, 18],
        [34, -44, 18, 18],
        [54, -38, 20, 14],
      ]
        .map(
          ([dx, y, w, h]) =>
            box(dx, y - h, w, h + 4, st.pale) +
            path(`M${dx - 2},${y - h} L${dx + w / 2},${y - h - 6} L${dx + w + 2},${y - h} Z`, st.accent),
        )
        .join('') +
      box(-28, -118, 10, 52, st.pale) +
      box(18, -104, 10, 40, st.pale) +
      box(-28, -118, 10, 4, st.ink) +
      box(18, -104, 10, 4, st.ink),
  );

/** A Japanese temple or pagoda: stacked roofs with upturned eaves. */
export const pagoda: Draw = (st, x, s, flip) => {
  const parts: string[] = [];
  for (let t = 0; t < 4; t++) {
    const y = -18 - t * 22;
    const w = 40 - t * 6;
    parts.push(box(-w * 0.55, y, w * 1.1, 18, st.accent));
    parts.push(
      path(
        `M${-w - 8},${y + 2} Q${-w * 0.6},${y - 2} 0,${y - 12} Q${w * 0.6},${y - 2} ${w + 8},${y + 2} L${w},${y - 2} Q${w * 0.5},${y - 6} 0,${y - 14} Q${-w * 0.5},${y - 6} ${-w},${y - 2} Z`,
        st.ink,
      ),
    );
  }
  parts.push(line('M0,-104 L0,-124', st.ink, 2.5));
  return place(x, st.ground(x), s, flip, box(-26, -18, 52, 20, st.accent) + parts.join(''));
};

export const columns: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-84, -6, 168, 8, st.ink) +
      [-72, -48, -24, 0, 24, 48, 72]
        .map(
          (dx, i) =>
            box(dx - 7, -(i === 5 ? 58 : 88), 14, i === 5 ? 52 : 82, st.ink) + box(dx - 10, -(i === 5 ? 62 : 92), 20, 5, st.ink),
        )
        .join('') +
      box(-84, -104, 122, 12, st.ink),
  );

/** Vine rows on the nearest slope: parallel bands that follow its curve. */
export const vineyard: Draw = (st, x, s) => {
  const rows: string[] = [];
  const from = x - s * 2.2;
  const to = x + s * 2.2;
  for (let r = 0; r < 9; r++) {
    const dy = s * 0.06 + r * s * 0.09;
    const pts: string[] = [];
    for (let xi = from; xi <= to; xi += (to - from) / 30) pts.push(`${f(xi)},${f(st.ground(xi) + dy)}`);
    rows.push(`M${pts.join(' L')}`);
  }
  return line(rows.join(' '), st.ink, Math.max(2, s * 0.025), ' stroke-dasharray="6 4" opacity="0.8"');
};

/** Lavender (or rice) rows running towards a farmhouse on the horizon. */
export const fieldRows =
  (color: (st: Stage) => string): Draw =>
  (st, x, s) => {
    const rows: string[] = [];
    const top = st.ground(x);
    for (let r = -7; r <= 7; r++) {
      rows.push(
        `M${f(x + r * s * 0.05)},${f(top + s * 0.02)} L${f(x + r * s * 0.9)},${f(st.height + 10)} L${f(x + r * s * 0.9 + s * 0.35)},${f(st.height + 10)} L${f(x + r * s * 0.05 + s * 0.02)},${f(top + s * 0.02)} Z`,
      );
    }
    return path(rows.join(' '), color(st));
  };

export const viaductTrain: Draw = (st, x, s, flip) => {
  const arches: string[] = [];
  for (let dx = -100; dx < 100; dx += 20) arches.push(`M${dx + 3},4 L${dx + 3},-40 A7,8 0 0 1 ${dx + 17},-40 L${dx + 17},4 Z`);
  return place(
    x,
    st.ground(x),
    s,
    flip,
    `<path d="M-104,4 L-104,-58 L104,-58 L104,4 Z ${arches.join(' ')}" fill="${st.ink}" fill-rule="evenodd"/>` +
      [-60, -30, 0].map((dx) => box(dx, -72, 28, 13, st.accent, ' rx="2"')).join('') +
      path('M28,-72 L40,-72 C46,-72 48,-66 48,-59 L28,-59 Z', st.accent) +
      [-56, -26, 4].map((dx) => box(dx, -69, 20, 4, st.pale)).join(''),
  );
};

export const chalet: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-36, -40, 72, 42, st.ink) +
      path('M-52,-36 L0,-80 L52,-36 L44,-34 L0,-70 L-44,-34 Z', st.pale) +
      path('M-44,-36 L0,-72 L44,-36 Z', st.ink) +
      [-24, -6, 12].map((dx) => box(dx, -28, 10, 12, st.light)).join('') +
      box(-4, -56, 8, 10, st.light),
  );

export const waterfall: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-80,4 L-70,-90 L-16,-100 L-12,4 Z M12,4 L16,-98 L70,-92 L84,4 Z', st.ink) +
      path('M-16,-100 L16,-98 L14,4 L-14,4 Z', st.pale) +
      line('M-8,-92 L-8,0 M2,-92 L3,0 M9,-90 L9,0', mix(st.pale, st.water, 0.4), 1.5) +
      ellipse(0, 2, 40, 6, st.pale, ' opacity="0.7"'),
  );

/** Peaks as sharp cones (a volcano, Bora Bora, Fuji), misty with distance. */
export const peak =
  (snow: boolean): Draw =>
  (st, x, s, flip) =>
    place(
      x,
      st.ground(x),
      s,
      flip,
      path('M-120,4 C-70,-20 -30,-60 -10,-100 L6,-102 C24,-64 70,-22 120,4 Z', st.far) +
        (snow
          ? path('M-10,-100 L6,-102 C12,-90 18,-80 24,-72 L14,-76 L6,-70 L-2,-78 L-14,-72 C-12,-80 -12,-90 -10,-100 Z', st.pale)
          : ''),
    );

export const machuPicchu: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-20,4 C-10,-40 0,-100 24,-104 C44,-100 56,-40 70,4 Z', st.ink) +
      path('M-110,4 L-100,-26 L-20,-30 L-10,4 Z', mix(st.ink, st.far, 0.4)) +
      [-96, -80, -62, -44].map((dx) => box(dx, -40, 12, 10, st.pale)).join('') +
      line('M-108,-14 L-14,-16 M-110,-6 L-12,-8', st.pale, 1.5),
  );

/** A wooden market stall with a pitched roof and a lit counter. */
export const marketStalls: Draw = (st, x, s, flip) => {
  const parts: string[] = [line('M-110,-104 Q-55,-86 0,-104 Q55,-86 110,-104', st.ink, 1)];
  for (let dx = -100; dx <= 100; dx += 8)
    parts.push(circle(dx, -104 + 10 * Math.sin(((dx + 110) / 110) * Math.PI) * 0.9 + 6, 1.8, st.light));
  for (const dx of [-76, -12, 52]) {
    parts.push(box(dx, -50, 48, 52, st.ink));
    parts.push(box(dx + 4, -42, 40, 18, st.light));
    parts.push(path(`M${dx - 8},-48 L${dx + 24},-76 L${dx + 56},-48 Z`, mix(st.ink, st.pale, 0.15)));
    parts.push(
      path(
        `M${dx - 8},-48 L${dx + 24},-76 L${dx + 56},-48 L${dx + 48},-48 L${dx + 24},-69 L${dx},-48 Z`,
        st.pale,
        ' opacity="0.85"',
      ),
    );
  }
  return place(x, st.ground(x), s, flip, parts.join(''));
};

export const christmasTree: Draw = (st, x, s, flip) => {
  const lights: string[] = [];
  for (let i = 0; i < 26; i++) {
    const t = 0.1 + (i / 26) * 0.85;
    const half = 30 * t;
    lights.push(circle((((i * 37) % 20) / 10 - 1) * half * 0.9, -100 + t * 92, 1.6, st.light));
  }
  return place(
    x,
    st.ground(x),
    s,
    flip,
    path('M0,-100 L14,-70 L8,-70 L22,-42 L14,-42 L30,-10 L-30,-10 L-14,-42 L-22,-42 L-8,-70 L-14,-70 Z', st.ink) +
      box(-4, -10, 8, 12, st.ink) +
      path('M0,-108 L2.5,-102 L8,-102 L3.5,-98.5 L5,-93 L0,-96.5 L-5,-93 L-3.5,-98.5 L-8,-102 L-2.5,-102 Z', st.light) +
      lights.join(''),
  );
};

export const eiffelTower: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    `<path d="M-30,2 C-20,-20 -10,-40 -5,-70 L-3,-96 L0,-104 L3,-96 L5,-70 C10,-40 20,-20 30,2 L20,2 C14,-10 6,-16 0,-16 C-6,-16 -14,-10 -20,2 Z" fill="${st.ink}"/>` +
      box(-16, -30, 32, 3, st.ink) +
      box(-8, -62, 16, 2.5, st.ink) +
      line('M-5,-70 L5,-70', st.ink, 2),
  );

/** A long Gothic parliament on the river: a central dome between rows of spires. */
export const parliament: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-100, -34, 200, 36, st.ink) +
      [-96, -70, -44, 44, 70, 96].map((dx) => path(`M${dx - 3},-34 L${dx},-50 L${dx + 3},-34 Z`, st.ink)).join('') +
      box(-22, -56, 44, 22, st.ink) +
      path('M-20,-56 C-20,-80 20,-80 20,-56 Z', st.ink) +
      path('M-2,-74 L0,-96 L2,-74 Z', st.ink) +
      [-90, -76, -62, -48, 36, 50, 64, 78].map((dx) => box(dx, -26, 4, 8, st.light)).join(''),
  );

/** Two Gothic towers with clustered spires (Prague's Týn church, a cathedral's west front). */
export const gothicTowers: Draw = (st, x, s, flip) => {
  const tower = (dx: number): string =>
    box(dx - 9, -72, 18, 74, st.ink) +
    path(`M${dx - 11},-72 L${dx},-104 L${dx + 11},-72 Z`, st.ink) +
    [-12, 12].map((o) => path(`M${dx + o - 3},-72 L${dx + o},-86 L${dx + o + 3},-72 Z`, st.ink)).join('');
  return place(
    x,
    st.ground(x),
    s,
    flip,
    box(-40, -44, 80, 46, st.ink) +
      tower(-26) +
      tower(26) +
      path('M-10,-44 L0,-60 L10,-44 Z', st.ink) +
      circle(0, -30, 7, st.light),
  );
};

/** A city hall with one tall central tower. */
export const cityHall: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-80, -40, 160, 42, st.ink) +
      box(-12, -86, 24, 48, st.ink) +
      path('M-12,-86 L0,-112 L12,-86 Z', st.ink) +
      [-70, -50, -30, 22, 42, 62].map((dx) => box(dx, -30, 6, 12, st.light)).join('') +
      box(-4, -74, 8, 10, st.light),
  );

export const stoneBridge: Draw = (st, x, s, flip) => {
  const arches: string[] = [];
  for (let dx = -90; dx < 90; dx += 45) arches.push(`M${dx + 4},4 L${dx + 4},-12 A18.5,18 0 0 1 ${dx + 41},-12 L${dx + 41},4 Z`);
  return place(
    x,
    st.ground(x),
    s,
    flip,
    `<path d="M-100,4 L-100,-40 L100,-40 L100,4 Z ${arches.join(' ')}" fill="${st.ink}" fill-rule="evenodd"/>` +
      [-60, -15, 30, 75].map((dx) => box(dx - 2, -52, 4, 12, st.ink) + circle(dx, -55, 3.5, st.ink)).join(''),
  );
};

/** An old town inside walls and towers, climbing a hill from the water. */
export const walledTown: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-110,4 L-110,-30 L110,-30 L110,4 Z', mix(st.pale, st.ink, 0.25)) +
      [-110, -40, 30, 100].map((dx) => box(dx, -46, 16, 50, mix(st.pale, st.ink, 0.35))).join('') +
      [-90, -66, -40, -14, 12, 38, 64]
        .map(
          (dx, i) =>
            box(dx, -50 - (i % 3) * 6, 22, 22, st.pale) +
            path(
              `M${dx - 2},${-50 - (i % 3) * 6} L${dx + 11},${-58 - (i % 3) * 6} L${dx + 24},${-50 - (i % 3) * 6} Z`,
              st.accent,
            ),
        )
        .join('') +
      box(-6, -98, 12, 44, st.pale) +
      path('M-7,-98 L0,-112 L7,-98 Z', st.accent),
  );

/** A row of tall gabled houses, half-timbered. */
export const timberHouses: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    [-90, -54, -18, 18, 54]
      .map((dx, i) => {
        const h = 56 + (i % 3) * 8;
        return (
          box(dx, -h, 34, h + 2, i % 2 ? st.pale : mix(st.pale, st.accent, 0.35)) +
          path(`M${dx - 2},${-h} L${dx + 17},${-h - 24} L${dx + 36},${-h} Z`, st.ink) +
          line(
            `M${dx},${-h * 0.5} L${dx + 34},${-h * 0.5} M${dx},${-h * 0.5} L${dx + 17},${-h} L${dx + 34},${-h * 0.5} M${dx + 17},${-h} L${dx + 17},0`,
            st.ink,
            2,
          ) +
          box(dx + 6, -h * 0.4, 7, 9, st.light) +
          box(dx + 21, -h * 0.4, 7, 9, st.light)
        );
      })
      .join(''),
  );

export const palace: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-100, -40, 200, 42, st.pale) +
      path('M-102,-40 L-96,-48 L96,-48 L102,-40 Z', st.ink) +
      box(-24, -62, 48, 24, st.pale) +
      path('M-20,-62 C-20,-84 20,-84 20,-62 Z', st.accent) +
      [-90, -76, -62, -48, -34, 28, 42, 56, 70, 84].map((dx) => box(dx, -32, 6, 14, st.ink)).join('') +
      box(-6, -28, 12, 30, st.ink),
  );

export const stadium: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-110,2 L-104,-42 C-60,-52 60,-52 104,-42 L110,2 Z', st.ink) +
      line('M-100,-36 C-60,-44 60,-44 100,-36 M-102,-26 C-60,-34 60,-34 102,-26', st.light, 1.2, ' stroke-dasharray="1 2"') +
      [-90, 90].map((dx) => line(`M${dx},-42 L${dx},-92`, st.ink, 3) + box(dx - 10, -100, 20, 8, st.light)).join(''),
  );

export const raceCar: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-50,-8 L-46,-18 L-20,-20 L-8,-28 L10,-28 L18,-18 L50,-14 L52,-6 Z', st.accent) +
      box(-56, -30, 8, 14, st.ink) +
      box(46, -14, 12, 5, st.ink) +
      circle(-32, -8, 9, st.ink) +
      circle(32, -8, 9, st.ink),
  );

export const safariVehicle: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-46,-14 L-46,-38 L-24,-40 L-20,-46 L20,-46 L24,-40 L34,-38 C44,-36 48,-30 48,-22 L48,-14 Z', st.ink) +
      box(-40, -70, 72, 4, st.ink) +
      line('M-38,-68 L-38,-44 M-8,-68 L-8,-44 M28,-68 L28,-44', st.ink, 2.4) +
      box(-54, -34, 8, 16, st.ink) +
      circle(-28, -12, 12, st.ink) +
      circle(30, -12, 12, st.ink) +
      circle(-28, -12, 4.5, st.far) +
      circle(30, -12, 4.5, st.far),
  );

export const balloon: Draw = (st, x, s, flip) => {
  const y = st.ground(x) - s * 1.4;
  return place(
    x,
    y,
    s,
    flip,
    path(
      'M0,-100 C30,-100 42,-80 40,-62 C38,-46 22,-34 10,-22 L-10,-22 C-22,-34 -38,-46 -40,-62 C-42,-80 -30,-100 0,-100 Z',
      st.accent,
    ) +
      line(
        'M0,-100 C-14,-86 -14,-40 -6,-22 M0,-100 C14,-86 14,-40 6,-22 M-26,-96 C-36,-74 -24,-44 -10,-22 M26,-96 C36,-74 24,-44 10,-22',
        mix(st.accent, st.ink, 0.35),
        1.6,
      ) +
      line('M-9,-22 L-6,-8 M9,-22 L6,-8', st.ink, 1) +
      box(-7, -9, 14, 9, st.ink),
  );
};

/** A canvas tent, its door lit; a lantern beside it. */
export const tent: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-62,2 L-44,-30 L0,-54 L44,-30 L62,2 Z', st.pale) +
      path('M-50,-26 L0,-58 L50,-26 L44,-22 L0,-48 L-44,-22 Z', mix(st.pale, st.ink, 0.25)) +
      path('M-12,2 L0,-34 L12,2 Z', st.light) +
      line('M0,-58 L0,-66', st.ink, 2) +
      circle(80, -6, 4, st.light) +
      ellipse(80, -2, 12, 4, st.light, ' opacity="0.5"'),
  );

export const pavilion: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-60, -8, 120, 10, st.ink) +
      line('M-50,-8 L-50,-46 M-16,-8 L-16,-46 M16,-8 L16,-46 M50,-8 L50,-46', st.ink, 3) +
      path('M-76,-44 L0,-74 L76,-44 L70,-40 L-70,-40 Z', st.ink) +
      box(-46, -20, 92, 10, st.light, ' opacity="0.6"'),
  );

export const hangingBridge: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x) - s * 0.3,
    s,
    flip,
    line('M-110,-30 Q0,10 110,-30', st.ink, 2.5) +
      line('M-110,-50 Q0,-10 110,-50', st.ink, 1.5) +
      line(
        Array.from({ length: 21 }, (_, i) => {
          const dx = -100 + i * 10;
          const t = (dx + 110) / 220;
          const lower = -30 + 4 * 40 * t * (1 - t) * 1.0;
          return `M${dx},${f(lower - 20)} L${dx},${f(lower)}`;
        }).join(' '),
        st.ink,
        1,
      ),
  );

/** A pergola or terrace table laid for dinner, with chairs and lanterns. */
export const terraceTable: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-70,-30 L70,-30 L70,-24 L-70,-24 Z', st.pale) +
      line('M-62,-24 L-62,2 M62,-24 L62,2', st.ink, 3) +
      [-50, -20, 10, 40]
        .map((dx) => line(`M${dx},2 L${dx},-20 L${dx + 12},-20 M${dx},-20 L${dx - 2},-44`, st.ink, 2.5))
        .join('') +
      [-40, 0, 40].map((dx) => box(dx - 1.5, -42, 3, 12, st.pale) + circle(dx, -45, 2.5, st.light)).join('') +
      line('M-90,-96 L-90,2 M90,-96 L90,2 M-96,-92 L96,-92', st.ink, 3),
  );

/** A white wedding arch hung with flowers, chairs facing it. */
export const weddingArch: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    line('M-30,2 L-30,-70 Q0,-100 30,-70 L30,2', st.pale, 5) +
      [-30, -24, -16, -8, 0, 8, 16, 24, 30]
        .map((dx, i) => circle(dx, -70 - 22 * Math.cos((dx / 30) * (Math.PI / 2)) + 4, 5 + (i % 2), mix(st.pale, st.accent, 0.4)))
        .join('') +
      [-70, -54, 54, 70]
        .flatMap((dx) => [
          box(dx - 5, -14, 10, 3, st.pale),
          line(`M${dx - 5},-14 L${dx - 5},2 M${dx + 5},-14 L${dx + 5},2 M${dx + 5},-14 L${dx + 6},-30`, st.pale, 2),
        ])
        .join(''),
  );

export const parasolLoungers: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    line('M0,2 L0,-80', st.ink, 2.5) +
      path('M-50,-70 Q0,-100 50,-70 Z', st.pale) +
      [-44, 20]
        .map((dx) =>
          path(
            `M${dx},-10 L${dx + 30},-10 L${dx + 30},-6 L${dx},-6 Z M${dx},-10 L${dx - 4},-26 L${dx + 2},-26 L${dx + 6},-10 Z`,
            st.ink,
          ),
        )
        .join(''),
  );

export const infinityPool: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    box(-120, -16, 240, 20, mix(st.pale, st.ink, 0.15)) +
      box(-110, -14, 220, 8, mix(st.water, '#7fd0d0', 0.5)) +
      path('M40,-16 L70,-16 L70,-12 L40,-12 Z M40,-16 L36,-30 L42,-30 L46,-16 Z', st.ink),
  );

export const golfFlag: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    ellipse(0, 0, 70, 10, mix(st.far, '#9bbf7a', 0.5)) +
      line('M0,0 L0,-90', st.ink, 2) +
      path('M0,-90 Q16,-84 30,-86 Q18,-78 0,-74 Z', st.accent) +
      ellipse(0, 0, 4, 1.5, st.ink),
  );

export const court: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-70,4 L-50,-20 L50,-20 L70,4 Z', mix(st.far, '#8fb07a', 0.5)) +
      line('M-64,2 L-46,-18 L46,-18 L64,2 Z M-55,-8 L55,-8 M0,-18 L0,2', st.pale, 1.5) +
      line('M-62,-8 L-62,-22 M62,-8 L62,-22 M-62,-18 L62,-18', st.ink, 1.5),
  );

export const boulders: Draw = (st, x, s, flip) =>
  place(
    x,
    st.ground(x),
    s,
    flip,
    path('M-80,4 C-84,-30 -50,-62 -20,-56 C0,-52 10,-30 8,4 Z', mix(st.far, st.ink, 0.3)) +
      path('M0,4 C-4,-44 30,-80 62,-70 C86,-62 90,-20 84,4 Z', st.far) +
      path('M-100,4 C-104,-14 -90,-24 -76,-20 C-64,-16 -62,-4 -62,4 Z', st.ink),
  );

export const aurora: Draw = (st) => {
  const bands: string[] = [];
  for (let b = 0; b < 3; b++) {
    const y = st.horizon * (0.25 + b * 0.12);
    bands.push(
      `<path d="M${f(-st.width * 0.05)},${f(y)} C${f(st.width * 0.3)},${f(y - st.unit * 0.12)} ${f(st.width * 0.6)},${f(y + st.unit * 0.1)} ${f(st.width * 1.05)},${f(y - st.unit * 0.06)}" fill="none" stroke="#7fe0b4" stroke-width="${f(st.unit * (0.05 - b * 0.012))}" stroke-linecap="round" opacity="${0.45 - b * 0.1}"/>`,
    );
  }
  return bands.join('');
};

// ——— Weather ———

/** Snow falling across the whole picture, the flakes larger nearer the viewer. */
export const snowfall: Draw = (st) => {
  const flakes: string[] = [];
  for (let i = 0; i < 160; i++) {
    const y = st.rand() * st.height;
    flakes.push(circle(st.rand() * st.width, y, st.unit * (0.0015 + (y / st.height) * 0.004 * st.rand()), '#ffffff'));
  }
  return `<g opacity="0.75">${flakes.join('')}</g>`;
};

/** Long bands of mist lying in the valleys, fading out at both ends. */
export const mist: Draw = (st) => {
  const id = st.id();
  st.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${st.pale}" stop-opacity="0"/><stop offset="0.5" stop-color="${st.pale}" stop-opacity="0.6"/><stop offset="1" stop-color="${st.pale}" stop-opacity="0"/></linearGradient>`,
  );
  const bands: string[] = [];
  for (let b = 0; b < 4; b++) {
    const y = st.horizon + (st.height - st.horizon) * (b * 0.14) - st.unit * 0.02;
    const w = st.width * (0.6 + st.rand() * 0.5);
    const x = st.rand() * st.width * 0.8 - w * 0.3;
    bands.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(st.unit * (0.04 + st.rand() * 0.03))}" rx="${f(st.unit * 0.03)}" fill="url(#${id})"/>`,
    );
  }
  return bands.join('');
};

/** A garland of lit lanterns strung across the picture. */
export const lanterns: Draw = (st) => {
  const out: string[] = [];
  const y0 = st.horizon * 0.5;
  const sag = st.unit * 0.12;
  out.push(
    line(`M0,${f(y0)} Q${f(st.width / 2)},${f(y0 + sag * 2)} ${f(st.width)},${f(y0)}`, st.ink, Math.max(1.5, st.unit * 0.002)),
  );
  for (let i = 1; i < 12; i++) {
    const x = (i / 12) * st.width;
    const y = y0 + sag * 4 * (i / 12) * (1 - i / 12);
    const r = st.unit * 0.018;
    out.push(circle(x, y + r * 1.6, r * 3, st.light, ' opacity="0.25"'));
    out.push(
      `<rect x="${f(x - r * 0.7)}" y="${f(y + r * 0.4)}" width="${f(r * 1.4)}" height="${f(r * 2.2)}" rx="${f(r * 0.5)}" fill="${st.light}"/>`,
    );
  }
  return out.join('');
};

/** A row of horseshoe arches on slender columns, as round a Moorish courtyard. */
export const arcade: Draw = (st, x, s, flip) => {
  const arches: string[] = [];
  for (let dx = -100; dx < 100; dx += 25)
    arches.push(`M${dx + 4},4 L${dx + 4},-46 C${dx + 2},-62 ${dx + 23},-62 ${dx + 21},-46 L${dx + 21},4 Z`);
  return place(
    x,
    st.ground(x),
    s,
    flip,
    `<path d="M-104,4 L-104,-80 L104,-80 L104,4 Z ${arches.join(' ')}" fill="${st.pale}" fill-rule="evenodd"/>` +
      box(-104, -84, 208, 6, st.accent),
  );
};

// ——— People ———

/** One standing person, `kind` choosing the outline: a coat, a dress or a child. */
export const person =
  (kind: 'coat' | 'dress' | 'child'): Draw =>
  (st, x, s, flip) => {
    const body =
      kind === 'dress'
        ? 'M-5,-80 C-12,-78 -14,-64 -14,-56 L-20,-12 L-6,-12 L-5,2 L-1,2 L-1,-12 L1,-12 L1,2 L5,2 L6,-12 L20,-12 L14,-56 C14,-64 12,-78 5,-80 Z'
        : 'M-7,-80 C-14,-78 -16,-66 -16,-56 L-16,-30 L-11,-30 L-10,2 L-2,2 L0,-36 L2,2 L10,2 L11,-30 L16,-30 L16,-56 C16,-66 14,-78 7,-80 Z';
    const k = kind === 'child' ? 0.62 : 1;
    return place(
      x,
      st.ground(x),
      s * k,
      flip,
      path(body, st.ink) + circle(0, -90, 9, st.ink) + line('M-3,-80 L-3,-84 M3,-80 L3,-84', st.ink, 4),
    );
  };

/** People together: adults in coats and dresses, and children when the words name any. */
export const people =
  (adults: number, children: number): Draw =>
  (st, x, s, flip) => {
    const kinds: ('coat' | 'dress' | 'child')[] = [];
    for (let i = 0; i < adults + children; i++) kinds.push(i < adults ? (i % 2 ? 'dress' : 'coat') : 'child');
    // Children stand between the adults, as a family walks.
    if (children > 0 && adults > 1) kinds.splice(1, 0, kinds.pop() as 'child');
    const gap = s * 0.26;
    const start = x - ((kinds.length - 1) * gap) / 2;
    return kinds.map((kind, i) => person(kind)(st, start + i * gap, s * (0.96 + ((i * 7) % 5) * 0.015), flip)).join('');
  };
