import { alpha, at, ddmmyy, isoOf, joinRecords, num, record, splitRecords } from './fields.ts';
import { type Movement, type ReturnDetail, type ReturnHeader } from './types.ts';

/**
 * CNAB 400 retorno as Itaú writes it ("Cobrança — CNAB 400", arquivo retorno): a header
 * ('02RETORNO01COBRANCA'), one detail per boleto, a trailer with the titles and their total.
 * docs/domain.md's positions are exact (nosso número 86–94 with its DAC, occurrence 109–110); the rest
 * follow Itaú's manual. Itaú's occurrence codes: 02 confirmed, 03 rejected, 06 paid, 09 written off.
 */
const W = 400;

function header(h: ReturnHeader): string {
  return record(W, [
    [1, 19, '02RETORNO01COBRANCA'],
    [20, 26, ' '.repeat(7)],
    [27, 30, num(h.account.agency, 4)],
    [31, 32, '00'],
    [33, 37, num(h.account.account, 5)],
    [38, 38, num(h.account.dac, 1)],
    [47, 76, alpha(h.company.name, 30)],
    [77, 79, num(h.bank.code, 3)],
    [80, 94, alpha('BANCO ITAU SA', 15)],
    [95, 100, ddmmyy(h.date)],
    [101, 105, '01600'],
    [106, 108, 'BPI'],
    [109, 113, num(h.sequence, 5)],
    [114, 119, ddmmyy(h.date)],
    [395, 400, num(1, 6)],
  ]);
}

function detail(h: ReturnHeader, d: ReturnDetail, sequence: number): string {
  const companyDoc = h.company.document;
  return record(W, [
    [1, 1, '1'],
    [2, 3, companyDoc.length > 11 ? '02' : '01'],
    [4, 17, alpha(companyDoc.padStart(14, '0'), 14)],
    [18, 21, num(h.account.agency, 4)],
    [22, 23, '00'],
    [24, 28, num(h.account.account, 5)],
    [29, 29, num(h.account.dac, 1)],
    [38, 62, alpha(d.company_use, 25)],
    [63, 70, num(d.our_number, 8)],
    [83, 85, num(d.carteira, 3)],
    [86, 93, num(d.our_number, 8)],
    [94, 94, num(d.our_number_dac, 1)],
    [108, 108, 'I'],
    [109, 110, d.movement],
    [111, 116, ddmmyy(d.occurrence_date)],
    [117, 126, alpha(d.document_number, 10)],
    [127, 134, num(d.our_number, 8)],
    [147, 152, ddmmyy(d.due_date)],
    [153, 165, num(d.face_cents, 13)],
    [166, 168, num(h.bank.code, 3)],
    [169, 172, num(h.account.agency, 4)],
    [174, 175, '01'],
    [176, 188, num(d.tariff_cents, 13)],
    [215, 227, num(0, 13)],
    [228, 240, num(0, 13)],
    [241, 253, num(d.discount_cents, 13)],
    [254, 266, num(d.paid_cents, 13)],
    [267, 279, num(d.charges_cents, 13)],
    [280, 292, num(0, 13)],
    [296, 301, ddmmyy(d.credit_date)],
    [325, 354, alpha(d.payer_name, 30)],
    [395, 400, num(sequence, 6)],
  ]);
}

export function writeCnab400(h: ReturnHeader, details: readonly ReturnDetail[]): string {
  const lines = [header(h), ...details.map((d, index) => detail(h, d, index + 2))];
  const face = details.reduce((sum, d) => sum + d.face_cents, 0);
  const trailer = record(W, [
    [1, 1, '9'],
    [2, 2, '2'],
    [3, 4, '01'],
    [5, 7, num(h.bank.code, 3)],
    [18, 25, num(details.length, 8)],
    [26, 39, num(face, 14)],
    [208, 212, num(h.sequence, 5)],
    [213, 220, num(details.length, 8)],
    [221, 234, num(face, 14)],
    [395, 400, num(lines.length + 1, 6)],
  ]);
  return joinRecords([...lines, trailer], W);
}

export interface Read400 {
  date: string | null;
  sequence: number;
  details: Pick<
    ReturnDetail,
    | 'movement'
    | 'our_number'
    | 'due_date'
    | 'face_cents'
    | 'paid_cents'
    | 'charges_cents'
    | 'occurrence_date'
    | 'credit_date'
  >[];
  trailer: { titles: number; face_cents: number; sequence: number };
}

export function readCnab400(content: string): Read400 {
  const lines = splitRecords(content, W);
  const head = lines[0] ?? '';
  if (!head.startsWith('02RETORNO01COBRANCA')) throw new Error('cnab400: not a return file header');
  const details: Read400['details'] = lines
    .filter((line) => line.startsWith('1'))
    .map((line) => ({
      movement: at(line, 109, 110) as Movement,
      our_number: at(line, 86, 93),
      due_date: isoOf(at(line, 147, 152)) ?? '',
      face_cents: Number(at(line, 153, 165)),
      paid_cents: Number(at(line, 254, 266)),
      charges_cents: Number(at(line, 267, 279)),
      occurrence_date: isoOf(at(line, 111, 116)) ?? '',
      credit_date: isoOf(at(line, 296, 301)),
    }));
  const trailer = lines.at(-1) ?? '';
  return {
    date: isoOf(at(head, 95, 100)),
    sequence: Number(at(head, 109, 113)),
    details,
    trailer: {
      titles: Number(at(trailer, 18, 25)),
      face_cents: Number(at(trailer, 26, 39)),
      sequence: Number(at(trailer, 208, 212)),
    },
  };
}
