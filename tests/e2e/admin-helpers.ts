/** What the back office's browser tests share: an invitation from the command line, axe in both schemes. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { wcagViolations } from './axe.ts';

const root = path.resolve(import.meta.dirname, '../..');
export const PASSWORD = 'tulip kettle orbit glacier';
/** The test server's data folder (playwright.config.ts). */
export const DATA_DIR = process.env.DATA_DIR ?? 'test-results/data';

/** `npm run admin -- invite …` against the test server's data; the link is its last line. */
export function invite(email: string, role: string, baseURL: string): string {
  const out = execFileSync('npx', ['tsx', 'scripts/admin.ts', 'invite', email, '--role', role], {
    cwd: root,
    env: { ...process.env, DATA_DIR, ADMIN_URL: baseURL },
    encoding: 'utf8',
  });
  return out.trim().split('\n').at(-1) ?? '';
}

/** axe's WCAG 2.1 A/AA rules in light, then in dark: the back office follows the system's scheme. */
export async function expectAccessible(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await wcagViolations(page), `${page.url()} in ${colorScheme}`).toEqual([]);
  }
}
