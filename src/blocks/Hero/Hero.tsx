import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memo } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { HeroBlock, HeroSlide } from '../../generated/content.ts';
import { color, colorVariables, font, layout, media, motion, palettes, space, type } from '../../theme/tokens.ts';
import { ButtonLink, ButtonRow } from '../../ui/Button.tsx';
import { HERO_FOCUS, HERO_FOCUS_NARROW, objectPosition } from '../../ui/focus.ts';
import { Image } from '../../ui/Image.tsx';
import { usePageLoaded } from '../../runtime/page-load.ts';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';
import { CROSSFADE_MS, SLIDE_INTERVAL_MS } from './slideshow.ts';
import { useBackgroundVideo } from './useBackgroundVideo.ts';
import { useSlideshow } from './useSlideshow.ts';

// Text over a picture is light in both themes, so the hero always uses the dark palette: every token
// inside it (text, accent, focus ring) is then the variant made for dark backgrounds.
const darkSurface = css`
  ${colorVariables(palettes.dark)}
  color-scheme: dark;
`;

// Translucent whites for the fine lines and controls drawn on the darkened picture.
const onImage = { hairline: 'rgba(255, 255, 255, 0.28)', line: 'rgba(255, 255, 255, 0.55)', wash: 'rgba(255, 255, 255, 0.12)' };

// A second, directional shade under the text on top of the theme's overlay: together they darken a
// pure white picture enough for small light text to keep a 4.5:1 contrast where the text sits, the end
// of a long headline at 60 % of a wide screen included (measured against the picture itself in
// tests/e2e/visual.spec.ts).
const scrim = {
  phone:
    'linear-gradient(0deg, rgba(6, 8, 12, 0.62) 0%, rgba(6, 8, 12, 0.54) 55%, rgba(6, 8, 12, 0.3) 80%, rgba(6, 8, 12, 0) 96%)',
  desktop:
    'linear-gradient(90deg, rgba(6, 8, 12, 0.62) 0%, rgba(6, 8, 12, 0.55) 45%, rgba(6, 8, 12, 0.4) 64%, rgba(6, 8, 12, 0) 88%)',
};

/** The slow drift of the picture shown: long enough to outlast its time on screen. */
const DRIFT_MS = SLIDE_INTERVAL_MS + CROSSFADE_MS * 2;

const Frame = styled.section<{ $size: 'full' | 'tall' }>`
  ${darkSurface}
  position: relative;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${color.bg};
  color: ${color.text};
  min-height: ${({ $size }) => ($size === 'full' ? 'max(560px, 100vh)' : 'max(480px, 68vh)')};
  min-height: ${({ $size }) => ($size === 'full' ? 'max(560px, 100svh)' : 'max(480px, 68svh)')};
`;

const raised = css`
  position: relative;
  z-index: 2;
`;

const Layer = styled.div`
  position: absolute;
  inset: 0;
`;

const Shade = styled(Layer)`
  z-index: 1;
  pointer-events: none;
  background: ${scrim.phone}, ${color.overlay};

  ${media.md} {
    background: ${scrim.desktop}, ${color.overlay};
  }
`;

/** A picture whose content names no focus is cropped around the hero's default (an inline focus wins). */
const heroCrop = css`
  object-position: ${objectPosition(HERO_FOCUS_NARROW)};

  ${media.md} {
    object-position: ${objectPosition(HERO_FOCUS)};
  }
`;

const drift = keyframes`
  from { transform: scale(1.06); }
  to { transform: scale(1); }
`;

const SlideFrame = styled(Layer)<{ $active: boolean }>`
  z-index: 0;
  opacity: ${({ $active }) => ($active ? 1 : 0)};
  transition: opacity ${CROSSFADE_MS}ms ${motion.easing};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${heroCrop}
    ${({ $active }) =>
      $active &&
      css`
        animation: ${drift} ${DRIFT_MS}ms cubic-bezier(0.25, 0.1, 0.25, 1) both;
      `}
  }

  ${media.reducedMotion} {
    img {
      animation: none;
    }
  }
`;

const Still = styled(Layer)`
  z-index: 0;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    ${heroCrop}
  }
`;

const Film = styled.video<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  z-index: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${CROSSFADE_MS}ms ${motion.easing};

  ${media.reducedMotion} {
    transition: none;
  }
