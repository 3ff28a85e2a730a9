import type { TFunction } from 'i18next';
import type { Assumption, LocaleCode, RunningCostVariant, UsageUnit } from '@cvb/contracts';
import { formatDate, groupIndian } from '@cvb/format';

/** The sentence beside an assumption: where its value comes from ("diesel ₹87.62 in New Delhi today"). */
export function assumptionSource(
  assumption: Assumption,
  variant: RunningCostVariant,
  unit: UsageUnit,
  locale: LocaleCode,
  t: TFunction,
): string {
  const { source } = assumption;
  switch (source.kind) {
    case 'fuel':
      return t('runningCost.source.fuel', {
        fuel: t(`search.fuelTypes.${source.energy}`),
        price: assumption.value?.toFixed(2),
        city: source.city,
        date: formatDate(source.date, locale),
      });
    case 'tariff':
      return source.state === null
        ? t('runningCost.source.tariffNational')
        : t('runningCost.source.tariff', { state: source.state });
    case 'spec':
      if (source.spec === 'battery')
        return t('runningCost.source.battery', { kwh: variant.batteryKwh, km: variant.drivingRangeKm });
      if (source.spec === 'powerHp')
        return t(`runningCost.source.${variant.fuelType === 'electric' ? 'powerHpElectric' : 'powerHp'}`, {
          hp: variant.powerHp,
        });
      return t(`runningCost.source.${source.spec}`);
    case 'tyres':
      return source.sizes.length === 0
        ? t('runningCost.source.noFitment')
        : t('runningCost.source.tyres', {
            sizes: source.sizes
              .map((size) => `${size.count} × ${size.sizeKey} (₹${groupIndian(size.averagePrice ?? 0)})`)
              .join(', '),
            count: source.sizes.reduce((sum, size) => sum + size.offers, 0),
          });
    case 'rule':
      return t('runningCost.source.rule', { state: source.state });
    case 'default':
      return t(`runningCost.source.default.${assumption.key === 'tyreLife' ? unit : 'typical'}`, {
        value: groupIndian(assumption.value ?? 0),
      });
    case 'yours':
      return t('runningCost.source.yours');
    case 'missing':
      return t('runningCost.source.missing');
  }
}
