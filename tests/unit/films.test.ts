import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filmCrop, findFilmReferences, FILM, planFilms } from '../../scripts/lib/images/placeholders/films.ts';
import { sha256 } from '../../scripts/lib/hash.ts';
import { readRecord, writeRecord } from '../../scripts/lib/images/placeholders/pictures.ts';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { readJsonFolder, readPublicFiles, readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { validateDocuments } from '../../src/validation/index.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'films-test-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('film references', () => {
  it('finds a video block’s films with its poster, and a hero’s film with its first slide', () => {
    const content = path.join(root, 'content');
    mkdirSync(path.join(content, 'pages'), { recursive: true });
    const poster = { src: '/images/pages/a/film.jpg', alt: 'A glacier at dawn', focus: { x: 0.3, y: 0.4 } };
    writeFileSync(
      path.join(content, 'pages/a.json'),
      JSON.stringify({
        blocks: [
          {
            type: 'hero',
            slides: [{ image: { src: '/images/pages/a/hero.jpg', alt: 'A desert' } }],
            video: { sources: ['/videos/a/loop.webm'] },
          },
          { type: 'video', sources: ['/videos/a/film.webm', '/videos/a/film.mp4'], title: 'Ice', poster },
        ],
      }),
    );
    writeFileSync(path.join(content, 'pages/broken.json'), '{');
    const { references, failures } = findFilmReferences(content, root);
    expect(references).toEqual([
      { src: '/videos/a/film.mp4', files: ['content/pages/a.json'], poster: { ...poster, role: 'default' } },
      { src: '/videos/a/film.webm', files: ['content/pages/a.json'], poster: { ...poster, role: 'default' } },
      {
        src: '/videos/a/loop.webm',
        files: ['content/pages/a.json'],
        poster: { src: '/images/pages/a/hero.jpg', alt: 'A desert', role: 'slide' },
      },
    ]);
    expect(failures.map((f) => f.file)).toEqual(['content/pages/broken.json']);
  });

  it('every film the site’s content names exists and is either recorded as a stand-in or a film of the agency’s', () => {
    const { references, failures } = findFilmReferences(contentDir, projectRoot);
    expect(failures).toEqual([]);
    expect(references.length).toBeGreaterThan(0);
    const plan = planFilms(references, publicDir, readRecord(path.join(publicDir, 'images'), 'films'), false);
    expect(plan.filter((item) => item.action === 'create').map((item) => item.src)).toEqual([]);
    // Every video block's film is one of ours until the agency's arrive, and small: a few hundred kB at most.
    for (const item of plan.filter((i) => i.poster?.role === 'default')) {
      expect(item.action, item.src).toBe('keep-placeholder');
      expect(readFileSync(item.file).length, item.src).toBeLessThan(300 * 1024);
    }
  });
});

describe('planning films', () => {
  it('draws a missing film, redraws its own only when asked, and never touches a film it did not make', () => {
    const publicRoot = path.join(root, 'public');
    mkdirSync(path.join(publicRoot, 'videos'), { recursive: true });
    writeFileSync(path.join(publicRoot, 'videos/ours.webm'), 'stand-in');
    writeFileSync(path.join(publicRoot, 'videos/theirs.webm'), 'the agency’s film');
    writeFileSync(path.join(publicRoot, 'videos/replaced.webm'), 'a film saved over a stand-in');
    const record = {
      'videos/ours.webm': sha256('stand-in'),
      'videos/replaced.webm': sha256('the stand-in it replaced'),
    };
    const refs = ['ours', 'theirs', 'replaced', 'missing'].map((name) => ({ src: `/videos/${name}.webm`, files: [] }));
    const actions = (force: boolean) =>
      Object.fromEntries(planFilms(refs, publicRoot, record, force).map((item) => [item.key, item.action]));
    expect(actions(false)).toEqual({
      'videos/ours.webm': 'keep-placeholder',
      'videos/theirs.webm': 'keep-film',
      'videos/replaced.webm': 'keep-film',
      'videos/missing.webm': 'create',
    });
    expect(actions(true)['videos/ours.webm']).toBe('regenerate');
    expect(actions(true)['videos/theirs.webm']).toBe('keep-film');
  });

  it('keeps the pictures’ part of the registry when the films’ part is written, and the other way round', () => {
    const imagesDir = path.join(root, 'registry/images');
    writeRecord(imagesDir, { 'a.jpg': 'hash-a' });
    writeRecord(imagesDir, { 'videos/a.webm': 'hash-film' }, 'films');
    writeRecord(imagesDir, { 'a.jpg': 'hash-a', 'b.jpg': 'hash-b' });
    expect(readRecord(imagesDir)).toEqual({ 'a.jpg': 'hash-a', 'b.jpg': 'hash-b' });
    expect(readRecord(imagesDir, 'films')).toEqual({ 'videos/a.webm': 'hash-film' });
  });
});

describe('the film’s frames', () => {
  const frames = FILM.fps * FILM.seconds;
  const ratio = FILM.width / FILM.height;

  it('opens on the 16:9 crop the page shows of the poster, at its focus', () => {
    // A 4:3 poster in a 16:9 box with object-fit: cover and object-position 30% 80%.
    expect(filmCrop(1600, 1200, { x: 0.3, y: 0.8 }, 0, frames)).toEqual({
      x: 0,
      y: (1200 - 900) * 0.8,
      width: 1600,
      height: 900,
    });
    expect(filmCrop(1600, 1200, undefined, 0, frames).y).toBe(150);
  });

  it('closes in on the focus smoothly, keeps its proportions and never leaves the art', () => {
    const crops = Array.from({ length: frames }, (_, i) => filmCrop(1600, 1200, { x: 0.7, y: 0.35 }, i, frames));
    expect(crops.at(-1)?.width).toBeCloseTo(1600 / FILM.zoom, 6);
    for (const [i, crop] of crops.entries()) {
      expect(crop.width / crop.height).toBeCloseTo(ratio, 6);
      expect(crop.x).toBeGreaterThanOrEqual(0);
      expect(crop.y).toBeGreaterThanOrEqual(0);
      expect(crop.x + crop.width).toBeLessThanOrEqual(1600 + 1e-9);
      expect(crop.y + crop.height).toBeLessThanOrEqual(1200 + 1e-9);
      if (i > 0) {
        const step = crops[i - 1].width - crop.width;
        expect(step).toBeGreaterThanOrEqual(0);
        // Eased: no frame jumps more than twice the average step.
        expect(step).toBeLessThan((2 * (1600 - 1600 / FILM.zoom)) / (frames - 1));
      }
    }
  });
});

describe('a video block in content', () => {
  const schemas = readSchemas(schemasDir);
  const publicFiles = readPublicFiles(publicDir);
  const pages = readJsonFolder(path.join(contentDir, 'pages'));
  const FILE = 'content/pages/small-ship-cruises.json';

  /** The real content with the small-ship page's first video block changed; that page's problems, formatted. */
  function problemsWith(change: (block: Record<string, unknown>) => void): string[] {
    const page = JSON.parse(new TextDecoder().decode(pages.get(FILE))) as { blocks: Record<string, unknown>[] };
    const block = page.blocks.find((b) => b.type === 'video');
    if (!block) throw new Error(`${FILE} has no video block`);
    change(block);
    const documents = new Map<string, string | Uint8Array>([
      ...pages,
      ...readJsonFolder(path.join(contentDir, 'data')),
      ...readJsonFolder(path.join(contentDir, 'frames')),
      ['content/routes.json', readFileSync(path.join(contentDir, 'routes.json'))],
      ['content/site.json', readFileSync(path.join(contentDir, 'site.json'))],
      [FILE, JSON.stringify(page, null, 2)],
    ]);
    return validateDocuments({ documents, schemas, compile: compileSchemas, publicFiles })
      .problems.filter((p) => p.file === FILE)
      .map((p) => `${p.path} ${p.code}: ${p.message}`);
  }

  it('is valid with its own film', () => {
    expect(problemsWith(() => undefined)).toEqual([]);
  });

  it('without a film says what it needs', () => {
    const problems = problemsWith((block) => delete block.sources);
    expect(problems).toEqual([
      `blocks[2] (video) › provider missing-property: Add "provider" (a video block needs its film: either sources, files of the site's own, or provider and videoId, a video at a video service).`,
      'blocks[2] (video) › videoId missing-property: Add "videoId".',
    ]);
  });

  it('refuses a film and a video service at once', () => {
    const problems = problemsWith((block) => Object.assign(block, { provider: 'youtube', videoId: 'abc' }));
    expect(problems).toEqual(
      ['provider', 'videoId'].map(
        (key) =>
          `blocks[2] (video) › ${key} schema-rule: cannot be given together with what is beside it here. Keep one of the two.`,
      ),
    );
  });

  it('names a film that is not in public/', () => {
    const problems = problemsWith((block) => (block.sources = ['/videos/small-ship-cruises/adriatic-dya.webm']));
    expect(problems).toEqual([
      expect.stringMatching(
        /^blocks\[2\] \(video\) › sources\[0\] missing-image: file .*adriatic-dya\.webm.* does not exist in public\/\./,
      ),
    ]);
  });
});
