import { expect, type Locator, type Page } from '@playwright/test';
import { SLIDE_INTERVAL_MS, TRANSITION_LOCK_MS } from '../../src/blocks/Hero/slideshow.ts';
import type { Block } from '../../src/generated/content.ts';
import { palettes } from '../../src/theme/tokens.ts';
import { test } from './console.ts';
import journalJson from '../../content/data/journal.json' with { type: 'json' };
import { manifest, pageContent } from './content.ts';

const journalArticles = journalJson.entries;

// ---- Content ----

/** The page shown at a path: its own, its alias's, or the fallback page while the path is only planned. */
const pageIdAt = (urlPath: string): string => {
  const id = manifest.routes[urlPath] ?? manifest.routes[manifest.aliases[urlPath] ?? ''];
  if (id) return id;
  if (manifest.planned.includes(urlPath)) return manifest.fallback;
  throw new Error(`content/routes.json neither serves nor plans ${urlPath}`);
};

const home = pageContent(pageIdAt('/'));

type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

function blockOf<T extends Block['type']>(type: T, id?: string): BlockOf<T> {
  const found = home.blocks.find((b): b is BlockOf<T> => b.type === type && (id === undefined || b.id === id));
  if (!found) throw new Error(`the home page has no ${type} block${id ? ` #${id}` : ''}`);
  return found;
}

const hero = blockOf('hero');
const slides = hero.slides;
const count = slides.length;
const intro = blockOf('text-section', 'explore');
const services = blockOf('tile-grid', 'services');
const journal = blockOf('tile-grid', 'journal');
const serviceTiles = services.tiles ?? [];
const articles = [...journalArticles].sort((a, b) => b.published.localeCompare(a.published));
const testimonials = blockOf('testimonials');
const closing = blockOf('cta');
const actions = hero.actions ?? [];
const scrollCue = hero.scrollCue;
const action = (href: string) => {
  const found = actions.find((a) => a.href === href);
  if (!found) throw new Error(`the hero has no button to ${href}`);
  return found;
};

/** The service tiles and the page SPEC section 2 sends each of them to, by tile title (a query may name the subject). */
const SPEC_SERVICE_TARGETS: Record<string, string> = {
  'River Cruising': '/cruise/river-cruises',
  'Custom Safaris': '/safaris/custom-safaris',
  'Expedition Voyages': '/expedition-cruises',
  'Small Ship Cruising': '/contact',
  'Personalized Travel': '/contact',
};

const last = count - 1;

/** A #rrggbb colour the way the browser reports it computed, e.g. '#f2ede4' as 'rgb(242, 237, 228)'. */
const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

// ---- Page ----

const START = new Date('2025-06-02T09:00:00Z').getTime();

/**
 * Opens the home page with its clock frozen from the first script on, so the slideshow's countdown
 * starts at a known instant and only moves when a test runs the clock.
 */
async function openHome(page: Page): Promise<HeroPage> {
  await page.clock.install({ time: START });
  // Real time runs between the two calls, and pausing can only move the clock forward.
  await page.clock.pauseAt(START + 60_000);
  await page.goto('/');
  // CSS motion (the pictures' drift, the crossfade, the progress bar) runs on real time, outside the
  // page clock, and asks for a new frame all the while; stilled, each frame is cheap and no step
  // waits on rendering. The slideshow's state lives in timers and attributes, which stay as they are.
  await page.addStyleTag({ content: '*, *::before, *::after { animation: none !important; transition: none !important; }' });
  const view = heroPage(page);
  // The other slides' pictures mount only after hydration and the load event: from then on the
  // arrows have their handlers and the countdown runs.
  await expect(view.slideImages).toHaveCount(count);
  return view;
}

function heroPage(page: Page) {
  const carousel = page.getByRole('region', { name: 'Featured destinations' });
  return {
    page,
    carousel,
    allSlides: carousel.locator('[aria-roledescription="slide"]'),
    slideImages: carousel.locator('[aria-roledescription="slide"] img'),
    // Slides hidden from assistive tech drop out of role queries: the one group left is the one shown.
    shownSlide: carousel.getByRole('group'),
    live: carousel.locator('[aria-live]'),
    previous: carousel.getByRole('button', { name: 'Previous slide' }),
    next: carousel.getByRole('button', { name: 'Next slide' }),
    pause: carousel.getByRole('button', { name: 'Pause slideshow' }),
    play: carousel.getByRole('button', { name: 'Play slideshow' }),
  };
}

type HeroPage = ReturnType<typeof heroPage>;

/**
 * The slide shown, as assistive tech and the eye get it. Locator assertions are strict, so a second
 * slide left exposed to assistive tech fails the first one.
 */
async function expectSlide(view: HeroPage, index: number): Promise<void> {
  await expect(view.shownSlide).toHaveAccessibleName(`${index + 1} of ${count}`);
  await expect(view.live).toHaveText(slides[index].title);
}

/** Takes the pointer off the hero (onto the fixed header, which lies outside it) and focus out of the carousel. */
async function leaveHero(view: HeroPage): Promise<void> {
  const box = await view.page.getByRole('banner').boundingBox();
  if (!box) throw new Error('the header has no box');
  await view.page.mouse.move(box.x + box.width / 2, box.y + 2);
  await view.page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

/** A click on an arrow while it is aria-disabled: Playwright would otherwise wait for it to be enabled. */
const clickThroughLock = (button: Locator): Promise<void> => button.click({ force: true });

/** Each slide's label, and whether it is hidden from assistive tech and inert. */
const slideExposure = (view: HeroPage) =>
  view.allSlides.evaluateAll((groups) =>
    groups.map((g) => ({
      label: g.getAttribute('aria-label'),
      hidden: g.getAttribute('aria-hidden'),
      inert: g.hasAttribute('inert'),
    })),
  );

const exposureWhenShown = (index: number) =>
  slides.map((_, i) => ({ label: `${i + 1} of ${count}`, hidden: i === index ? null : 'true', inert: i !== index }));

/** Where each link goes, and the text of what describes it (a card's title, for links sharing words). */
const describedLinks = (links: Locator) =>
  links.evaluateAll((anchors) =>
    anchors.map((a) => ({
      href: new URL((a as HTMLAnchorElement).href).pathname,
      description: document.getElementById(a.getAttribute('aria-describedby') ?? '')?.textContent ?? null,
    })),
  );

// ---- Tests ----

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`home page in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('opens on slide 1 with its picture first, then plays on its own every interval, not a millisecond before, and wraps', async ({
      page,
    }) => {
      const view = await openHome(page);

      await test.step('theme, title and pictures', async () => {
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
        await expect(page.locator('body')).toHaveCSS('color', rgb(palettes[colorScheme].text));
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toHaveText(hero.title);
        // Text over the picture is light in both themes.
        await expect(title).toHaveCSS('color', rgb(palettes.dark.text));
        if (hero.tagline) await expect(page.getByText(hero.tagline, { exact: true })).toBeVisible();

        // Only the first picture competes for the first paint; the others wait their turn.
        const pictures = await view.slideImages.evaluateAll((images) =>
          images.map((img) => ({
            alt: img.getAttribute('alt'),
            loading: img.getAttribute('loading'),
            priority: img.getAttribute('fetchpriority'),
          })),
        );
        expect(pictures).toEqual(
          slides.map((slide, i) => ({
            alt: slide.image.alt,
            loading: i === 0 ? 'eager' : 'lazy',
            priority: i === 0 ? 'high' : null,
          })),
        );
        await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1);
      });

      await test.step('a carousel whose hidden slides are out of reach, and which does not announce itself while playing', async () => {
        await expect(view.carousel).toHaveAttribute('aria-roledescription', 'carousel');
        await expectSlide(view, 0);
        await expect(view.live).toBeVisible();
        await expect(view.live).toHaveAttribute('aria-live', 'off');
        await expect(view.live).toHaveAttribute('aria-atomic', 'true');
        expect(await slideExposure(view)).toEqual(exposureWhenShown(0));
        await expect(view.shownSlide.getByRole('img')).toHaveAccessibleName(slides[0].image.alt);
      });

      await test.step('advances every interval and wraps', async () => {
        // A millisecond short of the interval nothing moves, on the first slide and on the last one that wraps.
        await page.clock.runFor(SLIDE_INTERVAL_MS - 1);
        await expectSlide(view, 0);
        await page.clock.runFor(1);
        await expectSlide(view, 1);
        expect(await slideExposure(view)).toEqual(exposureWhenShown(1));
        await expect(view.shownSlide.getByRole('img')).toHaveAccessibleName(slides[1].image.alt);
        await expect(view.live).toHaveAttribute('aria-live', 'off');
        for (let shown = 2; shown <= last; shown++) {
          await page.clock.runFor(SLIDE_INTERVAL_MS);
          await expectSlide(view, shown);
        }
        await page.clock.runFor(SLIDE_INTERVAL_MS - 1);
        await expectSlide(view, last);
        await page.clock.runFor(1);
        await expectSlide(view, 0);
        await page.clock.runFor(SLIDE_INTERVAL_MS);
        await expectSlide(view, 1);
      });
    });

    test('the hero buttons, scroll cue, service tiles, testimonials, journal teasers and closing call', async ({ page }) => {
      await openHome(page);

      await test.step('service tiles link where SPEC says, and Explore Our Services is there', async () => {
        const serviceSection = page.getByRole('region', { name: services.heading.title });
        expect(serviceTiles.map((t) => t.title)).toEqual(Object.keys(SPEC_SERVICE_TARGETS));
        const serviceLinks = serviceSection.getByRole('list').getByRole('link');
        await expect(serviceLinks).toHaveText(serviceTiles.map((tile) => tile.link?.label ?? ''));
        expect(await describedLinks(serviceLinks)).toEqual(
          serviceTiles.map((tile) => ({ href: SPEC_SERVICE_TARGETS[tile.title], description: tile.title })),
        );
        const allServices = services.action;
        if (!allServices) throw new Error('the services grid has no closing button');
        await expect(serviceSection.getByRole('link', { name: allServices.label, exact: true })).toHaveAttribute(
          'href',
          allServices.href,
        );
      });

      await test.step('three testimonials with five stars each', async () => {
        expect(testimonials.items.map((item) => item.rating)).toEqual([5, 5, 5]);
        const testimonialSection = page.locator('section', {
          has: page.getByRole('heading', { level: 2, name: testimonials.heading.title }),
        });
        const quotes = testimonialSection.locator('figure');
        await expect(quotes).toHaveCount(testimonials.items.length);
        await expect(quotes).toContainText(testimonials.items.map((item) => item.quote));
        await expect(quotes).toContainText(testimonials.items.map((item) => item.author));
        // The stars are drawn for the eye; assistive tech reads the rating as one phrase.
        await expect(testimonialSection.getByRole('img', { name: 'Rated 5 out of 5', exact: true })).toHaveCount(
          testimonials.items.length,
        );
        const filledStars = await quotes.evaluateAll((figures) =>
          figures.map((figure) => figure.querySelectorAll('[role="img"] svg[fill="currentColor"]').length),
        );
        expect(filledStars).toEqual([5, 5, 5]);
      });

      await test.step('three journal teasers, each link naming its article and leading to it, and the closing call', async () => {
        expect(journal.entries?.query).toMatchObject({ collection: 'journal', limit: 3 });
        const readMore = page.getByRole('region', { name: journal.heading.title }).getByRole('list').getByRole('link');
        await expect(readMore).toHaveText(articles.slice(0, 3).map((article) => `Read “${article.title}”`));
        expect(await describedLinks(readMore)).toEqual(
          articles.slice(0, 3).map((article) => ({ href: `/blog/${article.id}`, description: article.title })),
        );

        const [consultation] = closing.actions;
        expect(consultation).toMatchObject({ label: 'Schedule a Complimentary Consultation', href: '/contact' });
        const consult = page
          .getByRole('region', { name: closing.title })
          .getByRole('link', { name: consultation.label, exact: true });
        await expect(consult).toHaveAttribute('href', consultation.href);
      });

      await test.step('the scroll cue brings the explore section into view', async () => {
        if (!scrollCue) throw new Error('the hero has no scroll cue');
        expect(scrollCue.href).toBe('#explore');
        const cue = page.getByRole('link', { name: scrollCue.label });
        await expect(cue).toHaveAttribute('href', scrollCue.href);
        const explore = page.locator(scrollCue.href);
        const heading = explore.getByRole('heading', { level: 2 });
        await expect(heading).toHaveText(intro.heading.title);
        await expect(explore).not.toBeInViewport();

        await cue.click();
        await expect(page).toHaveURL(`/${scrollCue.href}`);
        // Scrolled to where the section starts, just clear of the fixed header.
        const header = page.getByRole('banner');
        const gapBelowHeader = async (): Promise<number> => {
          const [section, bar] = await Promise.all([explore.boundingBox(), header.boundingBox()]);
          return section && bar ? section.y - (bar.y + bar.height) : Number.NaN;
        };
        await expect.poll(gapBelowHeader).toBeLessThanOrEqual(48);
        await expect.poll(gapBelowHeader).toBeGreaterThanOrEqual(0);
        await expect(heading).toBeInViewport();
      });

      await test.step('Start Planning and Explore Destinations lead to their pages', async () => {
        for (const href of ['/contact', '/custom-safaris']) {
          const button = page.getByRole('link', { name: action(href).label, exact: true });
          await expect(button).toHaveAttribute('href', href);
          await button.click();
          await expect(page).toHaveURL(href);
          await expect(page).toHaveTitle(pageContent(pageIdAt(href)).title);
          await page.goBack();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.title);
        }
      });
    });
  });
}

// The slideshow's timing and controls are the same in either theme: they are tried in the light one.
test.describe("the home page's slideshow", () => {
  test('the arrows move back and forward with wrap, ignore moves during the transition lock, and make the slides announce themselves', async ({
    page,
  }) => {
    const view = await openHome(page);

    await test.step('by pointer', async () => {
      await expect(view.previous).toHaveAttribute('aria-disabled', 'false');
      await expect(view.next).toHaveAttribute('aria-disabled', 'false');
      await view.previous.click();
      await expectSlide(view, last);
      await expect(view.live).toHaveAttribute('aria-live', 'polite');
      // aria-disabled rather than disabled, so focus stays on the arrow that was pressed.
      await expect(view.previous).toHaveAttribute('aria-disabled', 'true');
      await expect(view.next).toHaveAttribute('aria-disabled', 'true');
      await expect(view.next).not.toHaveAttribute('disabled');
      await expect(view.previous).toBeFocused();

      await clickThroughLock(view.previous);
      await clickThroughLock(view.next);
      await page.clock.runFor(TRANSITION_LOCK_MS - 1);
      await clickThroughLock(view.next);
      await expectSlide(view, last);
      await expect(view.next).toHaveAttribute('aria-disabled', 'true');

      await page.clock.runFor(1);
      await expect(view.previous).toHaveAttribute('aria-disabled', 'false');
      await expect(view.next).toHaveAttribute('aria-disabled', 'false');
      await view.next.click();
      await expectSlide(view, 0);
      await page.clock.runFor(TRANSITION_LOCK_MS);
      await view.previous.click();
      await expectSlide(view, last);
    });

    await test.step('by keyboard: Enter or Space moves, a second press within the lock does not', async () => {
      await page.clock.runFor(TRANSITION_LOCK_MS);
      await view.next.focus();
      await page.keyboard.press('Enter');
      await expectSlide(view, 0);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Space');
      await expectSlide(view, 0);
      await expect(view.next).toBeFocused();
      await page.clock.runFor(TRANSITION_LOCK_MS);
      await page.keyboard.press('Space');
      await expectSlide(view, 1);
      await expect(view.live).toHaveAttribute('aria-live', 'polite');
    });

    await test.step('once the visitor leaves, the slides play on quietly', async () => {
      await leaveHero(view);
      await expect(view.live).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectSlide(view, 2);
    });
  });

  test('the pause control stops the slides and resumes them with the time that was left; hover and focus hold them', async ({
    page,
  }) => {
    const view = await openHome(page);
    const elapsed = 1_000;

    await test.step('pause by pointer', async () => {
      await page.clock.runFor(elapsed);
      await view.pause.click();
      await expect(view.play).toBeVisible();
      await leaveHero(view);
      await expect(view.live).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      await expectSlide(view, 0);
    });

    await test.step('Tab, Enter and Space on the control, which keeps focus', async () => {
      await view.previous.focus();
      await page.keyboard.press('Tab');
      await expect(view.play).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(view.pause).toBeFocused();
      await page.keyboard.press('Space');
      await expect(view.play).toBeFocused();
      await page.keyboard.press('Space');
      await expect(view.pause).toBeFocused();

      await leaveHero(view);
      await expect(view.live).toHaveAttribute('aria-live', 'off');
      await page.clock.runFor(SLIDE_INTERVAL_MS - elapsed - 1);
      await expectSlide(view, 0);
      await page.clock.runFor(1);
      await expectSlide(view, 1);
    });

    await test.step('hovering holds the slides', async () => {
      await page.getByRole('heading', { level: 1 }).hover();
      await expect(view.live).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      await expectSlide(view, 1);
      // A hold is not a pause: the control still offers to pause.
      await expect(view.pause).toBeVisible();
      await leaveHero(view);
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectSlide(view, 2);
    });

    await test.step('focus inside the carousel holds the slides', async () => {
      await view.next.focus();
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      await expectSlide(view, 2);
      await view.next.blur();
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectSlide(view, 3);
    });

    await test.step('the scroll cue belongs to the page, not the carousel: focusing it holds nothing', async () => {
      if (!scrollCue) throw new Error('the hero has no scroll cue');
      await expect(view.carousel.getByRole('link', { name: scrollCue.label })).toHaveCount(0);
      await page.getByRole('link', { name: scrollCue.label }).focus();
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectSlide(view, 4);
    });
  });

  test.describe('for visitors who ask for reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the slides stand still until the visitor presses play', async ({ page }) => {
      const view = await openHome(page);
      await expect(view.play).toBeVisible();
      await expect(view.live).toHaveAttribute('aria-live', 'polite');
      await page.clock.runFor(SLIDE_INTERVAL_MS * 3);
      await expectSlide(view, 0);

      await view.play.click();
      await leaveHero(view);
      await page.clock.runFor(SLIDE_INTERVAL_MS);
      await expectSlide(view, 1);
    });
  });
});
