import type { ReactNode } from 'react';
import type { SocialLink } from '../generated/content.ts';

type Network = SocialLink['network'];

/** How each network is named to people, for the link's accessible name. */
export const networkName = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
} satisfies Record<Network, string>;

// Line drawings in the style of the other icons (24-unit grid, round caps): the icon set has no brand marks.
const glyphs = {
  facebook: <path d="M16.5 3.5H14a3.5 3.5 0 0 0-3.5 3.5v14M7.5 10.5h8" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8.5 10.5v6M12.5 16.5v-6M12.5 13.5a2.5 2.5 0 0 1 5 0v3" />
      <circle cx="8.5" cy="7.6" r="0.6" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.5 9.5v5l4.2-2.5z" />
    </>
  ),
} satisfies Record<Network, ReactNode>;

/** A social network's mark; decorative, the link around it carries the network's name. */
export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.4}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {glyphs[network]}
    </svg>
  );
}
