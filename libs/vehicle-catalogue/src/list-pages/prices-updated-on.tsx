import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { selectLocale, useAppSelector } from '@cvb/store';
import { longDate } from '../model-page/dates';

const Line = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.small};
`;

/**
 * "Prices updated on 1 March 2026": the day the newest price of the listed models was set or changed (the list
 * answer's `priceUpdatedOn`, from the price history). Nothing when no listed model has a price.
 */
export function PricesUpdatedOn({ date }: { date: string | null }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  if (!date) return null;
  return <Line>{t('lists.pricesUpdatedOn', { date: longDate(date, locale) })}</Line>;
}
