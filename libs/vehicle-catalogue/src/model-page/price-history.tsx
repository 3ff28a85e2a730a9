import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchPriceHistory, useApiData } from '@cvb/api-client';
import { verticalDefinition, type VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { longDate } from './dates';
import { percentText, priceChangesOf } from './price-changes';
import { rupees } from './price-text';
import { DataTable, ScrollBox, Section } from './section-styles';

const Blocks = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  /* Four narrow columns: on a phone they fit the width without scrolling. */
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(1.5)}`};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  td[data-up] {
    color: ${({ theme }) => theme.colors.danger};
  }
  td[data-down] {
    color: ${({ theme }) => theme.colors.success};
  }
`;

export interface PriceHistoryProps {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
}

/**
 * "Price history": for each variant whose ex-showroom price changed, when, from what to what and by how much
 * (`{prefix}/price-history/:brand/:model`). Nothing at all while it loads, when it fails or when no price changed.
 */
export function PriceHistory({ vertical, brandSlug, modelSlug }: PriceHistoryProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const prefix = verticalDefinition(vertical).api.prefix;
  const history = useApiData(
    (signal) => fetchPriceHistory(prefix, brandSlug, modelSlug, signal),
    `${prefix}/price-history/${brandSlug}/${modelSlug}`,
  );
  const variants = history.status === 'ready' ? priceChangesOf(history.data) : [];
  if (variants.length === 0) return null;
  return (
    <Section title={t('model.priceHistory.title')}>
      <Blocks>
        {variants.map((variant) => (
          <ScrollBox key={variant.slug}>
            <DataTable>
              <caption>{variant.name}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('model.priceHistory.date')}</th>
                  <th scope="col">{t('model.priceHistory.old')}</th>
                  <th scope="col">{t('model.priceHistory.new')}</th>
                  <th scope="col">{t('model.priceHistory.change')}</th>
                </tr>
              </thead>
              <tbody>
                {variant.changes.map((change) => (
                  <tr key={`${change.date}-${change.old}-${change.new}`}>
                    <td>{longDate(change.date, locale)}</td>
                    <td data-amount="">{rupees(change.old, locale)}</td>
                    <td data-amount="">{rupees(change.new, locale)}</td>
                    <td
                      data-amount=""
                      data-up={change.percent > 0 ? '' : undefined}
                      data-down={change.percent < 0 ? '' : undefined}
                    >
                      {percentText(change.percent)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </ScrollBox>
        ))}
      </Blocks>
    </Section>
  );
}
