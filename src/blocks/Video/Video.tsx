import { useEffect, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { withoutScript } from '../../chrome/chrome-style.ts';
import { videoPlayerUrl } from '../../content/embeds.ts';
import { color, font, media, motion, radius, space, type } from '../../theme/tokens.ts';
import { focusStyle } from '../../ui/focus.ts';
import { Image } from '../../ui/Image.tsx';
import { Section } from '../../ui/Section.tsx';
import { visuallyHidden } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';

const Figure = styled.figure`
  margin: 0;
`;

/**
 * The 16:9 box is reserved before anything loads, so neither the poster nor the player moves the page.
 * The poster is reached as a descendant, not a child: a responsive picture sits inside a <picture>.
 */
const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${radius.sm};
  background: ${color.surfaceTinted};

  & img,
  & > iframe,
  & video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }

  & img {
    object-fit: cover;
    transition: transform ${motion.slow} ${motion.easing};
  }

  &:hover img {
    transform: scale(1.02);
  }

  /* The poster fills the frame as the picture did, so pressing play does not change what is seen. */
  & video {
    object-fit: cover;
  }

  ${media.reducedMotion} {
    & img {
      transition: none;
    }
    &:hover img {
      transform: none;
    }
  }
`;

/** Without a script the play button cannot work: the browser's own player takes its place. */
const PlayerWithoutScript = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
`;

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${space.md};
  width: 100%;
  padding: ${space.lg};
  border: 0;
  /* An even veil and a deeper one behind the words keep the white label and title at 4.5:1 even on
     the brightest poster (checked in tests/e2e/visual.spec.ts). */
  background:
    radial-gradient(ellipse 70% 60% at 50% 55%, rgba(12, 16, 24, 0.5) 0%, rgba(12, 16, 24, 0.36) 60%, rgba(12, 16, 24, 0) 100%),
    linear-gradient(rgba(12, 16, 24, 0.35), rgba(12, 16, 24, 0.35));
  color: #ffffff;
  cursor: pointer;

  ${withoutScript} {
    display: none;
  }

  &:focus-visible {
    outline-offset: -6px;
  }
`;

const Disc = styled.span`
  display: grid;
  place-items: center;
  width: clamp(4rem, 3rem + 4vw, 6rem);
  height: clamp(4rem, 3rem + 4vw, 6rem);
  border: 1px solid rgba(255, 255, 255, 0.85);
  border-radius: 50%;
  background: rgba(12, 16, 24, 0.28);
  backdrop-filter: blur(4px);
  transition:
    background-color ${motion.base} ${motion.easing},
    transform ${motion.base} ${motion.easing};

  ${PlayButton}:hover &,
  ${PlayButton}:focus-visible & {
    background: rgba(12, 16, 24, 0.5);
    transform: scale(1.05);
  }

  ${media.reducedMotion} {
    transition: none;
    ${PlayButton}:hover &,
    ${PlayButton}:focus-visible & {
      transform: none;
    }
  }

  svg {
    width: 34%;
    height: 34%;
    /* The triangle's visual centre sits right of its box's centre. */
    margin-left: 8%;
  }
`;

const Label = styled.span`
  margin-top: ${space.xs};
  font-family: ${font.body};
  font-size: ${type.xs};
  font-weight: 600;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  text-shadow: 0 1px 12px rgba(0, 0, 0, 0.45);

  ${media.sm} {
    font-size: ${type.sm};
  }
`;

const Title = styled.span`
  max-width: 36rem;
  font-family: ${font.display};
  font-size: ${type.xl};
  line-height: 1.2;
  text-align: center;
  text-shadow: 0 1px 14px rgba(0, 0, 0, 0.5);

  /* On a phone the poster is too small for the title; it stays in the button's name. */
  @media (max-width: 479.98px) {
    ${visuallyHidden}
  }
`;

const Caption = styled.figcaption`
  margin-top: ${space.md};
  font-family: ${font.display};
  font-size: ${type.lg};
  font-style: italic;
  color: ${color.textMuted};
  text-align: center;
`;

const VIDEO_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

/**
 * The browser's own player for a film of the site's own: its controls work with the keyboard and
 * without a script, and `preload="none"` fetches nothing until play is pressed. The films are silent
 * stand-ins or the agency's own; nothing starts by itself.
 */
function Player({
  block,
  sources,
  ref,
}: {
  block: BlockProps<'video'>['block'];
  sources: string[];
  ref?: Ref<HTMLVideoElement>;
}) {
  return (
    // A film with speech names its captions in the content (`captions`); a silent one needs none.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      controls
      playsInline
      preload="none"
      poster={block.poster.src}
      aria-label={block.title}
      style={focusStyle(block.poster.focus)}
    >
      {sources.map((src) => (
        <source key={src} src={src} type={VIDEO_TYPES[src.slice(src.lastIndexOf('.') + 1)]} />
      ))}
      {block.captions && (
        <track kind="captions" src={block.captions.src} srcLang={block.captions.language} label={block.captions.label} />
      )}
    </video>
  );
}

export function Video({ block, index }: BlockProps<'video'>) {
  const [playing, setPlaying] = useState(false);
  const iframe = useRef<HTMLIFrameElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const { sources, provider, videoId } = block;

  // The play button disappears with the click; focus follows to the player instead of falling to <body>.
  useEffect(() => {
    if (!playing) return;
    iframe.current?.focus();
    const film = video.current;
    if (film) {
      film.focus();
      // A browser that refuses (a data saver, a policy) leaves the player's own play button to press.
      film.play().catch(() => undefined);
    }
  }, [playing]);

  const player = sources ? (
    <Player ref={video} block={block} sources={sources} />
  ) : provider && videoId ? (
    <iframe
      ref={iframe}
      src={videoPlayerUrl(provider, videoId)}
      title={block.title}
      // Fullscreen through the older attribute alone, which every browser knows; naming it in
      // `allow` as well makes Chromium warn that one overrides the other.
      allow="autoplay; picture-in-picture"
      allowFullScreen
    />
  ) : null;

  return (
    <Section id={block.id} heading={block.heading}>
      <Figure>
        <Frame>
          {playing ? (
            player
          ) : (
            <>
              <Image image={block.poster} sizes="(min-width: 1240px) 1144px, 100vw" priority={index === 0} />
              <PlayButton type="button" aria-label={`Play video: ${block.title}`} onClick={() => setPlaying(true)}>
                <Disc aria-hidden="true">
                  <svg viewBox="0 0 24 24" focusable="false">
                    <path d="M6 3.5v17l14-8.5z" fill="currentColor" />
                  </svg>
                </Disc>
                {/* The space keeps the visible words apart, so the button's name contains them as they read. */}
                <Label>Play video</Label> <Title>{block.title}</Title>
              </PlayButton>
              {sources && (
                <noscript>
                  <PlayerWithoutScript>
                    <Player block={block} sources={sources} />
                  </PlayerWithoutScript>
                </noscript>
              )}
            </>
          )}
        </Frame>
        {block.caption && <Caption>{block.caption}</Caption>}
      </Figure>
    </Section>
  );
}
