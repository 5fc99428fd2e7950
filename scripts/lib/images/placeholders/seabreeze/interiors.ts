/** The hotel's rooms and amenities indoors: the room's shell (back wall, floor, the window on the Gulf and its light) and what stands in it. */
import { f, mix } from '../paint.ts';
import type { SeabreezeScene } from '../seabreeze.ts';
import { band, ellipse, FABRICS, FLOORS, glow, gulfView, LINEN, poly, rect, WALLS, type Canvas } from './canvas.ts';
import { bed, chair, lamp, rug, sideTable, sofa, table } from './furniture.ts';

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

/** The interiors: a back wall with a window on the Gulf, and what the room is for in front of it. */
export function interior(c: Canvas, scene: SeabreezeScene): void {
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
