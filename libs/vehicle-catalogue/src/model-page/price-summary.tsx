import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ModelSummary } from '@cvb/contracts';
import { formatPriceRange } from '@cvb/format';
import { selectLocale, useAppSelector } from '@cvb/store';
import { Muted } from '@cvb/ui';
import { monthYear } from './dates';
import { rupees } from './price-text';

const Price = styled.p`
  font-size: ${({ theme }) => theme.font.size.h2};
  font-weight: 700;
  margin: 0;
`;

const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.small};
`;

type PricedModel = Pick<
  ModelSummary,
  'status' | 'minPrice' | 'maxPrice' | 'expectedPrice' | 'expectedLaunch'
>;

/** The model's price line: its ex-showroom range, "Price coming soon", or an upcoming model's expected launch and price. */
export function PriceSummary({ model }: { model: PricedModel }) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  if (model.status === 'upcoming') {
    return (
      <div>
        <Badge>{t('catalogue:model.upcoming')}</Badge>
        {model.expectedLaunch && (
          <p>{t('catalogue:model.expectedLaunch', { date: monthYear(model.expectedLaunch, locale) })}</p>
        )}
        <Price>
          {model.expectedPrice === null
            ? t('common:priceComingSoon')
            : t('catalogue:model.expectedPrice', { price: rupees(model.expectedPrice, locale) })}
        </Price>
      </div>
    );
  }
  if (model.minPrice === null || model.maxPrice === null) return <Price>{t('common:priceComingSoon')}</Price>;
  return (
    <div>
      <Muted>{t('catalogue:model.exShowroomPrice')}</Muted>
      <Price>{formatPriceRange(model.minPrice, model.maxPrice, locale)}</Price>
    </div>
  );
}
