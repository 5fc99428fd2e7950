/**
 * Every other site a page may load something from, in one place: the Content-Security-Policy
 * (src/server/headers.ts) allows these and nothing else, and the blocks build their addresses here.
 */
// site.json itself rather than site.ts: the server's header module imports this file through Vite's config loader.
import siteJson from '../../content/site.json' with { type: 'json' };
import type { Site, VideoBlock } from '../generated/content.ts';

/** A video service a video block may name (a film of the site's own names none). */
export type VideoProvider = NonNullable<VideoBlock['provider']>;

/** Each video provider's player. Typed exhaustively: a provider added to the schema needs its origin here. */
export const videoPlayerOrigins = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const satisfies Record<VideoProvider, string>;

/** The provider's player, asked to start at once: the visitor has just pressed play. */
export function videoPlayerUrl(provider: VideoProvider, videoId: string): string {
  const id = encodeURIComponent(videoId);
  return provider === 'youtube'
    ? `${videoPlayerOrigins.youtube}/embed/${id}?autoplay=1&rel=0`
    : `${videoPlayerOrigins.vimeo}/video/${id}?autoplay=1&dnt=1`;
}

/** Third-party tools the content embeds, from content/site.json (`embeds`). */
const site = siteJson as Site;

export const embedOrigins = {
  /** Sites shown in frames (the insurance quote tool). */
  frames: site.embeds?.frames ?? [],
  /** Sites whose scripts pages load (the advisors' review widget). */
  scripts: site.embeds?.scripts ?? [],
};
