import { describe, expect, it } from 'vitest';
import { ELLIPSIS, titleCase, truncate, yesNo } from './text';

describe('titleCase', () => {
  it('capitalizes words of three letters or more', () => {
    expect(titleCase('PADARIA CENTRAL')).toBe('Padaria Central');
    expect(titleCase('joão pereira')).toBe('João Pereira');
    expect(titleCase('ÉRICA ÁVILA')).toBe('Érica Ávila');
  });

  it('leaves words of two letters or fewer exactly as typed', () => {
    expect(titleCase('JOSE DA SILVA')).toBe('Jose DA Silva');
    expect(titleCase('jose da silva')).toBe('Jose da Silva');
    expect(titleCase('MERCADO DO ZE ME')).toBe('Mercado DO ZE ME');
    expect(titleCase('LOJA X S/A')).toBe('Loja X S/A');
    expect(titleCase('Ed e Cia')).toBe('Ed e Cia');
  });

  it('counts letters, not punctuation or digits', () => {
    expect(titleCase('LOJA 10')).toBe('Loja 10');
    expect(titleCase('(SP) BRASIL')).toBe('(SP) Brasil');
    expect(titleCase('(RIO) LTDA.')).toBe('(Rio) Ltda.');
  });

  it('keeps spacing and handles empty text', () => {
    expect(titleCase('  CASA   NOVA ')).toBe('  Casa   Nova ');
    expect(titleCase('')).toBe('');
  });
});

describe('truncate', () => {
  it('leaves text that fits', () => {
    expect(truncate('Minhas vendas', 25)).toBe('Minhas vendas');
    expect(truncate('x'.repeat(25), 25)).toBe('x'.repeat(25));
  });

  it('keeps the result, ellipsis included, within max', () => {
    const name = 'Supermercado Bom Preço Comércio de Alimentos Ltda';
    const cut = truncate(name, 40);
    expect(Array.from(cut)).toHaveLength(40);
    expect(cut).toBe(`Supermercado Bom Preço Comércio de Alim${ELLIPSIS}`);
    expect(truncate(name, 10)).toBe(`Supermerc${ELLIPSIS}`);
  });

  it('drops spaces before the ellipsis', () => {
    expect(truncate('Loja Central', 6)).toBe(`Loja${ELLIPSIS}`);
  });

  it('never splits a character', () => {
    expect(truncate('Café ☕☕☕', 7)).toBe(`Café ☕${ELLIPSIS}`);
    expect(truncate('☕☕☕', 2)).toBe(`☕${ELLIPSIS}`);
  });

  it('handles tiny limits', () => {
    expect(truncate('abc', 1)).toBe(ELLIPSIS);
    expect(truncate('abc', 0)).toBe('');
  });
});

describe('yesNo', () => {
  it('reads a flag in words and an unknown one as a dash', () => {
    expect(yesNo(true)).toBe('Sim');
    expect(yesNo(false)).toBe('Não');
    expect(yesNo(null)).toBe('—');
  });
});
