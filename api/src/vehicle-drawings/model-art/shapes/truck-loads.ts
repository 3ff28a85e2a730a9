import type { Palette } from '../palette';
import { line, polygon, rect } from '../svg';

export type LoadKind = 'open' | 'box' | 'tipper';

export interface LoadArea {
  rear: number;
  front: number;
  floor: number;
  top: number;
}

function openDeck({ rear, front, floor, top }: LoadArea, palette: Palette): string {
  const posts = Math.max(2, Math.round((front - rear) / 45));
  const step = (front - rear) / posts;
  return [
    rect(rear, -top, front - rear, top - floor, palette.deck),
    ...Array.from({ length: posts - 1 }, (_, k) =>
      line(
        [
          [rear + step * (k + 1), -top + 2],
          [rear + step * (k + 1), -floor - 2],
        ],
        palette.deckLine,
        3,
      ),
    ),
    line(
      [
        [rear + 2, -top + (top - floor) * 0.5],
        [front - 2, -top + (top - floor) * 0.5],
      ],
      palette.deckLine,
      1.5,
    ),
    rect(rear - 2, -top - 4, front - rear + 4, 6, palette.bodyDark, { radius: 2 }),
    rect(rear, -floor - 6, front - rear, 8, palette.bodyDark, { outlined: false }),
  ].join('');
}

function boxBody({ rear, front, floor, top }: LoadArea, palette: Palette): string {
  const height = top - floor;
  return [
    rect(rear, -top, front - rear, height, '#f3f5f8', { radius: 4 }),
    rect(rear + 6, -floor - height * 0.42, front - rear - 12, height * 0.16, palette.body, {
      outlined: false,
    }),
    rect(rear + 6, -floor - height * 0.2, front - rear - 12, height * 0.05, palette.bodyLight, {
      outlined: false,
    }),
    line(
      [
        [rear + 6, -top + 6],
        [front - 6, -top + 6],
      ],
      palette.deckLine,
      2,
    ),
    rect(rear, -floor - 5, front - rear, 7, palette.metalDark, { outlined: false }),
  ].join('');
}

function tipperBody({ rear, front, floor, top }: LoadArea, palette: Palette): string {
  const height = top - floor;
  const steel = '#8f9aa6';
  const ribs = Math.max(2, Math.round((front - rear) / 55));
  const step = (front - rear) / ribs;
  return [
    polygon(
      [
        [rear - 6, -top],
        [front, -top - 4],
        [front, -floor],
        [rear + height * 0.5, -floor],
        [rear - 4, -floor - height * 0.35],
      ],
      steel,
    ),
    ...Array.from({ length: ribs - 1 }, (_, k) =>
      line(
        [
          [rear + step * (k + 1), -top + 3],
          [rear + step * (k + 1), -floor - 3],
        ],
        '#6f7a86',
        4,
      ),
    ),
    line(
      [
        [rear - 6, -top],
        [front, -top - 4],
      ],
      palette.bodyDark,
      5,
    ),
    polygon(
      [
        [front - 2, -top - 4],
        [front + 14, -top - 4],
        [front + 14, -top + 8],
        [front - 2, -top + 8],
      ],
      steel,
    ),
    line(
      [
        [front - 18, -floor + 2],
        [front - 10, -floor - height * 0.6],
      ],
      '#c0c6ce',
      6,
    ),
  ].join('');
}

/** The load body behind a truck's cab. */
export function truckLoad(kind: LoadKind, area: LoadArea, palette: Palette): string {
  if (kind === 'box') return boxBody(area, palette);
  if (kind === 'tipper') return tipperBody(area, palette);
  return openDeck(area, palette);
}
