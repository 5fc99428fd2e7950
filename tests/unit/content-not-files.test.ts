/**
 * What the content reader does with a name in content/ that is not a plain file of the content: a link to
 * /dev/zero (which never ends), a named pipe (which waits for a writer for ever), a link to a file outside
 * the project's content, a file of 80 MB. Tried as they would be met: real files in a copy of the project,
 * `npm run validate` run there as a process, and the development server's editor asked over a socket.
 */
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, ftruncateSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy } from '../e2e/dev-copy.ts';
import { startEditorServer, type EditorServer } from './editor-server.ts';

const SECRET = '{ "title": "the secret kept outside the content" }';

/** Puts the hostile names into a copy's content/pages. */
function plant(root: string): void {
  const pages = path.join(root, 'content/pages');
  symlinkSync('/dev/zero', path.join(pages, 'zero.json'));
  execFileSync('mkfifo', [path.join(pages, 'pipe.json')]);
  writeFileSync(path.join(root, 'secret.json'), SECRET);
  symlinkSync(path.join(root, 'secret.json'), path.join(pages, 'leak.json'));
  // Sparse: 80 MB by its size, nothing on the disk.
  const huge = openSync(path.join(pages, 'huge.json'), 'w');
  ftruncateSync(huge, 80 * 1024 * 1024);
  closeSync(huge);
}

/** Runs a command in `cwd` for at most `ms`; a run that does not end by then is stopped and says so. */
function run(cwd: string, args: string[], ms: number): Promise<{ code: number | null; output: string; timedOut: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

describe('npm run validate over content holding links and special files', () => {
  let root: string;
  beforeAll(() => {
    root = projectCopy('halcyon-not-files-');
    plant(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true, maxRetries: 3 }));

  it('ends, reports each such file in its usual form, and reads none of them', async () => {
    // Capped in memory as a build machine might be: /dev/zero read whole would pass it.
    const { code, output, timedOut } = await run(
      root,
      ['--max-old-space-size=512', 'node_modules/tsx/dist/cli.mjs', 'scripts/validate.ts'],
      90_000,
    );
    expect(timedOut, output).toBe(false);
    expect(code, output).toBe(1);
    expect(output).toContain(
      'content/pages/zero.json:1:1  (file)  is a device, not a file; only a plain file inside content/ is read.',
    );
    expect(output).toContain(
      'content/pages/pipe.json:1:1  (file)  is a named pipe, not a file; only a plain file inside content/ is read.',
    );
    expect(output).toMatch(/content\/pages\/leak\.json:1:1 {2}\(file\) {2}is a link to \S+secret\.json, outside content\//);
    expect(output).toContain(
      'content/pages/huge.json:1:1  (file)  the file is 81,920 kB, more than 1,024 kB, the most for this content file.',
    );
    expect(output).not.toContain('the secret kept outside');
  }, 120_000);
});

describe("the development server's editor over content holding links and special files", () => {
  let server: EditorServer;
  beforeAll(async () => {
    server = await startEditorServer('halcyon-editor-not-files-', plant);
  }, 90_000);
  afterAll(() => server?.stop());

  it('gives no text of a file outside the content, and is not held by a pipe or a device', async () => {
    const names = ['content/pages/leak.json', 'content/pages/pipe.json', 'content/pages/zero.json', 'content/pages/home.json'];
    const texts = await server.call('texts', { files: names }, {});
    expect(texts.status).toBe(200);
    expect(Object.keys(texts.body)).toEqual(['content/pages/home.json']);
    const check = await server.call('check-files', { file: 'content/site.json' });
    expect(check.status).toBe(200);
    expect(JSON.stringify(check.body)).not.toContain('the secret kept outside');
    expect(check.body.names).toContain('content/pages/leak.json');
  }, 30_000);

  it('refuses to open or save them, saying why', async () => {
    for (const file of ['content/pages/leak.json', 'content/pages/pipe.json', 'content/pages/zero.json']) {
      const opened = await server.call('open', { file });
      expect(opened.status, file).toBe(400);
      expect(String(opened.body.error), file).toMatch(/goes through a link|is not a plain file/);
    }
  }, 30_000);
});
