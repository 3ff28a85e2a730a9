import { useTranslation } from 'react-i18next';
import type { PriceImportRow } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { TableBox } from '../../../common/form-parts';

const rupees = (value: number | null) => (value === null ? '—' : `₹${groupIndian(value)}`);
const percent = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${value.toFixed(1)} %`;

/** Each line of the price sheet: old → new, the change in per cent, and what is wrong or worth a look. */
export function PriceRows({ rows }: { rows: PriceImportRow[] }) {
  const { t } = useTranslation('admin');
  return (
    <TableBox>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.prices.columns.line')}</th>
            <th scope="col">{t('catalogue.prices.columns.variant')}</th>
            <th scope="col">{t('catalogue.prices.columns.old')}</th>
            <th scope="col">{t('catalogue.prices.columns.new')}</th>
            <th scope="col">{t('catalogue.prices.columns.change')}</th>
            <th scope="col">{t('catalogue.prices.columns.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{[row.brand, row.model, row.variant].filter(Boolean).join(' ')}</td>
              <td>{rupees(row.oldPrice)}</td>
              <td>{rupees(row.newPrice)}</td>
              <td>{row.status === 'same' ? t('catalogue.prices.same') : percent(row.changePercent)}</td>
              <td>
                {(row.errors.length > 0 || row.warnings.length > 0) && (
                  <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                    {row.errors.map((error) => (
                      <li key={`${error.field}-${error.message}`}>
                        {t('catalogue.prices.error', { field: error.field, message: error.message })}
                      </li>
                    ))}
                    {row.warnings.map((warning) => (
                      <li key={warning}>{t('catalogue.prices.warning', { message: warning })}</li>
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
