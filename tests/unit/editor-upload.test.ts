import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkPicture } from '../../scripts/lib/dev/editor.ts';

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8a96a' } })
    .png()
    .toBuffer();

describe('a picture dropped or chosen in the editor', () => {
  it('is saved when the build can read it as the kind its name says', async () => {
    await expect(checkPicture(await png(), 'public/images/uploads/sand.png')).resolves.toBeUndefined();
    const jpeg = await sharp(await png())
      .jpeg()
      .toBuffer();
    await expect(checkPicture(jpeg, 'public/images/uploads/sand.jpg')).resolves.toBeUndefined();
  });

  it('is refused, with what to do, when it is no picture, another kind than its name, or too large', async () => {
    await expect(checkPicture(Buffer.from('not a picture'), 'public/images/uploads/fake.png')).rejects.toThrow(
      'fake.png cannot be read as a picture: choose a JPEG, PNG, WebP or SVG file.',
    );
    await expect(checkPicture(await png(), 'public/images/uploads/sand.jpg')).rejects.toThrow(
      "sand.jpg is a PNG picture with another kind's name: rename it to end in .png and try again.",
    );
    await expect(checkPicture(Buffer.alloc(21 * 1024 * 1024), 'public/images/uploads/huge.jpg')).rejects.toThrow(
      'huge.jpg is 21.0 MB: choose a picture of at most 20 MB',
    );
  });
});
