import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DARK_CLASS } from '../../src/chrome/theme-init.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A/AA rules whose outcome depends on colours. The theme only switches colour tokens (the
 * class "dark" on <html>), so every other rule finds the same in both themes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One line per violation: rule, help and where. */
const describe = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

/**
 * Legacy mode runs axe in the page itself. The default mode opens a blank page in the context for every
 * run to merge the results of each frame, which doubles the cost of a run. What legacy mode leaves out
 * is cross-origin frames, and the only frames our pages have are cross-origin: the video players
 * (src/blocks/Video) and the third-party tools of src/blocks/EmbedFrame (origins under `embeds` in
 * content/site.json), whose insides are not ours to fix.
 */
const axe = (page: Page): AxeBuilder =>
  // Only the violations are read: axe then describes one element of each other outcome (passes, rules that
  // apply to nothing, checks it cannot decide) instead of every one, which took most of a run on long pages.
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** The page's WCAG 2.1 A/AA violations as axe-core finds them, one line each: rule, help and where. */
export async function wcagViolations(page: Page): Promise<string[]> {
  return describe((await axe(page).withTags(WCAG_21_AA).analyze()).violations);
}

/** Only the colour rules (contrast, links told apart from text): what can differ in the other theme. */
export async function colourViolations(page: Page): Promise<string[]> {
  return describe((await axe(page).withRules(COLOUR_RULES).analyze()).violations);
}

/** Switches the page to the other theme as the theme toggle does, with the colour fade finished. */
export async function switchTheme(page: Page): Promise<void> {
  await page.evaluate((cls) => {
    document.documentElement.classList.toggle(cls);
    // Colours fade between themes: jump to the end, or axe would measure contrast halfway.
    void getComputedStyle(document.body).color;
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  }, DARK_CLASS);
}

/**
 * Every WCAG 2.1 A/AA rule in the theme the page shows now, then the colour rules in the other theme,
 * switched in the page rather than loading it again. The page is left in the other theme.
 */
export async function violationsInBothThemes(page: Page): Promise<Record<'light' | 'dark', string[]>> {
  const first = (await page.evaluate((cls) => document.documentElement.classList.contains(cls), DARK_CLASS)) ? 'dark' : 'light';
  const inFirst = await wcagViolations(page);
  await switchTheme(page);
  const inOther = await colourViolations(page);
  return first === 'dark' ? { light: inOther, dark: inFirst } : { light: inFirst, dark: inOther };
}
