/**
 * Stand-in films for content whose films have not arrived yet: a few seconds of slow push-in over the
 * film's poster art, drawn frame by frame with the placeholder pictures' own drawing (placeholderSvg),
 * so the film opens on exactly what its poster shows, and encoded as WebM and MP4 by ffmpeg.
 *
 * Only drawing a film needs ffmpeg; the films are committed, so building, validating and testing the
 * site never do. They are recorded in the pictures' registry (public/images/.placeholders.json, under
 * "films"), so a real film saved under the same name is never overwritten.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Focus } from '../../../../src/ui/focus.ts';
import { eachContentDocument, type ImageRole, type Subject } from '../references.ts';
import { placeholderSvg } from './landscapes.ts';
import { placeholderSize, type PlaceholderRecord } from './pictures.ts';
import { sha256 } from '../../hash.ts';

/** The frame of the video block (16:9, src/blocks/Video/Video.tsx), at a size that stays small. */
export const FILM = { width: 960, height: 540, fps: 24, seconds: 6, zoom: 1.12 } as const;

export interface FilmPoster extends Subject {
  src: string;
  role: ImageRole;
}

export interface FilmReference {
  /** Site path, such as /videos/expedition-cruises/antarctic-zodiac.webm. */
  src: string;
  /** The picture shown before the film plays: the film is drawn from its art. */
  poster?: FilmPoster;
  /** Project-relative files that mention it. */
  files: string[];
}

const isFocus = (value: unknown): value is Focus =>
  typeof value === 'object' && value !== null && typeof (value as Focus).x === 'number' && typeof (value as Focus).y === 'number';

function posterOf(image: unknown, role: ImageRole): FilmPoster | undefined {
  if (typeof image !== 'object' || image === null) return undefined;
  const { src, alt, focus } = image as Record<string, unknown>;
  if (typeof src !== 'string' || !src.startsWith('/images/')) return undefined;
  return { src, role, ...(typeof alt === 'string' && alt ? { alt } : {}), ...(isFocus(focus) ? { focus } : {}) };
}

/**
 * Every film named in a `sources` list under `contentDir`, with its poster: a video block's `poster`,
 * or for a hero's background film its first slide's picture.
 */
export function findFilmReferences(contentDir: string, displayRoot = path.dirname(contentDir)) {
  const found = new Map<string, FilmReference>();
  const failures: { file: string; message: string }[] = [];
  const visit = (value: unknown, file: string, heroPoster: FilmPoster | undefined): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, file, heroPoster);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const firstSlide = Array.isArray(record.slides) ? (record.slides[0] as Record<string, unknown> | undefined) : undefined;
    const slidePoster = posterOf(firstSlide?.image, 'slide') ?? heroPoster;
    if (Array.isArray(record.sources)) {
      const poster = posterOf(record.poster, 'default') ?? slidePoster;
      for (const src of record.sources) {
        if (typeof src !== 'string' || !src.startsWith('/videos/')) continue;
        const existing = found.get(src);
        if (!existing) found.set(src, { src, files: [file], ...(poster ? { poster } : {}) });
        else if (!existing.files.includes(file)) existing.files.push(file);
      }
    }
    for (const child of Object.values(record)) visit(child, file, slidePoster);
  };
  failures.push(...eachContentDocument(contentDir, displayRoot, (document, file) => visit(document, file, undefined)));
  return { references: [...found.values()].sort((a, b) => a.src.localeCompare(b.src)), failures };
}

export type FilmAction = 'create' | 'regenerate' | 'keep-film' | 'keep-placeholder';

export interface FilmPlanItem extends FilmReference {
  /** Absolute path of the file under public/. */
  file: string;
  /** Its key in the registry's "films": the path under public/, such as videos/safari.webm. */
  key: string;
  action: FilmAction;
}

