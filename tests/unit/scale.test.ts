import { describe, expect, it } from 'vitest';
import { scaleOption, scaleTable } from '../../scripts/lib/bench/scale.ts';
import { workTable, type WorkTimings } from '../../scripts/lib/bench/scale-work.ts';
import { batches } from '../../scripts/lib/build/prerender/pool.ts';
import { blockPreloads } from '../../scripts/lib/build/prerender/prerender.ts';
import { progressLine } from '../../scripts/lib/progress.ts';
import { createRoutes } from '../../src/app/routes.tsx';
import { CATALOGUE_PATH } from '../../src/catalogue/path.ts';

const work: WorkTimings = {
  validateMs: 4200,
  validateGateMs: 3100,
  changedMs: 1900,
  changedGateMs: 620,
  devRootMs: 2500,
  devPageMs: 2900,
  saveShownMs: 180,
  editorListMs: 1400,
  editorFormMs: 1300,
  editorCheckedMs: 2700,
};

/** A recorder standing in for stdout, with a clock the test moves. */
function output(isTTY: boolean) {
  let time = 0;
  const written: string[] = [];
  return {
    out: { isTTY, write: (text: string) => written.push(text) },
    now: () => time,
    advance: (ms: number) => (time += ms),
    written,
  };
}

describe('the prerender progress line', () => {
  it('in a log, writes a plain line every 10 s with pages done, total and pages per second, and no carriage return', () => {
    const { out, now, advance, written } = output(false);
    const progress = progressLine(1000, out, now);
    for (let i = 0; i < 400; i++) {
      advance(50);
      progress.tick();
    }
    progress.end();
    expect(written).toEqual(['  prerendering: 200 / 1000 pages, 20 pages/s\n', '  prerendering: 400 / 1000 pages, 20 pages/s\n']);
    expect(written.join('')).not.toContain('\r');
  });

  it('on a terminal, rewrites one line in place and clears it at the end', () => {
    const { out, now, advance, written } = output(true);
    const progress = progressLine(10, out, now);
    for (let i = 0; i < 10; i++) {
      advance(100);
      progress.tick();
    }
    progress.end();
    expect(written.length).toBeGreaterThan(1);
    expect(written.slice(0, -1).every((text) => text.startsWith('\r  prerendering: ') && !text.includes('\n'))).toBe(true);
    expect(written.at(-1)).toBe('\r\x1b[K');
  });
});

describe('cost per page', () => {
  it('the router has two routes whatever the number of pages: the catalogue and one that resolves every path', () => {
    expect(createRoutes().map((route) => route.path)).toEqual([CATALOGUE_PATH, '*']);
  });

  it("finds the entry's chunks once per manifest, and still leaves them out of every page's preloads", () => {
    let entryLookups = 0;
    const manifest: Record<string, { file: string; imports?: string[]; isEntry?: boolean }> = {
      '_runtime.js': { file: 'assets/runtime-1.js' },
      'src/blocks/Hero/Hero.tsx': { file: 'assets/Hero-1.js', imports: ['_runtime.js'] },
    };
    Object.defineProperty(manifest, 'index.html', {
      enumerable: true,
      get: () => {
        entryLookups += 1;
        return { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] };
      },
    });
    for (let i = 0; i < 100; i++) expect(blockPreloads(manifest, ['hero'])).toEqual([{ href: '/assets/Hero-1.js' }]);
    // Read while finding the entry, then while walking from it: not once per page.
    expect(entryLookups).toBeLessThanOrEqual(2);
  });
});

describe('npm run bench -- --scale', () => {
  it('takes page counts separated by commas, and refuses anything else with an example', () => {
    expect(scaleOption(['node', 'bench.ts', '--scale', '1000,10000'])).toEqual([1000, 10000]);
    expect(scaleOption(['node', 'bench.ts', '--scale=500'])).toEqual([500]);
    expect(scaleOption(['node', 'bench.ts'])).toBeUndefined();
    expect(() => scaleOption(['node', 'bench.ts', '--scale', 'many'])).toThrow('such as --scale 1000,10000');
  });

  it('prints validating and the development server beside their goals, and whether each is met', () => {
    expect(
      workTable([{ pages: 10_000, work }])
        .split('\n')
        .slice(2),
    ).toEqual([
      '| 10,000 | npm run validate | 4.2 s (gate 3.1 s) | 5.0 s | yes |',
      '| 10,000 | validate --changed, 1 page | 0.62 s in the gate (1.9 s wall) | 0.50 s | no |',
      '| 10,000 | npm run dev answers / | 2.5 s (a page: 2.9 s) | 3.0 s | yes |',
      '| 10,000 | a page saved → painted | 0.18 s | 0.20 s | yes |',
      "| 10,000 | editor: list of pages shown; a page's form, the check's answer | 1.4 s; 1.3 s, 2.7 s | — | — |",
    ]);
  });

  it('prints stage times with the cost per page, memory, output and what a visitor downloads', () => {
    const table = scaleTable([
      {
        pages: 1000,
        timings: [
          { stage: 'validate content', ms: 1500, cpuMs: 1500, peakRssMb: 300 },
          { stage: 'client build', ms: 9000, cpuMs: 9000, peakRssMb: 900 },
          { stage: 'server bundle', ms: 1000, cpuMs: 1000, peakRssMb: 850 },
          { stage: 'prerender', ms: 20_000, cpuMs: 36_000, peakRssMb: 700 },
          { stage: 'precompress', ms: 500, cpuMs: 500, peakRssMb: 300 },
        ],
        totalMs: 32_000,
        peakRssMb: 900.4,
        outputMb: 120.2,
        firstLoadJsGzip: 126_000,
        pageChunksBytes: 300,
        onePageMs: 4200,
        routeMovedMs: 5300,
        unchangedMs: 1100,
        work,
      },
    ]);
    expect(table.split('\n')[2]).toBe(
      '| 1,000 | 1.5 s | 9.0 s | 1.0 s | 20.0 s (20.0 ms/page, CPU 36.0 ms/page) | — | 0.5 s | 32.0 s | 48.0 s | 32.0 ms | 900 MB (client build) | 120 MB | 123.0 kB | 0.3 kB | 4.2 s | 5.3 s | 1.1 s |',
    );
  });
});

describe('the prerender threads', () => {
  it("hands out a page's paths together and in the site's order, so the first of them writes the page's files", () => {
    const paths = ['/a', '/b', '/a-alias', '/c', '/d', '/b-alias'];
    const jobs = paths.map((urlPath) => ({ urlPath, file: `${urlPath}.html` }));
    const pageOf = (urlPath: string): string => urlPath.replace('-alias', '');
    const handed = batches(jobs, pageOf);
    expect(handed.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const page of ['a', 'b', 'c', 'd'].map((id) => `/${id}`)) {
      const holding = handed.filter((batch) => batch.some((i) => pageOf(paths[i] as string) === page));
      expect(holding).toHaveLength(1);
      const own = holding[0]?.filter((i) => pageOf(paths[i] as string) === page);
      expect(own).toEqual([...(own ?? [])].sort((x, y) => x - y));
    }
  });

  it('keeps batches small enough to share the last pages out between threads', () => {
    const jobs = Array.from({ length: 1000 }, (_, i) => ({ urlPath: `/p${i}`, file: '' }));
    const handed = batches(jobs, (urlPath) => urlPath);
    expect(handed.length).toBeGreaterThanOrEqual(25);
    expect(handed.flat()).toEqual(jobs.map((_, i) => i));
  });
});
