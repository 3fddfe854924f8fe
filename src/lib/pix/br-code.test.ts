import { describe, expect, it } from 'vitest';
import { crc16, parseBrCode } from './br-code';

// docs/domain.md: the BCB's example (CRC 1D3D).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Builds a code with the right CRC, as a bank would. */
function withCrc(body: string): string {
  const payload = `${body}6304`;
  return payload + crc16(payload);
}
const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });
});

describe('parseBrCode', () => {
  it("reads the BCB's example: key, payee, city, txid", () => {
    const result = parseBrCode(BCB_EXAMPLE);

    expect(result).toEqual({
      ok: true,
      code: {
        key: '123e4567-e12b-12d1-a456-426655440000',
        url: undefined,
        info: undefined,
        amountCents: undefined,
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        txid: undefined,
        singleUse: false,
      },
    });
  });

  it('reads an amount exactly in cents, and the txid', () => {
    const code = withCrc(
      tlv('00', '01') +
        tlv('01', '12') +
        tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', '123e4567-e12b-12d1-a456-426655440000')) +
        tlv('52', '0000') +
        tlv('53', '986') +
        tlv('54', '1234.56') +
        tlv('58', 'BR') +
        tlv('59', 'Loja Exemplo') +
        tlv('60', 'SAO PAULO') +
        tlv('62', tlv('05', 'TX123')),
    );

    const result = parseBrCode(code);

    expect(result.ok && result.code).toMatchObject({
      key: '123e4567-e12b-12d1-a456-426655440000',
      amountCents: 123456,
      merchantName: 'Loja Exemplo',
      txid: 'TX123',
      singleUse: true,
    });
  });

  it('refuses a code whose CRC does not match, or that is not a Pix', () => {
    expect(parseBrCode(BCB_EXAMPLE.replace('Fulano', 'Ciclano'))).toEqual({
      ok: false,
      error: 'Código Pix inválido: o dígito verificador (CRC) não confere.',
    });
    expect(parseBrCode(`${BCB_EXAMPLE.slice(0, -4)}0000`).ok).toBe(false);
    expect(parseBrCode('qualquer coisa').ok).toBe(false);
    expect(parseBrCode(withCrc(tlv('00', '01') + tlv('26', tlv('00', 'br.com.outro')) + tlv('53', '986')))).toEqual({
      ok: false,
      error: 'Este código não é um Pix válido.',
    });
  });

  it('accepts the CRC in lowercase and surrounding spaces (pasted text)', () => {
    expect(parseBrCode(`  ${BCB_EXAMPLE.slice(0, -4)}1d3d\n`).ok).toBe(true);
  });
});
