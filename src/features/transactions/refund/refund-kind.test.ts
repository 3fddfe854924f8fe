import { describe, expect, it } from 'vitest';
import { kindConsequence, refundKindOf } from './refund-kind';

const at = (iso: string) => Date.parse(iso);

describe('cancellation or refund, by the São Paulo day', () => {
  it('is a cancellation the same day in São Paulo, even when UTC has turned the day', () => {
    // 23:50 in São Paulo on the 26th is 02:50 UTC on the 27th.
    expect(refundKindOf('2026-11-27T02:50:00Z', at('2026-11-27T02:59:00Z'))).toBe('CANCELLATION');
    expect(refundKindOf('2026-11-26T03:00:00Z', at('2026-11-27T02:59:59Z'))).toBe('CANCELLATION');
  });

  it('is a refund from São Paulo midnight on', () => {
    // The sale at 23:59 on the 26th; now 00:00 on the 27th in São Paulo (03:00 UTC).
    expect(refundKindOf('2026-11-27T02:59:00Z', at('2026-11-27T03:00:00Z'))).toBe('REFUND');
    // A sale at 00:30 in São Paulo (03:30 UTC) refunded at 23:00 the day before in UTC terms is the same day.
    expect(refundKindOf('2026-11-26T03:30:00Z', at('2026-11-26T23:00:00Z'))).toBe('CANCELLATION');
    expect(refundKindOf('2026-11-25T12:00:00Z', at('2026-11-26T12:00:00Z'))).toBe('REFUND');
  });

  it('reads a sale time written with the São Paulo offset', () => {
    expect(refundKindOf('2026-11-26T23:59:00-03:00', at('2026-11-27T02:30:00Z'))).toBe('CANCELLATION');
    expect(refundKindOf('2026-11-26T23:59:00-03:00', at('2026-11-27T03:00:00Z'))).toBe('REFUND');
  });

  it('treats an unreadable sale time as a refund (the server decides anyway)', () => {
    expect(refundKindOf('ontem', at('2026-11-27T03:00:00Z'))).toBe('REFUND');
  });

  it('says what the merchant will see in receivables when where the money comes from is not known', () => {
    expect(kindConsequence('CANCELLATION', true)).toMatch(
      /cancelamento: os recebíveis desta venda deixam de existir e não há tarifa/,
    );
    expect(kindConsequence('REFUND', false)).toMatch(
      /estorno: os recebíveis futuros desta venda diminuem a partir da última parcela/,
    );
    expect(kindConsequence('REFUND', false)).toMatch(
      /se não bastarem, a diferença será descontada do próximo pagamento/,
    );
  });

  it('says the installments shrink only when they cover the refund', () => {
    const free = { fromOpen: 3_000, fromPaid: 0, reasons: [] };
    const text = kindConsequence('REFUND', false, free);
    expect(text).toBe(
      'Como a venda não é de hoje, é um estorno: as parcelas desta venda ainda a receber diminuem, a partir da última.',
    );
    expect(text).not.toMatch(/descontad/);
    expect(kindConsequence('CANCELLATION', true, { ...free, reasons: [] })).toMatch(
      /deixam de existir e não há tarifa/,
    );
  });

  it('says a sale already paid out is debited on the next payment, and never that its receivables shrink', () => {
    const text = kindConsequence('REFUND', false, { fromOpen: 0, fromPaid: 1_000, reasons: ['paid'] });
    expect(text).toBe(
      'Como a venda não é de hoje, é um estorno: o dinheiro desta venda já foi pago a você, então o valor estornado, menos a taxa devolvida, será descontado do próximo pagamento.',
    );
    expect(text).not.toMatch(/diminuem/);
    expect(kindConsequence('REFUND', false, { fromOpen: 0, fromPaid: 1_000, reasons: ['bound'] })).toMatch(
      /já foi comprometido com contratos de recebíveis/,
    );
  });

  it('gives both parts when the installments cover only some of it', () => {
    expect(
      kindConsequence('REFUND', false, { fromOpen: 2_000, fromPaid: 4_000, reasons: ['paid', 'anticipated'] }),
    ).toBe(
      'Como a venda não é de hoje, é um estorno: R$\u00a020,00 sai das parcelas desta venda ainda a receber, a partir da última; o restante, R$\u00a040,00, já foi pago a você ou antecipado: menos a taxa devolvida, será descontado do próximo pagamento.',
    );
  });
});