`;

// Not positioned: the slides inside the carousel are laid out against the whole Frame, and what must
// stand above the shade is raised one element at a time (`raised`).
const Inner = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
  padding-top: calc(${layout.headerHeight} + ${space.xl});
  padding-bottom: clamp(1.25rem, 0.9rem + 1.2vw, 2.25rem);
`;

const Body = styled.div`
  ${raised}
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  max-width: 46rem;
  padding-bottom: clamp(2.5rem, 1.5rem + 4vw, 4rem);
  text-shadow: 0 1px 24px rgba(0, 0, 0, 0.25);

  ${media.md} {
    justify-content: center;
    padding-bottom: ${space.xl};
  }
`;

const Eyebrow = styled.p`
  display: flex;
  align-items: center;
  gap: 0.9rem;
  margin-bottom: ${space.lg};
  font-size: ${type.xs};
  font-weight: 500;
  letter-spacing: 0.2em;

  ${media.sm} {
    letter-spacing: 0.28em;
  }
  text-transform: uppercase;

  &::before {
    content: '';
    flex: none;
    width: 2.5rem;
    height: 1px;
    background: ${color.accent};
  }
`;

const Title = styled.h1`
  /* A step above the shared display size: the hero's title is the page's largest type. */
  font-size: clamp(3rem, 1.9rem + 4.8vw, 6rem);
  font-weight: 400;
  line-height: 1.02;
  letter-spacing: -0.01em;
`;

const Tagline = styled.p`
  margin-top: ${space.lg};
  font-family: ${font.display};
  font-style: italic;
  font-size: ${type.xl};
  line-height: 1.3;
`;

const Actions = styled(ButtonRow)`
  margin-top: clamp(2rem, 1.6rem + 1.5vw, 3rem);
  text-shadow: none;
`;

/** The bottom band: caption, scroll cue and controls. */
const Foot = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas: 'caption controls' 'cue cue';
  align-items: end;
  gap: ${space.lg} ${space.md};

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    grid-template-areas: 'caption cue controls';
  }
`;

/**
 * The slideshow's own controls and caption, as one region; `display: contents` lets them keep their
 * places in the foot's grid, beside the scroll cue, which belongs to the page rather than the slides.
 */
const Carousel = styled.div`
  display: contents;
`;

const Caption = styled.div`
  ${raised}
  grid-area: caption;
  display: grid;
  gap: 0.6rem;
  min-width: 0;
`;

const Counter = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.9rem;
  white-space: nowrap;
  font-size: ${type.xs};
  font-weight: 500;
  letter-spacing: 0.2em;
  font-variant-numeric: tabular-nums;
`;

const Bars = styled.span`
  display: flex;
  gap: 6px;
`;

const Bar = styled.span<{ $active: boolean }>`
  position: relative;
  width: clamp(14px, 1vw + 8px, 28px);
  height: 2px;
  overflow: hidden;
  background: ${({ $active }) => ($active ? onImage.line : onImage.hairline)};
`;

const fill = keyframes`
  from { transform: scaleX(0); }
  to { transform: scaleX(1); }
`;

const BarFill = styled.span<{ $running: boolean }>`
  position: absolute;
  inset: 0;
  background: ${color.accent};
  transform-origin: left center;
  animation: ${fill} ${SLIDE_INTERVAL_MS}ms linear both;
  animation-play-state: ${({ $running }) => ($running ? 'running' : 'paused')};
`;

const Place = styled.div`
  display: flex;
  align-items: baseline;
  gap: 0.55rem;
  font-family: ${font.display};
  font-style: italic;
  font-size: ${type.lg};
  line-height: 1.3;

  /* A hairline rather than a map pin: a slide's subject is not always a place. */
  &::before {
    content: '';
    flex: none;
    align-self: center;
    width: 1.25rem;
    height: 1px;
    background: ${color.accent};
  }
`;

const PlaceText = styled.span`
  display: block;
`;

const PlaceNote = styled.span`
  display: block;
  font-family: ${font.body};
  font-style: normal;
  font-size: ${type.xs};
  letter-spacing: 0.04em;
`;

const Controls = styled.div`
  ${raised}
  grid-area: controls;
  justify-self: end;
  display: flex;
  gap: 0.5rem;
`;

const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${onImage.line};
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  transition:
    background-color ${motion.base} ${motion.easing},
    border-color ${motion.base} ${motion.easing},
    opacity ${motion.base} ${motion.easing};

  &:hover {
    border-color: ${color.text};
    background: ${onImage.wash};
  }

  &[aria-disabled='true'] {
    opacity: 0.45;
    cursor: default;
  }

  ${media.md} {
    width: 48px;
    height: 48px;
  }
