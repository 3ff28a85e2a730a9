import { circumferenceMm, overallDiameterMm, type TyreSize } from './tyre-size';

/** The change in overall diameter a fitter accepts when replacing a size: ±3 %. */
export const UPSIZING_LIMIT_PERCENT = 3;
export const SPEEDOMETER_CHECK_SPEEDS = [40, 60, 80] as const;

export type UpsizingVerdict = 'within-limit' | 'too-big' | 'too-small';

export interface TyreDimensions {
  key: string;
  widthMm: number;
  diameterMm: number;
  circumferenceMm: number;
}

export interface SpeedometerReading {
  /** What the speedometer shows, km/h. */
  shownKmh: number;
  /** The true road speed on the proposed tyres, km/h (one decimal). */
  actualKmh: number;
}

export interface UpsizingResult {
  current: TyreDimensions;
  proposed: TyreDimensions;
  diameterDiffMm: number;
  diameterDiffPercent: number;
  widthDiffMm: number;
  circumferenceDiffMm: number;
  speedometer: SpeedometerReading[];
  verdict: UpsizingVerdict;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

function dimensions(size: TyreSize): TyreDimensions {
  return {
    key: size.key,
    widthMm: round1(size.widthMm),
    diameterMm: round1(overallDiameterMm(size)),
    circumferenceMm: round1(circumferenceMm(size)),
  };
}

/**
 * Compares a proposed size with the current one. A bigger tyre covers more road per turn, so the
 * speedometer (which counts turns) reads low by the same fraction the diameter grew: at a shown 60 km/h
 * the truck really runs 60 × new diameter / old diameter. More than ±3 % is beyond the limit.
 */
export function compareTyreSizes(current: TyreSize, proposed: TyreSize): UpsizingResult {
  const oldDiameter = overallDiameterMm(current);
  const newDiameter = overallDiameterMm(proposed);
  const ratio = newDiameter / oldDiameter;
  const diameterDiffPercent = round2((ratio - 1) * 100);
  const verdict: UpsizingVerdict =
    diameterDiffPercent > UPSIZING_LIMIT_PERCENT
      ? 'too-big'
      : diameterDiffPercent < -UPSIZING_LIMIT_PERCENT
        ? 'too-small'
        : 'within-limit';
  return {
    current: dimensions(current),
    proposed: dimensions(proposed),
    diameterDiffMm: round1(newDiameter - oldDiameter),
    diameterDiffPercent,
    widthDiffMm: round1(proposed.widthMm - current.widthMm),
    circumferenceDiffMm: round1(circumferenceMm(proposed) - circumferenceMm(current)),
    speedometer: SPEEDOMETER_CHECK_SPEEDS.map((shownKmh) => ({
      shownKmh,
      actualKmh: round1(shownKmh * ratio),
    })),
    verdict,
  };
}
