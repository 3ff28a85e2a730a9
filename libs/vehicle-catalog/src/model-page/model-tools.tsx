import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { VehicleVertical } from '@cvb/contracts';
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

/** Links to the comparison, the EMI calculator and the brand's dealers in the chosen city. */
export function ModelTools({
  vertical,
  brandSlug,
  brandName,
  modelSlug,
  name,
  compareVariantSlug,
  city,
}: ModelToolsProps) {
  const { t } = useTranslation('catalog');
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
    </PlainList>
  );
}
