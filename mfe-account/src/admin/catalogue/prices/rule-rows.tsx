import { useTranslation } from 'react-i18next';
import type { OnRoadRuleValues, PriceImportRuleRow } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { SheetRows } from '../../sheet-rows';

/** Each on-road rule line of the price sheet: the state's rule today → the sheet's, and what is wrong. */
export function RuleRows({ rows }: { rows: PriceImportRuleRow[] }) {
  const { t } = useTranslation('admin');
  const rule = (value: OnRoadRuleValues | null) =>
    value === null
      ? t('catalogue.prices.rules.none')
      : t('catalogue.prices.rules.rule', {
          rto: value.rtoPercent,
          insurance: value.insurancePercent,
          other: groupIndian(value.otherCharges),
        });
  return (
    <SheetRows
      rows={rows}
      labelledBy="price-rules-title"
      lineHeading={t('catalogue.prices.columns.line')}
      problemsHeading={t('catalogue.prices.columns.problems')}
      columns={[
        { heading: t('catalogue.vertical'), cell: (row) => row.vertical },
        { heading: t('catalogue.prices.rules.columns.state'), cell: (row) => row.state },
        { heading: t('catalogue.prices.rules.columns.old'), cell: (row) => rule(row.oldRule) },
        {
          heading: t('catalogue.prices.rules.columns.new'),
          cell: (row) =>
            row.status === 'same' ? t('catalogue.prices.same') : row.newRule ? rule(row.newRule) : '—',
        },
      ]}
      problems={(row) =>
        row.errors.map((error) => t('catalogue.prices.error', { field: error.field, message: error.message }))
      }
    />
  );
}
