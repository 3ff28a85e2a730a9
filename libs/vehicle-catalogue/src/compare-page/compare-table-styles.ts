import styled from 'styled-components';
import { media } from '@cvb/ui';

/** Width of the spec-name column; the vehicles share the rest (two side by side on a 390 px phone). */
const NAME_COLUMN = { phone: 112, tablet: 180 };
const VEHICLE_COLUMN = { phone: 121, tablet: 200 };

export const Caption = styled.h2`
  font-size: ${({ theme }) => theme.font.size.large};
  margin: ${({ theme }) => `${theme.space(4)} 0 ${theme.space(1)}`};
`;

export const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

/** Scrolls sideways when more vehicles are compared than fit; focusable so a keyboard can scroll it too. */
export const Scroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

export const Table = styled.table<{ $vehicles: number }>`
  border-collapse: separate;
  border-spacing: 0;
  table-layout: fixed;
  width: max(100%, ${({ $vehicles }) => `${NAME_COLUMN.phone + $vehicles * VEHICLE_COLUMN.phone}px`});
  font-size: ${({ theme }) => theme.font.size.small};
  ${media.tablet} {
    width: max(100%, ${({ $vehicles }) => `${NAME_COLUMN.tablet + $vehicles * VEHICLE_COLUMN.tablet}px`});
    font-size: ${({ theme }) => theme.font.size.body};
  }
  col:first-child {
    width: ${NAME_COLUMN.phone}px;
    ${media.tablet} {
      width: ${NAME_COLUMN.tablet}px;
    }
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
    overflow-wrap: break-word;
    hyphens: auto;
    ${media.tablet} {
      padding: ${({ theme }) => theme.space(3)};
    }
  }
  thead th {
    border-top: 0;
    vertical-align: bottom;
  }
  /* The spec names stay in view while the vehicles scroll under them. */
  th[scope='row'],
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.background};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
    font-weight: 600;
  }
  /* The price is the number most people compare first. */
  tr[data-row='price'] td {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.brandDark};
  }
`;

/** The vehicle's name over its remove button on a phone (the column is narrow), beside it from tablets. */
export const VehicleHead = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 700;
  ${media.tablet} {
    flex-direction: row;
    justify-content: space-between;
  }
  button {
    flex: none;
    width: 36px;
    height: 36px;
    min-height: 36px;
    padding: 0;
    border-radius: 18px;
  }
`;

/** A compared vehicle's artwork above its name: a fixed 3:2 box, so the table does not move when it arrives. */
export const VehicleArt = styled.img`
  display: block;
  width: 100%;
  max-width: 180px;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: contain;
  margin-bottom: ${({ theme }) => theme.space(1)};
`;
