import type { TFunction } from 'i18next';
import type { VehicleVertical } from '@cvb/contracts';

/**
 * An option's words in the desk's language, as the site's search names it. A body type takes its vehicle type's
 * own words where it has them (a tractor's `mini` is a "Mini tractor"), else the trucks' and buses' ("Mini truck").
 * A key with no words shows as is.
 */
export function optionLabel(t: TFunction<'admin'>, key: string, bodyTypeOf?: VehicleVertical): string {
  const common = t(`catalogue.options.${key}`, { defaultValue: key });
  if (!bodyTypeOf) return common;
  const general = t(`catalogue.bodyTypes.${key}`, { defaultValue: common });
  return t(`catalogue.bodyTypesOf.${bodyTypeOf}.${key}`, { defaultValue: general });
}
