import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a file whole or not at all: to a name of its own first, then renamed over the file, so a
 * reader sees the old file or the new one, whichever processes or threads write it at once.
 */
export function writeAtomic(file: string, bytes: Buffer | string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temp, bytes);
  renameSync(temp, file);
}
