import { describe, expect, it } from 'vitest';
import { at } from './fields.ts';
import {
  readCnab240,
  readCnab400,
  summarize,
  writeCnab240,
  writeCnab400,
  type ReturnDetail,
  type ReturnHeader,
} from './index.ts';

const header: ReturnHeader = {
  company: { name: 'Subadquirente Pagamentos Ltda', document: '12345678000195' },
  account: { agency: '1500', account: '05231', dac: '7' },
  bank: { code: '341', name: 'Itaú Unibanco S.A.' },
  date: '2026-11-23',
  sequence: 42,
  written_at: new Date('2026-11-23T10:15:30-03:00'),
};

const detail = (over: Partial<ReturnDetail>): ReturnDetail => ({
  movement: '02',
  our_number: '00012345',
  our_number_dac: '6',
  carteira: '109',
  document_number: 'PED-1',
  company_use: '12345',
  due_date: '2026-12-10',
  face_cents: 15_000,
  paid_cents: 0,
  charges_cents: 0,
  discount_cents: 0,
  tariff_cents: 0,
  net_cents: 0,
  occurrence_date: '2026-11-23',
  credit_date: null,
  payer_document: '52998224725',
  payer_name: 'José da Conceição',
  ...over,
});

const details = [
  detail({}),
  detail({
    movement: '06',
    our_number: '00012346',
    face_cents: 100_000,
    paid_cents: 102_400,
    charges_cents: 2_400,
    tariff_cents: 250,
    net_cents: 102_150,
    credit_date: '2026-11-24',
  }),
  detail({ movement: '09', our_number: '00012347', face_cents: 5_000 }),
];

describe('CNAB 240 return', () => {
  const file = writeCnab240(header, details);
  const lines = file.split('\r\n').slice(0, -1);

  it('has 240-character ASCII lines ending in CRLF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(lines).toHaveLength(1 + 1 + 2 * details.length + 1 + 1);
    for (const line of lines) expect(line).toHaveLength(240);
    expect(/^[\x20-\x7e\r\n]*$/.test(file)).toBe(true);
  });

  it("puts every field at docs/domain.md's positions", () => {
    const [head, batch, t, u] = lines as [string, string, string, string];
    expect(at(head, 8, 8)).toBe('0');
    expect(at(head, 143, 143)).toBe('2');
    expect(at(batch, 8, 8)).toBe('1');
    expect(at(t, 8, 8)).toBe('3');
    expect(at(t, 14, 14)).toBe('T');
    expect(at(t, 16, 17)).toBe('02');
    expect(at(t, 38, 57)).toBe('109000123456        ');
    expect(at(t, 74, 81)).toBe('10122026');
    expect(at(t, 82, 96)).toBe('000000000015000');
    expect(at(t, 149, 188).trim()).toBe('JOSE DA CONCEICAO');
    expect(at(u, 14, 14)).toBe('U');
    const paidU = lines[5] ?? '';
    expect(at(paidU, 16, 17)).toBe('06');
    expect(at(paidU, 78, 92)).toBe('000000000102400');
    expect(at(paidU, 93, 107)).toBe('000000000102150');
    expect(at(paidU, 138, 145)).toBe('23112026');
    expect(at(paidU, 146, 153)).toBe('24112026');
    expect(at(lines.at(-2) ?? '', 8, 8)).toBe('5');
    expect(at(lines.at(-1) ?? '', 8, 8)).toBe('9');
  });

  it('reads back what it wrote, with totals that match the details', () => {
    const read = readCnab240(file);
    expect(read.date).toBe('2026-11-23');
    expect(read.sequence).toBe(42);
    expect(read.details.map((d) => [d.movement, d.our_number, d.face_cents, d.paid_cents])).toEqual([
      ['02', '00012345', 15_000, 0],
      ['06', '00012346', 100_000, 102_400],
      ['09', '00012347', 5_000, 0],
    ]);
    expect(read.trailer).toEqual({ batchRecords: 8, titles: 3, face_cents: 120_000, fileRecords: 10 });
  });
});

describe('CNAB 400 return (Itaú)', () => {
  const file = writeCnab400(header, details);
  const lines = file.split('\r\n').slice(0, -1);

  it("has 400-character lines, the header Itaú writes and docs/domain.md's positions", () => {
    for (const line of lines) expect(line).toHaveLength(400);
    expect(lines).toHaveLength(details.length + 2);
    expect(lines[0]?.startsWith('02RETORNO01COBRANCA')).toBe(true);
    const paid = lines[2] ?? '';
    expect(at(paid, 1, 1)).toBe('1');
    expect(at(paid, 86, 94)).toBe('000123466');
    expect(at(paid, 109, 110)).toBe('06');
    expect(at(paid, 254, 266)).toBe('0000000102400');
    expect(at(lines.at(-1) ?? '', 1, 1)).toBe('9');
    // Records are numbered 1… in 395–400.
    expect(lines.map((line) => Number(at(line, 395, 400)))).toEqual([1, 2, 3, 4, 5]);
  });

  it('reads back what it wrote, with totals that match the details', () => {
    const read = readCnab400(file);
    expect(read.sequence).toBe(42);
    expect(read.details.map((d) => [d.movement, d.our_number, d.due_date, d.paid_cents])).toEqual([
      ['02', '00012345', '2026-12-10', 0],
      ['06', '00012346', '2026-12-10', 102_400],
      ['09', '00012347', '2026-12-10', 0],
    ]);
    expect(read.trailer).toEqual({ titles: 3, face_cents: 120_000, sequence: 42 });
  });
});

describe('summary', () => {
  it('counts and sums each movement (paid ones by what was paid)', () => {
    expect(summarize(details)).toEqual({
      confirmed: { count: 1, amount: 15_000 },
      paid: { count: 1, amount: 102_400 },
      downed: { count: 1, amount: 5_000 },
      rejected: { count: 0, amount: 0 },
    });
  });
});
