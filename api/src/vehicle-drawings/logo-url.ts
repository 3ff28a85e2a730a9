/** Where a brand's generated logo is served. */
export function logoUrl(slug: string): string {
  return `/api/media/logos/${slug}.svg`;
}
