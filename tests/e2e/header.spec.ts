import type { Locator, Page } from '@playwright/test';
import { HEADER_SOLID_AFTER_PX } from '../../src/chrome/header-look.ts';
import { menuKeys } from '../../src/chrome/menu-keys.ts';
import { DROPDOWN_CLOSE_DELAY_MS } from '../../src/chrome/useDesktopMenu.ts';
import { mailtoHref, telHref } from '../../src/content/tel.ts';
import type { NavDropdownItem } from '../../src/generated/content.ts';
import { resolvePath } from '../../src/content/manifest.ts';
import { manifest, pageContent, site } from './content.ts';
import {
  aboutResources,
  controlledBy,
  disclosure,
  expect,
  expectHeaderLook,
  experiences,
  externalEntry,
  hasFullMenu,
  header,
  headerLook,
  hoverCard,
  internalEntries,
  isSameDocument,
  mainNav,
  markWindow,
  menuButton,
  openPage,
  plainItems,
  scrollToHydrated,
  scrollWindowTo,
  shownCardImage,
  test,
  topLink,
  transparentPaths,
} from './helpers-chrome.ts';

const { navigation, contact } = site;
const homePath = transparentPaths[0] ?? '/';
const expectedLook = (urlPath: string) => (transparentPaths.includes(urlPath) ? 'transparent' : 'solid');

/**
 * Opens the home page once its full menu row has hydrated as well. The row hydrates just after the header's
 * first link, which openPage waits for, and a hover in between is lost (only presses are kept for the code,
 * src/chrome/early-press.ts): a test that points at an item then waits for a dropdown that never opens.
 * The row's <nav> is its outermost element, the last React marks as it takes the row over.
 */
async function openWithMenuRow(page: Page): Promise<void> {
  await openPage(page, homePath);
  await scrollToHydrated(mainNav(page));
}

/** Moves the pointer to the bottom of the window, well away from the header and its dropdowns. */
async function pointAway(page: Page): Promise<void> {
  const size = page.viewportSize();
  await page.mouse.move((size?.width ?? 800) / 2, (size?.height ?? 600) - 20);
}

/** A point near the left edge of the page, clear of the dropdowns and of any link or button. */
const quietSpot = (page: Page) => ({ x: 4, y: (page.viewportSize()?.height ?? 600) - 200 });

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

/** Points at an entry of a dropdown; its card then shows the entry's name, copy and picture. */
async function pointAt(panel: Locator, entry: NavDropdownItem): Promise<void> {
  await panel.getByRole('link', { name: entry.name }).hover();
  const card = hoverCard(panel);
  await expect(card.locator('p')).toHaveText([entry.name, entry.hoverCopy]);
  expect(await shownCardImage(card)).toEqual([entry.hoverImage?.alt ?? navigation.defaultHoverImage.alt]);
}

/** Where a dropdown's list and its card are on screen. */
async function listAndCard(panel: Locator): Promise<{ list: Box; card: Box }> {
  const list = await panel.getByRole('list').boundingBox();
  const card = await hoverCard(panel).boundingBox();
  if (!list || !card) throw new Error('the dropdown list or its card is not on screen');
  return { list, card };
}

