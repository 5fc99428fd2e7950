import { describe, expect, it } from 'vitest';
import {
  editorOriginOf,
  fileAt,
  previewAddress,
  previewFileOf,
  previewOrigin,
  PREVIEW_HOSTNAME,
} from '../../src/editor/addresses.ts';

describe("the preview's origin", () => {
  it('is the same server under the preview host name, for each editor host name', () => {
    for (const editor of ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173']) {
      const preview = new URL(previewAddress(new URL(`${editor}/edit/our-story`)));
      expect(preview.origin).toBe(`http://${PREVIEW_HOSTNAME}:5173`);
      expect(preview.origin).toBe(previewOrigin(new URL(editor)));
      // The preview reads the editor's origin back from its own address.
      expect(editorOriginOf(preview)).toBe(editor);
    }
  });

  it("names no editor but a loopback editor host of the preview's own scheme and port", () => {
    const named = (editor: string) =>
      editorOriginOf(new URL(`http://${PREVIEW_HOSTNAME}:5173/edit/__preview?editor=${encodeURIComponent(editor)}`));
    expect(named('https://evil.example')).toBeUndefined();
    expect(named(`http://${PREVIEW_HOSTNAME}:5173`)).toBeUndefined();
    expect(named('http://localhost:4173')).toBeUndefined();
    expect(named('https://localhost:5173')).toBeUndefined();
    expect(named('http://localhost:5173/edit')).toBeUndefined();
    expect(named('not an address')).toBeUndefined();
    expect(editorOriginOf(new URL(`http://${PREVIEW_HOSTNAME}:5173/edit/__preview`))).toBeUndefined();
  });

  it("names a page's file, which the preview opens with, and no other file", () => {
    const editor = new URL('http://localhost:5173/edit/our-story');
    const withFile = (file?: string) => new URL(previewAddress(editor, undefined, file));
    const page = withFile('content/pages/our story & more.json');
    expect(previewFileOf(page.search)).toBe('content/pages/our story & more.json');
    expect(editorOriginOf(page)).toBe('http://localhost:5173');
    expect(previewFileOf(withFile('content/site.json').search)).toBeUndefined();
    expect(previewFileOf(withFile().search)).toBeUndefined();
    expect(previewFileOf('?file=content%2Fsite.json')).toBeUndefined();
  });
});

describe('fileAt', () => {
  it('reads a page, any other content file, or the list from an editor address', () => {
    expect(fileAt('/edit/our-story')).toBe('content/pages/our-story.json');
    expect(fileAt('/edit/our-story/')).toBe('content/pages/our-story.json');
    expect(fileAt('/edit/file/content/site.json')).toBe('content/site.json');
    expect(fileAt('/edit/caf%C3%A9')).toBe('content/pages/café.json');
    expect(fileAt('/edit')).toBeUndefined();
    expect(fileAt('/edit/')).toBeUndefined();
  });

  it('leaves a malformed escape as it is rather than throwing', () => {
    expect(fileAt('/edit/%E0%A4%A')).toBe('content/pages/%E0%A4%A.json');
  });
});
