import type { TractorBrandRow, TractorRow } from './tractor-models';
import { ELECTRIC_PACKS, TRACTOR_SPEC_ROWS } from './tractor-spec-rows';

/**
 * Few Indian makers publish torque: estimated from the rated power at 2,100 rpm with the 12 % torque
 * back-up of a naturally aspirated tractor diesel (an electric motor gives about a third more at low speed).
 */
const torqueNm = (hp: number, electric: boolean) =>
  Math.round(((hp * 745.7 * 60) / (2 * Math.PI * 2100)) * (electric ? 1.35 : 1.12));

/** Spec columns and extra specs of one tractor (and its reverse gears, for its words), from its brochure row. */
export function tractorSpecs(brand: Pick<TractorBrandRow, 'slug' | 'warranty'>, row: TractorRow) {
  const [slug, , hp, , , drive] = row;
  const key = `${brand.slug}/${slug}`;
  const specRow = TRACTOR_SPEC_ROWS[key];
  if (!specRow) throw new Error(`no spec row for tractor ${key}`);
  const [cylinders, engineCc, ptoHp, liftKg, forwardGears, reverseGears, fuelTankL, wheelbaseMm] = specRow;
  const pack = ELECTRIC_PACKS[key];
  return {
    columns: {
      powerHp: hp,
      engineCc,
      torqueNm: torqueNm(hp, pack !== undefined),
      fuelTankL,
      wheelbaseMm,
      wheels: 4,
      transmission: 'manual',
      warranty: pack?.[2] ?? brand.warranty,
      batteryKwh: pack?.[0] ?? null,
      chargingTimeH: pack?.[1] ?? null,
    },
    extraSpecs: {
      ptoHp,
      liftKg,
      drive,
      forwardGears,
      gearbox: `${forwardGears} F + ${reverseGears} R`,
      ...(cylinders === null ? {} : { cylinders }),
    },
    reverseGears,
  };
}