const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active?.matches(':focus-visible')) return 'no :focus-visible';
    const style = getComputedStyle(active);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      ? 'visible'
      : `outline ${style.outlineStyle} ${style.outlineWidth}`;
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`header look in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test(`${homePath} starts transparent, turns solid only past ${HEADER_SOLID_AFTER_PX} px, and while a menu is open`, async ({
      page,
      viewport,
    }) => {
      await openPage(page, homePath);
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
      expect(await headerLook(page)).toBe('transparent');

      await scrollWindowTo(page, HEADER_SOLID_AFTER_PX);
      expect(await headerLook(page), `at exactly ${HEADER_SOLID_AFTER_PX} px`).toBe('transparent');
      await scrollWindowTo(page, HEADER_SOLID_AFTER_PX + 1);
      await expectHeaderLook(page, 'solid');
      await scrollWindowTo(page, 0);
      await expectHeaderLook(page, 'transparent');

      if (hasFullMenu(viewport)) {
        await scrollToHydrated(mainNav(page));
        await topLink(page, experiences).hover();
        await expect(disclosure(page, experiences)).toHaveAttribute('aria-expanded', 'true');
        await expectHeaderLook(page, 'solid');
        await pointAway(page);
        await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS);
        await expect(disclosure(page, experiences)).toHaveAttribute('aria-expanded', 'false');
        await expectHeaderLook(page, 'transparent');
      } else {
        await menuButton(page).click();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
        await expectHeaderLook(page, 'solid');
        await menuButton(page).click();
        await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
        await expectHeaderLook(page, 'transparent');
      }
    });
  });
}

test.describe('desktop menu', () => {
  test.skip(({ viewport }) => !hasFullMenu(viewport), 'the full menu shows from the large breakpoint up');

  test(`hover opens a dropdown; leaving closes it after exactly ${DROPDOWN_CLOSE_DELAY_MS} ms; coming back cancels the close`, async ({
    page,
  }) => {
    await openWithMenuRow(page);
    const button = disclosure(page, experiences);
    const panel = await controlledBy(button);
    const [firstEntry] = experiences.dropdown;
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();

    await topLink(page, experiences).hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();

    await test.step('moving from the item down into its dropdown keeps it open', async () => {
      await panel.getByRole('link', { name: firstEntry.name }).hover();
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 4);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    });

    await test.step('leaving starts the close timer', async () => {
      await pointAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await page.clock.runFor(1);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    await test.step('coming back within the delay cancels it', async () => {
      await topLink(page, experiences).hover();
      await pointAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS - 1);
      await panel.getByRole('link', { name: firstEntry.name }).hover();
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 4);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await pointAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('Escape closes a hovered dropdown without taking focus', async () => {
      await topLink(page, experiences).hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press(menuKeys.close);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).not.toBeFocused();
    });
  });

  test('one dropdown at a time; the hover card describes the pointed-at entry and sits towards the middle', async ({ page }) => {
    await openWithMenuRow(page);
    const defaultImage = navigation.defaultHoverImage.alt;

    await topLink(page, experiences).hover();
    const experiencesPanel = await controlledBy(disclosure(page, experiences));
    const experiencesCard = hoverCard(experiencesPanel);
    await test.step('before an entry is pointed at, the card describes the item itself', async () => {
      await expect(experiencesCard.locator('p')).toHaveText([experiences.name, experiences.hoverCopy]);
      expect(await shownCardImage(experiencesCard)).toEqual([defaultImage]);
    });

    for (const entry of experiences.dropdown.slice(0, 3)) {
      await test.step(`pointing at ${entry.name}`, () => pointAt(experiencesPanel, entry));
    }

    await test.step(`the ${experiences.name} card sits right of the list`, async () => {
      const { list, card } = await listAndCard(experiencesPanel);
      expect(card.x).toBeGreaterThanOrEqual(list.x + list.width);
      expect(card.x + card.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    });

    await topLink(page, aboutResources).hover();
    const aboutPanel = await controlledBy(disclosure(page, aboutResources));
    await test.step('pointing at another item switches dropdowns at once', async () => {
      await expect(disclosure(page, aboutResources)).toHaveAttribute('aria-expanded', 'true');
      await expect(disclosure(page, experiences)).toHaveAttribute('aria-expanded', 'false');
      await expect(experiencesPanel).toBeHidden();
      await expect(header(page).locator('[aria-expanded="true"]')).toHaveCount(1);
    });

    await pointAt(aboutPanel, aboutResources.dropdown[2] ?? aboutResources.dropdown[0]);

    await test.step(`the ${aboutResources.name} card sits left of the list`, async () => {
      const { list, card } = await listAndCard(aboutPanel);
      expect(card.x + card.width).toBeLessThanOrEqual(list.x);
      expect(card.x).toBeGreaterThanOrEqual(0);
    });
  });

  test('keyboard: Tab reaches the disclosure, Enter and Space toggle it, arrows move, Escape closes and returns focus', async ({
    page,
  }) => {
    await openWithMenuRow(page);
    const button = disclosure(page, experiences);
    const panel = await controlledBy(button);
    const card = hoverCard(panel);
    const entries = panel.getByRole('link');
    const [first, second] = experiences.dropdown;

    await topLink(page, experiences).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await focusIsVisible(page), 'focus indicator on the disclosure').toBe('visible');

    for (const key of ['Enter', 'Space'] as const) {
      await test.step(`${key} toggles the dropdown`, async () => {
        await page.keyboard.press(key);
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        await page.keyboard.press(key);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
      });
    }

    await test.step('Tab enters the open dropdown; the arrow keys, Home and End move through it; the card follows', async () => {
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(entries.first()).toBeFocused();
      await expect(entries.first()).toHaveText(first.name);
      expect(await focusIsVisible(page), 'focus indicator on a dropdown entry').toBe('visible');
      await expect(card.locator('p')).toHaveText([first.name, first.hoverCopy]);
      await page.keyboard.press(menuKeys.next);
      await expect(entries.nth(1)).toBeFocused();
      await expect(card.locator('p')).toHaveText([second.name, second.hoverCopy]);
      await page.keyboard.press(menuKeys.last);
      await expect(entries.last()).toBeFocused();
      await expect(card.locator('p')).toHaveText([experiences.name, experiences.hoverCopy]);
      // The arrows stop at either end rather than wrap.
      await page.keyboard.press(menuKeys.next);
      await expect(entries.last()).toBeFocused();
      await page.keyboard.press(menuKeys.previous);
      await expect(entries.nth(-2)).toBeFocused();
      await page.keyboard.press(menuKeys.first);
      await expect(entries.first()).toBeFocused();
      await page.keyboard.press(menuKeys.previous);
      await expect(entries.first()).toBeFocused();
    });

    await test.step('Escape closes it and gives focus back to the disclosure', async () => {
      await page.keyboard.press(menuKeys.close);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });

    await test.step('ArrowDown on the open disclosure enters its dropdown on the first entry', async () => {
      await page.keyboard.press('Enter');
      await page.keyboard.press(menuKeys.next);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(entries.first()).toBeFocused();
    });

    const next = plainItems[0];
    if (next) {
      await test.step('tabbing out of the dropdown closes it; the next item shows its description', async () => {
        await page.keyboard.press(menuKeys.last);
        await page.keyboard.press('Tab');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(topLink(page, next)).toBeFocused();
        await expect(header(page).getByRole('tooltip')).toHaveText(next.hoverCopy);
        await page.keyboard.press(menuKeys.close);
        await expect(header(page).getByRole('tooltip')).toHaveCount(0);
      });
    }
  });

  test('the arrow keys, Home and End move between the top-level links and disclosure buttons', async ({ page }) => {
    await openWithMenuRow(page);
    const nav = mainNav(page);
    // The menu bar's own links and buttons, in order, without the entries of the (closed) dropdowns.
    const controls = nav.locator(':scope > ul > li > a[href], :scope > ul > li > button');
    const count = await controls.count();
    const button = disclosure(page, experiences);
    const buttonAt = await controls.evaluateAll(
      (all, id) => all.findIndex((el) => el.id === id),
      await button.getAttribute('id'),
    );
    expect(buttonAt, 'the Experiences disclosure is in the menu bar').toBeGreaterThan(0);

    await button.focus();
    await page.keyboard.press(menuKeys.barNext);
    await expect(controls.nth(buttonAt + 1)).toBeFocused();
    await page.keyboard.press(menuKeys.barPrevious);
    await expect(button).toBeFocused();
    await page.keyboard.press(menuKeys.next);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(controls.nth(buttonAt + 1)).toBeFocused();
    await page.keyboard.press(menuKeys.barPrevious);
    await page.keyboard.press(menuKeys.previous);
    await expect(controls.nth(buttonAt - 1)).toBeFocused();
    await page.keyboard.press(menuKeys.last);
    await expect(controls.nth(count - 1)).toBeFocused();
    await page.keyboard.press(menuKeys.barNext);
    await expect(controls.nth(count - 1)).toBeFocused();
    await page.keyboard.press(menuKeys.first);
    await expect(controls.first()).toBeFocused();
    await page.keyboard.press(menuKeys.barPrevious);
    await expect(controls.first()).toBeFocused();
  });

  test('a dropdown link navigates in the app and closes the dropdown and its card; the external entry opens a new tab', async ({
    page,
  }) => {
    await openWithMenuRow(page);

    const parent = [experiences, aboutResources].find((item) => item.dropdown.includes(externalEntry)) ?? aboutResources;
    await topLink(page, parent).hover();
    const external = (await controlledBy(disclosure(page, parent))).getByRole('link', { name: externalEntry.name });
    await expect(external).toHaveAttribute('href', externalEntry.href);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(external).toHaveAttribute('rel', /\bnoreferrer\b/);
    await expect(external).toHaveAccessibleName(/opens in a new tab/);
    await pointAway(page);
    await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS);

    const target = internalEntries(experiences)[1] ?? internalEntries(experiences)[0];
    const button = disclosure(page, experiences);
    const panel = await controlledBy(button);
    await markWindow(page);
    await scrollWindowTo(page, HEADER_SOLID_AFTER_PX * 4);
    await topLink(page, experiences).hover();
    await panel.getByRole('link', { name: target.name }).hover();
    await expect(hoverCard(panel)).toBeVisible();
    await panel.getByRole('link', { name: target.name }).click();

    await expect(page).toHaveURL(target.href);
    expect(await isSameDocument(page), 'navigated without a page load').toBe(true);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(hoverCard(panel)).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectHeaderLook(page, expectedLook(target.href));
    await expect(topLink(page, experiences)).toHaveAttribute('data-within', 'true');
    await expect(panel.getByRole('link', { name: target.name, includeHidden: true })).toHaveAttribute('aria-current', 'page');
  });

  test('the bar shows the Contact button, phone and email; a press-opened dropdown stays until dismissed or the route changes', async ({
    page,
  }) => {
    await openWithMenuRow(page);
    const contactButton = header(page).getByRole('link', { name: navigation.contactButton.label, exact: true });
    await expect(contactButton).toBeVisible();
    await expect(contactButton).toHaveAttribute('href', navigation.contactButton.href);
    const phone = header(page).getByRole('link', { name: contact.phone });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', telHref(contact.phone));
    const email = header(page).getByRole('link', { name: contact.email });
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('href', mailtoHref(contact.email));
    await expect(menuButton(page)).toBeHidden();

    const button = disclosure(page, aboutResources);
    await test.step('a click on the disclosure keeps the dropdown open after the pointer leaves', async () => {
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await pointAway(page);
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 4);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    });

    await test.step('a press anywhere else closes it', async () => {
      await page.locator('main').click({ position: quietSpot(page) });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the Contact button navigates in the app', async () => {
      await markWindow(page);
      await button.click();
      await contactButton.click();
      await expect(page).toHaveURL(navigation.contactButton.href);
      expect(await isSameDocument(page)).toBe(true);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('going back in history resets a dropdown left open', async () => {
      await button.click();
      await pointAway(page);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.goBack();
      await expect(page).toHaveURL(homePath);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expectHeaderLook(page, 'transparent');
    });
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('a tap on an item with a dropdown toggles it instead of following the link', async ({ page }) => {
      await openWithMenuRow(page);
      const button = disclosure(page, experiences);
      const link = topLink(page, experiences);

      await link.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await page.clock.runFor(DROPDOWN_CLOSE_DELAY_MS * 4);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(new URL(page.url()).pathname).toBe(homePath);

      await link.tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(new URL(page.url()).pathname).toBe(homePath);

      await link.tap();
      await topLink(page, aboutResources).tap();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(disclosure(page, aboutResources)).toHaveAttribute('aria-expanded', 'true');

      await page.locator('main').tap({ position: quietSpot(page) });
      await expect(disclosure(page, aboutResources)).toHaveAttribute('aria-expanded', 'false');

      const target = internalEntries(experiences)[0];
      await link.tap();
      await (await controlledBy(button)).getByRole('link', { name: target.name }).tap();
      await expect(page).toHaveURL(target.href);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test.describe('mobile menu', () => {
  test.skip(({ viewport }) => hasFullMenu(viewport), 'the menu button shows below the large breakpoint');

  async function openMenu(page: Page) {
    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const panel = await controlledBy(menuButton(page));
    await expect(panel).toBeVisible();
    return panel;
  }

  const pageIsLocked = (page: Page) =>
    page.evaluate(() => ({ inert: document.querySelector('main')?.inert ?? null, overflow: document.body.style.overflow }));

  test('the menu button opens the menu with every item, the contact links and Plan Your Trip, and closes it again', async ({
    page,
  }) => {
    await openPage(page, homePath);
    await expect(disclosure(page, experiences)).toBeHidden();
    await expect(header(page).getByRole('link', { name: navigation.contactButton.label, exact: true })).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await controlledBy(menuButton(page))).toBeHidden();

    const panel = await openMenu(page);
    await expectHeaderLook(page, 'solid');
    // The lock follows the panel's first frame (this page's clock is the test's: let a frame pass).
    await page.clock.runFor(100);
    await expect
      .poll(() => pageIsLocked(page), { message: 'the page behind is inert and does not scroll' })
      .toEqual({ inert: true, overflow: 'hidden' });

    const nav = mainNav(page);
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link', { name: navigation.home.label, exact: true })).toHaveAttribute(
      'href',
      navigation.home.href,
    );
    for (const item of navigation.items) {
      if (item.dropdown) {
        await expect(nav.getByRole('button', { name: item.name, exact: true })).toHaveAttribute('aria-expanded', 'false');
      } else {
        await expect(nav.getByRole('link', { name: item.name, exact: true })).toHaveAttribute('href', item.href);
      }
    }
    const plan = panel.getByRole('link', { name: navigation.mobileButton.label, exact: true });
    await expect(plan).toBeVisible();
    await expect(plan).toHaveAttribute('href', navigation.mobileButton.href);
    await expect(panel.getByRole('link', { name: contact.phone })).toHaveAttribute('href', telHref(contact.phone));
    // Found by its address: the break opportunity after the @ puts a space into the link's computed name.
    await expect(panel.locator(`a[href="${mailtoHref(contact.email)}"]`)).toHaveText(contact.email);
    await expect(panel.getByRole('button', { name: 'Dark theme' })).toBeVisible();

    await menuButton(page).tap();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expectHeaderLook(page, 'transparent');
    expect(await pageIsLocked(page)).toEqual({ inert: false, overflow: '' });
  });

  test('a tap opens a sub-list, another tap closes it, and only one is open at a time', async ({ page }) => {
    await openPage(page, homePath);
    await openMenu(page);
    const experiencesToggle = mainNav(page).getByRole('button', { name: experiences.name, exact: true });
    const aboutToggle = mainNav(page).getByRole('button', { name: aboutResources.name, exact: true });
    const subList = await controlledBy(experiencesToggle);

    await experiencesToggle.tap();
    await expect(experiencesToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(subList).toBeVisible();
    await expect(subList.getByRole('link', { name: `${site.navigation.viewAllLabel} ${experiences.name}` })).toHaveAttribute(
      'href',
      experiences.href,
    );
    for (const entry of experiences.dropdown) {
      await expect(subList.getByRole('link', { name: entry.name })).toHaveAttribute('href', entry.href);
    }

    await experiencesToggle.tap();
    await expect(experiencesToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(subList).toBeHidden();

    await experiencesToggle.tap();
    await aboutToggle.tap();
    await expect(experiencesToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutToggle).toHaveAttribute('aria-expanded', 'true');

    const external = (await controlledBy(aboutToggle)).getByRole('link', { name: externalEntry.name });
    if (aboutResources.dropdown.includes(externalEntry)) {
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(external).toHaveAttribute('rel', /\bnoreferrer\b/);
    }

    await test.step('closing the menu collapses its sub-lists', async () => {
      await menuButton(page).tap();
      await openMenu(page);
      await expect(aboutToggle).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('Escape closes the menu and gives focus back to the menu button; a wide window closes it', async ({ page }) => {
    await openPage(page, homePath);
    const panel = await openMenu(page);
    await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press(menuKeys.close);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await pageIsLocked(page)).toEqual({ inert: false, overflow: '' });

    await openMenu(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(
      header(page).getByRole('button', { name: site.navigation.menuLabel, exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-expanded', 'false');
    expect(await pageIsLocked(page)).toEqual({ inert: false, overflow: '' });
  });

  test('a link in the menu navigates in the app and closes the menu; any route change closes it', async ({ page }) => {
    await openPage(page, homePath);
    await markWindow(page);
    await openMenu(page);
    const target = internalEntries(experiences)[0];
    await mainNav(page).getByRole('button', { name: experiences.name, exact: true }).tap();
    await mainNav(page).getByRole('link', { name: target.name }).tap();

    await expect(page).toHaveURL(target.href);
    // The address changes when the link is followed, the page once its first screen is ready: only then
    // has the route changed for the header, and a menu opened before would be closed by it.
    await expect(page).toHaveTitle(pageContent(resolvePath(target.href, manifest).pageId).title);
    expect(await isSameDocument(page), 'navigated without a page load').toBe(true);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(await controlledBy(menuButton(page))).toBeHidden();
    await expectHeaderLook(page, expectedLook(target.href));

    await openMenu(page);
    await page.goBack();
    await expect(page).toHaveURL(homePath);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await pageIsLocked(page)).toEqual({ inert: false, overflow: '' });

    await test.step('Plan Your Trip leads to its page', async () => {
      const panel = await openMenu(page);
      await panel.getByRole('link', { name: navigation.mobileButton.label, exact: true }).tap();
      await expect(page).toHaveURL(navigation.mobileButton.href);
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
