import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@cvb/router';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
  a,
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Page numbers shown: up to five around the current page. */
export function visiblePages(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const last = Math.min(pageCount, first + 4);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface PagerProps {
  page: number;
  pageCount: number;
  hrefOfPage: (page: number) => string;
}

/** Previous / numbered / next links (each page has its own URL); nothing when everything fits on one page. */
export function Pager({ page, pageCount, hrefOfPage }: PagerProps) {
  const { t } = useTranslation('used');
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('list.pages')}>
      {page > 1 ? (
        <Link to={hrefOfPage(page - 1)}>{t('list.previous')}</Link>
      ) : (
        <span>{t('list.previous')}</span>
      )}
      {visiblePages(page, pageCount).map((n) => (
        <Link
          key={n}
          to={hrefOfPage(n)}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('list.pageNumber', { page: n })}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={hrefOfPage(page + 1)}>{t('list.next')}</Link>
      ) : (
        <span>{t('list.next')}</span>
      )}
    </Nav>
  );
}
