import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { HydrateWhenSeen } from '@cvb/mfe-kit';
import { SectionTitle } from '@cvb/ui';

interface SectionProps {
  title: string;
  children: ReactNode;
  id?: string;
}

/** A page section with its heading, named by that heading for assistive tech. */
export function Section({ title, children, id }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} id={id}>
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {children}
    </section>
  );
}

/** A section below the page's first screen: its server HTML comes alive when seen or idle (`HydrateWhenSeen`). */
export function LaterSection(props: SectionProps) {
  return (
    <HydrateWhenSeen>
      <Section {...props} />
    </HydrateWhenSeen>
  );
}

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.colors.surface};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  th {
    font-weight: 600;
  }
  td[data-amount] {
    text-align: right;
    white-space: nowrap;
  }
`;

/**
 * A wide table for phones: the first column (the row's name) stays in place while the rest scrolls under it, and
 * the key column (`data-key`) stands out.
 */
export const PriceTable = styled(DataTable)`
  th,
  td {
    white-space: nowrap;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.muted};
    white-space: normal;
    min-width: 84px;
  }
  thead th:not(:first-child) {
    text-align: right;
  }
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
    white-space: normal;
    min-width: 96px;
    max-width: 40vw;
    overflow-wrap: anywhere;
  }
  [data-key] {
    background: ${({ theme }) => theme.colors.successSurface};
  }
  td[data-key] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  thead th[data-key] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Lets a wide table scroll sideways on a phone; focusable so the keyboard can scroll it too. */
export const ScrollBox = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

export const PlainList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