`;

const travel = keyframes`
  0% { transform: translateY(-100%); }
  60%, 100% { transform: translateY(100%); }
`;

const Cue = styled(SmartLink)`
  ${raised}
  grid-area: cue;
  justify-self: center;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 0.7rem;
  min-height: 44px;
  padding-inline: ${space.sm};
  font-size: ${type.xs};
  font-weight: 500;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  text-decoration: none;

  &:hover span:first-child {
    color: ${color.accentStrong};
  }
`;

const CueLine = styled.span`
  position: relative;
  display: block;
  width: 1px;
  height: clamp(28px, 2vw + 16px, 52px);
  overflow: hidden;
  background: ${onImage.hairline};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: ${color.accent};
    animation: ${travel} 2.6s ${motion.easing} infinite;
  }

  ${media.reducedMotion} {
    &::after {
      animation: none;
      transform: none;
    }
  }
`;

/** Finer than the icon set's filled bars: two hairlines, or an open triangle. */
function PlayPauseGlyph({ playing }: { playing: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.25"
      aria-hidden="true"
      focusable="false"
    >
      {playing ? <path d="M5.5 3v10M10.5 3v10" strokeLinecap="round" /> : <path d="M5 2.8v10.4L13 8z" strokeLinejoin="round" />}
    </svg>
  );
}

const pad = (n: number): string => String(n).padStart(2, '0');

function HeroBody({ block }: { block: HeroBlock }) {
  return (
    <Body>
      {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
      <Title>{block.title}</Title>
      {block.tagline && <Tagline>{block.tagline}</Tagline>}
      {block.actions && block.actions.length > 0 && (
        <Actions>
          {block.actions.map((action) => (
            <ButtonLink key={`${action.href}-${action.label}`} button={action} onImage />
          ))}
        </Actions>
      )}
    </Body>
  );
}

/** The slide's place and note, and the scroll cue: memoised, as drawn again with the hero's title at each key in the editor. */
const SlidePlace = memo(function SlidePlace({ slide }: { slide: HeroSlide }) {
  return (
    <>
      <PlaceText>{slide.title}</PlaceText>
      {slide.description && <PlaceNote>{slide.description}</PlaceNote>}
    </>
  );
});

const ScrollCue = memo(function ScrollCue({ cue }: { cue: NonNullable<HeroBlock['scrollCue']> }) {
  return (
    <Cue href={cue.href}>
      <span>{cue.label}</span>
      <CueLine aria-hidden="true" />
    </Cue>
  );
});

function SingleHero({ block, priority }: { block: HeroBlock; priority: boolean }) {
  const slide = block.slides[0];
  return (
    <Frame id={block.id} $size={block.size ?? 'tall'}>
      <SlideFrame $active>
        <Image image={slide.image} sizes="100vw" priority={priority} />
      </SlideFrame>
      <Shade />
      <Inner>
        <HeroBody block={block} />
        <Foot>
          <Caption>
            <Place>
              <span>
                <SlidePlace slide={slide} />
              </span>
            </Place>
          </Caption>
          {block.scrollCue && <ScrollCue cue={block.scrollCue} />}
        </Foot>
      </Inner>
    </Frame>
  );
}

const videoType = (src: string): string => (src.endsWith('.webm') ? 'video/webm' : 'video/mp4');

/**
 * A silent film behind the title. The poster is an ordinary picture, prerendered and preloaded as the
 * page's largest paint; the <video> joins it only in the browser, muted, looping and without controls,
 * and never for a visitor who asks for less motion unless they press play.
 */
function VideoHero({ block, video, priority }: { block: HeroBlock; video: NonNullable<HeroBlock['video']>; priority: boolean }) {
  const slide = block.slides[0];
  const film = useBackgroundVideo();
  return (
    <Frame id={block.id} $size={block.size ?? 'tall'}>
      <Still>
        <Image image={slide.image} sizes="100vw" priority={priority} />
      </Still>
      {film.mounted && (
        // Decorative: the title and the poster's caption say what it shows; the button below controls it.
        <Film
          {...film.videoProps}
          $shown={film.shown}
          muted
          loop
          playsInline
          autoPlay={film.playing}
          preload="auto"
          disablePictureInPicture
          aria-hidden="true"
          tabIndex={-1}
        >
          {video.sources.map((src) => (
            <source key={src} src={src} type={videoType(src)} />
          ))}
        </Film>
      )}
      <Shade />
      <Inner>
        <HeroBody block={block} />
        <Foot>
          <Caption>
            <Place>
              <span>
                <SlidePlace slide={slide} />
              </span>
            </Place>
          </Caption>
          <Controls>
            <ControlButton
              type="button"
              aria-label={
                film.playing ? (video.pauseLabel ?? 'Pause background video') : (video.playLabel ?? 'Play background video')
              }
              onClick={film.toggle}
            >
              <PlayPauseGlyph playing={film.playing} />
            </ControlButton>
          </Controls>
          {block.scrollCue && <ScrollCue cue={block.scrollCue} />}
        </Foot>
      </Inner>
    </Frame>
  );
}

function SlideshowHero({ block, priority }: { block: HeroBlock; priority: boolean }) {
  const { slides } = block;
  const { state, running, next, previous, toggle, containerProps } = useSlideshow(slides.length);
  // The other slides' pictures wait for the page's load event, so they never compete with the first
  // one, the page's largest paint; once loaded they stay mounted and are ready before they fade in.
  const pageLoaded = usePageLoaded();
  const current = slides[state.index];
  const { onMouseEnter, onMouseLeave, ...focusProps } = containerProps;

  return (
    <Frame id={block.id} $size={block.size ?? 'tall'} onMouseEnter={onMouseEnter} onMouseLeave={onMouseLeave}>
      <Shade />
      <Inner>
        <HeroBody block={block} />
        <Foot>
          <Carousel role="region" aria-roledescription="carousel" aria-label="Featured destinations" {...focusProps}>
            {/* First in the tab order, as the WAI carousel pattern asks; the grid places it visually. */}
            <Controls>
              <ControlButton type="button" aria-label="Previous slide" aria-disabled={state.locked} onClick={previous}>
                <ChevronLeft size={20} strokeWidth={1.25} aria-hidden="true" focusable="false" />
              </ControlButton>
              <ControlButton type="button" aria-label={state.playing ? 'Pause slideshow' : 'Play slideshow'} onClick={toggle}>
                <PlayPauseGlyph playing={state.playing} />
              </ControlButton>
              <ControlButton type="button" aria-label="Next slide" aria-disabled={state.locked} onClick={next}>
                <ChevronRight size={20} strokeWidth={1.25} aria-hidden="true" focusable="false" />
              </ControlButton>
            </Controls>
            {slides.map((slide, i) => {
              const active = i === state.index;
              return (
                <SlideFrame
                  key={`${i}-${slide.image.src}`}
                  $active={active}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${slides.length}`}
                  aria-hidden={active ? undefined : true}
                  inert={!active}
                >
                  {(i === 0 || pageLoaded || active) && (
                    <Image image={slide.image} sizes="100vw" priority={priority && i === 0} />
                  )}
                </SlideFrame>
              );
            })}
            <Caption>
              <Counter aria-hidden="true">
                <span>
                  {pad(state.index + 1)} / {pad(slides.length)}
                </span>
                <Bars>
                  {slides.map((slide, i) => (
                    <Bar key={`${i}-${slide.image.src}`} $active={i === state.index}>
                      {i === state.index && <BarFill key={state.index} $running={running} />}
                    </Bar>
                  ))}
                </Bars>
              </Counter>
              <Place>
                {/* Announced only when the visitor moves the slides: while they play on their own it is off. */}
                <span aria-live={running ? 'off' : 'polite'} aria-atomic="true">
                  <SlidePlace slide={current} />
                </span>
              </Place>
            </Caption>
          </Carousel>
          {block.scrollCue && <ScrollCue cue={block.scrollCue} />}
        </Foot>
      </Inner>
    </Frame>
  );
}

/**
 * The page's opening: its one h1 over a picture, or over a slideshow when there are several slides.
 * The arrows use aria-disabled during the transition lock rather than disabled, which would drop
 * keyboard focus to the page after every press.
 */
export function Hero({ block, index }: BlockProps<'hero'>) {
  const priority = index === 0;
  if (block.video) return <VideoHero block={block} video={block.video} priority={priority} />;
  if (block.slides.length < 2) return <SingleHero block={block} priority={priority} />;
  // A new set of slides (another page's hero in the same place) starts a new slideshow.
  return <SlideshowHero key={block.slides.map((s) => s.image.src).join('|')} block={block} priority={priority} />;
}
