import { memo, useEffect, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { ImageManifestEntry } from 'virtual:image-manifest';
import type { Image as ImageContent } from '../generated/content.ts';
import { fetchImageEntriesAhead, imageEntriesVersion, imageEntry, subscribeToImageEntries } from '../runtime/image-entries.ts';
import { focusStyle } from './focus.ts';

/** A picture's entry (src/runtime/image-entries.ts): one not known yet is loaded, and the picture renders again with it. */
function useImageEntry(src: string): ImageManifestEntry | undefined {
  useSyncExternalStore(subscribeToImageEntries, imageEntriesVersion, imageEntriesVersion);
  const entry = imageEntry(src);
  useEffect(() => {
    if (!entry) fetchImageEntriesAhead([src]);
  }, [entry, src]);
  return entry;
}

/**
 * A content picture: a WebP srcset for browsers to pick the right width from, the original file as
 * the fallback, and the intrinsic width and height so the browser reserves its box before it loads.
 *
 * `priority` marks the picture that is the page's largest paint: it loads eagerly, with high priority,
 * and is preloaded from <head>. Every other picture is lazy.
 *
 * The picture's `focus` (its subject) becomes its `object-position`, so a layout that crops it with
 * `object-fit: cover` keeps the subject in view; without one the layout's own `object-position` applies
 * (the centre, or a hero's default).
 *
 * `className` lands on the <img>, so `styled(Image)` styles the picture itself. The <picture> around it
 * takes no box of its own (display: contents), so the <img> sizes and positions against the parent
 * exactly as a bare <img> would (width/height 100% with object-fit: cover, absolute insets, grid items).
 * Its <source> is hidden for the same reason: a grid or flex parent would otherwise give it a cell of its
 * own, one before every picture.
 *
 * Memoised on its props: a block drawn again around an unchanged picture (in the editor's preview, at each key
 * typed in the block) does not draw the picture again.
 */
export const Image = memo(function Image({
  image,
  sizes = '100vw',
  priority = false,
  className,
}: {
  image: ImageContent;
  /** Which width the picture shows at, as for the `sizes` attribute, e.g. "(min-width: 900px) 50vw, 100vw". */
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const entry = useImageEntry(image.src);
  const srcset = entry?.srcset ?? '';
  if (priority && srcset) {
    // Inside <picture> React does not preload the <img> (it cannot know which source wins), so the
    // preload is declared here, with the same srcset and sizes the browser will choose from.
    preload(image.src, { as: 'image', imageSrcSet: srcset, imageSizes: sizes, type: entry?.type, fetchPriority: 'high' });
  }
  // Until its entry arrives (src/runtime/image-entries.ts) a picture shows its original file; one missing
  // from the manifest cannot pass content validation.
  const img = (
    <img
      className={className}
      src={image.src}
      alt={image.decorative ? '' : image.alt}
      width={entry?.width}
      height={entry?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      style={focusStyle(image.focus)}
    />
  );
  if (!srcset) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type={entry?.type} srcSet={srcset} sizes={sizes} style={{ display: 'none' }} />
      {img}
    </picture>
  );
});
