import { useTranslation } from 'react-i18next';
import type { LeadImportRow } from '@cvb/contracts';
import { SheetRows } from '../sheet-rows';

/** Each checked line of the sheet, its status and what is wrong with it (docs/domain.md#field-rules messages, from the API). */
export function ImportRows({ rows }: { rows: LeadImportRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <SheetRows
      rows={rows}
      lineHeading={t('import.columns.line')}
      problemsHeading={t('import.columns.problems')}
      columns={[
        { heading: t('import.columns.name'), cell: (row) => row.name },
        { heading: t('import.columns.mobile'), cell: (row) => row.mobile },
        {
          heading: t('import.columns.vehicle'),
          cell: (row) => [row.vertical, row.brand, row.model].filter(Boolean).join(' · '),
        },
        { heading: t('import.columns.date'), cell: (row) => row.date },
        { heading: t('import.columns.status'), cell: (row) => t(`import.status.${row.status}`) },
      ]}
      problems={(row) => row.errors.map((error) => `${error.field}: ${error.message}`)}
    />
  );
}
