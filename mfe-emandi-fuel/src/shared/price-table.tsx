import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ScrollRegion } from '@cvb/ui';
import { useEmandiTexts } from './use-emandi-texts';

/**
 * A table that fits a 390 px phone: it scrolls sideways inside its box while the first column (the
 * place) stays put, and the key number sits in the second column so it is visible without scrolling.
 */
const TableScroll = styled(ScrollRegion)`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  table {
    width: 100%;
    border-collapse: separate;
    border-spacing: 0;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 10px 10px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.background};
  }
  tbody th,
  thead th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    white-space: normal;
    min-width: 120px;
    max-width: 44vw;
    font-weight: 600;
  }
  thead th:first-child {
    background: ${({ theme }) => theme.colors.background};
  }
  td.number,
  th.number {
    text-align: right;
  }
  td.key {
    font-weight: 700;
  }
  small {
    display: block;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The box of a price table: a region named after the table that keyboard users can focus and scroll. */
export function TableBox({ name, children }: { name: string; children: ReactNode }) {
  const t = useEmandiTexts();
  return <TableScroll label={t('table.region', { name })}>{children}</TableScroll>;
}

export const Up = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.size.small};
`;

export const Down = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.font.size.small};
`;
