/** The hotel's grounds: the pool, the terraces, the garden, the fire pit, the residences and the beach under the Gulf's sky. */
import { HERO_FOCUS } from '../../../../../src/ui/focus.ts';
import { f, mix } from '../paint.ts';
import type { SeabreezeScene } from '../seabreeze.ts';
import { band, ellipse, FABRICS, glow, gulfView, isHero, LINEN, poly, rect, vertical, type Canvas } from './canvas.ts';
import { chair, lounger, palm, parasol, table } from './furniture.ts';

/** The outdoor scenes: the Gulf, the grounds and the residences. */
export function outdoor(c: Canvas, scene: SeabreezeScene): void {
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
