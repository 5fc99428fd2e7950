/**
 * The picture sizes and WebP variants under public/images, made at build time by the
 * responsive-images plugin (scripts/lib/vite/pictures.ts).
 */
declare module 'virtual:image-manifest' {
  export interface ImageManifestEntry {
    /** Intrinsic size in pixels, as displayed (after EXIF orientation). */
    width: number;
    height: number;
    /** WebP variants, smallest first, with width descriptors; empty for vector pictures. */
    srcset: string;
    type: 'image/webp';
  }
  /** Keyed by the path content uses, such as /images/home/paris.jpg. */
  const manifest: Readonly<Record<string, ImageManifestEntry | undefined>>;
  export default manifest;
}