/** What to do with each film: as planPlaceholders does for pictures, a file is rewritten only when it is ours. */
export function planFilms(references: FilmReference[], publicDir: string, record: PlaceholderRecord, force: boolean) {
  return references.map((reference): FilmPlanItem => {
    const file = path.join(publicDir, reference.src);
    const key = reference.src.replace(/^\//, '');
    let action: FilmAction = 'create';
    if (existsSync(file)) {
      const ours = record[key] !== undefined && record[key] === sha256(readFileSync(file));
      action = !ours ? 'keep-film' : force ? 'regenerate' : 'keep-placeholder';
    }
    return { ...reference, file, key, action };
  });
}

/** A rectangle of the poster's art, in the art's own units. */
export interface Crop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of the poster art frame `index` shows. The first frame is the 16:9 crop the page shows of
 * the poster (object-fit: cover at its focus, src/ui/focus.ts), so pressing play does not jump; the
 * view then closes in on the focus, eased at both ends.
 */
export function filmCrop(artWidth: number, artHeight: number, focus: Focus | undefined, index: number, frames: number): Crop {
  const ratio = FILM.width / FILM.height;
  const { x: fx, y: fy } = focus ?? { x: 0.5, y: 0.5 };
  const startWidth = Math.min(artWidth, artHeight * ratio);
  const t = frames > 1 ? index / (frames - 1) : 0;
  const eased = (1 - Math.cos(Math.PI * t)) / 2;
  const width = startWidth / (1 + (FILM.zoom - 1) * eased);
  const height = width / ratio;
  return { x: (artWidth - width) * fx, y: (artHeight - height) * fy, width, height };
}

/** One frame as raw RGB pixels, drawn from the poster's SVG with the crop as its view box. */
async function drawFrame(svg: string, art: { width: number; height: number }, crop: Crop): Promise<Buffer> {
  const framed = svg.replace(
    `width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}"`,
    `width="${FILM.width}" height="${FILM.height}" viewBox="${crop.x.toFixed(2)} ${crop.y.toFixed(2)} ${crop.width.toFixed(2)} ${crop.height.toFixed(2)}" preserveAspectRatio="none"`,
  );
  return sharp(Buffer.from(framed)).removeAlpha().raw().toBuffer();
}

/** Flags that keep ffmpeg's output the same bytes on every run: no encoder name, no clock, one thread. */
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1', '-threads', '1'];

const ENCODERS: Record<string, string[]> = {
  '.webm': ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '2', '-pix_fmt', 'yuv420p'],
  // Baseline-compatible 4:2:0 H.264 plays in every browser; faststart lets it start before it has all come.
  '.mp4': ['-c:v', 'libx264', '-preset', 'slow', '-crf', '23', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
};

export const FILM_FORMATS = Object.keys(ENCODERS);

/** The ffmpeg to run: FFMPEG from the environment, or the one on the PATH. */
export const ffmpegCommand = (): string => process.env.FFMPEG ?? 'ffmpeg';

function run(args: string[], frames: AsyncIterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegCommand(), args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `ffmpeg was not found (${ffmpegCommand()}). Install it (apt-get install ffmpeg, brew install ffmpeg) or name it in FFMPEG, and run again`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg failed: ${errors.trim().split('\n').at(-1)}`)),
    );
    void (async () => {
      try {
        for await (const frame of frames) {
          if (!child.stdin.write(frame)) await new Promise((r) => child.stdin.once('drain', r));
        }
      } catch (error) {
        child.kill();
        reject(error as Error);
      }
      child.stdin.end();
    })();
  });
}

/** The film at `src` (its extension chooses WebM or MP4), drawn from its poster's art, as bytes. */
export async function renderFilm(src: string, poster: FilmPoster | undefined): Promise<Buffer> {
  const extension = path.posix.extname(src);
  const encoder = ENCODERS[extension];
  if (!encoder) throw new Error(`a stand-in film can only be drawn as ${FILM_FORMATS.join(' or ')}`);
  // Without a poster the film is drawn as a picture of its own name would be.
  const artSrc = poster?.src ?? src.replace(/^\/videos\//, '/images/').replace(/\.[a-z0-9]+$/, '.jpg');
  const art = placeholderSize(poster?.role ?? 'default');
  const svg = placeholderSvg(artSrc, art.width, art.height, poster ?? {});
  const count = FILM.fps * FILM.seconds;
  async function* frames(): AsyncIterable<Buffer> {
    for (let i = 0; i < count; i++) yield drawFrame(svg, art, filmCrop(art.width, art.height, poster?.focus, i, count));
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'film-'));
  try {
    const out = path.join(folder, `film${extension}`);
    const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${FILM.width}x${FILM.height}`, '-framerate', `${FILM.fps}`];
    await run(['-v', 'error', '-y', ...input, '-i', 'pipe:0', '-an', ...encoder, ...BITEXACT, out], frames());
    return readFileSync(out);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
