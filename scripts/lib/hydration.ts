import type { Page } from '@playwright/test';

/** Whether React has hydrated an element: it marks each one it has taken over with its props. */
export const hydratedByReact = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/**
 * The prerendered menu is on screen before React attaches its handlers, and a hover or key press in
 * between is lost. The header hydrates with the first screen; its first link is in every frame's header.
 * Shared by the browser tests and the bench, which both wait for it before they act.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const link = await page.waitForSelector('header a', { state: 'attached' });
  await page.waitForFunction(hydratedByReact, link);
}
