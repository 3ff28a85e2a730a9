import { LEAD_SHEET_COLUMNS, type LeadSheetColumn } from '@cvb/contracts';
import { BadRequestError } from '../../http/bad-request';

/** Other headers lead sheets use for the same column (compared lower-case without spaces, _ or -). */
const ALIASES: Record<string, LeadSheetColumn> = {
  fullname: 'name',
  customername: 'name',
  phone: 'mobile',
  mobileno: 'mobile',
  mobilenumber: 'mobile',
  phonenumber: 'mobile',
  emailid: 'email',
  pin: 'pincode',
  pincode: 'pincode',
  category: 'vertical',
  brandname: 'brand',
  modelname: 'model',
  buyingtimeline: 'timeline',
  leaddate: 'date',
  createdat: 'date',
};

const squash = (header: string): string => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Which sheet header feeds which lead column; a sheet without name or mobile cannot be imported. */
export function mapSheetColumns(header: readonly string[]): Map<LeadSheetColumn, string> {
  const columns = new Map<LeadSheetColumn, string>();
  for (const cell of header) {
    const key = squash(cell);
    const column = (LEAD_SHEET_COLUMNS as readonly string[]).includes(key)
      ? (key as LeadSheetColumn)
      : ALIASES[key];
    if (column && !columns.has(column)) columns.set(column, cell);
  }
  const missing = (['name', 'mobile'] as const).filter((column) => !columns.has(column));
  if (missing.length > 0) {
    throw new BadRequestError(`contentBase64: the sheet has no ${missing.join(' or ')} column`);
  }
  return columns;
}
