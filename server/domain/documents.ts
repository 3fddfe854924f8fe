/**
 * Check digits for the seeded merchants' documents (docs/domain.md, "CPF and CNPJ"). The seed computes
 * them instead of hard-coding values so the data stays valid if a base is edited.
 */

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Mod-11 digit used by both CPF and CNPJ: remainder < 2 gives 0. */
function mod11Digit(values: readonly number[], weights: readonly number[]): number {
  const sum = values.reduce((acc, value, i) => acc + value * (weights[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Alphanumeric CNPJ (IN RFB 2.229/2024): each of the 12 base characters is worth its ASCII code
 * minus 48, so digits keep their value and A = 17 … Z = 42; numeric CNPJs are the special case.
 */
export function cnpjCheckDigits(base12: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base12)) throw new Error(`CNPJ base must be 12 of [0-9A-Z]: ${base12}`);
  const values = [...base12].map((c) => c.charCodeAt(0) - 48);
  const first = mod11Digit(values, CNPJ_WEIGHTS_1);
  const second = mod11Digit([...values, first], CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new Error(`CPF base must be 9 digits: ${base9}`);
  const values = [...base9].map(Number);
  const weights1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
  const weights2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
  const first = mod11Digit(values, weights1);
  const second = mod11Digit([...values, first], weights2);
  return `${first}${second}`;
}
