import { normalizePath } from '../content/routing.ts';
import type { NavItem } from '../generated/content.ts';

/** Whether a menu href is the page being shown, so it can carry aria-current. */
export const isCurrentPath = (href: string, pathname: string): boolean =>
  href.startsWith('/') && normalizePath(href) === normalizePath(pathname);

/** The aria-current value of a menu link: 'page' on the link to the page being shown. */
export const ariaCurrent = (href: string, pathname: string): 'page' | undefined =>
  isCurrentPath(href, pathname) ? 'page' : undefined;

/** Whether a menu item or one of its dropdown entries is the page being shown. */
export const itemContainsPath = (item: NavItem, pathname: string): boolean =>
  isCurrentPath(item.href, pathname) || (item.dropdown ?? []).some((entry) => isCurrentPath(entry.href, pathname));
