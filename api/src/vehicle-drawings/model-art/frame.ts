import { escapeXml } from './svg';

export const CANVAS = { width: 640, height: 400, ground: 322 } as const;
/** The area a vehicle is fitted into, above the ground line. */
export const STAGE = { left: 44, right: 596, top: 56 } as const;

const STYLE =
  '<style>.o{stroke:#1d2733;stroke-width:1.3;stroke-linejoin:round;vector-effect:non-scaling-stroke}</style>';

const LIGHTNING_BADGE =
  '<g transform="translate(596 44)"><circle r="21" fill="#1f9d55"/>' +
  '<path d="M3 -14 L-9 3 L-1 3 L-4 15 L9 -3 L1 -3 Z" fill="#fff"/></g>';

interface FrameOptions {
  title: string;
  electric: boolean;
  /** The picture in front of the background. */
  content: string;
  /** The background behind the content; the floor and sky unless told. */
  background?: string;
}

const STUDIO =
  `<rect width="${CANVAS.width}" height="${CANVAS.height}" fill="#f4f7fa"/>` +
  `<rect y="${CANVAS.ground - 6}" width="${CANVAS.width}" height="${CANVAS.height - CANVAS.ground + 6}" fill="#e7ecf1"/>`;

/**
 * The 640×400 SVG document: light background, the picture, the electric badge. No text is drawn inside: the pages
 * name the vehicle beside the picture, where it is readable on a phone and in the visitor's language.
 */
export function frame({ title, electric, content, background = STUDIO }: FrameOptions): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CANVAS.width}" height="${CANVAS.height}"`,
    ` viewBox="0 0 ${CANVAS.width} ${CANVAS.height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    STYLE,
    background,
    content,
    electric ? LIGHTNING_BADGE : '',
    '</svg>',
  ].join('');
}
