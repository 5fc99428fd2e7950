/**
 * Pictures sent to the editor's upload, as a hostile page or file would send them: over a socket to the
 * development server of a copy of the project, then fetched back as the site serves them.
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 4, height: 3, channels: 3, background: '#c8a96a' } })
    .png()
    .toBuffer();

const SCRIPT = '<script>fetch("/__editor/list",{method:"POST"})</script>';

let server: EditorServer;
beforeAll(async () => {
  // The copy's own pictures folder: the editor refuses to write through the link a copy has to the project's.
  server = await startEditorServer('halcyon-upload-', (root) => {
    rmSync(path.join(root, 'public'));
    cpSync(path.join(projectRoot, 'public'), path.join(root, 'public'), { recursive: true });
  });
}, 120_000);
afterAll(() => server?.stop());

/** A picture as the development server serves it, once its watcher has seen the new file (until then, the app's page). */
async function served(src: string): Promise<Buffer> {
  for (let tries = 0; ; tries++) {
    const response = await fetch(`${server.origin}${src}`);
    if (response.headers.get('content-type')?.startsWith('image/') || tries === 40)
      return Buffer.from(await response.arrayBuffer());
    await new Promise((r) => setTimeout(r, 250));
  }
}

const upload = (name: string, bytes: Buffer) =>
  server.call('upload', { folder: 'uploads', name, data: bytes.toString('base64') });

describe('a picture sent to the upload', () => {
  it('is saved drawn again from its pixels: HTML after a PNG, or metadata, does not ride along', async () => {
    const carrier = Buffer.concat([await png(), Buffer.from(`<html><body>${SCRIPT}</body></html>`)]);
    const saved = await upload('carrier.png', carrier);
    expect(saved).toMatchObject({ status: 200, body: { src: '/images/uploads/carrier.png' } });
    const picture = await served('/images/uploads/carrier.png');
    expect(picture.includes('<script')).toBe(false);
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });

    const tagged = await sharp(await png())
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'a camera serial 1234' } } })
      .toBuffer();
    expect(tagged.includes('a camera serial 1234')).toBe(true);
    expect((await upload('tagged.jpg', tagged)).status).toBe(200);
    const photograph = await served('/images/uploads/tagged.jpg');
    expect(await sharp(photograph).metadata()).toMatchObject({ format: 'jpeg', width: 4, height: 3 });
    expect(photograph.includes('a camera serial 1234')).toBe(false);
  });

  it('is refused, saying why, as an SVG (which can carry script), as no picture, or named as another kind', async () => {
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">${SCRIPT}</svg>`);
    const refusedSvg = await upload('drawing.svg', svg);
    expect(refusedSvg).toMatchObject({ status: 400, body: { error: 'Choose a JPEG, PNG or WebP picture.' } });
    const disguised = await upload('drawing.png', svg);
    expect(disguised.status).toBe(400);
    expect(disguised.body.error).toBe(
      'drawing.png is an SVG drawing, which the editor does not take: it can carry script that would run on the site. Save it as PNG or WebP and try again.',
    );
    expect((await upload('fake.png', Buffer.from('not a picture'))).body.error).toBe(
      'fake.png cannot be read as a picture: choose a JPEG, PNG or WebP file.',
    );
    expect((await upload('sand.jpg', await png())).body.error).toBe(
      "sand.jpg is a PNG picture with another kind's name: rename it to end in .png and try again.",
    );
    for (const name of ['drawing.svg', 'drawing.png', 'fake.png', 'sand.jpg'])
      expect(existsSync(path.join(server.root, 'public/images/uploads', name)), name).toBe(false);
  });
});

describe("the editor's endpoint asked by another origin", () => {
  it('does not let another loopback origin send the token', async () => {
    const response = await fetch(`${server.origin}/__editor/list`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:9',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-editor-token',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-headers')).toBeNull();
    const posted = await fetch(`${server.origin}/__editor/list`, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:9', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(posted.status).toBe(403);
    expect(posted.headers.get('access-control-allow-origin')).toBeNull();
  });
});
