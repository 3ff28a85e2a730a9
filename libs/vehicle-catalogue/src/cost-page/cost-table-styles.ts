import styled from 'styled-components';

/** A compact table of amounts: a sticky first column of labels, figures right-aligned. */
export const AmountTable = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.small};
  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${({ theme }) => theme.font.size.body};
    padding: ${({ theme }) => theme.space(2)} 0;
    background: ${({ theme }) => theme.colors.background};
  }
  /* The caption stays in view and wraps on a phone while the wide table scrolls under it. */
  caption > span {
    position: sticky;
    left: 0;
    display: inline-block;
    max-width: calc(100vw - 48px);
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  thead th {
    text-align: right;
    white-space: normal;
    min-width: 96px;
  }
  th[scope='row'] {
    text-align: left;
    font-weight: 600;
    position: sticky;
    left: 0;
    background: ${({ theme }) => theme.colors.surface};
    white-space: normal;
    min-width: 120px;
  }
  tr[data-strong] > * {
    font-weight: 700;
    background: ${({ theme }) => theme.colors.background};
  }
`;
