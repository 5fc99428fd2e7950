/**
 * The still lifes of the scene table: a desk or a table seen from above, with the things a picture's
 * words name laid out on it (a passport, a map with a route, a pen, glasses, a cup of coffee), as a
 * magazine photographs them. The first thing named lies at the focus point, the largest.
 */
import { f, mix } from './paint.ts';

/** One thing on the table, drawn in a box 100 units wide centred on (0, 0). */
export type Item = (ink: string, accent: string, paper: string) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
/** A soft shadow under a thing lying on the table, a little down and right of it. */
const shadow = (x: number, y: number, w: number, h: number, r = 2): string =>
  rect(x + 2.5, y + 3, w, h, '#000000', ` rx="${r}" opacity="0.16"`);

export const passport: Item = (_ink, accent) =>
  shadow(-24, -34, 48, 68) +
  rect(-24, -34, 48, 68, '#1f2f4d', ' rx="3"') +
  circle(0, -6, 10, 'none', ` stroke="${accent}" stroke-width="1.6"`) +
  stroke('M-10,-6 L10,-6 M0,-16 L0,4', accent, 1) +
  rect(-12, 16, 24, 2.5, accent);

export const boardingPass: Item = (ink, accent, paper) =>
  shadow(-46, -17, 92, 34) +
  rect(-46, -17, 92, 34, paper, ' rx="2"') +
  rect(-46, -17, 92, 8, accent, ' rx="2"') +
  stroke('M20,-9 L20,17', ink, 0.8, ' stroke-dasharray="2 2"') +
  stroke('M-38,0 L-4,0 M-38,8 L-14,8', mix(paper, ink, 0.5), 2) +
  stroke('M26,0 L40,0 M26,8 L36,8', mix(paper, ink, 0.5), 2);

export const pen: Item = (ink, accent) =>
  `<g transform="rotate(-28)">${shadow(-44, -3, 88, 6, 3)}${rect(-44, -3, 74, 6, ink, ' rx="3"')}${rect(30, -2.4, 10, 4.8, accent)}<path d="M40,-2.4 L48,0 L40,2.4 Z" fill="${accent}"/>${rect(-30, -4, 20, 1.6, accent)}</g>`;

export const notebook: Item = (_ink, accent) =>
  shadow(-30, -40, 60, 80) +
  rect(-30, -40, 60, 80, '#3c3027', ' rx="3"') +
  rect(16, -40, 4, 80, accent) +
  rect(-30, -40, 3, 80, '#2a211b');

export const journals: Item = (_ink, accent, paper) =>
  [0, 1, 2]
    .map((i) => {
      const colors = ['#6d4c3d', '#2f4d63', '#7a6a45'];
      return `<g transform="translate(${i * 6 - 6},${i * -5 + 5}) rotate(${i * 7 - 7})">${shadow(-32, -42, 64, 84)}${rect(-32, -42, 64, 84, colors[i], ' rx="2"')}${rect(-32, 30, 64, 3, accent)}${rect(-22, -30, 30, 2, mix(colors[i], paper, 0.4))}</g>`;
    })
    .join('');

export const map: Item = (ink, accent, paper) =>
  shadow(-62, -44, 124, 88) +
  rect(-62, -44, 124, 88, mix(paper, '#d9cba8', 0.4)) +
  stroke('M-20.7,-44 L-20.7,44 M20.7,-44 L20.7,44 M-62,0 L62,0', mix(paper, ink, 0.2), 0.8) +
  `<path d="M-62,-10 C-40,-24 -30,-4 -10,-16 C10,-30 20,-6 40,-20 C50,-26 56,-24 62,-28 L62,44 L-62,44 Z" fill="${mix(paper, '#9dc0b8', 0.55)}"/>` +
  stroke('M-40,24 C-20,10 0,30 16,12 C26,2 34,-4 44,-30', accent, 2, ' stroke-dasharray="4 3"') +
  circle(-40, 24, 3, accent) +
  circle(44, -30, 3, accent);

export const laptop: Item = (ink, _accent, paper) =>
  shadow(-56, -36, 112, 72, 4) +
  rect(-56, -36, 112, 72, mix(ink, '#9aa0a6', 0.55), ' rx="4"') +
  rect(-50, -30, 100, 28, mix(ink, '#000000', 0.2), ' rx="1"') +
  rect(-22, 8, 44, 22, mix(ink, '#9aa0a6', 0.4), ' rx="2"') +
  stroke('M-44,-20 L0,-20 M-44,-12 L20,-12', mix(paper, ink, 0.2), 2);

