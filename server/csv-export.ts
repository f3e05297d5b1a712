// A CSV export written as it is read (issue 32, decision 0069): batches of rows in a keyset order,
// each batch one short statement of its own (no transaction, no lock held between batches: on
// PGlite every other request takes its turn between two batches), each written to the response
// before the next is read. The stream is pulled: a batch is read only when the response has taken
// the previous one (Node's back-pressure), and a client that goes away cancels it, which stops the
// reading. So the server holds one batch at a time, whatever the export's length.
import { CSV_BOM, csvLine, type CsvCell } from '@/domain/csv';

/** How many rows one statement reads. */
export const EXPORT_BATCH_ROWS = 500;

/** One batch: its rows, and the keys' values of its last row (where the next one starts). */
export interface ExportBatch<T> {
  rows: T[];
  last: readonly string[] | null;
}

/** Reads the `limit` rows after `after` (from the first row when null). */
export type ReadBatch<T> = (after: readonly string[] | null, limit: number) => Promise<ExportBatch<T>>;

export function csvExportStream<T>(
  header: readonly string[],
  read: ReadBatch<T>,
  cells: (row: T) => CsvCell[],
  options: { batchRows?: number; onError?: (error: unknown) => void } = {},
): ReadableStream<Uint8Array> {
  const batchRows = options.batchRows ?? EXPORT_BATCH_ROWS;
  const encoder = new TextEncoder();
  let after: readonly string[] | null = null;
  let first = true;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const batch = await read(after, batchRows);
          if (cancelled) return;
          const head = first ? CSV_BOM + csvLine(header) : '';
          first = false;
          const text = head + batch.rows.map((row) => csvLine(cells(row))).join('');
          if (text !== '') controller.enqueue(encoder.encode(text));
          if (batch.rows.length < batchRows || batch.last === null) controller.close();
          else after = batch.last;
        } catch (error) {
          // The status line has gone: the client sees a cut-off file, the log says why.
          (options.onError ?? ((e: unknown) => console.error('[server] export failed', e)))(error);
          controller.error(error);
        }
      },
      cancel() {
        cancelled = true;
      },
    },
    // Nothing is read ahead: a batch is read when the response asks for more.
    { highWaterMark: 0 },
  );
}
