import { alpha, at, ddmmyyyy, isoOf, joinRecords, num, record, splitRecords } from './fields.ts';
import type { Movement, ReturnDetail, ReturnHeader } from './types.ts';

/**
 * CNAB 240 retorno (FEBRABAN "Layout Padrão" 10.x, cobrança): file header (0), one batch (1),
 * segments T and U per boleto (3), batch trailer (5), file trailer (9). The positions docs/domain.md
 * names are exact; the rest follow FEBRABAN's layout. Totals: the batch trailer counts its
 * records and the titles in cobrança simples with the sum of their face values.
 */
const W = 240;
const BATCH = 1;

const documentType = (doc: string) => (doc.length > 11 ? '2' : '1');
const hhmmss = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Sao_Paulo',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  })
    .format(d)
    .replace(/:/g, '');

function fileHeader(h: ReturnHeader): string {
  return record(W, [
    [1, 3, num(h.bank.code, 3)],
    [4, 7, '0000'],
    [8, 8, '0'],
    [18, 18, documentType(h.company.document)],
    [19, 32, alpha(h.company.document, 14)],
    [53, 57, num(h.account.agency, 5)],
    [59, 70, num(h.account.account, 12)],
    [71, 71, num(h.account.dac, 1)],
    [73, 102, alpha(h.company.name, 30)],
    [103, 132, alpha(h.bank.name, 30)],
    [143, 143, '2'],
    [144, 151, ddmmyyyy(h.date)],
    [152, 157, hhmmss(h.written_at)],
    [158, 163, num(h.sequence, 6)],
    [164, 166, '040'],
    [167, 171, '01600'],
  ]);
}

function batchHeader(h: ReturnHeader): string {
  return record(W, [
    [1, 3, num(h.bank.code, 3)],
    [4, 7, num(BATCH, 4)],
    [8, 8, '1'],
    [9, 9, 'T'],
    [10, 11, '01'],
    [14, 16, '030'],
    [18, 18, documentType(h.company.document)],
    [19, 33, alpha(h.company.document.padStart(15, '0'), 15)],
    [54, 58, num(h.account.agency, 5)],
    [60, 71, num(h.account.account, 12)],
    [72, 72, num(h.account.dac, 1)],
    [74, 103, alpha(h.company.name, 30)],
    [184, 191, num(h.sequence, 8)],
    [192, 199, ddmmyyyy(h.date)],
    [200, 207, ddmmyyyy(h.date)],
  ]);
}

function segmentT(h: ReturnHeader, d: ReturnDetail, sequence: number): string {
  return record(W, [
    [1, 3, num(h.bank.code, 3)],
    [4, 7, num(BATCH, 4)],
    [8, 8, '3'],
    [9, 13, num(sequence, 5)],
    [14, 14, 'T'],
    [16, 17, d.movement],
    [18, 22, num(h.account.agency, 5)],
    [24, 35, num(h.account.account, 12)],
    [36, 36, num(h.account.dac, 1)],
    // Nosso número as the bank prints it: carteira, number and DAC, left-aligned in 20.
    [38, 57, alpha(`${d.carteira}${d.our_number}${d.our_number_dac}`, 20)],
    [58, 58, '1'],
    [59, 73, alpha(d.document_number, 15)],
    [74, 81, ddmmyyyy(d.due_date)],
    [82, 96, num(d.face_cents, 15)],
    [97, 99, num(h.bank.code, 3)],
    [106, 130, alpha(d.company_use, 25)],
    [131, 132, '09'],
    [133, 133, documentType(d.payer_document)],
    [134, 148, alpha(d.payer_document.padStart(15, '0'), 15)],
    [149, 188, alpha(d.payer_name, 40)],
    [199, 213, num(d.tariff_cents, 15)],
  ]);
}

