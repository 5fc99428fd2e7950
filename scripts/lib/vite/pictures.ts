/**
 * Responsive images for every picture under public/images.
 *
 * Each picture keeps its original file as the fallback `src` and gets WebP copies at a few widths
 * (never wider than the original). The virtual module `virtual:image-manifest` tells the components
 * each picture's intrinsic size (so the browser reserves its box: no layout shift) and its WebP srcset;
 * the browser fetches the same entries a folder at a time (`folderEntryFiles`), never all of them.
 *
 * The variants' names carry a hash of the original's bytes and of the encoder settings, so they can be
 * cached for a year, and the client and server builds compute the same names without sharing state.
 * Encoded variants are kept in .cache/images/ between runs: a build only encodes what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Plugin, ResolvedConfig, ViteDevServer } from 'vite';
import { IMAGE_ENTRIES_PREFIX, imageEntriesUrl } from '../../../src/runtime/image-entries-url.ts';
import { writeAtomic } from '../write-atomic.ts';

/** Widths of the WebP variants, smallest first: phones, tablets and small laptops, large and 2x screens. */
export const VARIANT_WIDTHS: readonly number[] = [480, 960, 1440, 2400];

/**
 * Encoder settings; any change here changes every variant's name, so browsers fetch the new files.
 * Measured on this site's pictures: effort 2 encodes twice as fast as the default 4 for 5% more bytes,
 * and smartSubsample doubles the time again for no visible gain, so a cold build stays affordable.
 */
export const WEBP_OPTIONS = { quality: 74, effort: 2 } as const;
const SETTINGS_KEY = `webp-q${WEBP_OPTIONS.quality}-e${WEBP_OPTIONS.effort}-v1`;

export const VIRTUAL_ID = 'virtual:image-manifest';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** Files that get WebP variants; SVG is listed in the manifest for its size only. */
const RASTER = /\.(?:jpe?g|png|webp)$/i;
const VECTOR = /\.svg$/i;

/** Where variants are written in the build output and served from by the dev server. */
export const VARIANTS_DIR = 'assets/images';

export interface SourceImage {
  /** The path content uses, such as /images/home/paris.jpg. */
  src: string;
  file: string;
  /** Displayed size (after EXIF orientation), in pixels. */
  width: number;
  height: number;
  /** 8 hex digits from the file's bytes and the encoder settings. */
  hash: string;
  /** Widths of the WebP variants, ascending; empty for SVG. */
  variants: number[];
}

export interface ImageManifestEntry {
  width: number;
  height: number;
  /** WebP variants, smallest first, as a srcset with width descriptors; empty for vector images. */
  srcset: string;
  type: 'image/webp';
}

/**
 * The variant widths for a picture `intrinsic` pixels wide: every standard width below it, and the
 * picture's own width when it is narrower than the largest standard width (never upscaled).
 */
export function variantWidths(intrinsic: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const sorted = [...new Set(widths)].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1];
  const below = sorted.filter((w) => w < intrinsic);
  return intrinsic <= largest ? [...below, intrinsic] : sorted;
}

