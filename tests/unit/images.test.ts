import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildManifest,
  manifestModule,
  responsiveImages,
  scanImages,
  variantBytes,
  variantPath,
  variantWidths,
  VIRTUAL_ID,
  type ImageManifestEntry,
} from '../../scripts/lib/vite/pictures.ts';
import { findImageReferences } from '../../scripts/lib/images/references.ts';
import { imageEntriesUrl } from '../../src/runtime/image-entries-url.ts';
import { placeholderSvg } from '../../scripts/lib/images/placeholders/landscapes.ts';
import {
  placeholderSize,
  planPlaceholders,
  renderPlaceholder,
  type PlaceholderRecord,
} from '../../scripts/lib/images/placeholders/pictures.ts';
import { sha256 } from '../../scripts/lib/hash.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'images-test-'));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A fresh folder inside the test's temporary root. */
const folder = (name: string): string => {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

const write = (file: string, data: string | Buffer): void => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
};

const jpeg = (width: number, height: number, background = '#c8b08a'): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Runs the virtual module's code as the browser would and returns its default export. */
const evaluateModule = (code: string): Record<string, ImageManifestEntry> =>
  new Function(code.replace('export default manifest;', 'return manifest;'))() as Record<string, ImageManifestEntry>;

describe('placeholder references', () => {
  it('finds every /images/ src at any depth and marks pictures in a slides array', () => {
    const content = folder('refs/content');
    write(
      path.join(content, 'site.json'),
      JSON.stringify({
        nav: [{ hoverImage: { src: '/images/nav/a.jpg', alt: '' } }],
        logo: { src: 'https://cdn.example/x.png' },
      }),
    );
    write(
      path.join(content, 'pages/home.json'),
      JSON.stringify({
        blocks: [
          { type: 'hero', slides: [{ image: { src: '/images/home/one.jpg', alt: '' } }] },
          {
            type: 'tile-grid',
            items: [{ image: { src: '/images/home/two.jpg', alt: '' } }, { image: { src: '/images/nav/a.jpg', alt: '' } }],
          },
        ],
      }),
    );
    write(path.join(content, 'data/gallery.json'), JSON.stringify([{ id: 'g1', src: '/images/gallery/g1.jpg', alt: '' }]));
    write(path.join(content, 'pages/broken.json'), '{ "blocks": [ }');

    const { references, failures } = findImageReferences(content, path.dirname(content));
    expect(references.map((r) => [r.src, r.role])).toEqual([
      ['/images/gallery/g1.jpg', 'default'],
      ['/images/home/one.jpg', 'slide'],
      ['/images/home/two.jpg', 'default'],
      ['/images/nav/a.jpg', 'default'],
    ]);
    expect(references.find((r) => r.src === '/images/nav/a.jpg')?.files).toEqual([
      'content/pages/home.json',
      'content/site.json',
    ]);
    expect(failures.map((f) => f.file)).toEqual(['content/pages/broken.json']);
  });

  it('gives hero slides the wide 16:9 size and everything else 4:3', () => {
    expect(placeholderSize('slide')).toEqual({ width: 2400, height: 1350 });
    expect(placeholderSize('default')).toEqual({ width: 1600, height: 1200 });
  });

  it('never plans to overwrite a file it did not write, even with --force', async () => {
    const publicDir = folder('plan/public');
    const imagesDir = path.join(publicDir, 'images');
    const photo = await jpeg(64, 48, '#223344');
    const ours = await jpeg(64, 48, '#ddccbb');
    write(path.join(imagesDir, 'home/photo.jpg'), photo);
    write(path.join(imagesDir, 'home/ours.jpg'), ours);
    write(path.join(imagesDir, 'home/replaced.jpg'), photo);
    // `replaced.jpg` was a stand-in once; a photograph has since been saved over it.
    const record: PlaceholderRecord = { 'home/ours.jpg': sha256(ours), 'home/replaced.jpg': sha256(ours) };
    const refs = ['photo', 'ours', 'replaced', 'new'].map((name) => ({
      src: `/images/home/${name}.jpg`,
      role: name === 'new' ? ('slide' as const) : ('default' as const),
      files: ['content/pages/home.json'],
    }));

    const actions = (force: boolean) =>
      Object.fromEntries(planPlaceholders(refs, publicDir, record, force).map((p) => [path.basename(p.src), p.action]));
    expect(actions(false)).toEqual({
      'photo.jpg': 'keep-photo',
      'ours.jpg': 'keep-placeholder',
      'replaced.jpg': 'keep-photo',
      'new.jpg': 'create',
    });
    expect(actions(true)).toEqual({
      'photo.jpg': 'keep-photo',
      'ours.jpg': 'regenerate',
      'replaced.jpg': 'keep-photo',
      'new.jpg': 'create',
    });
    const created = planPlaceholders(refs, publicDir, record, false).find((p) => p.action === 'create');
    expect(created && [created.width, created.height]).toEqual([2400, 1350]);
  });
});

