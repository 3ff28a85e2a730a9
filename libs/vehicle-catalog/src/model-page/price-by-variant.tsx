import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Variant, VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { rupees } from './price-text';
import { DataTable, ScrollBox } from './section-styles';
import { variantPath } from './vertical-paths';

export interface PriceByVariantProps {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  variants: Variant[];
  cityName: string;
  state: string;
}

const BREAKUP = ['exShowroom', 'rto', 'insurance', 'otherCharges', 'onRoad'] as const;

/** Each variant's on-road price in the chosen city, broken up into ex-showroom, RTO, insurance and other charges. */
export function PriceByVariant({
  vertical,
  brandSlug,
  modelSlug,
  variants,
  cityName,
  state,
}: PriceByVariantProps) {
  const { t } = useTranslation(['catalog', 'common']);
  const locale = useAppSelector(selectLocale);
  return (
    <>
      <ScrollBox tabIndex={0} role="group" aria-label={t('catalog:model.onRoadIn', { city: cityName })}>
        <DataTable aria-label={t('catalog:model.priceByVariant', { city: cityName })}>
          <thead>
            <tr>
              <th scope="col">{t('catalog:model.variant')}</th>
              {BREAKUP.map((part) => (
                <th scope="col" key={part}>
                  {t(`catalog:model.${part}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {variants.map((variant) => (
              <tr key={variant.id}>
                <th scope="row">
                  <Link to={variantPath(vertical, brandSlug, modelSlug, variant.slug)}>{variant.name}</Link>
                </th>
                {variant.onRoad === null ? (
                  <td colSpan={BREAKUP.length}>{t('common:priceComingSoon')}</td>
                ) : (
                  BREAKUP.map((part) => (
                    <td key={part} data-amount="">
                      {variant.onRoad && rupees(variant.onRoad[part], locale)}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </DataTable>
      </ScrollBox>
      <p>{t('catalog:model.stateRules', { state })}</p>
    </>
  );
}
