import type { TFunction } from 'i18next';

/**
 * A spec's label as the desk's form shows it, from the desk's spec and unit texts (`catalogue.spec.<key>`,
 * `catalogue.unit.<unit>`): "Engine (cc)"; a name that ends in brackets takes its unit after a comma:
 * "Gross vehicle weight (GVW), kg". An unknown key shows as itself.
 */
export function specLabel(t: TFunction<'admin'>, key: string, unit: string | null): string {
  const name = t(`catalogue.spec.${key}`, { defaultValue: key });
  const unitText = unit ? t(`catalogue.unit.${unit}`, { defaultValue: unit }) : null;
  if (!unitText) return name;
  return name.endsWith(')') ? `${name}, ${unitText}` : `${name} (${unitText})`;
}
