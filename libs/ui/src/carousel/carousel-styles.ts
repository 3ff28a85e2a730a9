import styled, { css } from 'styled-components';
import { media } from '../theme';

/** How many cards show at once; a fraction lets the next card peek out so a phone user sees there is more. */
export interface PerView {
  phone: number;
  tablet: number;
  desktop: number;
}

export const DEFAULT_PER_VIEW: PerView = { phone: 1.25, tablet: 2.5, desktop: 4 };

const GAP = 12;

function itemWidth(perView: number): string {
  return `calc((100% - ${GAP * Math.floor(perView)}px) / ${perView})`;
}

function gridColumns(perView: number) {
  return css`
    display: grid;
    grid-template-columns: repeat(${Math.max(1, Math.floor(perView))}, minmax(0, 1fr));
    overflow: visible;
    & > li {
      width: auto;
    }
  `;
}

export const Region = styled.section`
  position: relative;
  min-width: 0;
`;

export const Controls = styled.div<{ $gridFrom?: 'tablet' | 'desktop' }>`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  &[hidden] {
    display: none;
  }
  ${({ $gridFrom }) =>
    $gridFrom &&
    css`
      ${media[$gridFrom]} {
        display: none;
      }
    `}
`;

export const ArrowButton = styled.button`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadow};
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.muted};
    box-shadow: none;
    cursor: default;
    opacity: 0.55;
  }
`;

export const Track = styled.ul<{ $perView: PerView; $gridFrom?: 'tablet' | 'desktop' }>`
  list-style: none;
  margin: 0;
  /* Room for focus outlines and card shadows, which overflow: auto would clip. */
  padding: 4px 2px 8px;
  display: flex;
  gap: ${GAP}px;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 2px;
  scrollbar-width: thin;
  -webkit-overflow-scrolling: touch;
  @media (prefers-reduced-motion: no-preference) {
    scroll-behavior: smooth;
  }
  & > li {
    flex: 0 0 auto;
    width: ${({ $perView }) => itemWidth($perView.phone)};
    min-width: 0;
    scroll-snap-align: start;
  }
  ${media.tablet} {
    & > li {
      width: ${({ $perView }) => itemWidth($perView.tablet)};
    }
    ${({ $gridFrom, $perView }) => $gridFrom === 'tablet' && gridColumns($perView.tablet)}
  }
  ${media.desktop} {
    & > li {
      width: ${({ $perView }) => itemWidth($perView.desktop)};
    }
    ${({ $gridFrom, $perView }) => $gridFrom && gridColumns($perView.desktop)}
  }
`;
