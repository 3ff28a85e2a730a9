import styled from 'styled-components';
import { media } from '@cvb/ui';

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.small};
  select,
  input {
    min-height: 44px;
    font: inherit;
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.body};
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    width: 100%;
  }
`;

/** Form fields side by side on wide screens, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  ${media.tablet} {
    grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  }
`;

/** A row whose fields keep the width of a column of a three-picker row above it (the finder's variant step). */
export const FieldRowOfThirds = styled(FieldRow)`
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  margin: ${({ theme }) => theme.space(3)} 0;
  table {
    border-collapse: collapse;
    width: 100%;
    min-width: 480px;
    background: ${({ theme }) => theme.colors.surface};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.small};
    color: ${({ theme }) => theme.colors.muted};
  }
  tbody th {
    white-space: nowrap;
  }
`;

export const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  li {
    background: ${({ theme }) => theme.colors.background};
    border-radius: 12px;
    padding: 2px 10px;
    font-size: 0.85rem;
  }
`;

export const Notice = styled.p<{ $tone?: 'danger' | 'success' }>`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  background: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.dangerSurface
      : $tone === 'success'
        ? theme.colors.successSurface
        : theme.colors.background};
  color: ${({ theme, $tone }) =>
    $tone === 'danger'
      ? theme.colors.danger
      : $tone === 'success'
        ? theme.colors.success
        : theme.colors.text};
`;

export const ToolGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, 1fr);
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  a {
    display: block;
    height: 100%;
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
    font-size: ${({ theme }) => theme.font.size.small};
    margin-top: 4px;
  }
`;
