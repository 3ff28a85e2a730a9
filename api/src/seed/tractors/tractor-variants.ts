import type { MachineVariantPlan } from '../catalogue/machine-variant-plan';
import type { TractorBrandRow, TractorRow } from './tractor-models';

/** What dealers charge for four-wheel drive over the same tractor in 2WD, in lakh. */
const FOUR_WD_PREMIUM_LAKH = 1.4;

/**
 * A 2WD tractor's maker also sells it as 4WD unless it is a mini or electric tractor, under 30 HP, or the
 * 4WD is listed as a model of its own ("Swaraj 744 FE" and "Swaraj 744 FE 4WD").
 */
function sellsAs4wd(brand: TractorBrandRow, [, name, hp, , , drive, type, fuel]: TractorRow): boolean {
  if (drive !== '2wd' || fuel === 'electric' || type === 'mini' || hp < 30) return false;
  return !brand.models.some(([, other]) => other === `${name} 4WD`);
}

/** The tractor as dealers quote it: its base drive, the 4WD option where sold, and the ROPS-canopy version. */
export function tractorVariantPlans(brand: TractorBrandRow, row: TractorRow): MachineVariantPlan[] {
  const [, , , minLakh, maxLakh, drive] = row;
  const base = drive === '4wd' ? '4WD' : '2WD';
  return [
    { name: base, lakh: minLakh, specs: {} },
    ...(sellsAs4wd(brand, row)
      ? [{ name: '4WD', lakh: minLakh + FOUR_WD_PREMIUM_LAKH, specs: { drive: '4wd' } }]
      : []),
    { name: `${base} ROPS Canopy`, lakh: maxLakh, specs: {} },
  ];
}
