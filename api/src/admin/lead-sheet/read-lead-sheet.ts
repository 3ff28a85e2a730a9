import { LEAD_SHEET_MAX_ROWS } from '@cvb/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { BadRequestError } from '../../http/bad-request';

/** A sheet as text: its header cells and one record per data line, keyed by header. */
export interface SheetTable {
  header: string[];
  records: Record<string, string>[];
}

const tooManyRows = () =>
  new BadRequestError(`contentBase64: the sheet has more than ${LEAD_SHEET_MAX_ROWS} rows; split it`);

function readCsv(content: Buffer): SheetTable {
  let lines: string[][];
  try {
    lines = parse(content, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new BadRequestError(`contentBase64: not a readable CSV file (${(error as Error).message})`);
  }
  const [header = [], ...body] = lines;
  if (body.length > LEAD_SHEET_MAX_ROWS) throw tooManyRows();
  return {
    header,
    records: body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}

/** A cell as the text a person sees: dates as YYYY-MM-DD, formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function readXlsx(content: Buffer): Promise<SheetTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new BadRequestError('contentBase64: not a readable XLSX file');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], records: [] };
  if (sheet.rowCount > LEAD_SHEET_MAX_ROWS + 1) throw tooManyRows();
  const width = sheet.columnCount;
  const lines: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells = Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value));
    if (cells.some((cell) => cell !== '')) lines.push(cells);
  });
  const [header = [], ...body] = lines;
  return {
    header,
    records: body.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']))),
  };
}

/** Reads an uploaded CSV or XLSX by its file name's extension; an unreadable file is a 400. */
export function readLeadSheet(fileName: string, content: Buffer): Promise<SheetTable> | SheetTable {
  return /\.xlsx$/i.test(fileName) ? readXlsx(content) : readCsv(content);
}
