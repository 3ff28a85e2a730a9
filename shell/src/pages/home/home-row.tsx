import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@cvb/ui';

const Track = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  gap: ${({ theme }) => theme.space(3)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  > li {
    scroll-snap-align: start;
    min-width: 0;
  }
  ${media.tablet} {
    grid-auto-columns: 40%;
  }
  ${media.desktop} {
    grid-auto-columns: calc((100% - 3 * ${({ theme }) => theme.space(3)}) / 4);
  }
`;

/**
 * A row of cards on the home page that scrolls sideways on a phone (the next card peeks out). Stands in for
 * `Carousel` of libs/ui until it lands; same props.
 */
export function HomeRow({ label, children }: { label: string; children: ReactNode[] }) {
  return (
    <Track aria-label={label}>
      {children.map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </Track>
  );
}
