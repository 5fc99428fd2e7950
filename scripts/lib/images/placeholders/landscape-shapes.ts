/** The shapes the landscapes are built of: ridges of land, trees, a town's skyline and a sailing boat. */
import { f } from './paint.ts';

/**
 * A horizon line as a sum of waves: its height at any x, and the filled shape below it as a smooth
 * curve. `peaks` folds the main wave into pointed summits (mountains); without it the line rolls.
 * The shape runs past the picture's edges, so no crop ever shows where it ends.
 */
export function ridge(rand: () => number, width: number, height: number, baseY: number, amplitude: number, peaks: boolean) {
  const waves = peaks
    ? [
        { frequency: 1.2 + rand() * 1.2, phase: rand() * Math.PI * 2, weight: 1, fold: true },
        { frequency: 2.6 + rand() * 1.6, phase: rand() * Math.PI * 2, weight: 0.35, fold: true },
        { frequency: 7 + rand() * 4, phase: rand() * Math.PI * 2, weight: 0.05, fold: false },
      ]
    : Array.from({ length: 3 }, (_, i) => ({
        frequency: (0.5 + rand() * 1) * (i + 1),
        phase: rand() * Math.PI * 2,
        weight: 1 / (i + 1) ** 1.3,
        fold: false,
      }));
  const y = (x: number): number => {
    let sum = 0;
    for (const w of waves) {
      const s = Math.sin((x / width) * Math.PI * w.frequency + w.phase);
      sum += w.weight * (w.fold ? 1 - 2 * Math.abs(s) : s);
    }
    return baseY - sum * amplitude;
  };
  const steps = peaks ? 160 : 60;
  const margin = width * 0.05;
  const xy: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -margin + (i / steps) * (width + 2 * margin);
    xy.push([x, y(x)]);
  }
  // Catmull-Rom through the points, as cubic Béziers; folded summits keep their points.
  const bottom = height + margin;
  let d = `M${-margin},${bottom} L${xy[0][0].toFixed(1)},${xy[0][1].toFixed(1)}`;
  for (let i = 0; i < xy.length - 1; i++) {
    const [p0, p1, p2, p3] = [xy[Math.max(0, i - 1)], xy[i], xy[i + 1], xy[Math.min(xy.length - 1, i + 2)]];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return { y, d: `${d} L${width + margin},${bottom} Z` };
}

const LAND_LAYERS = 4;

/** The lie of the land a landscape is drawn on. */
export type Terrain = 'hills' | 'mountains' | 'savannah' | 'desert' | 'city';

/**
 * The land's layers from the farthest to the nearest: rolling hills or savannah, or for mountains two
 * peaked ranges in front of the horizon and two rolling foothills below them.
 */
export function landLayers(rand: () => number, scene: Terrain, width: number, height: number, horizon: number, unit: number) {
  const peaks = scene === 'mountains';
  const nearest = LAND_LAYERS - 1;
  return Array.from({ length: LAND_LAYERS }, (_, i) => {
    const t = i / nearest;
    const baseY = peaks
      ? horizon - unit * (0.1 - t * 0.1) + (height - horizon) * t * 0.55
      : horizon + (height - horizon) * t * 0.62;
    const amplitude =
      unit *
      (peaks
        ? i < 2
          ? 0.13 - i * 0.04
          : 0.025
        : scene === 'savannah' || scene === 'city'
          ? 0.012 + t * 0.01
          : scene === 'desert'
            ? 0.05 + t * 0.03
            : 0.035 + t * 0.02);
    const snowy = peaks && i < 2;
    return { t, baseY, amplitude, snowy, shape: ridge(rand, width, height, baseY, amplitude, snowy) };
  });
}

/** The highest point of the land between x0 and x1 (the smallest y). */
export function summitBetween(layers: ReturnType<typeof landLayers>, x0: number, x1: number): number {
  let top = Infinity;
  for (const { shape } of layers) for (let x = x0; x <= x1; x += (x1 - x0) / 24) top = Math.min(top, shape.y(x));
  return top;
}

/** An umbrella acacia standing at (x, ground), `s` tall. */
export function acacia(x: number, ground: number, s: number, fill: string): string {
  const top = ground - s;
  const w = s * 1.5;
  return (
    `<path d="M${f(x - s * 0.03)},${f(ground)} L${f(x - s * 0.015)},${f(top + s * 0.28)} L${f(x - s * 0.3)},${f(top + s * 0.12)} L${f(x - s * 0.27)},${f(top + s * 0.09)} L${f(x)},${f(top + s * 0.22)} L${f(x + s * 0.25)},${f(top + s * 0.08)} L${f(x + s * 0.28)},${f(top + s * 0.11)} L${f(x + s * 0.035)},${f(top + s * 0.3)} L${f(x + s * 0.04)},${f(ground)} Z" fill="${fill}"/>` +
    `<path d="M${f(x - w / 2)},${f(top + s * 0.12)} C${f(x - w * 0.42)},${f(top - s * 0.02)} ${f(x - w * 0.15)},${f(top - s * 0.06)} ${f(x)},${f(top - s * 0.05)} C${f(x + w * 0.2)},${f(top - s * 0.07)} ${f(x + w * 0.44)},${f(top - s * 0.01)} ${f(x + w / 2)},${f(top + s * 0.1)} C${f(x + w * 0.2)},${f(top + s * 0.15)} ${f(x - w * 0.2)},${f(top + s * 0.16)} ${f(x - w / 2)},${f(top + s * 0.12)} Z" fill="${fill}"/>`
  );
}

