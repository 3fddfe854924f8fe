import { buildBarcode, digitableLine, mod10 } from './barcode.ts';
import { ourNumberOf } from './our-number.ts';

/**
 * Itaú (341) "cobrança" rules for carteira 109 (Itaú's "Manual de Cobrança", free field of the
 * barcode): the simulated bank every sandbox boleto is registered with.
 */

export const ITAU = { code: '341', name: 'Itaú Unibanco S.A.' } as const;
const CARTEIRA = '109';

/** The sub-acquirer's collection account at the simulated bank (agency 4 digits, account 5). */
export const SANDBOX_ACCOUNT = { agency: '1500', account: '05231' } as const;

// Carteiras whose nosso número DAC covers only carteira + nosso número; 109 is not one of them.
const SHORT_DAC = new Set(['126', '131', '146', '150', '168']);

export interface ItauAccount {
  agency: string;
  account: string;
}

function check(account: ItauAccount, carteira: string, nossoNumero: string): void {
  if (!/^\d{4}$/.test(account.agency) || !/^\d{5}$/.test(account.account))
    throw new Error('itau: agency has 4 digits and account 5');
  if (!/^\d{3}$/.test(carteira) || !/^\d{8}$/.test(nossoNumero))
    throw new Error('itau: carteira has 3 digits and nosso número 8');
}

/** DAC of agency/account: mod 10 over agency (4) + account (5). */
export const accountDac = (account: ItauAccount): number => mod10(account.agency + account.account);

/** DAC of the nosso número: mod 10 over agency + account + carteira + nosso número (carteira 109). */
export function nossoNumeroDac(account: ItauAccount, carteira: string, nossoNumero: string): number {
  check(account, carteira, nossoNumero);
  return SHORT_DAC.has(carteira)
    ? mod10(carteira + nossoNumero)
    : mod10(account.agency + account.account + carteira + nossoNumero);
}

/**
 * The 25-digit free field: carteira (3), nosso número (8), its DAC (1), agency (4), account (5),
 * account DAC (1), '000'.
 */
export function itauFreeField(account: ItauAccount, carteira: string, nossoNumero: string): string {
  const dac = nossoNumeroDac(account, carteira, nossoNumero);
  return `${carteira}${nossoNumero}${dac}${account.agency}${account.account}${accountDac(account)}000`;
}

export interface ItauBoleto {
  /** As printed on the slip: 'carteira/nosso número-DAC', e.g. '109/00012345-6'. */
  our_number: string;
  barcode: string;
  digitable_line: string;
}

/** Everything the bank returns on registration of boleto number `sequence` (our-number.ts: its nosso número). */
export function registerItauBoleto(opts: {
  sequence: number;
  dueDate: string;
  amountCents: number;
  account?: ItauAccount;
}): ItauBoleto {
  const account = opts.account ?? SANDBOX_ACCOUNT;
  const nossoNumero = String(ourNumberOf(opts.sequence)).padStart(8, '0');
  const barcode = buildBarcode({
    bank: ITAU.code,
    dueDate: opts.dueDate,
    amountCents: opts.amountCents,
    freeField: itauFreeField(account, CARTEIRA, nossoNumero),
  });
  return {
    our_number: `${CARTEIRA}/${nossoNumero}-${nossoNumeroDac(account, CARTEIRA, nossoNumero)}`,
    barcode,
    digitable_line: digitableLine(barcode),
  };
}
