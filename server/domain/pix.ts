import { createHash, randomBytes } from 'node:crypto';
import { generatePixPayload, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils';

/**
 * Pix BR Code (EMV QRCPS-MPM, BCB "Manual de Padrões para Iniciação do Pix"; docs/domain.md). The
 * payload comes from @brazilian-utils/brazilian-utils (it reproduces BCB's example byte for
 * byte); the CRC below re-checks every code the sandbox hands out or is asked to pay.
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, four uppercase hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** True when the code ends in '6304' + the CRC of everything up to and including '6304'. */
export function hasValidCrc(code: string): boolean {
  const at = code.length - 8;
  return at > 0 && code.slice(at, at + 4) === '6304' && crc16(code.slice(0, at + 4)) === code.slice(at + 4);
}

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A txid of 25 characters of [A-Za-z0-9] (the BR Code's maximum): ~148 random bits. */
export function newTxid(): string {
  const bytes = randomBytes(25);
  return Array.from(bytes, (b) => TXID_ALPHABET[b % TXID_ALPHABET.length]).join('');
}

/**
 * The merchant's Pix key at the sub-acquirer: a random-looking key (EVP, UUID-shaped), stable per
 * merchant so every code of a merchant names the same receiver.
 */
export function merchantPixKey(merchantId: number): string {
  const hex = createHash('sha256').update(`sandbox-pix-key:${merchantId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PixCharge {
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  txid: string;
}

/** The copy-and-paste code of one charge: key, amount, name (≤ 25) and city (≤ 15), txid, CRC. */
export function brCode(charge: PixCharge): string {
  const code = generatePixPayload({
    key: charge.key,
    merchantName: charge.merchantName,
    merchantCity: charge.merchantCity,
    amount: charge.amountCents / 100,
    txid: charge.txid,
  });
  if (code === null || !hasValidCrc(code)) throw new Error('pix: could not build a BR Code for this charge');
  return code;
}

export interface ReadBrCode {
  txid: string | null;
  key: string | null;
  amountCents: number | null;
  merchantName: string;
  merchantCity: string;
}

/** What a pasted code says, or null when it is not a valid BR Code (CRC included). */
export function readBrCode(code: string): ReadBrCode | null {
  const text = code.trim();
  if (!hasValidCrc(text)) return null;
  const info = getPixPayloadInfo(text);
  if (!info) return null;
  return {
    txid: 'txid' in info && typeof info.txid === 'string' ? info.txid : null,
    key: 'key' in info && typeof info.key === 'string' ? info.key : null,
    amountCents: typeof info.amount === 'number' ? Math.round(info.amount * 100) : null,
    merchantName: info.merchantName,
    merchantCity: info.merchantCity,
  };
}