export const glasses: Item = (ink) =>
  circle(-16, 0, 13, 'none', ` stroke="${ink}" stroke-width="2.4"`) +
  circle(16, 0, 13, 'none', ` stroke="${ink}" stroke-width="2.4"`) +
  stroke('M-4,-2 Q0,-6 4,-2 M-29,-2 L-44,-8 M29,-2 L44,-8', ink, 2.2);

export const cup: Item = (_ink, _accent, paper) =>
  circle(2, 3, 26, '#000000', ' opacity="0.14"') +
  circle(0, 0, 26, paper) +
  circle(0, 0, 26, 'none', ` stroke="${mix(paper, '#000000', 0.12)}" stroke-width="1"`) +
  circle(0, 0, 15, mix(paper, '#000000', 0.08)) +
  circle(0, 0, 12, '#5a3a26') +
  `<rect x="14" y="-3" width="14" height="6" rx="3" fill="${paper}"/>`;

export const telephone: Item = (ink, _accent, paper) =>
  shadow(-32, -28, 64, 56, 10) +
  rect(-32, -28, 64, 56, '#8c2f2a', ' rx="10"') +
  circle(0, 4, 18, mix(paper, '#000000', 0.05)) +
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]
    .map((i) => circle(Math.cos(i * 0.55 - 1) * 12, 4 + Math.sin(i * 0.55 - 1) * 12, 2.4, ink))
    .join('') +
  rect(-36, -34, 72, 12, '#6f2521', ' rx="6"');

export const ticketWallet: Item = (_ink, accent, paper) =>
  shadow(-40, -24, 80, 48) +
  rect(-40, -24, 80, 48, mix(paper, accent, 0.6)) +
  rect(-40, -4, 80, 28, mix(paper, accent, 0.8)) +
  rect(-28, -20, 40, 4, paper);

export const suitcase: Item = (_ink, accent, paper) =>
  shadow(-60, -44, 120, 88, 8) +
  rect(-60, -44, 120, 88, '#7a5234', ' rx="8"') +
  rect(-54, -38, 108, 76, mix(paper, '#d9cba8', 0.3), ' rx="4"') +
  [0, 1, 2].map((i) => rect(-48, -32 + i * 24, 96, 20, i === 1 ? '#c9d6df' : paper, ' rx="3"')).join('') +
  rect(-60, -4, 120, 4, accent);

export const rings: Item = (_ink, accent, paper) =>
  shadow(-40, -30, 80, 60) +
  rect(-40, -30, 80, 60, paper) +
  stroke('M-30,-18 L30,-18 M-30,-10 L24,-10 M-30,-2 L28,-2', mix(paper, '#000000', 0.3), 1.2) +
  circle(-6, 14, 9, 'none', ` stroke="${accent}" stroke-width="3"`) +
  circle(8, 16, 8, 'none', ` stroke="${mix(accent, '#ffffff', 0.4)}" stroke-width="2.6"`);

export const envelope: Item = (_ink, accent, paper) =>
  shadow(-46, -30, 92, 60) +
  rect(-46, -30, 92, 60, paper) +
  stroke('M-46,-30 L0,4 L46,-30', mix(paper, '#000000', 0.2), 1) +
  circle(0, 4, 7, '#8c2f2a') +
  circle(0, 4, 4, accent, ' opacity="0.4"');

export const binoculars: Item = (ink) =>
  `<g transform="rotate(12)">${shadow(-26, -22, 52, 44, 8)}${rect(-26, -22, 22, 44, ink, ' rx="8"')}${rect(4, -22, 22, 44, ink, ' rx="8"')}${rect(-6, -8, 12, 16, ink)}${circle(-15, -14, 6, '#3a4a55')}${circle(15, -14, 6, '#3a4a55')}</g>`;

export const packingCubes: Item = () =>
  ['#2f4d63', '#93ad96', '#c8ab7f']
    .map((c, i) => `${shadow(-34 + i * 22, -30 + i * 8, 44, 34, 5)}${rect(-34 + i * 22, -30 + i * 8, 44, 34, c, ' rx="5"')}`)
    .join('');

export const mugs: Item = (_ink, _accent, paper) =>
  [-18, 18]
    .map(
      (dx) =>
        `${circle(dx + 2, 3, 16, '#000000', ' opacity="0.15"')}${circle(dx, 0, 16, '#5c4a3c')}${circle(dx, 0, 12, '#7a2e24')}${circle(dx - 3, -3, 3, paper, ' opacity="0.5"')}`,
    )
    .join('');

