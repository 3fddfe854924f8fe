import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { characterReference, hostileFiles, lyingSizes, sheetXlsx } from './testing/hostile-xlsx.ts';
import { readXlsx } from './xlsx-read.ts';
import { xlsxParts } from './xlsx-sheet.ts';

const ns = 'http://schemas.openxmlformats.org';

/** The reader's answer and how long it took. */
function timed(bytes: Uint8Array): { ms: number; result: unknown } {
  const start = performance.now();
  let result: unknown;
  try {
    result = readXlsx(bytes);
  } catch (error) {
    result = (error as Error).message;
  }
  return { ms: performance.now() - start, result };
}

describe('readXlsx', () => {
  it('reads shared strings (rich text joined, phonetic runs left out), inline strings, numbers, booleans, formulas', () => {
    const sheet = `<worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="s"><v>1</v></c></row>
      <row r="2"><c r="A2"><v>12.5</v></c><c r="B2" t="b"><v>1</v></c><c r="C2"><f>A2*2</f><v>25</v></c></row>
      <row r="3"><c r="B3" t="inlineStr"><is><t>a &amp; b &lt;c&gt; &#233;</t></is></c></row>
      <row r="4"><c r="A4" s="1"/></row></sheetData></worksheet>`;
    const shared = `<sst xmlns="${ns}/spreadsheetml/2006/main"><si><t>due_date</t></si>
      <si><r><t>pay</t></r><r><t>er.name</t></r><rPh><t>ignored</t></rPh></si></sst>`;
    const bytes = sheetXlsx(sheet, { 'xl/sharedStrings.xml': strToU8(shared) });
    expect(readXlsx(bytes)).toEqual([
      ['due_date', '', 'payer.name'],
      [12.5, 'true', { formula: true }],
      ['', 'a & b <c> é'],
    ]);
  });

  it("reads the workbook's first sheet, not sheet1.xml, and inflates no other", () => {
    const parts = xlsxParts('<sheetData><row><c t="inlineStr"><is><t>second</t></is></c></row></sheetData>');
    const bytes = zipSync({
      ...parts,
      // The workbook lists sheet2.xml first; sheet1.xml would be a bomb if anything inflated it.
      'xl/workbook.xml': strToU8(
        `<workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="B" sheetId="2" r:id="rId7"/><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Target="/xl/worksheets/sheet2.xml" Id="rId7"/></Relationships>`,
      ),
      'xl/worksheets/sheet2.xml': parts['xl/worksheets/sheet1.xml'] as Uint8Array,
      'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024),
    });
    expect(readXlsx(bytes)).toEqual([['second']]);
  });

  it('answers every hostile file with a Portuguese refusal in well under a second', () => {
    const hostile: [string, Uint8Array, string][] = [
      ...hostileFiles(),
      ['&#0;', characterReference('&#0;'), 'A planilha XLSX tem XML inválido.'],
      ['&#xD800;', characterReference('&#xD800;'), 'A planilha XLSX tem XML inválido.'],
      ['an entity of a DTD', characterReference('&lol;'), 'A planilha XLSX tem XML inválido.'],
      [
        'a cell past Excel’s length',
        sheetXlsx(
          `<worksheet><sheetData><row><c t="inlineStr"><is><t>${'x'.repeat(40_000)}</t></is></c></row></sheetData></worksheet>`,
        ),
        'Uma célula da planilha passa de 32.767 caracteres.',
      ],
    ];
    for (const [name, bytes, message] of hostile) {
      const { ms, result } = timed(bytes);
      expect(result, name).toBe(message);
      expect(ms, name).toBeLessThan(1_000);
    }
  });

  it('stops a lying part at its declared size: memory stays flat', () => {
    const bomb = lyingSizes(200, 1_000);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) expect(timed(bomb).result).toBe('O arquivo não é uma planilha XLSX.');
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
  });
});
