/**
 * A model card's picture. `first`: the first card of a page, whose picture is usually the page's largest paint, so it
 * is fetched at once and before the others (which load as they near the screen).
 */
export function CardPicture({ src, first = false }: { src: string; first?: boolean }) {
  return (
    <img
      src={src}
      alt=""
      width={240}
      height={160}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      style={{ width: '100%', height: '120px', objectFit: 'contain' }}
    />
  );
}
