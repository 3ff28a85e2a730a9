import type { ReactNode } from 'react';
import { HydrateWhenSeen } from '@cvb/mfe-kit';

/** How many cards of a list come alive with the page: a phone's first screen. */
const CARDS_AT_ONCE = 2;

/**
 * A result card's list item. The first cards hydrate with the page; the others keep the server's HTML until they
 * come near the screen or the browser is idle (`HydrateWhenSeen`), so a long list does not hold up the first screen.
 */
export function CardItem({ index, children }: { index: number; children: ReactNode }) {
  return index < CARDS_AT_ONCE ? <li>{children}</li> : <HydrateWhenSeen as="li">{children}</HydrateWhenSeen>;
}
