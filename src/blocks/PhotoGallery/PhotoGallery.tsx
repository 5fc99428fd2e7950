import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { color, media, motion, radius, space, type } from '../../theme/tokens.ts';
import { useHydrating } from '../../runtime/hydrating.ts';
import { navigatesInPage } from '../../runtime/navigation-intent.ts';
import { Image } from '../../ui/Image.tsx';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';
import { photoFromQuery, photoQuery, stepWithin } from './gallery-logic.ts';
import { fillPlaceholders } from '../../content/placeholders.ts';

const Band = styled.section`
  padding-block: clamp(2.5rem, 2rem + 3vw, 4.5rem) ${space.section};
`;

const FilterRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.xl};

  button {
    min-height: 44px;
    padding: 0 1.25rem;
    border: 1px solid ${color.line};
    border-radius: ${radius.pill};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
    font-size: ${type.sm};
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${color.accent};
    border-color: ${color.accent};
    color: ${color.onAccent};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(4, 1fr);
    gap: ${space.md};
  }

  button {
    display: block;
    width: 100%;
    padding: 0;
    border: 0;
    border-radius: ${radius.md};
    overflow: hidden;
    background: ${color.surfaceTinted};
    cursor: zoom-in;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    transition: transform ${motion.base} ${motion.easing};
  }
  button:hover img {
    transform: scale(1.03);
  }
  ${media.reducedMotion} {
    img {
      transition: none;
    }
  }
`;

const Viewer = styled.div`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  grid-template-rows: auto 1fr auto;
  /* Opaque: the page's text showing through would be read over the picture. */
  background: rgb(6, 9, 13);
  color: #f4f1ea;
  --color-focus: #8ab4ff;

  .bar {
    display: flex;
    justify-content: space-between;
    align-items: center;
    padding: ${space.sm} ${space.md};
    font-size: ${type.sm};
  }
  figure {
    display: grid;
    grid-template-rows: 1fr auto;
    place-items: center;
    min-height: 0;
    margin: 0;
    padding: 0 ${space.md};
  }
  img {
    max-width: 100%;
    max-height: 100%;
    width: auto;
    height: auto;
    object-fit: contain;
    min-height: 0;
  }
  figcaption {
    padding: ${space.md};
    text-align: center;
    color: #d9d4ca;
  }
  .nav {
    display: flex;
    justify-content: center;
    gap: ${space.lg};
    padding: ${space.md};
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border: 1px solid rgba(244, 241, 234, 0.45);
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(244, 241, 234, 0.12);
  }
`;

/** Keeps the page behind the viewer from scrolling; the returned function lets it scroll again. */
function holdPageScroll(): () => void {
  const { style } = document.body;
  const previous = style.overflow;
  style.overflow = 'hidden';
  return () => {
    style.overflow = previous;
  };
}

/** A picture grid with a full-screen viewer whose open picture lives in the address (?photo=3). */
export function PhotoGallery({ block, index }: BlockProps<'photo-gallery'>) {
  const headingId = useId();
  const { labels, photos } = block;
  const [category, setCategory] = useState<string | null>(null);
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const hydrating = useHydrating();
  const open = hydrating ? null : photoFromQuery(search, photos.length);
  const shown = photos.map((photo, i) => ({ photo, i })).filter(({ photo }) => !category || photo.category === category);
  const visible = shown.map(({ i }) => i);
  // Moving runs through the pictures the filter shows, or through all when the open one is hidden by it.
  const order = open !== null && visible.includes(open) ? visible : photos.map((_, i) => i);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const viewer = useRef<HTMLDivElement>(null);
  const openedHere = (state as { photoOpenedHere?: boolean } | null)?.photoOpenedHere === true;

  // flushSync: a router transition would wait for the parts below that have not hydrated yet.
  const show = (i: number) =>
    void navigate(
      { pathname, search: photoQuery(search, i) },
      { state: { photoOpenedHere: true }, preventScrollReset: true, flushSync: true },
    );
  const move = (delta: 1 | -1) => {
    if (open === null) return;
    void navigate(
      { pathname, search: photoQuery(search, stepWithin(order, open, delta)) },
      { replace: true, state, preventScrollReset: true, flushSync: true },
    );
  };
  const close = () => {
    // Closing undoes the opening's history entry, so Back after closing does not reopen the picture.
    if (openedHere) void navigate(-1);
    else
      void navigate({ pathname, search: photoQuery(search, null) }, { replace: true, preventScrollReset: true, flushSync: true });
  };

  const wasOpen = useRef<number | null>(null);
  useEffect(() => {
    if (open !== null) {
      viewer.current?.querySelector<HTMLButtonElement>('[data-close]')?.focus();
      wasOpen.current = open;
      return holdPageScroll();
    }
    // Focus returns to the picture that was open (the one that opened the viewer, or where it moved to).
    if (wasOpen.current !== null) thumbs.current[wasOpen.current]?.focus({ preventScroll: false });
    wasOpen.current = null;
    return undefined;
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'Tab') {
      // Focus stays inside the viewer: Tab and Shift+Tab cycle through its three buttons.
      const buttons = [...(viewer.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = (at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      event.preventDefault();
      buttons[next]?.focus();
    } else return;
    event.stopPropagation();
  };

  const current = open !== null ? photos[open] : undefined;
  return (
    <Band id={block.id} aria-labelledby={headingId} {...navigatesInPage}>
      <Container>
        <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
        {block.categories && (
          <FilterRow role="group" aria-label={labels.filter}>
            {[{ value: null, label: labels.all }, ...block.categories].map(({ value, label }) => (
              <button key={label} type="button" aria-pressed={category === value} onClick={() => setCategory(value)}>
                {label}
              </button>
            ))}
          </FilterRow>
        )}
        <Grid>
          {shown.map(({ photo, i }) => (
            <li key={photo.image.src}>
              <button
                type="button"
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                aria-label={`${labels.open} ${photo.image.alt}`}
                onClick={() => show(i)}
              >
                <Image image={photo.image} sizes="(min-width: 900px) 300px, 50vw" />
              </button>
            </li>
          ))}
        </Grid>
      </Container>
      {current && open !== null && (
        <Viewer
          ref={viewer}
          role="dialog"
          aria-modal="true"
          aria-label={current.caption ?? current.image.alt}
          onKeyDown={onKeyDown}
        >
          <div className="bar">
            <span>{fillPlaceholders(labels.counter, { n: order.indexOf(open) + 1, total: order.length })}</span>
            <button type="button" data-close onClick={close} aria-label={labels.close}>
              <X size={22} aria-hidden="true" />
            </button>
          </div>
          <figure>
            <Image image={current.image} sizes="100vw" />
            <figcaption>{current.caption ?? current.image.alt}</figcaption>
          </figure>
          <div className="nav">
            <button type="button" onClick={() => move(-1)} aria-label={labels.previous}>
              <ChevronLeft size={24} aria-hidden="true" />
            </button>
            <button type="button" onClick={() => move(1)} aria-label={labels.next}>
              <ChevronRight size={24} aria-hidden="true" />
            </button>
          </div>
        </Viewer>
      )}
    </Band>
  );
}
