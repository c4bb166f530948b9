import { Readable } from 'node:stream';

/**
 * CSV as spreadsheets open it (RFC 4180): UTF-8 with a byte-order mark (without it Excel reads UTF-8 as the
 * local code page and breaks every accented name), CRLF line ends, a header row, and every text cell quoted, so
 * that no separator inside one (a comma, or the `;` that spreadsheets in decimal-comma locales split at) splits it.
 * A cell is text, an exact decimal string, a date, a number or empty.
 */
export type CsvValue = string | number | Date | null | undefined;

/** What one export answers: a file name (without date and extension), its columns and its rows, read lazily. */
export interface CsvExport {
  name: string;
  header: readonly string[];
  rows: AsyncIterable<readonly (CsvValue | CsvAmount)[]>;
}

export const CSV_BOM = '\uFEFF';

/**
 * A formula a spreadsheet would run (`=HYPERLINK(...)`, `+cmd|...`, `@SUM`, or their full-width forms ＝＋－＠,
 * which some spreadsheets read as the ASCII ones) may start the cell, or any part of it a spreadsheet splits off
 * when it ignores the quotes: after a `;`, a tab or a line break, spaces allowed before it. Each such start gets
 * an apostrophe, which shows the text as written (OWASP "CSV injection"); so does a cell starting with a tab or a
 * line break, which some programs strip before looking. Only text is neutralised: numbers and dates the server
 * writes are left as they are, so that a negative amount stays a number.
 */
const FORMULA_START = /(^|[;\t\r\n])(?=[ ]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;
const BLANK_START = /^(?=[\t\r\n])/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = value.replace(BLANK_START, "'").replace(FORMULA_START, "$1'");
  return `"${text.replace(/"/g, '""')}"`;
}

/** A decimal amount the ledger answered as text ("-12.50"): written as it is, never through a float. */
export function csvAmount(value: string): CsvAmount {
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(`Not a decimal amount: ${value}`);
  return new CsvAmount(value);
}

/** An exact decimal that is written unquoted and not neutralised (a leading minus is its sign, not a formula). */
export class CsvAmount {
  constructor(readonly text: string) {}
}

export function csvLine(values: readonly (CsvValue | CsvAmount)[]): string {
  return values.map((v) => (v instanceof CsvAmount ? v.text : csvCell(v))).join(',') + '\r\n';
}

/**
 * The whole file as a stream: the header, then each row as the consumer asks for it. `rows` is pulled only
 * when the stream's buffer has room (Readable.from awaits the reader), so a slow download holds one batch of
 * rows in memory, never the whole table.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly (CsvValue | CsvAmount)[]>): Readable {
  async function* lines() {
    yield CSV_BOM + csvLine(header);
    // one chunk per row would cost a stream callback each; a few rows per chunk keep the overhead low
    let chunk = '';
    for await (const row of rows) {
      chunk += csvLine(row);
      if (chunk.length >= 16_384) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines(), { objectMode: false, highWaterMark: 65_536 });
}

/**
 * Reads a table in batches by a keyset (`after` the last row's key), so that an export never holds more than
 * one batch, and each read is an index range rather than an OFFSET that rescans what was sent.
 */
export async function* keysetBatches<Row, Key>(
  readBatch: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize = 1000,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const batch = await readBatch(after, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    after = keyOf(batch.at(-1)!);
  }
}
