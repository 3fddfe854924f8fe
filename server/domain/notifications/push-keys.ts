import { ECDH } from 'node:crypto';

/**
 * Whether a device's keys can be encrypted to (RFC 8291): `p256dh` a point of P-256 and `auth` a
 * 16-byte secret. The contract checks their shape; a point off the curve passes it, and every
 * push to it would fail, so the save refuses it.
 */
export function pushKeyProblems(keys: { p256dh: string; auth: string }): string[] {
  const problems: string[] = [];
  try {
    ECDH.convertKey(Buffer.from(keys.p256dh, 'base64url'), 'prime256v1');
  } catch {
    problems.push('keys.p256dh: Não é uma chave P-256 válida');
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) problems.push('keys.auth: Deve ter 16 bytes');
  return problems;
}
