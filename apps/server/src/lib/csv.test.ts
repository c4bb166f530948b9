import { describe, expect, it } from 'vitest';
import { csvAmount, csvCell, csvLine, csvStream, keysetBatches, CSV_BOM } from './csv.ts';

const read = async (stream: NodeJS.ReadableStream) => {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
};

describe('csv', () => {
  it('quotes every text cell, so that no comma, semicolon, quote or line break in one splits it (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('Too pricey;cheaper elsewhere')).toBe('"Too pricey;cheaper elsewhere"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('ünïcødé')).toBe('"ünïcødé"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t'=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r'=1"`);
    expect(csvCell('a=1')).toBe('"a=1"');
    expect(csvCell('well - fine')).toBe('"well - fine"');
  });

  it('neutralises a formula in any part a spreadsheet splits a cell into: after a semicolon, a tab or a line break', () => {
    // opened with ';' as the list separator, or pasted, each part becomes a cell of its own
    expect(csvCell('Too pricey;=HYPERLINK(A1)')).toBe(`"Too pricey;'=HYPERLINK(A1)"`);
    expect(csvCell('Too pricey; =HYPERLINK(A1)')).toBe(`"Too pricey;' =HYPERLINK(A1)"`);
    expect(csvCell('a;;@SUM(A1)')).toBe(`"a;;'@SUM(A1)"`);
    expect(csvCell('Too pricey\t=1+1')).toBe(`"Too pricey\t'=1+1"`);
    expect(csvCell('first line\r\n+cmd|x')).toBe(`"first line\r\n'+cmd|x"`);
    expect(csvCell('first line\n-2+3')).toBe(`"first line\n'-2+3"`);
  });

  it('neutralises the full-width formula signs some spreadsheets read as = + - @', () => {
    expect(csvCell('＝HYPERLINK(A1)')).toBe(`"'＝HYPERLINK(A1)"`);
    expect(csvCell('＋1')).toBe(`"'＋1"`);
    expect(csvCell('－1')).toBe(`"'－1"`);
    expect(csvCell('＠SUM(A1)')).toBe(`"'＠SUM(A1)"`);
    expect(csvCell('Too pricey;＝HYPERLINK(A1)')).toBe(`"Too pricey;'＝HYPERLINK(A1)"`);
  });

  it('writes dates as ISO 8601 and amounts as the exact decimal they are, a negative one as a number', () => {
    expect(csvCell(new Date('2026-11-26T01:02:03.004Z'))).toBe('2026-11-26T01:02:03.004Z');
    expect(csvLine([csvAmount('-12.50'), 'USD', 3])).toBe('-12.50,"USD",3\r\n');
    expect(csvLine([csvAmount('12345678901234567.89')])).toBe('12345678901234567.89\r\n');
    expect(() => csvAmount('=1+1')).toThrow();
  });

  it('starts with the UTF-8 byte-order mark and a header row, and ends every line with CRLF', async () => {
    async function* rows() {
      yield ['a', 1];
    }
    const text = await read(csvStream(['Name', 'Count'], rows()));
    expect(text).toBe(`${CSV_BOM}"Name","Count"\r\n"a",1\r\n`);
    expect(Buffer.from(text).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it('pulls rows only as the reader takes them (backpressure): a paused reader holds a bounded part of 50,000 rows', async () => {
    let produced = 0;
    async function* rows() {
      for (let i = 0; i < 50_000; i++) {
        produced++;
        yield [i, 'a row of some length to fill the buffer', new Date(0)];
      }
    }
    const stream = csvStream(['n', 'text', 'date'], rows());
    const first = await new Promise<Buffer>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk)));
    stream.pause();
    await new Promise((r) => setTimeout(r, 50));
    expect(first.length).toBeGreaterThan(0);
    // the stream's buffer (64 KB) and one chunk of lines, about 2,000 rows: far from all 50,000
    expect(produced).toBeLessThan(5_000);
    stream.resume();
    const rest = await read(stream);
    expect(produced).toBe(50_000);
    expect((first.toString() + rest).split('\r\n')).toHaveLength(50_002);
  });

  it('reads a table in keyset batches, asking each time after the last key', async () => {
    const table = Array.from({ length: 25 }, (_, i) => ({ id: 25 - i }));
    const asked: (number | null)[] = [];
    const read = async (after: number | null, limit: number) => {
      asked.push(after);
      return table.filter((r) => after === null || r.id < after).slice(0, limit);
    };
    const all = [];
    for await (const row of keysetBatches(read, (r) => r.id, 10)) all.push(row.id);
    expect(all).toEqual(table.map((r) => r.id));
    expect(asked).toEqual([null, 16, 6]);
  });
});
