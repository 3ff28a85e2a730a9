import { useTranslation } from 'react-i18next';
import type { OnRoadBreakup as Breakup } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { rupees } from './price-text';
import { DataTable } from './section-styles';

const PARTS = ['exShowroom', 'rto', 'insurance', 'otherCharges', 'onRoad'] as const;

/** One price's breakup for a city: ex-showroom, RTO / road tax, insurance, other charges and the on-road total. */
export function OnRoadBreakup({ breakup, cityName }: { breakup: Breakup; cityName: string }) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  return (
    <DataTable aria-label={t('model.onRoadIn', { city: cityName })}>
      <tbody>
        {PARTS.map((part) => (
          <tr key={part}>
            <th scope="row">{t(`model.${part}`)}</th>
            <td data-amount="">
              {part === 'onRoad' ? (
                <strong>{rupees(breakup[part], locale)}</strong>
              ) : (
                rupees(breakup[part], locale)
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
