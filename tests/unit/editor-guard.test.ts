import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editableFile, refusal, TOKEN_HEADER } from '../../scripts/lib/dev/editor-guard.ts';
import { PREVIEW_HOSTNAME } from '../../src/editor/addresses.ts';

const token = 'a'.repeat(64);
const editor = {
  method: 'POST',
  headers: {
    host: 'localhost:5173',
    origin: 'http://localhost:5173',
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
    [TOKEN_HEADER]: token,
  },
};
const withHeaders = (headers: Record<string, string | undefined>) => ({ ...editor, headers: { ...editor.headers, ...headers } });

describe('who may call the editor endpoint', () => {
  it('lets the editor page in', () => {
    expect(refusal(editor, token)).toBeUndefined();
    expect(refusal(withHeaders({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' }), token)).toBeUndefined();
  });

  it('refuses a page of another site open in the same browser', () => {
    expect(refusal(withHeaders({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), token)).toMatch(
      /evil\.example/,
    );
    expect(refusal(withHeaders({ 'sec-fetch-site': 'cross-site' }), token)).toMatch(/cross-site/);
    expect(refusal(withHeaders({ origin: undefined }), token)).toMatch(/no origin/);
  });

  it('refuses a host name that only resolves to this machine (DNS rebinding)', () => {
    expect(refusal(withHeaders({ host: 'rebind.example:5173', origin: 'http://rebind.example:5173' }), token)).toMatch(
      /not one the editor is served on/,
    );
  });

  it("refuses the preview's origin, which never gets the token", () => {
    const preview = `${PREVIEW_HOSTNAME}:5173`;
    expect(refusal(withHeaders({ host: preview, origin: `http://${preview}` }), token)).toMatch(
      /not one the editor is served on/,
    );
    // Its request to the editor's own host is a cross-origin one.
    expect(refusal(withHeaders({ origin: `http://${preview}`, 'sec-fetch-site': 'same-site' }), token)).toMatch(
      /preview\.localhost/,
    );
  });

  it('refuses a missing or wrong token, another method and a body that is not JSON', () => {
    expect(refusal(withHeaders({ [TOKEN_HEADER]: undefined }), token)).toMatch(/token/);
    expect(refusal(withHeaders({ [TOKEN_HEADER]: 'b'.repeat(64) }), token)).toMatch(/token/);
    expect(refusal({ ...editor, method: 'GET' }, token)).toMatch(/POST/);
    expect(refusal(withHeaders({ 'content-type': 'text/plain' }), token)).toMatch(/JSON/);
  });
});

describe('what the editor may write', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'editor-guard-'));
  mkdirSync(path.join(root, 'content/pages'), { recursive: true });
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  writeFileSync(path.join(root, 'outside.json'), '{}');
  symlinkSync(path.join(root, 'outside.json'), path.join(root, 'content/pages/link.json'));
  symlinkSync(root, path.join(root, 'public/images/up'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('accepts content JSON and pictures', () => {
    expect(editableFile(root, 'content/pages/home.json')).toBe(path.join(root, 'content/pages/home.json'));
    expect(editableFile(root, 'public/images/uploads/a.jpg')).toBe(path.join(root, 'public/images/uploads/a.jpg'));
  });

  it.each([
    ['content/../package.json', /plain path/],
    ['content/pages/../../x.json', /plain path/],
    ['/etc/passwd', /absolute/],
    ['C:/x/content/a.json', /absolute/],
    ['package.json', /outside/],
    ['src/main.tsx', /outside/],
    ['content/pages/home.ts', /extension/],
    ['public/images/a.html', /extension/],
    ['public/fonts/a.jpg', /outside/],
    ['content/pages/link.json', /link/],
    ['public/images/up/outside.jpg', /link/],
  ])('refuses %s', (file, reason) => {
    expect(() => editableFile(root, file)).toThrow(reason);
  });
});
