/** Scroll distance after which a transparent header turns solid (SPEC 9). */
export const HEADER_SOLID_AFTER_PX = 50;

/** The header is see-through only over a page's opening picture, and only while nothing hangs from it. */
export const isHeaderSolid = ({
  transparent,
  scrolled,
  menuOpen,
}: {
  transparent: boolean;
  scrolled: boolean;
  menuOpen: boolean;
}): boolean => !transparent || scrolled || menuOpen;
