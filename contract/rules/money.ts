/**
 * Money as requirements §5's messages write it: integer cents in, 'R$ 1.234,56' out (pt-BR, BRL). One
 * formatter for every message and history line of both sides (it was written four times).
 */

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 1.234,56', with a plain space after the symbol (Intl writes a no-break one). */
export const brl = (cents: number): string => BRL.format(cents / 100).replace(/\s/g, ' ');

/** Requirements §5's min_currency_value and max_currency_value messages. */
export const minValueMessage = (cents: number): string => `O Valor mínimo aceito é de ${brl(cents)}`;
export const maxValueMessage = (cents: number): string => `O Valor máximo aceito é de ${brl(cents)}`;
