import { Link } from '@cvb/router';
import styled from 'styled-components';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

/** Links between the sections of a page family, the current one marked. */
export function SectionLinks({
  label,
  links,
}: {
  label: string;
  links: { to: string; label: string; current: boolean }[];
}) {
  return (
    <nav aria-label={label}>
      <List>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
