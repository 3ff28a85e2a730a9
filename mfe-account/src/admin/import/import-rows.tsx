import { useTranslation } from 'react-i18next';
import type { LeadImportRow } from '@cvb/contracts';
import { TableBox } from '../../common/form-parts';

/** Each checked line of the sheet, its status and what is wrong with it (docs/domain.md#field-rules messages, from the API). */
export function ImportRows({ rows }: { rows: LeadImportRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableBox>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('import.columns.line')}</th>
            <th scope="col">{t('import.columns.name')}</th>
            <th scope="col">{t('import.columns.mobile')}</th>
            <th scope="col">{t('import.columns.vehicle')}</th>
            <th scope="col">{t('import.columns.date')}</th>
            <th scope="col">{t('import.columns.status')}</th>
            <th scope="col">{t('import.columns.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.name}</td>
              <td>{row.mobile}</td>
              <td>{[row.vertical, row.brand, row.model].filter(Boolean).join(' · ')}</td>
              <td>{row.date}</td>
              <td>{t(`import.status.${row.status}`)}</td>
              <td>
                {row.errors.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                    {row.errors.map((error) => (
                      <li key={error.field}>
                        {error.field}: {error.message}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
