import type { SiteImage } from '@cvb/contracts';

interface SitePictureProps {
  image: SiteImage;
  /** How wide the picture is shown, for the browser's pick from `srcset`. */
  sizes?: string;
  /** The picture at the top of a page: load it first. */
  priority?: boolean;
  /** Decorative when a heading next to it already says what it shows. */
  decorative?: boolean;
  className?: string;
}

/** A picture the site draws itself, in WebP width variants; 16:10 like the generated artwork. */
export function SitePicture({
  image,
  sizes = '(min-width: 1024px) 380px, 100vw',
  priority,
  decorative,
  className,
}: SitePictureProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      alt={decorative ? '' : image.alt}
      width={640}
      height={400}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={{ width: '100%', height: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', display: 'block' }}
    />
  );
}
