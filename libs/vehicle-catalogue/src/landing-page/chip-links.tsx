import { Link } from '@cvb/router';
import styled from 'styled-components';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a:hover,
  a:focus-visible {
    border-color: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export interface ChipLink {
  to: string;
  label: string;
}

/** A wrapping row of pill-shaped links (budget bands, body types, tools). */
export function ChipLinks({ links, labelledBy }: { links: readonly ChipLink[]; labelledBy: string }) {
  return (
    <Chips aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </Chips>
  );
}
