import type { Image as ImageContent } from '../generated/content.ts';

/**
 * A content picture. `priority` marks the one picture that is the page's largest paint
 * (loaded eagerly with high priority); every other picture is lazy.
 */
export function Image({
  image,
  sizes = '100vw',
  priority = false,
  className,
}: {
  image: ImageContent;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
