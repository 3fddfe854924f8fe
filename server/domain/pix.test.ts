import { describe, expect, it } from 'vitest';
import { brCode, crc16, hasValidCrc, merchantPixKey, newTxid, readBrCode } from './pix.ts';

// docs/domain.md: BCB's example (CRC 1D3D).
const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('Pix BR Code', () => {
  it('computes CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16(BCB_EXAMPLE.slice(0, -4))).toBe('1D3D');
    expect(hasValidCrc(BCB_EXAMPLE)).toBe(true);
    expect(hasValidCrc(BCB_EXAMPLE.replace('Fulano', 'Fulana'))).toBe(false);
  });

  it("reproduces BCB's example field by field", () => {
    const info = readBrCode(BCB_EXAMPLE);
    expect(info).toMatchObject({ key: '123e4567-e12b-12d1-a456-426655440000', merchantCity: 'BRASILIA' });
  });

  it('builds a charge with amount, txid, name and city, accents stripped and lengths capped', () => {
    const txid = newTxid();
    expect(txid).toMatch(/^[A-Za-z0-9]{25}$/);
    const code = brCode({
      key: merchantPixKey(1),
      merchantName: 'Empório Bela Vista Comércio de Alimentos Ltda',
      merchantCity: 'São Paulo',
      amountCents: 12_345,
      txid,
    });
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('5303986');
    expect(code).toContain('5406123.45');
    expect(code).toContain('5802BR');
    expect(code).toContain('5925Emporio Bela Vista Comerc');
    expect(code).toContain('6009Sao Paulo');
    expect(code).toContain(`62290525${txid}`);
    expect(hasValidCrc(code)).toBe(true);
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    expect(readBrCode(code)).toEqual({
      txid,
      key: merchantPixKey(1),
      amountCents: 12_345,
      merchantName: 'Emporio Bela Vista Comerc',
      merchantCity: 'Sao Paulo',
    });
  });

  it('gives unique txids and stable merchant keys', () => {
    expect(new Set(Array.from({ length: 1000 }, newTxid)).size).toBe(1000);
    expect(merchantPixKey(3)).toBe(merchantPixKey(3));
    expect(merchantPixKey(3)).not.toBe(merchantPixKey(1));
    expect(merchantPixKey(3)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('refuses a code whose CRC does not match', () => {
    expect(readBrCode(BCB_EXAMPLE.slice(0, -1) + 'E')).toBeNull();
    expect(readBrCode('not a code')).toBeNull();
  });
});
