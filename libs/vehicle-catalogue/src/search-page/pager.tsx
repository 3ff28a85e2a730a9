import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '@cvb/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** Page numbers shown: up to five around the current page. */
export function visiblePages(page: number, pageCount: number): number[] {
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const last = Math.min(pageCount, first + 4);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous / numbered / next page buttons; nothing when everything fits on one page. */
export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const { t } = useTranslation('catalogue');
  const pageCount = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('search.pages')}>
      <Button $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('search.previous')}
      </Button>
      {visiblePages(page, pageCount).map((n) => (
        <Button
          key={n}
          $variant={n === page ? 'primary' : 'secondary'}
          aria-current={n === page ? 'page' : undefined}
          aria-label={t('search.pageNumber', { page: n })}
          onClick={() => onPage(n)}
        >
          {n}
        </Button>
      ))}
      <Button $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('search.next')}
      </Button>
    </Nav>
  );
}
