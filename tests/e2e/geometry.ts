import type { Page } from '@playwright/test';

/** How far a stretched picture's box may stray from the picture's own proportions: rounding, not distortion. */
export const RATIO_TOLERANCE = 0.02;

/**
 * Loads every picture of the page now, lazy ones too, and returns once each has arrived or failed, so
 * what is measured or photographed next is the page a visitor sees after scrolling through it.
 */
export async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    await Promise.all(
      images.map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    // A decoded picture is painted in the next frame, not the one it arrived in.
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  });
}

/**
 * Pictures drawn out of their proportions: an <img> left to `object-fit: fill` (the default) whose box
 * has a width-to-height ratio more than RATIO_TOLERANCE away from the picture's own. This is what a
 * styling rule that no longer reaches its <img> looks like (a sun drawn as an oval). Pictures not
 * drawn (no box, or not loaded) are left out; `loadEveryPicture` first loads the lazy ones.
 */
export const picturesOutOfProportion = (page: Page, tolerance = RATIO_TOLERANCE): Promise<string[]> =>
  page.evaluate(
    (tolerance) =>
      [...document.images].flatMap((img) => {
        const style = getComputedStyle(img);
        if (style.objectFit !== 'fill' || !img.naturalWidth || !img.naturalHeight) return [];
        // The content box: what the picture is drawn into, without padding or border.
        const width = img.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const height = img.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        if (width < 2 || height < 2) return [];
        const drawn = width / height;
        const natural = img.naturalWidth / img.naturalHeight;
        if (Math.abs(drawn / natural - 1) <= tolerance) return [];
        const src = img.currentSrc.replace(location.origin, '') || img.getAttribute('src');
        return [`${src}: drawn ${Math.round(width)}x${Math.round(height)}, picture ${img.naturalWidth}x${img.naturalHeight}`];
      }),
    tolerance,
  );

/** By how many CSS pixels the page is wider than the screen (0 or less: no sideways scrolling). */
export const sidewaysOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
