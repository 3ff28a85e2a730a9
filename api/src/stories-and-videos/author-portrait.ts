import type { VehicleVertical } from '@cvb/contracts';

const BEAT_COLOURS: Record<VehicleVertical, string> = {
  truck: '#0b4f8a',
  bus: '#7a3e9d',
  'three-wheeler': '#1f9d55',
  tractor: '#b7561b',
  infra: '#a07800',
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A round monogram for an author: initials on the colour of the vertical they cover. */
export function authorPortraitSvg(name: string, beat: VehicleVertical): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">' +
    `<title>${escape(name)}</title><circle cx="160" cy="160" r="160" fill="${BEAT_COLOURS[beat]}"/>` +
    `<text x="160" y="190" text-anchor="middle" font-size="110" font-weight="700" fill="#fff"` +
    ` font-family="system-ui, Arial, sans-serif">${escape(initials)}</text></svg>`
  );
}

/** The picture shown when a stored image is missing: the site's mark on a light ground. */
export const FALLBACK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">' +
  '<rect width="640" height="400" fill="#e7ecf1"/><text x="320" y="215" text-anchor="middle" font-size="44"' +
  ' font-weight="700" fill="#8a97a6" font-family="system-ui, Arial, sans-serif">CV Bazaar</text></svg>';
