import { useTranslation } from 'react-i18next';
import type { PriceImportRow } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { SheetRows } from '../../sheet-rows';

const rupees = (value: number | null) => (value === null ? '—' : `₹${groupIndian(value)}`);
const percent = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;

/** Each line of the price sheet: old → new, the change in per cent, and what is wrong or worth a look. */
export function PriceRows({ rows }: { rows: PriceImportRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <SheetRows
      rows={rows}
      lineHeading={t('catalogue.prices.columns.line')}
      problemsHeading={t('catalogue.prices.columns.problems')}
      columns={[
        {
          heading: t('catalogue.prices.columns.variant'),
          cell: (row) => [row.brand, row.model, row.variant].filter(Boolean).join(' '),
        },
        { heading: t('catalogue.prices.columns.old'), cell: (row) => rupees(row.oldPrice) },
        { heading: t('catalogue.prices.columns.new'), cell: (row) => rupees(row.newPrice) },
        {
          heading: t('catalogue.prices.columns.change'),
          cell: (row) => (row.status === 'same' ? t('catalogue.prices.same') : percent(row.changePercent)),
        },
      ]}
      problems={(row) => [
        ...row.errors.map((error) =>
          t('catalogue.prices.error', { field: error.field, message: error.message }),
        ),
        ...row.warnings.map((warning) => t('catalogue.prices.warning', { message: warning })),
      ]}
    />
  );
}