/** `assets/images/home/paris-960w.1a2b3c4d.webp` for /images/home/paris.jpg at 960 px. */
export function variantPath(image: Pick<SourceImage, 'src' | 'hash'>, width: number): string {
  const stem = image.src.replace(/^\/images\//, '').replace(/\.[^./]+$/, '');
  return `${VARIANTS_DIR}/${stem}-${width}w.${image.hash}.webp`;
}

const VARIANT_URL = new RegExp(`^${VARIANTS_DIR}/.+-(\\d+)w\\.([0-9a-f]{8})\\.webp$`);

export function manifestEntry(image: SourceImage, base: string): ImageManifestEntry {
  return {
    width: image.width,
    height: image.height,
    srcset: image.variants.map((w) => `${base}${variantPath(image, w)} ${w}w`).join(', '),
    type: 'image/webp',
  };
}

export function buildManifest(images: SourceImage[], base: string): Record<string, ImageManifestEntry> {
  return Object.fromEntries(images.map((image) => [image.src, manifestEntry(image, base)]));
}

/**
 * The files the browser fetches a folder's entries from (src/runtime/image-entries-url.ts), by address:
 * each the part of `buildManifest` for the pictures of one folder, not of its subfolders.
 */
export function folderEntryFiles(images: SourceImage[], base: string): Map<string, Record<string, ImageManifestEntry>> {
  const files = new Map<string, Record<string, ImageManifestEntry>>();
  for (const image of images) {
    const url = imageEntriesUrl(image.src);
    const entries = files.get(url) ?? {};
    entries[image.src] = manifestEntry(image, base);
    files.set(url, entries);
  }
  return files;
}

/**
 * The virtual module's code. It ships to every visitor, so it carries compact rows and builds the
 * srcset strings when it runs; `buildManifest` computes the same map in Node (a test keeps them equal).
 */
export function manifestModule(images: SourceImage[], base: string): string {
  const rows = images.map((i) => [i.src.replace(/^\/images\//, ''), i.width, i.height, i.hash, i.variants]);
  return [
    `const prefix = ${JSON.stringify(`${base}${VARIANTS_DIR}/`)};`,
    `const rows = ${JSON.stringify(rows)};`,
    'const manifest = {};',
    'for (const [path, width, height, hash, widths] of rows) {',
    "  const stem = prefix + path.replace(/\\.[^./]+$/, '');",
    "  const srcset = widths.map((w) => `${stem}-${w}w.${hash}.webp ${w}w`).join(', ');",
    "  manifest['/images/' + path] = { width, height, srcset, type: 'image/webp' };",
    '}',
    'export default manifest;',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Reading the pictures, with a cache of what was learnt about each file

interface CachedSource {
  mtimeMs: number;
  size: number;
  width: number;
  height: number;
  hash: string;
}

interface SourceIndex {
  settings: string;
  sources: Record<string, CachedSource>;
}

export interface ImageScan {
  images: SourceImage[];
  /** Files under public/images that could not be read as pictures. */
  problems: string[];
}

const toPosix = (p: string): string => p.split(path.sep).join('/');

function listFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...listFiles(full));
    else if (RASTER.test(entry.name) || VECTOR.test(entry.name)) found.push(full);
  }
  return found.sort();
}

function readIndex(cacheDir: string): SourceIndex {
  const file = path.join(cacheDir, 'sources.json');
  try {
    const index = JSON.parse(readFileSync(file, 'utf8')) as SourceIndex;
    if (index.settings === SETTINGS_KEY && index.sources && typeof index.sources === 'object') return index;
  } catch {
    // A missing or damaged cache only costs a re-read of the pictures.
  }
  return { settings: SETTINGS_KEY, sources: {} };
}

/**
 * Every picture under `<publicDir>/images` with its size and hash. Files whose modification time
 * and size are unchanged since the last scan are not read again.
 */
export async function scanImages(options: {
  publicDir: string;
  cacheDir: string;
  widths?: readonly number[];
}): Promise<ImageScan> {
  const imagesDir = path.join(options.publicDir, 'images');
  const index = readIndex(options.cacheDir);
  const fresh: SourceIndex = { settings: SETTINGS_KEY, sources: {} };
  const images: SourceImage[] = [];
  const problems: string[] = [];
  let changed = false;
  for (const file of listFiles(imagesDir)) {
    const key = toPosix(path.relative(imagesDir, file));
    const src = `/images/${key}`;
    const stat = statSync(file);
    let known = index.sources[key];
    if (!known || known.mtimeMs !== stat.mtimeMs || known.size !== stat.size) {
      changed = true;
      try {
        const bytes = readFileSync(file);
        const meta = await sharp(bytes).metadata();
        const width = meta.autoOrient?.width ?? meta.width;
        const height = meta.autoOrient?.height ?? meta.height;
        if (!width || !height) throw new Error('it has no width or height');
        const hash = createHash('sha256').update(SETTINGS_KEY).update(bytes).digest('hex').slice(0, 8);
        known = { mtimeMs: stat.mtimeMs, size: stat.size, width, height, hash };
      } catch (error) {
        problems.push(
          `public${src}: cannot be read as a picture (${(error as Error).message}). Replace it with a JPEG, PNG, WebP or SVG file.`,
        );
        continue;
      }
    }
    fresh.sources[key] = known;
    const variants = RASTER.test(file) ? variantWidths(known.width, options.widths) : [];
    images.push({ src, file, width: known.width, height: known.height, hash: known.hash, variants });
  }
  if (changed || Object.keys(index.sources).length !== Object.keys(fresh.sources).length) {
    writeAtomic(path.join(options.cacheDir, 'sources.json'), `${JSON.stringify(fresh)}\n`);
  }
  return { images, problems };
}

/** The WebP variant's bytes, from the cache or freshly encoded (and then cached). */
export async function variantBytes(image: SourceImage, width: number, cacheDir: string): Promise<Buffer> {
  const cached = path.join(cacheDir, 'variants', cacheName(image, width));
  if (existsSync(cached)) return readFileSync(cached);
  const bytes = await sharp(image.file).autoOrient().resize({ width, withoutEnlargement: true }).webp(WEBP_OPTIONS).toBuffer();
  writeAtomic(cached, bytes);
  return bytes;
}

/** One flat folder: the hash already tells two pictures apart, the path only helps a person reading it. */
const cacheName = (image: SourceImage, width: number): string =>
  `${image.src
    .replace(/^\/images\//, '')
    .replace(/\.[^./]+$/, '')
    .replace(/\//g, '--')}-${width}w.${image.hash}.webp`;

/** Removes cached variants that no current picture produces (old versions of replaced photographs). */
export function pruneVariantCache(images: SourceImage[], cacheDir: string): number {
  const folder = path.join(cacheDir, 'variants');
  if (!existsSync(folder)) return 0;
  const keep = new Set(images.flatMap((image) => image.variants.map((w) => cacheName(image, w))));
  let removed = 0;
  for (const name of readdirSync(folder)) {
    if (!keep.has(name)) {
      rmSync(path.join(folder, name), { force: true });
      removed++;
    }
  }
  return removed;
}

interface Encoded {
  variants: { image: SourceImage; width: number; bytes: Buffer }[];
  failures: string[];
}

/** Runs `work` over `items`, `limit` at a time, and waits for all of them. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

// ---------------------------------------------------------------------------------------------
// The Vite plugin

export interface ResponsiveImagesOptions {
  /** Folder for encoded variants and the scan index; default `.cache/images` under the Vite root. */
  cacheDir?: string;
  /** Variant widths; default VARIANT_WIDTHS. */
  widths?: readonly number[];
}

/**
 * Serves `virtual:image-manifest` (in client and server builds alike), writes the WebP variants into
 * the client build under assets/images/, and serves them from the dev server, encoding on first request.
 */
export function responsiveImages(options: ResponsiveImagesOptions = {}): Plugin {
  let config: ResolvedConfig;
  let cacheDir = '';
  let scanning: Promise<ImageScan> | undefined;
  let variantsReady: Promise<Encoded> | undefined;

  const scan = (): Promise<ImageScan> => {
    scanning ??= scanImages({ publicDir: config.publicDir, cacheDir, widths: options.widths });
    return scanning;
  };

  const encodeAll = async (images: SourceImage[]): Promise<Encoded> => {
    const jobs = images.flatMap((image) => image.variants.map((width) => ({ image, width })));
    const encoded: Encoded = { variants: [], failures: [] };
    await eachLimited(jobs, Math.max(1, availableParallelism()), async ({ image, width }) => {
      try {
        encoded.variants.push({ image, width, bytes: await variantBytes(image, width, cacheDir) });
      } catch (error) {
        encoded.failures.push(`public${image.src} at ${width} px: ${(error as Error).message}`);
      }
    });
    return encoded;
  };

  return {
    name: 'responsive-images',

    configResolved(resolved) {
      config = resolved;
      cacheDir = options.cacheDir ?? path.join(resolved.root, '.cache/images');
    },

    buildStart() {
      // Encoding starts now so that it overlaps with bundling; generateBundle waits for it.
      if (this.environment.mode !== 'build' || this.environment.config.consumer !== 'client') return;
      scanning = undefined;
      variantsReady = scan().then(({ images }) => encodeAll(images));
      // A failed scan is reported by load(); this only keeps Node from calling the rejection unhandled meanwhile.
      variantsReady.catch(() => undefined);
    },

    // The filters let the bundler skip calling into JavaScript for every other module.
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL_ID}$`) },
      handler: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    },

    load: {
      filter: { id: new RegExp(`^\0${VIRTUAL_ID}$`) },
      async handler(id) {
        if (id !== RESOLVED_ID) return undefined;
        const { images, problems } = await scan();
        if (problems.length > 0) {
          if (this.environment.mode === 'build') this.error(`Some pictures cannot be used:\n${problems.join('\n')}`);
          for (const problem of problems) config.logger.warn(problem);
        }
        return manifestModule(images, config.base);
      },
    },

    async generateBundle() {
      if (!variantsReady) return;
      const started = performance.now();
      const { variants, failures } = await variantsReady;
      if (failures.length > 0) this.error(`Some WebP variants could not be made:\n${failures.join('\n')}`);
      for (const { image, width, bytes } of variants) {
        this.emitFile({ type: 'asset', fileName: variantPath(image, width), source: bytes });
      }
      const { images } = await scan();
      for (const [url, entries] of folderEntryFiles(images, config.base))
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: JSON.stringify(entries) });
      pruneVariantCache(images, cacheDir);
      const waited = Math.round(performance.now() - started);
      config.logger.info(
        `responsive-images: ${variants.length} WebP variants of ${images.length} pictures (waited ${waited} ms for encoding)`,
      );
    },

    configureServer(server: ViteDevServer) {
      const imagesDir = path.join(config.publicDir, 'images');
      const onChange = (file: string): void => {
        if (!file.startsWith(imagesDir + path.sep)) return;
        scanning = undefined;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', onChange);
      server.watcher.on('change', onChange);
      server.watcher.on('unlink', onChange);

      // A folder's entries, from the pictures as they are now.
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(IMAGE_ENTRIES_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        scan()
          .then(({ images }) => {
            // Only the folder asked for: the others' srcsets are not made at each request.
            const wanted = decodeURIComponent(url);
            const entries = folderEntryFiles(
              images.filter((image) => imageEntriesUrl(image.src) === wanted),
              config.base,
            ).get(wanted);
            res.statusCode = entries ? 200 : 404;
            res.setHeader('Content-Type', entries ? 'application/json' : 'text/plain; charset=utf-8');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(entries ? JSON.stringify(entries) : 'No pictures in that folder.');
          })
          .catch(next);
      });

      const prefix = `${config.base}${VARIANTS_DIR}/`;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        const serve = async (): Promise<void> => {
          const match = VARIANT_URL.exec(decodeURIComponent(url.slice(config.base.length)));
          const { images } = await scan();
          const width = match ? Number(match[1]) : 0;
          const image = match ? images.find((i) => i.hash === match[2] && variantPath(i, width) === match[0]) : undefined;
          if (!image || !image.variants.includes(width)) {
            res.statusCode = 404;
            res.end('No such image variant: the picture may have changed; reload the page.');
            return;
          }
          const bytes = await variantBytes(image, width, cacheDir);
          res.setHeader('Content-Type', 'image/webp');
          res.setHeader('Content-Length', bytes.length);
          // The name changes whenever the picture does.
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          res.end(req.method === 'HEAD' ? undefined : bytes);
        };
        serve().catch(next);
      });
    },
  };
}
