import { GENERATED_IMAGE_DIR, GENERATED_IMAGE_WIDTHS } from '@casa/core/content';
import { type Lang, mediaSrcSet } from '@casa/core';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Defaults to the full viewport width. */
  sizes?: string;
  /** The page's main image (a hero): loaded eagerly with high priority, never lazily. */
  priority?: boolean;
  className?: string;
  /** The alt text's language when it is not the page's (a Spanish text on an English page). */
  lang?: Lang | undefined;
}

const GENERATED = new RegExp(`^${GENERATED_IMAGE_DIR}/([a-z0-9-]+)\\.jpg$`);

/** `srcset` for our own images: the server's /media variants or the build's generated WebPs. */
export function responsiveSrcSet(src: string): string | undefined {
  const media = mediaSrcSet(src);
  if (media) return media;
  const generated = GENERATED.exec(src);
  if (generated) return GENERATED_IMAGE_WIDTHS.map((width) => `${GENERATED_IMAGE_DIR}/${generated[1]}-${width}.webp ${width}w`).join(', ');
  return undefined;
}

/**
 * An <img> that never makes a phone download a desktop photo and never jumps while loading
 * (width/height set, srcset + sizes from the media endpoint or the generated variants).
 */
export function ResponsiveImage({ src, alt, width, height, sizes = '100vw', priority = false, className, lang }: ResponsiveImageProps) {
  const srcSet = responsiveSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}

/**
 * The photograph behind a hero or a landing panel: decorative (no alt), filling its positioned
 * parent behind the text (global .backdrop-image), the page's first image so loaded eagerly.
 */
export function BackdropImage({
  image,
  sizes = '100vw',
  className,
}: {
  image: { src: string; width: number; height: number };
  sizes?: string;
  className?: string | undefined;
}) {
  return (
    <ResponsiveImage
      className={className ? `backdrop-image ${className}` : 'backdrop-image'}
      src={image.src}
      alt=""
      width={image.width}
      height={image.height}
      sizes={sizes}
      priority
    />
  );
}
