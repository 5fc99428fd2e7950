import { describe, expect, it } from 'vitest';
import { addImageEntries, imageEntry, picturesIn, recordImageEntries } from '../../src/runtime/image-entries.ts';

const entry = (width: number) => ({
  width,
  height: width / 2,
  srcset: `/a-${width}w.webp ${width}w`,
  type: 'image/webp' as const,
});

describe('image entries', () => {
  it("records the pictures a render shows, and returns only theirs, for the page's data", async () => {
    addImageEntries({ '/images/a.jpg': entry(480), '/images/b.jpg': entry(960), '/images/c.jpg': entry(1440) });
    const { result, images } = await recordImageEntries(async () => {
      imageEntry('/images/c.jpg');
      imageEntry('/images/a.jpg');
      imageEntry('/images/a.jpg');
      return 'markup';
    });
    expect(result).toBe('markup');
    expect(images).toEqual({ '/images/a.jpg': entry(480), '/images/c.jpg': entry(1440) });
  });

  it('adds the pictures a page names but may show only later, and finds them at any depth', async () => {
    const page = {
      blocks: [{ type: 'hero', slides: [{ image: { src: '/images/b.jpg', alt: '' } }, { image: { src: '/images/c.jpg' } }] }],
    };
    expect(picturesIn(page)).toEqual(['/images/b.jpg', '/images/c.jpg']);
    const { images } = await recordImageEntries(async () => imageEntry('/images/a.jpg'), picturesIn(page));
    expect(Object.keys(images)).toEqual(['/images/a.jpg', '/images/b.jpg', '/images/c.jpg']);
  });

  it('stops recording after the render, even one that fails', async () => {
    await expect(
      recordImageEntries(async () => {
        imageEntry('/images/a.jpg');
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    const { images } = await recordImageEntries(async () => undefined);
    expect(images).toEqual({});
    expect(imageEntry('/images/b.jpg')).toEqual(entry(960));
  });
});
