/**
 * Files the server keeps data in, written so that a crash or a full disk never loses what it was told
 * was kept: each write is flushed to disk (fsync) before it resolves, and a new file's folder entry too.
 * Readable by the server's user only (0600 in a 0700 folder): they hold personal details.
 */
import { existsSync } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

async function syncFolder(folder: string): Promise<void> {
  // A new or renamed file is only durable once its folder's entry is on disk too.
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a folder; the file's own sync still holds its content.
  } finally {
    await handle.close();
  }
}

/**
 * Appends one line to a file; resolves, once it is on disk, to the byte offset the line starts at. A
 * last line without its newline was cut short (a crash, a full disk): the new line starts below it.
 */
export async function appendLineDurably(file: string, line: string): Promise<number> {
  const folder = path.dirname(file);
  const isNew = !existsSync(file);
  if (isNew) await mkdir(folder, { recursive: true, mode: 0o700 });
  const handle = await open(file, 'a+', 0o600);
  let offset: number;
  try {
    const { size } = await handle.stat();
    let separator = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) separator = '\n';
    }
    offset = size + separator.length;
    await handle.appendFile(`${separator}${line}\n`, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (isNew) await syncFolder(folder);
  return offset;
}

/**
 * Replaces a file whole: written under a name of its own and flushed, then renamed over the file, so a
 * reader (another process too) sees the old content or the new, and a crash leaves one of them.
 */
export async function writeFileDurably(file: string, text: string): Promise<void> {
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, file);
  await syncFolder(folder);
}
