/**
 * `raw` when it is one of `values` (a URL's `?vertical=bus` against `VEHICLE_VERTICALS`), else undefined: the
 * browser's check of a choice from the address bar, without loading the schemas the API checks with.
 */
export function oneOf<T extends string>(values: readonly T[], raw: string | null | undefined): T | undefined {
  return values.find((value) => value === raw);
}
