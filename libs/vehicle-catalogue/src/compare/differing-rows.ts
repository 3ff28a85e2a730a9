/** One specification row of a comparison table: a label and one value per compared variant. */
export interface CompareRow<Value = string | number | null> {
  label: string;
  values: readonly Value[];
}

function comparable(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim().toLowerCase();
}

/** True when the row's values differ between variants ("12 T" and "12 t " count as equal). */
export function rowDiffers<Value>(row: CompareRow<Value>): boolean {
  const [first, ...rest] = row.values.map(comparable);
  return rest.some((value) => value !== first);
}

/** The rows kept by the "show differences only" switch: a row whose values are all equal is hidden. */
export function differingRows<Row extends CompareRow<unknown>>(rows: readonly Row[]): Row[] {
  return rows.filter(rowDiffers);
}