describe('placeholder pictures', () => {
  it('are JPEGs of the asked size, the same for the same path and different for another', async () => {
    const a = await renderPlaceholder('/images/home/tuscany.jpg', 320, 180);
    const again = await renderPlaceholder('/images/home/tuscany.jpg', 320, 180);
    const b = await renderPlaceholder('/images/home/maldives.jpg', 320, 180);
    const meta = await sharp(a).metadata();
    expect([meta.format, meta.width, meta.height, meta.isProgressive]).toEqual(['jpeg', 320, 180, true]);
    expect(sha256(again)).toBe(sha256(a));
    expect(sha256(b)).not.toBe(sha256(a));
  });

  it('carry no text', () => {
    for (const src of ['/images/home/paris.jpg', '/images/nav/faqs.jpg', '/images/pages/coming-soon.jpg']) {
      expect(placeholderSvg(src, 1600, 1200)).not.toMatch(/<text|<tspan/);
    }
  });
});

describe('variant widths', () => {
  it('never upscale and include the original width when it is below the largest', () => {
    expect(variantWidths(2400)).toEqual([480, 960, 1440, 2400]);
    expect(variantWidths(4000)).toEqual([480, 960, 1440, 2400]);
    expect(variantWidths(1600)).toEqual([480, 960, 1440, 1600]);
    expect(variantWidths(960)).toEqual([480, 960]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe('image manifest', () => {
  let publicDir: string;
  let cacheDir: string;

  beforeAll(async () => {
    publicDir = folder('manifest/public');
    cacheDir = folder('manifest/cache');
    const images = path.join(publicDir, 'images');
    write(path.join(images, 'home/wide.jpg'), await jpeg(2000, 1000));
    write(
      path.join(images, 'small.png'),
      await sharp({ create: { width: 300, height: 200, channels: 4, background: '#88aa99ff' } })
        .png()
        .toBuffer(),
    );
    // Stored 400×200 with EXIF orientation 6: it displays as 200×400.
    write(
      path.join(images, 'phone.jpg'),
      await sharp({ create: { width: 400, height: 200, channels: 3, background: '#556677' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    write(
      path.join(images, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40"/></svg>',
    );
    write(path.join(images, '.placeholders.json'), '{}');
    write(path.join(images, 'notes.txt'), 'not a picture');
  });

  it('gives each picture its displayed size and a WebP srcset from smallest to largest', async () => {
    const { images, problems } = await scanImages({ publicDir, cacheDir });
    expect(problems).toEqual([]);
    const manifest = buildManifest(images, '/');
    expect(Object.keys(manifest).sort()).toEqual([
      '/images/home/wide.jpg',
      '/images/logo.svg',
      '/images/phone.jpg',
      '/images/small.png',
    ]);

    const wide = manifest['/images/home/wide.jpg'];
    expect([wide.width, wide.height, wide.type]).toEqual([2000, 1000, 'image/webp']);
    const candidates = wide.srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['480w', '960w', '1440w', '2000w']);
    for (const [url, w] of candidates) expect(url).toMatch(new RegExp(`^/assets/images/home/wide-${w}\\.[0-9a-f]{8}\\.webp$`));

    expect(manifest['/images/phone.jpg']).toMatchObject({ width: 200, height: 400 });
    expect(manifest['/images/small.png'].srcset).toMatch(/^\/assets\/images\/small-300w\.[0-9a-f]{8}\.webp 300w$/);
    expect(manifest['/images/logo.svg']).toMatchObject({ width: 120, height: 40, srcset: '' });
  });

  it('ships as a module that builds exactly the map computed in Node, under any base', async () => {
    const { images } = await scanImages({ publicDir, cacheDir });
    for (const base of ['/', '/site/']) {
      expect(evaluateModule(manifestModule(images, base))).toEqual(buildManifest(images, base));
    }
  });

  it('encodes variants at their width, upright, and reuses the cached file', async () => {
    const { images } = await scanImages({ publicDir, cacheDir });
    const phone = images.find((i) => i.src === '/images/phone.jpg');
    if (!phone) throw new Error('phone.jpg was not scanned');
    const bytes = await variantBytes(phone, 200, cacheDir);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 400]);
    const cached = readdirSync(path.join(cacheDir, 'variants'));
    expect(cached).toContain(path.basename(variantPath(phone, 200)));
    expect(sha256(await variantBytes(phone, 200, cacheDir))).toBe(sha256(bytes));
  });

  it('changes the variant names when a picture is replaced', async () => {
    const file = path.join(publicDir, 'images/home/wide.jpg');
    const before = (await scanImages({ publicDir, cacheDir })).images.find((i) => i.src === '/images/home/wide.jpg');
    write(file, await jpeg(2000, 1000, '#101820'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const after = (await scanImages({ publicDir, cacheDir })).images.find((i) => i.src === '/images/home/wide.jpg');
    expect(after?.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(after?.hash).not.toBe(before?.hash);
  });

  it('reports a file that is not a readable picture', async () => {
    const brokenPublic = folder('broken/public');
    write(path.join(brokenPublic, 'images/bad.jpg'), 'not a jpeg');
    const { images, problems } = await scanImages({ publicDir: brokenPublic, cacheDir: folder('broken/cache') });
    expect(images).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('public/images/bad.jpg: cannot be read as a picture')]);
  });
});

describe('the Vite plugin', () => {
  it("emits every variant the manifest names, and each folder's entries, in the client build only", async () => {
    const project = folder('vite');
    write(path.join(project, 'public/images/home/card.jpg'), await jpeg(1200, 900));
    write(path.join(project, 'public/images/home/rooms/suite.jpg'), await jpeg(800, 600));
    write(path.join(project, 'index.js'), `import manifest from '${VIRTUAL_ID}';\nexport default manifest;\n`);
    const cacheDir = path.join(project, '.cache/images');
    const run = async (ssr: boolean) =>
      (await build({
        root: project,
        configFile: false,
        logLevel: 'silent',
        plugins: [responsiveImages({ cacheDir })],
        build: {
          write: false,
          ssr: ssr ? 'index.js' : undefined,
          copyPublicDir: false,
          rollupOptions: ssr ? undefined : { input: path.join(project, 'index.js'), preserveEntrySignatures: 'strict' },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const output = (result: Rolldown.RolldownOutput | Rolldown.RolldownOutput[]) =>
      (Array.isArray(result) ? result[0] : result).output;

    const client = output(await run(false));
    const assets = client
      .filter((o) => o.type === 'asset' && o.fileName.includes('/card-'))
      .map((o) => o.fileName)
      .sort();
    // Sorted as strings: 1200w comes first.
    expect(assets).toEqual(
      ['1200w', '480w', '960w'].map((w) =>
        expect.stringMatching(new RegExp(`^assets/images/home/card-${w}\\.[0-9a-f]{8}\\.webp$`)),
      ),
    );
    // A folder's file holds its own pictures' entries, those of no other folder, at the address the browser derives.
    const { images } = await scanImages({ publicDir: path.join(project, 'public'), cacheDir });
    const manifest = buildManifest(images, '/');
    const folderFile = (src: string) => {
      const file = client.find((o) => o.type === 'asset' && `/${o.fileName}` === imageEntriesUrl(src));
      return file?.type === 'asset' ? (JSON.parse(String(file.source)) as unknown) : undefined;
    };
    expect(imageEntriesUrl('/images/home/card.jpg')).toBe('/image-entries/images/home.json');
    expect(folderFile('/images/home/card.jpg')).toEqual({ '/images/home/card.jpg': manifest['/images/home/card.jpg'] });
    expect(folderFile('/images/home/rooms/suite.jpg')).toEqual({
      '/images/home/rooms/suite.jpg': manifest['/images/home/rooms/suite.jpg'],
    });
    const clientCode = client
      .filter((o) => o.type === 'chunk')
      .map((o) => o.code)
      .join('\n');
    for (const file of assets) expect(clientCode).toContain(path.basename(file).replace(/-\d+w\..*$/, ''));

    const server = output(await run(true));
    expect(server.filter((o) => o.type === 'asset')).toEqual([]);
    const hash = /\.([0-9a-f]{8})\.webp$/.exec(assets[0])?.[1];
    expect(
      server
        .filter((o) => o.type === 'chunk')
        .map((o) => o.code)
        .join('\n'),
    ).toContain(hash);
    expect(readFileSync(path.join(cacheDir, 'sources.json'), 'utf8')).toContain('home/card.jpg');
  }, 60_000);
});
