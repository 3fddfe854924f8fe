/**
 * Reading a Pix BR Code (EMV QRCPS-MPM, BCB "Manual de Padrões para Iniciação do Pix"): fields
 * are TLV (2-digit id, 2-digit length, value); 26 (merchant account) and 62 (additional data)
 * hold fields of their own; 63 is a CRC-16/CCITT-FALSE over everything before its value,
 * "6304" included. pix-utils does this too, but brings axios and a QR library along.
 */

export interface BrCode {
  /** Pix key (static code) or the payload URL without scheme (dynamic code). */
  key?: string;
  url?: string;
  /** Amount in cents, when the code fixes one. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  txid?: string;
  /** Free text of field 26/02. */
  info?: string;
  /** 01 = "12": a code for one payment only. */
  singleUse: boolean;
}

export type BrCodeResult = { ok: true; code: BrCode } | { ok: false; error: string };

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), 4 uppercase hex digits: '123456789' → '29B1'. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** TLV fields of a payload, in order; null when a length runs past the end or is not a number. */
export function parseTlv(payload: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const lengthText = payload.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) return null;
    const length = Number(lengthText);
    const value = payload.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

const INVALID = 'Código Pix inválido.';

/** Reads and checks a BR Code ("Pix copia e cola"); the error says what is wrong, in Portuguese. */
export function parseBrCode(input: string): BrCodeResult {
  const payload = input.trim();
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') return { ok: false, error: INVALID };
  if (crc16(payload.slice(0, crcAt + 4)) !== payload.slice(crcAt + 4).toUpperCase()) {
    return { ok: false, error: 'Código Pix inválido: o dígito verificador (CRC) não confere.' };
  }
  const fields = parseTlv(payload);
  if (!fields || fields.get('00') !== '01') return { ok: false, error: INVALID };
  const account = parseTlv(fields.get('26') ?? '');
  if (!account || account.get('00')?.toLowerCase() !== 'br.gov.bcb.pix') {
    return { ok: false, error: 'Este código não é um Pix.' };
  }
  if (fields.get('53') !== '986') return { ok: false, error: 'Código Pix em moeda diferente do real.' };
  const amount = fields.get('54');
  if (amount !== undefined && !/^\d{1,10}(\.\d{1,2})?$/.test(amount)) return { ok: false, error: INVALID };
  const extra = parseTlv(fields.get('62') ?? '') ?? new Map<string, string>();
  return {
    ok: true,
    code: {
      key: account.get('01'),
      url: account.get('25'),
      info: account.get('02'),
      amountCents: amount === undefined ? undefined : decimalToCents(amount),
      merchantName: fields.get('59') ?? '',
      merchantCity: fields.get('60') ?? '',
      txid: extra.get('05'),
      singleUse: fields.get('01') === '12',
    },
  };
}

/** '10.5' → 1050, exactly (no float arithmetic on money). */
function decimalToCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
