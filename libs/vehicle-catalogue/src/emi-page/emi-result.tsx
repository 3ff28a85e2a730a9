import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { groupIndian } from '@cvb/format';
import type { EmiBreakdown } from '../emi/emi-breakdown';
import { EmiDonut } from './emi-donut';

/** A rupee amount to the rupee, grouped the Indian way ("₹10,624", "₹6,37,411"). */
export function rupees(amount: number): string {
  return `₹${groupIndian(amount)}`;
}

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(6)};
  align-items: center;
`;

const Amounts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: auto auto;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Emi = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.h1};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.brand};
`;

const Legend = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.size.small};
`;

const Swatch = styled.span<{ $colour: 'brand' | 'accent' }>`
  display: inline-block;
  width: 12px;
  height: 12px;
  border-radius: 3px;
  margin-right: ${({ theme }) => theme.space(1)};
  background: ${({ theme, $colour }) => theme.colors[$colour]};
`;

/** Monthly EMI, principal, total interest and total payable, with the split drawn as a ring. */
export function EmiResult({ breakdown }: { breakdown: EmiBreakdown }) {
  const { t } = useTranslation('catalogue');
  const split = t('emi.split', {
    principal: rupees(breakdown.loanAmount),
    principalPercent: breakdown.principalPercent,
    interest: rupees(breakdown.totalInterest),
    interestPercent: breakdown.interestPercent,
  });
  return (
    <Layout>
      <div>
        <Emi aria-live="polite">
          <span>{t('emi.monthlyEmi')}: </span>
          <output>{rupees(breakdown.emi)}</output>
        </Emi>
        <Amounts>
          <dt>{t('emi.principal')}</dt>
          <dd>{rupees(breakdown.loanAmount)}</dd>
          <dt>{t('emi.totalInterest')}</dt>
          <dd>{rupees(breakdown.totalInterest)}</dd>
          <dt>{t('emi.totalAmount')}</dt>
          <dd>{rupees(breakdown.totalAmount)}</dd>
        </Amounts>
      </div>
      <figure style={{ margin: 0 }}>
        <EmiDonut principalPercent={breakdown.principalPercent} label={split} />
        <Legend aria-hidden="true">
          <li>
            <Swatch $colour="brand" />
            {t('emi.principalShort')} {breakdown.principalPercent}%
          </li>
          <li>
            <Swatch $colour="accent" />
            {t('emi.interestShort')} {breakdown.interestPercent}%
          </li>
        </Legend>
      </figure>
    </Layout>
  );
}
