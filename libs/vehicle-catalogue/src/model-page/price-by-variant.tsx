import { useTranslation } from 'react-i18next';
import { Link } from '@cvb/router';
import type { Variant, VehicleVertical } from '@cvb/contracts';
import { selectLocale, useAppSelector } from '@cvb/store';
import { useCityName } from '../use-city-name';
import { rupees } from './price-text';
import { PriceTable, ScrollBox } from './section-styles';
import { variantPath } from './vertical-paths';

export interface PriceByVariantProps {
  vertical: VehicleVertical;
  brandSlug: string;
  modelSlug: string;
  variants: Variant[];
  cityName: string;
  state: string;
}

/** The on-road price, the number a buyer pays, comes right after the name: on a phone it shows without scrolling. */
const COLUMNS = ['onRoad', 'exShowroom', 'rto', 'insurance', 'otherCharges'] as const;

/** Each variant's on-road price in the chosen city, broken up into ex-showroom, RTO, insurance and other charges. */
export function PriceByVariant({
  vertical,
  brandSlug,
  modelSlug,
  variants,
  cityName,
  state,
}: PriceByVariantProps) {
  const { t } = useTranslation(['catalogue', 'common']);
  const locale = useAppSelector(selectLocale);
  const placeName = useCityName();
  return (
    <>
      <ScrollBox tabIndex={0} role="group" aria-label={t('catalogue:model.onRoadIn', { city: cityName })}>
        <PriceTable aria-label={t('catalogue:model.priceByVariant', { city: cityName })}>
          <thead>
            <tr>
              <th scope="col">{t('catalogue:model.variant')}</th>
              {COLUMNS.map((part) => (
                <th scope="col" key={part} data-key={part === 'onRoad' ? '' : undefined}>
                  {t(`catalogue:model.${part}`)}
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
                  <td colSpan={COLUMNS.length}>{t('common:priceComingSoon')}</td>
                ) : (
                  COLUMNS.map((part) => (
                    <td key={part} data-amount="" data-key={part === 'onRoad' ? '' : undefined}>
                      {variant.onRoad && rupees(variant.onRoad[part], locale)}
                    </td>
                  ))
                )}
              </tr>
            ))}
          </tbody>
        </PriceTable>
      </ScrollBox>
      <p>{t('catalogue:model.stateRules', { state: placeName(state) })}</p>
    </>
  );
}
