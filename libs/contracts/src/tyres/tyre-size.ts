/**
 * Tyre size keys as printed on the sidewall, parsed into numbers the tools can use.
 *
 * - Metric radial: `295/80 R22.5` — section width 295 mm, aspect ratio 80 %, rim 22.5 in.
 * - Metric without a ratio: `145 R12 LT`, `155 R13 C` — the standard series of 82 % applies.
 * - Conventional inch sizes: `10.00-20`, `7.50-16`, `4.00-8`, `6.00-16` — width in inches (two decimals),
 *   rim in inches, bias unless written `10.00 R20`; their section is about as high as it is wide (95 %).
 * - Agricultural inch sizes: `13.6-28`, `14.9-28`, `12.4-24` — width in inches (one decimal), 90 % series.
 */
export type TyreConstruction = 'radial' | 'bias';
export type TyreSizeSystem = 'metric' | 'conventional' | 'agricultural';

export interface TyreSize {
  /** Normalised key, e.g. `295/80 R22.5`, `145 R12 LT`, `10.00-20`. */
  key: string;
  system: TyreSizeSystem;
  construction: TyreConstruction;
  /** Section width in millimetres. */
  widthMm: number;
  /** Width as printed: `295`, `10.00`, `13.6`. */
  widthLabel: string;
  /** Sidewall height as a percentage of the width. */
  aspectRatio: number;
  rimInches: number;
  /** `LT` or `C` (light truck / commercial), when printed. */
  suffix?: 'LT' | 'C';
}

export type TyreSizeError =
  'empty' | 'unknown-format' | 'rim-out-of-range' | 'aspect-out-of-range' | 'width-out-of-range';

export type TyreSizeResult =
  { ok: true; size: TyreSize } | { ok: false; error: TyreSizeError; message: string };

export const MM_PER_INCH = 25.4;
/** Series assumed for a metric size printed without a ratio (`145 R12`). */
export const METRIC_DEFAULT_ASPECT = 82;
export const CONVENTIONAL_ASPECT = 95;
export const AGRICULTURAL_ASPECT = 90;

const EXAMPLES = '295/80 R22.5, 145 R12 LT, 10.00-20 or 13.6-28';

const METRIC = /^(\d{3})\s*\/\s*(\d{2,3})\s*(ZR|R|D|B|-)?\s*(\d{1,2}(?:\.5)?)\s*(LT|C)?$/;
const METRIC_NO_RATIO = /^(\d{3})\s*(R|D|-)\s*(\d{1,2}(?:\.5)?)\s*(LT|C)?$/;
const INCH = /^(\d{1,2}\.\d{1,2})\s*(R|-|D)\s*(\d{1,2}(?:\.5)?)\s*(LT|C)?$/;

function failure(error: TyreSizeError, message: string): TyreSizeResult {
  return { ok: false, error, message };
}

function rimText(rim: number): string {
  return Number.isInteger(rim) ? String(rim) : rim.toFixed(1);
}

function checked(size: TyreSize): TyreSizeResult {
  if (size.rimInches < 8 || size.rimInches > 54) {
    return failure(
      'rim-out-of-range',
      `The rim diameter must be between 8 and 54 inches (got ${rimText(size.rimInches)}).`,
    );
  }
  if (size.aspectRatio < 25 || size.aspectRatio > 100) {
    return failure(
      'aspect-out-of-range',
      `The aspect ratio must be between 25 and 100 (got ${size.aspectRatio}).`,
    );
  }
  if (size.widthMm < 80 || size.widthMm > 800) {
    return failure(
      'width-out-of-range',
      `The section width must be between 80 and 800 mm (got ${Math.round(size.widthMm)} mm).`,
    );
  }
  return { ok: true, size };
}

function suffixOf(text: string | undefined): 'LT' | 'C' | undefined {
  return text === 'LT' || text === 'C' ? text : undefined;
}

/** Parses a size key; bad input gets a message that says what a size looks like. */
export function parseTyreSize(input: string): TyreSizeResult {
  const text = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (text === '') return failure('empty', `Enter a tyre size, such as ${EXAMPLES}.`);

  const metric = METRIC.exec(text);
  if (metric) {
    const [, width, aspect, mark, rim, suffix] = metric;
    const radial = mark === 'R' || mark === 'ZR';
    const rimInches = Number(rim);
    const tail = suffixOf(suffix);
    return checked({
      key: `${width}/${aspect} ${radial ? 'R' : '-'}${rimText(rimInches)}${tail ? ` ${tail}` : ''}`.replace(
        ' -',
        '-',
      ),
      system: 'metric',
      construction: radial ? 'radial' : 'bias',
      widthMm: Number(width),
      widthLabel: width,
      aspectRatio: Number(aspect),
      rimInches,
      suffix: tail,
    });
  }

  const noRatio = METRIC_NO_RATIO.exec(text);
  if (noRatio) {
    const [, width, mark, rim, suffix] = noRatio;
    const radial = mark === 'R';
    const rimInches = Number(rim);
    const tail = suffixOf(suffix);
    return checked({
      key: `${width} ${radial ? 'R' : '-'}${rimText(rimInches)}${tail ? ` ${tail}` : ''}`.replace(' -', '-'),
      system: 'metric',
      construction: radial ? 'radial' : 'bias',
      widthMm: Number(width),
      widthLabel: width,
      aspectRatio: METRIC_DEFAULT_ASPECT,
      rimInches,
      suffix: tail,
    });
  }

  const inch = INCH.exec(text);
  if (inch) {
    const [, width, mark, rim, suffix] = inch;
    const decimals = width.split('.')[1].length;
    const system: TyreSizeSystem = decimals === 2 ? 'conventional' : 'agricultural';
    const radial = mark === 'R';
    const rimInches = Number(rim);
    const widthLabel = decimals === 2 ? Number(width).toFixed(2) : Number(width).toFixed(1);
    const tail = suffixOf(suffix);
    return checked({
      key: `${widthLabel}${radial ? ' R' : '-'}${rimText(rimInches)}${tail ? ` ${tail}` : ''}`,
      system,
      construction: radial ? 'radial' : 'bias',
      widthMm: Number(width) * MM_PER_INCH,
      widthLabel,
      aspectRatio: system === 'conventional' ? CONVENTIONAL_ASPECT : AGRICULTURAL_ASPECT,
      rimInches,
      suffix: tail,
    });
  }

  return failure(
    'unknown-format',
    `"${input.trim()}" is not a tyre size we know. Write it like ${EXAMPLES}.`,
  );
}

/** Sidewall height in mm: width × aspect / 100. */
export function sidewallMm(size: TyreSize): number {
  return (size.widthMm * size.aspectRatio) / 100;
}

/** Overall diameter in mm: rim × 25.4 + 2 × sidewall. */
export function overallDiameterMm(size: TyreSize): number {
  return size.rimInches * MM_PER_INCH + 2 * sidewallMm(size);
}

/** Rolling circumference in mm (π × overall diameter). */
export function circumferenceMm(size: TyreSize): number {
  return Math.PI * overallDiameterMm(size);
}
