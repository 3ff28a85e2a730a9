import { useTranslation } from 'react-i18next';
import type { VehicleSpecs, VehicleVertical } from '@cvb/contracts';
import { specRows } from './spec-rows';
import { DataTable } from './section-styles';

/** Specs as a two-column table; "Not Available" (docs/domain.md#page-messages) where nothing is published. */
export function SpecTable({
  vertical,
  specs,
  full = false,
  caption,
}: {
  vertical: VehicleVertical;
  specs: VehicleSpecs;
  full?: boolean;
  caption: string;
}) {
  const { t } = useTranslation('catalogue');
  const rows = specRows(vertical, specs, t, { full });
  if (rows.length === 0) return <p>{t('model.notAvailable')}</p>;
  return (
    <DataTable aria-label={caption}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{row.value ?? t('model.notAvailable')}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
