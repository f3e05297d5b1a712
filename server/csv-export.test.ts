// @vitest-environment node
// The streamed export (server/csv-export.ts): a batch is read only when the response asks for
// more, so the server holds one batch at a time; a client that goes away stops the reading.
import { describe, expect, it } from 'vitest';
import { csvExportStream, type ReadBatch } from './csv-export';

/** A list of `total` numbers read in batches, counting the reads. */
function numbers(total: number) {
  const reads: (readonly string[] | null)[] = [];
  const read: ReadBatch<number> = async (after, limit) => {
    reads.push(after);
    const start = after ? Number(after[0]) + 1 : 1;
    const rows = Array.from({ length: Math.max(0, Math.min(limit, total - start + 1)) }, (_, i) => start + i);
    return { rows, last: rows.length ? [String(rows.at(-1))] : null };
  };
  return { reads, read };
}

const text = (chunk: Uint8Array | ArrayBuffer | undefined) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(chunk);
/** The whole stream as text, its BOM kept. */
const whole = async (stream: ReadableStream<Uint8Array>) => text(await new Response(stream).arrayBuffer());

describe('a streamed CSV export', () => {
  it('writes the BOM and the header, then every row once, batch after batch from where the last ended', async () => {
    const { reads, read } = numbers(7);
    const csv = await whole(csvExportStream(['Sayı'], read, (n) => [n], { batchRows: 3 }));
    expect(csv).toBe('\uFEFF"Sayı"\r\n"1"\r\n"2"\r\n"3"\r\n"4"\r\n"5"\r\n"6"\r\n"7"\r\n');
    expect(reads).toEqual([null, ['3'], ['6']]);
  });

  it('an empty list is the header alone', async () => {
    const { read } = numbers(0);
    expect(await whole(csvExportStream(['Sayı'], read, (n) => [n]))).toBe('\uFEFF"Sayı"\r\n');
  });

  it('reads nothing ahead: a batch when the reader asks, and no more once it has gone', async () => {
    const { reads, read } = numbers(10_000);
    const reader = csvExportStream(['Sayı'], read, (n) => [n], { batchRows: 100 }).getReader();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(0);
    expect(text((await reader.read()).value)).toMatch(/^\uFEFF"Sayı"\r\n"1"\r\n/);
    expect(text((await reader.read()).value)).toMatch(/^"101"\r\n/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(2);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toHaveLength(2);
  });

  it('a failed read ends the stream with the error (the client gets a cut-off file), and is reported', async () => {
    const errors: unknown[] = [];
    const stream = csvExportStream(
      ['Sayı'],
      () => Promise.reject(new Error('gone')),
      (n: number) => [n],
      { onError: (e) => errors.push(e) },
    );
    await expect(whole(stream)).rejects.toThrow('gone');
    expect(errors).toHaveLength(1);
  });
});