/** A Tuscan cypress: a tall flame, `s` tall. */
export function cypress(x: number, ground: number, s: number, fill: string): string {
  const w = s * 0.1;
  return `<path d="M${f(x)},${f(ground - s)} C${f(x + w * 0.9)},${f(ground - s * 0.7)} ${f(x + w * 1.1)},${f(ground - s * 0.2)} ${f(x + w * 0.25)},${f(ground + 2)} L${f(x - w * 0.25)},${f(ground + 2)} C${f(x - w * 1.1)},${f(ground - s * 0.2)} ${f(x - w * 0.9)},${f(ground - s * 0.7)} ${f(x)},${f(ground - s)} Z" fill="${fill}"/>`;
}

/** A spruce as three stacked tiers, `s` tall. */
export function spruce(x: number, ground: number, s: number, fill: string): string {
  const tiers = [0, 0.3, 0.58].map((t, i) => {
    const top = ground - s + t * s;
    const w = s * (0.2 + i * 0.08);
    const base = top + s * (0.42 + i * 0.02);
    return `M${f(x)},${f(top)} L${f(x + w)},${f(base)} L${f(x - w)},${f(base)} Z`;
  });
  return `<path d="${tiers.join(' ')} M${f(x - s * 0.03)},${f(ground + 2)} L${f(x - s * 0.03)},${f(ground - s * 0.05)} L${f(x + s * 0.03)},${f(ground - s * 0.05)} L${f(x + s * 0.03)},${f(ground + 2)} Z" fill="${fill}"/>`;
}

/**
 * A row of buildings standing on `baseY`: blocks of varied width and height, some crowned with a dome
 * or a spire, across the whole width. At night some windows are lit.
 */
export function skyline(rand: () => number, width: number, baseY: number, unit: number, fill: string, lit?: string): string {
  const shapes: string[] = [];
  const windows: string[] = [];
  for (let x = -width * 0.02; x < width * 1.02;) {
    const w = unit * (0.04 + rand() * 0.07);
    const h = unit * (0.05 + rand() ** 1.5 * 0.17);
    const top = baseY - h;
    shapes.push(
      `M${f(x)},${f(baseY + unit * 0.05)} L${f(x)},${f(top)} L${f(x + w)},${f(top)} L${f(x + w)},${f(baseY + unit * 0.05)} Z`,
    );
    const crown = rand();
    if (crown < 0.12)
      shapes.push(`M${f(x + w * 0.12)},${f(top)} A${f(w * 0.38)},${f(w * 0.42)} 0 0 1 ${f(x + w * 0.88)},${f(top)} Z`);
    else if (crown < 0.22)
      shapes.push(`M${f(x + w * 0.38)},${f(top)} L${f(x + w / 2)},${f(top - unit * 0.07)} L${f(x + w * 0.62)},${f(top)} Z`);
    if (lit) {
      const size = unit * 0.008;
      for (let wy = top + size * 2; wy < baseY - size; wy += size * 3) {
        for (let wx = x + size * 1.5; wx < x + w - size * 1.5; wx += size * 2.6) {
          if (rand() < 0.3) windows.push(`M${f(wx)},${f(wy)} h${f(size)} v${f(size * 1.3)} h${f(-size)} Z`);
        }
      }
    }
    x += w + unit * rand() * 0.012;
  }
  const lights = windows.length ? `<path d="${windows.join(' ')}" fill="${lit}" opacity="0.8"/>` : '';
  return `<path d="${shapes.join(' ')}" fill="${fill}"/>${lights}`;
}

/** A small sailing boat on the water line at (x, y), `s` tall, sails facing the light. */
export function sail(x: number, y: number, s: number, fill: string, sunSide: number): string {
  const k = sunSide < 0 ? -1 : 1;
  return (
    `<path d="M${f(x)},${f(y - s)} L${f(x)},${f(y - s * 0.12)} L${f(x + k * s * 0.5)},${f(y - s * 0.12)} Z" fill="${fill}"/>` +
    `<path d="M${f(x - k * s * 0.06)},${f(y - s * 0.82)} L${f(x - k * s * 0.06)},${f(y - s * 0.12)} L${f(x - k * s * 0.36)},${f(y - s * 0.12)} Z" fill="${fill}"/>` +
    `<path d="M${f(x - s * 0.42)},${f(y - s * 0.08)} L${f(x + s * 0.5)},${f(y - s * 0.08)} L${f(x + s * 0.36)},${f(y)} L${f(x - s * 0.3)},${f(y)} Z" fill="${fill}"/>`
  );
}
