import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** Whether an href leaves the site; such links open in a new tab. */
export const isExternal = (href: string): boolean => /^https?:\/\//.test(href);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

/**
 * One link element for every href of the content: site paths go through the router (no reload),
 * https:// addresses open in a new tab and say so, mailto:/tel: and #anchors stay plain links.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternal(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (href.startsWith('#')) {
    return (
      <a href={href} {...rest} onClick={glideToAnchor(rest.onClick)}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

let glideEnds: (() => void) | undefined;

/**
 * An in-page link glides to its anchor (and jumps there under prefers-reduced-motion). The browser
 * still does the jump itself, so focus, :target and the history entry behave as for any anchor link;
 * smooth scrolling is switched on for that one jump only, as a page-wide setting would also slow
 * every scroll the app makes itself, such as the return to the top on a new page.
 */
function glideToAnchor(onClick: Props['onClick']): NonNullable<Props['onClick']> {
  return (event) => {
    onClick?.(event);
    if (event.defaultPrevented || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const root = document.documentElement;
    glideEnds?.();
    root.style.scrollBehavior = 'smooth';
    const timer = window.setTimeout(() => glideEnds?.(), 2000);
    glideEnds = () => {
      window.clearTimeout(timer);
      window.removeEventListener('scrollend', ended);
      root.style.removeProperty('scroll-behavior');
      glideEnds = undefined;
    };
    const ended = (): void => glideEnds?.();
    window.addEventListener('scrollend', ended);
  };
}

/** Hidden from sight, still read out by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