export const ornaments: Item = (_ink, accent) =>
  [
    [-22, -8, 14, '#8c2f2a'],
    [12, -14, 12, accent],
    [0, 16, 13, '#2f5d4d'],
    [30, 14, 9, '#c9d6df'],
  ]
    .map(
      ([x, y, r, c]) =>
        `${circle(Number(x) + 2, Number(y) + 3, Number(r), '#000000', ' opacity="0.15"')}${circle(Number(x), Number(y), Number(r), String(c))}${circle(Number(x) - Number(r) * 0.35, Number(y) - Number(r) * 0.35, Number(r) * 0.25, '#ffffff', ' opacity="0.6"')}`,
    )
    .join('');

export const paperStars: Item = (_ink, accent, paper) =>
  [
    [-20, -8, 18],
    [18, 10, 14],
  ]
    .map(([x, y, r]) => {
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
        const k = i % 2 ? r * 0.45 : r;
        return `${f(x + Math.cos(a) * k)},${f(y + Math.sin(a) * k)}`;
      });
      return `<path d="M${points.join(' L')} Z" fill="${mix(paper, accent, 0.3)}"/>`;
    })
    .join('');

export const candles: Item = (_ink, accent, paper) =>
  [-16, 16]
    .map((dx) => `${circle(dx, 0, 24, accent, ' opacity="0.18"')}${circle(dx, 0, 9, paper)}${circle(dx, 0, 3, '#f5c56b')}`)
    .join('');

export const champagne: Item = (_ink, accent) =>
  [-12, 12]
    .map(
      (dx) =>
        `${circle(dx, 0, 12, mix(accent, '#ffffff', 0.6), ' opacity="0.8"')}${circle(dx, 0, 12, 'none', ` stroke="${mix(accent, '#000000', 0.2)}" stroke-width="1"`)}`,
    )
    .join('');

export const roses: Item = (_ink, _accent, paper) =>
  [
    [-14, -6],
    [10, -12],
    [4, 12],
  ]
    .map(
      ([x, y]) =>
        `${circle(x, y, 12, '#6d8a5e')}${circle(x, y, 9, paper)}${circle(x, y, 5.5, mix(paper, '#c9b9a6', 0.5))}${circle(x, y, 2.5, paper)}`,
    )
    .join('');

export const guideBook: Item = (ink, accent, paper) =>
  shadow(-44, -32, 88, 64) +
  rect(-44, -32, 88, 64, paper) +
  stroke('M0,-32 L0,32', mix(paper, ink, 0.25), 1) +
  rect(-38, -24, 32, 22, mix(paper, accent, 0.5)) +
  stroke(
    'M-38,6 L-8,6 M-38,12 L-10,12 M-38,18 L-14,18 M8,-22 L38,-22 M8,-16 L36,-16 M8,-10 L38,-10 M8,-4 L30,-4 M8,2 L36,2',
    mix(paper, ink, 0.45),
    1.2,
  );

/** The desk's surface: warm wood with a faint grain, or a linen cloth. */
export function tableTop(width: number, height: number, wood: boolean, base: string): string {
  const grain: string[] = [];
  if (wood) {
    for (let y = 12; y < height; y += height / 22) {
      grain.push(
        `M0,${f(y)} C${f(width * 0.3)},${f(y + height * 0.012)} ${f(width * 0.6)},${f(y - height * 0.012)} ${f(width)},${f(y + height * 0.006)}`,
      );
    }
  }
  return (
    rect(0, 0, width, height, base) +
    (grain.length
      ? `<path d="${grain.join(' ')}" fill="none" stroke="${mix(base, '#000000', 0.12)}" stroke-width="${f(Math.max(1, height * 0.003))}" opacity="0.7"/>`
      : '')
  );
}

/** Lays items out around the focus: the first there and largest, the others around it, slightly turned. */
export function layOut(
  items: Item[],
  width: number,
  height: number,
  focus: { x: number; y: number },
  colours: { ink: string; accent: string; paper: string },
  rand: () => number,
): string {
  const unit = Math.min(width, height);
  const slots = [
    [0, 0, 0.6],
    [-0.42, 0.2, 0.4],
    [0.42, -0.22, 0.36],
    [0.44, 0.26, 0.32],
    [-0.4, -0.26, 0.3],
  ];
  return items
    .slice(0, slots.length)
    .map((item, i) => {
      const [dx, dy, size] = slots[i];
      const cx = Math.min(width - unit * 0.12, Math.max(unit * 0.12, focus.x * width + dx * unit * (width / height)));
      const cy = Math.min(height - unit * 0.12, Math.max(unit * 0.12, focus.y * height + dy * unit));
      const turn = (rand() - 0.5) * 16;
      const scale = (unit * size) / 100;
      return `<g transform="translate(${f(cx)},${f(cy)}) rotate(${f(turn)}) scale(${scale.toFixed(4)})">${item(colours.ink, colours.accent, colours.paper)}</g>`;
    })
    .join('');
}
