import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';

/**
 * Reading a Pix BR Code ("Pix copia e cola", EMV QRCPS-MPM, BCB "Manual de Padrões para Iniciação
 * do Pix") for the screens: `getPixPayloadInfo` of @brazilian-utils (already our CPF/CNPJ
 * library, and the sandbox's Pix generator) does the parsing and checks; this adapter gives the
 * amount in cents and says in Portuguese what is wrong. The CRC is checked here first only to
 * tell "a typo or a cut paste" apart from "not a Pix at all".
 */

interface BrCode {
  /** Pix key (static code) or the payload URL without scheme (dynamic code). */
  key?: string;
  url?: string;
  /** Amount in cents, when the code fixes one. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  txid?: string;
  /** Free text the payee wrote. */
  info?: string;
  /** A code for one payment only (dynamic). */
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

export function parseBrCode(input: string): BrCodeResult {
  const payload = input.trim();
  const crcAt = payload.length - 8;
  if (crcAt < 0 || payload.slice(crcAt, crcAt + 4) !== '6304') return { ok: false, error: 'Código Pix inválido.' };
  if (crc16(payload.slice(0, crcAt + 4)) !== payload.slice(crcAt + 4).toUpperCase()) {
    return { ok: false, error: 'Código Pix inválido: o dígito verificador (CRC) não confere.' };
  }
  const info = getPixPayloadInfo(payload);
  if (!info) return { ok: false, error: 'Este código não é um Pix válido.' };
  return {
    ok: true,
    code: {
      key: info.key,
      url: info.url,
      info: info.description,
      // The library reads the amount as a number of reais ('10.50' → 10.5): exact in cents once
      // rounded, since a BR Code's amount has at most two decimals.
      amountCents: info.amount === undefined ? undefined : Math.round(info.amount * 100),
      merchantName: info.merchantName,
      merchantCity: info.merchantCity,
      txid: info.txid,
      singleUse: info.pointOfInitiation === 'dynamic',
    },
  };
}
