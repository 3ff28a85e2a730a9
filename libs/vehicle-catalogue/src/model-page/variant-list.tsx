import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { Variant, VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { rupees } from './price-text';
import { PlainList } from './section-styles';
import { variantPath } from './vertical-paths';

export interface VariantListProps {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  variants: Variant[];
}

/** Variants with their ex-showroom price, each a link to its own page. */
export function VariantList({ vertical, brandSlug, modelSlug, variants }: VariantListProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  return (
    <PlainList>
      {variants.map((variant) => (
        <li key={variant.id}>
          <Link to={variantPath(vertical, brandSlug, modelSlug, variant.slug)}>{variant.name}</Link>
          {' — '}
          {variant.price === null ? t('common:priceComingSoon') : rupees(variant.price, locale)}
        </li>
      ))}
    </PlainList>
  );
}
