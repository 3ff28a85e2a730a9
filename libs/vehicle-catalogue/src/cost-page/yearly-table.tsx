import { useTranslation } from 'react-i18next';
import { COST_PARTS, type OwnershipCost, type UsageUnit } from '@cvb/contracts';
import { ScrollRegion } from '@cvb/ui';
import { AmountTable } from './cost-table-styles';
import { rupees, rupeesAndPaise } from './money';

/** One variant year by year, as the anchor's table: each cost, the total, and the cost per km and tonne-km. */
export function YearlyTable({ name, cost, unit }: { name: string; cost: OwnershipCost; unit: UsageUnit }) {
  const { t } = useTranslation('catalogue');
  const caption = t('runningCost.yearly', { name });
  const perTonne = cost.years.some((year) => year.costPerTonneUnit !== null);
  return (
    <ScrollRegion label={caption}>
      <AmountTable>
        <caption>
          <span>{caption}</span>
        </caption>
        <thead>
          <tr>
            <td />
            {cost.years.map((year) => (
              <th key={year.year} scope="col">
                {t('runningCost.year', { year: year.year })}
              </th>
            ))}
            <th scope="col">{t('runningCost.allYears')}</th>
          </tr>
        </thead>
        <tbody>
          {COST_PARTS.map((part) => (
            <tr key={part}>
              <th scope="row">{t(`runningCost.parts.${part}`)}</th>
              {cost.years.map((year) => (
                <td key={year.year}>{rupees(year[part])}</td>
              ))}
              <td>{rupees(cost.years.reduce((sum, year) => sum + year[part], 0))}</td>
            </tr>
          ))}
          <tr data-strong="">
            <th scope="row">{t('runningCost.total')}</th>
            {cost.years.map((year) => (
              <td key={year.year}>{rupees(year.total)}</td>
            ))}
            <td>{rupees(cost.total)}</td>
          </tr>
          <tr data-strong="">
            <th scope="row">{t(`runningCost.costPerUnit.${unit}`)}</th>
            {cost.years.map((year) => (
              <td key={year.year}>{rupeesAndPaise(year.costPerUnit)}</td>
            ))}
            <td>{rupeesAndPaise(cost.costPerUnit)}</td>
          </tr>
          {perTonne && (
            <tr>
              <th scope="row">{t(`runningCost.costPerTonneUnit.${unit}`)}</th>
              {cost.years.map((year) => (
                <td key={year.year}>{rupeesAndPaise(year.costPerTonneUnit ?? 0)}</td>
              ))}
              <td>{rupeesAndPaise(cost.costPerTonneUnit ?? 0)}</td>
            </tr>
          )}
        </tbody>
      </AmountTable>
    </ScrollRegion>
  );
}
