import { useTranslation } from 'react-i18next';
import type { OnRoadRuleValues, PriceImportRuleRow } from '@cvb/contracts';
import { groupIndian } from '@cvb/format';
import { TableBox } from '../../../common/form-parts';

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
    <TableBox>
      <table aria-labelledby="price-rules-title">
        <thead>
          <tr>
            <th scope="col">{t('catalogue.prices.columns.line')}</th>
            <th scope="col">{t('catalogue.vertical')}</th>
            <th scope="col">{t('catalogue.prices.rules.columns.state')}</th>
            <th scope="col">{t('catalogue.prices.rules.columns.old')}</th>
            <th scope="col">{t('catalogue.prices.rules.columns.new')}</th>
            <th scope="col">{t('catalogue.prices.columns.problems')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.vertical}</td>
              <td>{row.state}</td>
              <td>{rule(row.oldRule)}</td>
              <td>
                {row.status === 'same' ? t('catalogue.prices.same') : row.newRule ? rule(row.newRule) : '—'}
              </td>
              <td>
                {row.errors.length > 0 && (
                  <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                    {row.errors.map((error) => (
                      <li key={`${error.field}-${error.message}`}>
                        {t('catalogue.prices.error', { field: error.field, message: error.message })}
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
