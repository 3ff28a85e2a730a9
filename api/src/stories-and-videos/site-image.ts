import type { SiteImage } from '@cvb/contracts';

/** The widths every generated picture is offered in (`?w=`), for `srcset`. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** Drawn when a story has no picture of its own (the first news seed stored a file the site never had). */
export const FALLBACK_IMAGE = '/api/media/art/cv-bazaar/news/angle.webp';

/** An image with its WebP width variants when the site draws it; a stored URL as it is; the fallback otherwise. */
export function siteImage(stored: string, alt: string): SiteImage {
  const path = stored.startsWith('/api/') || /^https:\/\//.test(stored) ? stored : FALLBACK_IMAGE;
  if (!path.startsWith('/api/media/') || !path.endsWith('.webp')) return { src: path, srcset: '', alt };
  return {
    src: `${path}?w=640`,
    srcset: IMAGE_WIDTHS.map((width) => `${path}?w=${width} ${width}w`).join(', '),
    alt,
  };
}

export const artPath = (brandSlug: string, modelSlug: string, view = 'angle') =>
  `/api/media/art/${brandSlug}/${modelSlug}/${view}.webp`;
export const authorImagePath = (slug: string) => `/api/media/authors/${slug}.webp`;
export const frame360Path = (brandSlug: string, modelSlug: string, frame: number) =>
  `/api/media/360/${brandSlug}/${modelSlug}/${frame}.webp`;
