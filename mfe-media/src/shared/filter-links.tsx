import { Link, useLocation } from '@cvb/router';
import styled from 'styled-components';
import { media } from '@cvb/ui';

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  /* One scrolling row on phones, so the stories start near the top; wrapped rows on wider screens. */
  flex-wrap: nowrap;
  overflow-x: auto;
  scrollbar-width: none;
  ${media.tablet} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
  a {
    display: inline-block;
    white-space: nowrap;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${({ theme }) => theme.font.size.small};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
`;

interface FilterLinksProps {
  label: string;
  param: string;
  options: { value: string; label: string }[];
}

/** One query parameter as a row of links (the first option, value '', clears it); a change starts at page 1. */
export function FilterLinks({ label, param, options }: FilterLinksProps) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const current = params.get(param) ?? '';
  return (
    <nav aria-label={label}>
      <List>
        {options.map((option) => {
          const next = new URLSearchParams(location.search);
          next.delete('page');
          if (option.value) next.set(param, option.value);
          else next.delete(param);
          const search = next.toString();
          return (
            <li key={option.value || 'all'}>
              <Link
                to={`${location.pathname}${search ? `?${search}` : ''}`}
                aria-current={current === option.value ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
