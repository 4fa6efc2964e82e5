import fs from 'node:fs';
import { parserFor } from '../registry';
import { csvRecords, parseStream, ROW_BY_ROW_FORMATS, type ParsedSlice } from '../stream-parse';
import type { ParsedExecution } from '../types';
import { corpusFiles, corpusPath, hasCorpusFile } from './corpus';

/**
 * Every CSV of the corpus this machine has (the row-by-row formats are CSV): the in-repo files
 * cover every row-by-row format on their own; the outside corpus, when present, adds its files.
 */
function corpusCsvFiles(): string[] {
  return corpusFiles()
    .filter((f) => /\.csv$/i.test(f) && hasCorpusFile(f))
    .map(corpusPath);
}

/** The file fed in pieces of `size` bytes (cuts land inside lines, quotes and UTF-8 sequences). */
async function* pieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const fill = (e: ParsedExecution) => ({ ...e, instrument: e.instrument.key });

describe('parseStream: a file parsed a slice at a time reads as the whole file does', () => {
  const files = corpusCsvFiles().filter((file) => {
    try {
      return ROW_BY_ROW_FORMATS.has(parserFor('auto', fs.readFileSync(file, 'utf8')).id);
    } catch {
      return false;
    }
  });

  it('covers every row-by-row format in the corpus but the mapped generic one', () => {
    const formats = new Set(files.map((f) => parserFor('auto', fs.readFileSync(f, 'utf8')).id));
    expect([...ROW_BY_ROW_FORMATS].filter((id) => id !== 'generic' && !formats.has(id))).toEqual([]);
  });

  it.each([1, 2, 7])('slices of %i rows, fed 13 bytes at a time: same fills, rows, skips and errors', async (rows) => {
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      const parser = parserFor('auto', bytes.toString('utf8'));
      const whole = parser.parse(bytes.toString('utf8'), { timezone: 'America/New_York' });
      const slices: ParsedSlice[] = [];
      const totals = await parseStream(
        pieces(bytes, 13),
        parser,
        { timezone: 'America/New_York' },
        async (s) => {
          slices.push(s);
        },
        rows,
      );
      const streamed = slices.flatMap((s) => s.executions);
      if (totals.newestFirst) streamed.forEach((e) => (e.sequence = streamed.length - 1 - e.sequence));
      expect({ file, fills: streamed.map(fill) }).toEqual({ file, fills: whole.executions.map(fill) });
      expect(slices.flatMap((s) => s.cashFlows)).toEqual(whole.cashFlows);
      expect(totals).toMatchObject({
        rowsTotal: whole.rowsTotal,
        executions: whole.executions.length,
        skipped: whole.skipped,
        errors: whole.errors.slice(0, 100),
        errorCount: whole.errors.length,
      });
      // Parse progress only moves forward.
      slices.forEach((s, i) => i && expect(s.rowsRead).toBeGreaterThanOrEqual(slices[i - 1].rowsRead));
    }
  });
});

describe('csvRecords', () => {
  it('keeps a quoted line break inside its record, skips empty lines, drops the BOM, splits UTF-8 anywhere', async () => {
    const text = '\uFEFFa,b\n\n1,"two\nlines"\r\n3,"x ""quoted"", é"\n4,5" wide\n';
    const bytes = Buffer.from(text);
    const out: string[] = [];
    for await (const r of csvRecords(pieces(bytes, 1))) out.push(r);
    expect(out).toEqual(['a,b', '1,"two\nlines"\r', '3,"x ""quoted"", é"', '4,5" wide']);
  });
});
