import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
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
      <SiteLink href={href} {...rest}>
        {children}
      </SiteLink>
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

/** Whether a click on a link is a plain one, which the router follows, not one that asks for a new tab or a download. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * A link to a path of the site, followed by the router without a reload. React Router's own Link also
 * carries its framework's prefetching and route discovery, which this site does its own way
 * (src/app/prefetch.ts): every first load paid for that code. As with React Router's link, following
 * a link to the address shown replaces its history entry rather than adding a second one.
 */
export function SiteLink({ href, onClick, target, children, ...rest }: Props) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return (
    <a
      href={href}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event, target)) return;
        event.preventDefault();
        void navigate(href, { replace: href === pathname + search + hash });
      }}
    >
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
