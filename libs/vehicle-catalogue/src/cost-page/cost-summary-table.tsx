import { useTranslation } from 'react-i18next';
import { COST_PARTS, type UsageUnit } from '@cvb/contracts';
import { ScrollRegion } from '@cvb/ui';
import { AmountTable } from './cost-table-styles';
import { rupees, rupeesAndPaise } from './money';
import { variantName, type OwnershipResult } from './ownership-results';

interface Row {
  key: string;
  label: string;
  value: (result: OwnershipResult) => string | null;
  strong?: boolean;
}

/** The compared variants side by side: cost per km (hour) and per tonne-km first, then the period's totals. */
export function CostSummaryTable({
  results,
  unit,
  years,
}: {
  results: readonly OwnershipResult[];
  unit: UsageUnit;
  years: number;
}) {
  const { t } = useTranslation('catalogue');
  const caption = t('runningCost.summary', { count: years });
  const rows: Row[] = [
    {
      key: 'costPerUnit',
      label: t(`runningCost.costPerUnit.${unit}`),
      value: (r) => (r.cost ? rupeesAndPaise(r.cost.costPerUnit) : null),
      strong: true,
    },
    // Per tonne only where some vehicle has a payload (not buses or tractors).
    ...(results.some((r) => r.cost?.costPerTonneUnit != null)
      ? [
          {
            key: 'costPerTonneUnit',
            label: t(`runningCost.costPerTonneUnit.${unit}`),
            value: (r: OwnershipResult) =>
              r.cost?.costPerTonneUnit == null ? null : rupeesAndPaise(r.cost.costPerTonneUnit),
          },
        ]
      : []),
    {
      key: 'total',
      label: t('runningCost.total'),
      value: (r) => (r.cost ? rupees(r.cost.total) : null),
      strong: true,
    },
    ...COST_PARTS.map((part) => ({
      key: part,
      label: t(`runningCost.parts.${part}`),
      value: (r: OwnershipResult) =>
        r.cost ? rupees(r.cost.years.reduce((sum, year) => sum + year[part], 0)) : null,
    })),
    {
      key: 'resale',
      label: t('runningCost.resale'),
      value: (r) => (r.cost ? rupees(r.cost.resaleValue) : null),
    },
  ];
  return (
    <ScrollRegion label={caption}>
      <AmountTable>
        <caption>
          <span>{caption}</span>
        </caption>
        <thead>
          <tr>
            <td />
            {results.map((result) => (
              <th key={result.variant.slug} scope="col">
                {variantName(result.variant)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} data-row={row.key} data-strong={row.strong ? '' : undefined}>
              <th scope="row">{row.label}</th>
              {results.map((result) => (
                <td key={result.variant.slug}>{row.value(result) ?? t('runningCost.notKnown')}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </AmountTable>
    </ScrollRegion>
  );
}
