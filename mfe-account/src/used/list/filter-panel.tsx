import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USED_FACETS, type UsedAdList, type UsedFacet } from '@cvb/contracts';
import { formatBandPrice } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Button, media } from '@cvb/ui';
import { USED_BUDGETS } from './budgets';
import { choose, chosenValue } from './facet-choice';
import { hrefOf, withChange, type UsedListPage, type UsedPageFilters } from './list-url';

const Toggle = styled(Button)`
  width: 100%;
  ${media.desktop} {
    display: none;
  }
`;

const Panel = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  margin-top: ${({ theme }) => theme.space(3)};
  ${media.desktop} {
    display: block;
    margin-top: 0;
  }
`;

const Group = styled.section`
  margin-bottom: ${({ theme }) => theme.space(4)};
  h3 {
    font-size: ${({ theme }) => theme.font.size.body};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: 260px;
    overflow-y: auto;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 36px;
    align-items: center;
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 6px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 600;
  }
`;

const Count = styled.span`
  font-variant-numeric: tabular-nums;
  opacity: 0.8;
`;

/** The text key of a group's heading. */
const HEADINGS: Record<UsedFacet, string> = {
  brand: 'list.facets.brand',
  model: 'list.facets.model',
  state: 'list.facets.state',
  city: 'list.facets.city',
  priceBand: 'list.facets.price',
  year: 'list.facets.year',
  kms: 'list.facets.kms',
  owner: 'list.facets.owner',
  fuel: 'list.facets.fuel',
};

export interface FilterPanelProps {
  page: UsedListPage;
  filters: UsedPageFilters;
  facets: UsedAdList['facets'];
}

/**
 * One group of links per filter, each value with how many ads it shows (a chosen value is marked and its link takes
 * it out), and the "up to" budgets. Links, so the filters work before the page's code has loaded and can be shared.
 * On a phone the panel opens under a button.
 */
export function FilterPanel({ page, filters, facets }: FilterPanelProps) {
  const { t } = useTranslation('used');
  const locale = useAppSelector(selectLocale);
  const [open, setOpen] = useState(false);
  const groups = USED_FACETS.filter((facet) => facet !== 'model' || filters.brand);
  return (
    <div>
      <Toggle type="button" $variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? t('list.hideFilters') : t('list.showFilters')}
      </Toggle>
      <Panel $open={open} aria-label={t('list.filters')} role="region">
        {groups.map((facet) => {
          const values = facets[facet] ?? [];
          if (values.length === 0) return null;
          const chosen = chosenValue(facet, filters);
          return (
            <Group key={facet} aria-labelledby={`used-facet-${facet}`}>
              <h3 id={`used-facet-${facet}`}>{t(HEADINGS[facet])}</h3>
              <ul>
                {values.map((entry) => {
                  const isChosen = entry.value === chosen;
                  const next = withChange(filters, choose(facet, isChosen ? undefined : entry.value));
                  return (
                    <li key={entry.value}>
                      <Link to={hrefOf(page, next)} aria-current={isChosen ? 'true' : undefined}>
                        <span>{entry.label}</span> <Count>{entry.count}</Count>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Group>
          );
        })}
        <Group aria-labelledby="used-facet-budget">
          <h3 id="used-facet-budget">{t('list.budget')}</h3>
          <ul>
            {USED_BUDGETS.map((budget) => {
              const isChosen = filters.maxPrice === budget;
              const next = withChange(filters, { maxPrice: isChosen ? undefined : budget });
              return (
                <li key={budget}>
                  <Link to={hrefOf(page, next)} aria-current={isChosen ? 'true' : undefined}>
                    {t('list.upTo', {
                      price: formatBandPrice(budget, locale, { beforePostposition: true }),
                    })}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Group>
      </Panel>
    </div>
  );
}
