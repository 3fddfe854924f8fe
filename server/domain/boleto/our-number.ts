/**
 * The nosso número of boleto number `sequence`. The sequence is the sandbox's one counter of
 * boletos for every merchant; printed as it is, a payer reading two slips would learn how many
 * boletos the platform issued between them. So the number is the sequence passed through a fixed
 * permutation of 1…99,999,999 (a four-round Feistel network over two four-digit halves, with
 * cycle walking to skip 0): unique for every sequence, deterministic (the seed and the live
 * registration agree, a second copy keeps its number), and with no visible order.
 *
 * It hides a counter from payers, not a secret from readers of this file: a real bank numbers
 * each agreement's boletos itself.
 */

const HALF = 10_000;
const ROUND_KEYS = [0x5bd1e995, 0x1b873593, 0xcc9e2d51, 0x85ebca6b] as const;

/** murmur3's 32-bit finaliser over the half and the round key: a well-mixed round function. */
function mix(half: number, key: number): number {
  let h = Math.imul(half ^ key, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % HALF;
}

/** A bijection of 0…99,999,999. */
function permute(value: number): number {
  let left = Math.floor(value / HALF);
  let right = value % HALF;
  for (const key of ROUND_KEYS) [left, right] = [right, (left + mix(right, key)) % HALF];
  return left * HALF + right;
}

export const MAX_SEQUENCE = 99_999_999;

export function ourNumberOf(sequence: number): number {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_SEQUENCE)
    throw new Error('boleto: the nosso número sequence must have at most 8 digits');
  // Walking the permutation's cycle until it leaves 0 keeps it a bijection of 1…99,999,999.
  let out = permute(sequence);
  while (out === 0) out = permute(out);
  return out;
}
