import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@cvb/router';
import type { DeskSearchHit } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { Muted } from '@cvb/ui';
import { withBrand } from './display-name';
import { DraftChip, StatusChip } from './status-chip';
import { useDeskLocale } from './use-locale';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

function hitPath(hit: DeskSearchHit): string {
  return hit.kind === 'brand'
    ? `/admin/catalogue/brands/${hit.id}`
    : `/admin/catalogue/models/${hit.modelId ?? hit.id}`;
}

/** One line per brand, model or variant found: what it is, its brand and vertical, status and price. */
export function SearchResults({ hits, labelledBy }: { hits: DeskSearchHit[]; labelledBy: string }) {
  const { t } = useTranslation('admin');
  const locale = useDeskLocale();
  return (
    <List aria-labelledby={labelledBy}>
      {hits.map((hit) => (
        <li key={`${hit.kind}-${hit.id}`}>
          <Muted>{t(`catalogue.kinds.${hit.kind}`)}</Muted>
          <Link to={hitPath(hit)}>
            {hit.kind === 'brand' ? hit.name : withBrand(hit.brandName, hit.name)}
          </Link>
          <Muted>{t(`verticals.${hit.vertical}`)}</Muted>
          {hit.status && <StatusChip status={hit.status} />}
          {hit.hasDraft && <DraftChip />}
          {hit.price !== null && <span>{formatRupees(hit.price, locale)}</span>}
        </li>
      ))}
    </List>
  );
}
