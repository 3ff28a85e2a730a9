import { useTranslation } from 'react-i18next';
import { fetchUsedModelSummary, useApiData } from '@cvb/api-client';
import type { VehicleVertical } from '@cvb/contracts';
import { formatRupees } from '@cvb/format';
import { Link } from '@cvb/router';
import { selectLocale, useAppSelector } from '@cvb/store';

export interface UsedOfModelProps {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  /** "Mahindra 575 DI". */
  name: string;
}

/** A list item "3 used Mahindra 575 DI from ₹4.20 Lakh" linking those ads; nothing while none are for sale (or it loads). */
export function UsedOfModel({ vertical, brandSlug, modelSlug, name }: UsedOfModelProps) {
  const { t } = useTranslation('catalogue');
  const locale = useAppSelector(selectLocale);
  const summary = useApiData(
    (signal) => fetchUsedModelSummary({ vertical, brand: brandSlug, model: modelSlug }, signal),
    `used-model-summary:${vertical}/${brandSlug}/${modelSlug}`,
  );
  if (summary.status !== 'ready' || summary.data.count === 0 || summary.data.fromPrice === null) return null;
  return (
    <li>
      <Link to={summary.data.listPath}>
        {t('usedLinks.model', {
          count: summary.data.count,
          model: name,
          price: formatRupees(summary.data.fromPrice, locale),
        })}
      </Link>
    </li>
  );
}
