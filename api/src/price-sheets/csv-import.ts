import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { PRICE_IMPORT_MAX_BYTES, type ImportRefusal, type PriceImportReport } from '@cvb/contracts';
import { BadRequestError } from '../http/bad-request';
import type { Checked } from './csv-fields';

const BATCH = 500;
const MAX_REFUSALS_LISTED = 200;

export interface CsvImportSpec<Row> {
  /** Checks the header; answers a message naming what is wrong, or null. */
  header(columns: string[]): string | null;
  /** One data row → a value to store or the reason it is refused. */
  row(fields: string[]): Checked<Row>;
  /** Stores a batch of checked rows; answers how many were new (the rest were there already). */
  store(rows: Row[]): Promise<number>;
}

/**
 * Reads a CSV stream row by row (never whole in memory), checks each row, stores valid rows in batches
 * and reports refused rows with their line and reason. Storing skips rows already present, so the same
 * file twice adds nothing.
 */
export async function importCsv<Row>(stream: Readable, spec: CsvImportSpec<Row>): Promise<PriceImportReport> {
  const report: PriceImportReport = { rows: 0, inserted: 0, duplicates: 0, refused: 0, refusals: [] };
  const refuse = (refusal: ImportRefusal) => {
    report.refused += 1;
    if (report.refusals.length < MAX_REFUSALS_LISTED) report.refusals.push(refusal);
  };
  let bytes = 0;
  stream.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > PRICE_IMPORT_MAX_BYTES) stream.destroy(new BadRequestError('file: must be 50 MB or smaller'));
  });
  const parser = stream.pipe(
    parse({ relax_column_count: true, skip_empty_lines: true, bom: true, info: true }),
  );
  stream.on('error', (error) => parser.destroy(error));

  let expectedFields = 0;
  let batch: Row[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const inserted = await spec.store(batch);
    report.inserted += inserted;
    report.duplicates += batch.length - inserted;
    batch = [];
  };
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (expectedFields === 0) {
        const problem = spec.header(record);
        if (problem) throw new BadRequestError(`file: ${problem}`);
        expectedFields = record.length;
        continue;
      }
      report.rows += 1;
      if (record.length !== expectedFields) {
        refuse({ line: info.lines, reason: `has ${record.length} fields, the header has ${expectedFields}` });
        continue;
      }
      const checked = spec.row(record);
      if (!checked.ok) {
        refuse({ line: info.lines, reason: checked.reason });
        continue;
      }
      batch.push(checked.value);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new BadRequestError(`file: not a readable CSV (${message})`);
  }
  if (expectedFields === 0) throw new BadRequestError('file: is empty');
  return report;
}
