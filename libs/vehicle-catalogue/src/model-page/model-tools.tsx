import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { VehicleVertical } from '@cvb/contracts';
import { UsedOfModel } from '../used-links';
import { PlainList } from './section-styles';
import { comparePath, dealersPath, emiPath } from './vertical-paths';

export interface ModelToolsProps {
  vertical: VehicleVertical;
  brandSlug: string;
  brandName: string;
  modelSlug: string;
  name: string;
  /** The variant the comparison starts with (the cheapest); none when the model has no variants. */
  compareVariantSlug: string | undefined;
  city: { slug: string; name: string };
}

/**
 * Links to the comparison, the EMI calculator, the brand's dealers in the chosen city and, while there are some, the
 * model's used ads ("3 used Mahindra 575 DI from ₹4.20 Lakh").
 */
export function ModelTools({
  vertical,
  brandSlug,
  brandName,
  modelSlug,
  name,
  compareVariantSlug,
  city,
}: ModelToolsProps) {
  const { t } = useTranslation('catalogue');
  return (
    <PlainList>
      <li>
        <Link to={comparePath(vertical, compareVariantSlug)}>{t('model.compare', { name })}</Link>
      </li>
      <li>
        <Link to={emiPath(vertical, brandSlug, modelSlug)}>{t('model.emi', { name })}</Link>
      </li>
      <li>
        <Link to={dealersPath(vertical, brandSlug, city.slug)}>
          {t('model.dealers', { brand: brandName, city: city.name })}
        </Link>
      </li>
      <UsedOfModel vertical={vertical} brandSlug={brandSlug} modelSlug={modelSlug} name={name} />
    </PlainList>
  );
}
