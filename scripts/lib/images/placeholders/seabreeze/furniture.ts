/** The furniture and plants the hotel's rooms and grounds are furnished with, each drawn standing on its ground line. */
import { f, mix } from '../paint.ts';
import { ellipse, glow, LINEN, poly, rect, type Canvas } from './canvas.ts';

export function lamp(c: Canvas, x: number, ground: number, s: number, on: boolean): void {
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

export function bed(c: Canvas, cx: number, floorY: number, w: number, accent: string, headboard: string): void {
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

export function sideTable(c: Canvas, x: number, floorY: number, withLamp: boolean): void {
  const { unit } = c;
  c.body.push(rect(x - unit * 0.05, floorY - unit * 0.14, unit * 0.1, unit * 0.14, mix('#b8946d', '#000000', 0.15)));
  if (withLamp) lamp(c, x, floorY - unit * 0.14, unit * 0.2, true);
}

export function sofa(c: Canvas, cx: number, floorY: number, w: number, fabric: string, accents: string[]): void {
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

export function rug(c: Canvas, cx: number, y: number, w: number, color: string): void {
  c.body.push(ellipse(cx, y, w / 2, c.unit * 0.07, color, ' opacity="0.75"'));
}

export function table(c: Canvas, cx: number, top: number, w: number, legs: number, color: string, cloth?: string): void {
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

export function chair(c: Canvas, cx: number, ground: number, s: number, color: string, facing: number): void {
  c.body.push(rect(cx - s * 0.25, ground - s * 0.5, s * 0.5, s * 0.07, color));
  c.body.push(rect(cx + facing * s * 0.22 - s * 0.03, ground - s, s * 0.06, s, color));
  c.body.push(rect(cx - facing * s * 0.22 - s * 0.025, ground - s * 0.5, s * 0.05, s * 0.5, color));
  c.body.push(
    `<rect x="${f(cx + facing * s * 0.1 - s * 0.12)}" y="${f(ground - s * 0.95)}" width="${f(s * 0.24)}" height="${f(s * 0.35)}" rx="${f(s * 0.06)}" fill="${mix(color, '#ffffff', 0.5)}" transform="rotate(${f(facing * 8)} ${f(cx)} ${f(ground - s * 0.8)})"/>`,
  );
}

export function palm(c: Canvas, x: number, ground: number, s: number, color: string): void {
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

export function lounger(c: Canvas, x: number, ground: number, s: number, color: string): void {
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

export function parasol(c: Canvas, x: number, ground: number, s: number, canopy: string): void {
  c.body.push(rect(x - s * 0.012, ground - s, s * 0.024, s, '#8c7a66'));
  c.body.push(
    `<path d="M${f(x - s * 0.45)},${f(ground - s * 0.82)} Q${f(x)},${f(ground - s * 1.12)} ${f(x + s * 0.45)},${f(ground - s * 0.82)} Z" fill="${canopy}"/>`,
  );
}
