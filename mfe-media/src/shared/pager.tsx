import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '@cvb/router';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
  margin: ${({ theme }) => theme.space(6)} 0;
  a {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 600;
  }
`;

/** Previous / next links that keep the other query parameters; `?page=` is 1-based. */
export function Pager({ page, total, perPage }: { page: number; total: number; perPage: number }) {
  const { t } = useTranslation('media');
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  const to = (target: number) => {
    const params = new URLSearchParams(location.search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <Nav aria-label={t('pager.label')}>
      {page > 1 && (
        <Link to={to(page - 1)} rel="prev">
          {t('pager.previous')}
        </Link>
      )}
      <span aria-current="page">{t('pager.status', { page, pages })}</span>
      {page < pages && (
        <Link to={to(page + 1)} rel="next">
          {t('pager.next')}
        </Link>
      )}
    </Nav>
  );
}

/** The `?page=` of the URL, 1 when absent or not a positive whole number. */
export function usePageNumber(): number {
  const { search } = useLocation();
  const value = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(value) && value > 0 ? value : 1;
}
