/** The pictures the editor uploads: their names made ones the site accepts, their bytes drawn again clean. */
import path from 'node:path';
import { ContentChoreError } from '../content/pages-admin.ts';

/** A file name the site accepts for a picture: lowercase words joined by hyphens (schemas/defs/image.schema.json). */
export function cleanImageName(name: string): string {
  const extension = /\.(jpe?g|png|webp)$/i.exec(name)?.[1].toLowerCase().replace('jpeg', 'jpg');
  if (!extension) throw new ContentChoreError('Choose a JPEG, PNG or WebP picture.');
  const stem =
    name
      .slice(0, name.lastIndexOf('.'))
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'picture';
  return `${stem}.${extension}`;
}

/** The largest picture the editor saves: a camera's photograph; the build makes the site's sizes from it. */
const MAX_PICTURE_MB = 20;
/** The kinds of picture the editor saves, by the extension their names end in. */
const FORMATS = { jpg: 'jpeg', png: 'png', webp: 'webp' } as const;
type Format = (typeof FORMATS)[keyof typeof FORMATS];

const ascii = (bytes: Buffer, start: number, end: number): string => bytes.subarray(start, end).toString('latin1');

/** The kind of picture the bytes begin as, whatever the name says; AVIF is told apart to be refused in words. */
function formatOf(bytes: Buffer): Format | 'avif' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/**
 * The picture to save for `bytes` uploaded as `target`: drawn again from its pixels in its own kind, so
 * nothing rides along with it (a page of HTML after a PNG's last chunk, a script in its metadata), and
 * without its metadata (a camera's place and serial number). The kind is read from the bytes; an SVG,
 * which can carry script the browser runs, or anything that is not a JPEG, PNG or WebP, or whose name
 * says another kind, or that cannot be drawn, is refused with what to do.
 */
export async function cleanPicture(bytes: Buffer, target: string): Promise<Buffer> {
  const name = path.basename(target);
  if (bytes.length > MAX_PICTURE_MB * 1024 * 1024)
    throw new ContentChoreError(
      `${name} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB: choose a picture of at most ${MAX_PICTURE_MB} MB (the site makes smaller copies of it for each screen).`,
    );
  const format = formatOf(bytes);
  if (format === 'avif')
    throw new ContentChoreError(
      `${name} is an AVIF picture, which the site does not take yet: save it as JPEG or WebP and try again.`,
    );
  if (!format)
    throw new ContentChoreError(
      /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString('utf8'))
        ? `${name} is an SVG drawing, which the editor does not take: it can carry script that would run on the site. Save it as PNG or WebP and try again.`
        : `${name} cannot be read as a picture: choose a JPEG, PNG or WebP file.`,
    );
  const expected = FORMATS[path.extname(name).slice(1) as keyof typeof FORMATS];
  if (format !== expected)
    throw new ContentChoreError(
      `${name} is a ${format.toUpperCase()} picture with another kind's name: rename it to end in .${Object.keys(FORMATS).find((k) => FORMATS[k as keyof typeof FORMATS] === format)} and try again.`,
    );
  // Loaded here, not with the development server's configuration, which every start reads.
  const { default: sharp } = await import('sharp');
  // Turned as the camera said it was held, since the note saying so is not kept.
  return sharp(bytes)
    .rotate()
    .toFormat(format)
    .toBuffer()
    .catch(() => {
      throw new ContentChoreError(`${name} cannot be read as a picture: choose a JPEG, PNG or WebP file.`);
    });
}
