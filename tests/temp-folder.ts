/**
 * Vitest's global setup: every temporary folder the unit tests make (theirs, and their child
 * processes') goes under one folder of the run's own, removed when the run ends, so a run leaves
 * nothing behind in the system's temporary folder however a test ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), 'halcyon-unit-'));
  // Read by os.tmpdir() in the test workers and every process they start, which inherit it.
  process.env.TMPDIR = folder;
  return () => rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
