import { spawn } from 'node:child_process';

/** Copies a folder as hard links, which costs no space and little time; its files are replaced, never written through. */
export function linkCopy(from: string, to: string): Promise<void> {
  const copy = spawn('cp', ['-al', from, to], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    copy.on('error', reject);
    copy.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`Could not copy ${from} to ${to}.`))));
  });
}