function segmentU(h: ReturnHeader, d: ReturnDetail, sequence: number): string {
  return record(W, [
    [1, 3, num(h.bank.code, 3)],
    [4, 7, num(BATCH, 4)],
    [8, 8, '3'],
    [9, 13, num(sequence, 5)],
    [14, 14, 'U'],
    [16, 17, d.movement],
    [18, 32, num(d.charges_cents, 15)],
    [33, 47, num(d.discount_cents, 15)],
    [48, 62, num(0, 15)],
    [63, 77, num(0, 15)],
    [78, 92, num(d.paid_cents, 15)],
    [93, 107, num(d.net_cents, 15)],
    [108, 122, num(0, 15)],
    [123, 137, num(0, 15)],
    [138, 145, ddmmyyyy(d.occurrence_date)],
    [146, 153, ddmmyyyy(d.credit_date)],
  ]);
}

export function writeCnab240(header: ReturnHeader, details: readonly ReturnDetail[]): string {
  const body: string[] = [];
  details.forEach((detail, index) => {
    body.push(segmentT(header, detail, 2 * index + 1), segmentU(header, detail, 2 * index + 2));
  });
  const batchRecords = body.length + 2;
  const face = details.reduce((sum, d) => sum + d.face_cents, 0);
  const batchTrailer = record(W, [
    [1, 3, num(header.bank.code, 3)],
    [4, 7, num(BATCH, 4)],
    [8, 8, '5'],
    [18, 23, num(batchRecords, 6)],
    [24, 29, num(details.length, 6)],
    [30, 46, num(face, 17)],
  ]);
  const fileTrailer = record(W, [
    [1, 3, num(header.bank.code, 3)],
    [4, 7, '9999'],
    [8, 8, '9'],
    [18, 23, num(1, 6)],
    [24, 29, num(batchRecords + 2, 6)],
  ]);
  return joinRecords([fileHeader(header), batchHeader(header), ...body, batchTrailer, fileTrailer], W);
}

/** What a CNAB 240 return file says: its day and sequence, each boleto's movement, its totals. */
export interface Read240 {
  date: string | null;
  sequence: number;
  details: Pick<
    ReturnDetail,
    | 'movement'
    | 'our_number'
    | 'due_date'
    | 'face_cents'
    | 'paid_cents'
    | 'net_cents'
    | 'charges_cents'
    | 'occurrence_date'
    | 'credit_date'
  >[];
  trailer: { batchRecords: number; titles: number; face_cents: number; fileRecords: number };
}

export function readCnab240(content: string): Read240 {
  const lines = splitRecords(content, W);
  const head = lines[0] ?? '';
  if (at(head, 8, 8) !== '0' || at(head, 143, 143) !== '2') throw new Error('cnab240: not a return file header');
  const details: Read240['details'] = [];
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i] ?? '';
    if (at(t, 8, 8) !== '3' || at(t, 14, 14) !== 'T') continue;
    const u = lines[i + 1] ?? '';
    if (at(u, 14, 14) !== 'U') throw new Error(`cnab240: segment T at line ${i + 1} has no segment U`);
    const printed = at(t, 38, 57).trim();
    details.push({
      movement: at(t, 16, 17) as Movement,
      our_number: printed.slice(3, 11),
      due_date: isoOf(at(t, 74, 81)) ?? '',
      face_cents: Number(at(t, 82, 96)),
      charges_cents: Number(at(u, 18, 32)),
      paid_cents: Number(at(u, 78, 92)),
      net_cents: Number(at(u, 93, 107)),
      occurrence_date: isoOf(at(u, 138, 145)) ?? '',
      credit_date: isoOf(at(u, 146, 153)),
    });
  }
  const batchTrailer = lines.find((line) => at(line, 8, 8) === '5') ?? '';
  const fileTrailer = lines.at(-1) ?? '';
  return {
    date: isoOf(at(head, 144, 151)),
    sequence: Number(at(head, 158, 163)),
    details,
    trailer: {
      batchRecords: Number(at(batchTrailer, 18, 23)),
      titles: Number(at(batchTrailer, 24, 29)),
      face_cents: Number(at(batchTrailer, 30, 46)),
      fileRecords: Number(at(fileTrailer, 24, 29)),
    },
  };
}
