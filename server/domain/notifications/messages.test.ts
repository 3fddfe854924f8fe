import { describe, expect, it } from 'vitest';
import { anticipationEvent, payoutEvent, refundEvent, saleEvent } from './messages.ts';

const at = new Date('2026-11-27T15:00:00Z');

describe('notification messages', () => {
  it('tell a Pix on a link as a Pix received, else as the link paid', () => {
    const event = saleEvent({
      merchantId: 1,
      transactionId: 77,
      amountCents: 5_000,
      method: 'PIX',
      link: { id: 9, description: 'Aula de violão' },
      at,
    });
    expect(event.event).toBe('sale:77');
    expect(event.messages).toEqual([
      {
        kind: 'pix_received',
        title: 'Pix recebido',
        body: 'R$ 50,00 recebidos por Pix',
        url: '/financial/transactions?sale=77',
      },
      {
        kind: 'link_paid',
        title: 'Link de pagamento pago',
        body: '“Aula de violão” recebeu R$ 50,00 por Pix',
        url: '/paylink/share/9',
      },
    ]);
  });

  it('tell a boleto without a link by its number', () => {
    const [message, ...rest] = saleEvent({
      merchantId: 1,
      transactionId: 78,
      amountCents: 8_050,
      method: 'BILLET',
      billetId: 31,
      at,
    }).messages;
    expect(message).toMatchObject({ kind: 'boleto_paid', body: 'Boleto nº 31 pago: R$ 80,50' });
    expect(rest).toEqual([]);
  });

  it('say which bank a payout went to, by the name the merchant knows', () => {
    const event = payoutEvent({
      merchantId: 1,
      paymentId: 5,
      amountCents: 123_456,
      day: '2026-11-27',
      bank: { code: '341', name: 'Itaú Unibanco S.A.' },
      at,
    });
    expect(event.messages[0]).toEqual({
      kind: 'payout',
      title: 'Pagamento depositado',
      body: 'Pagamento de R$ 1.234,56 depositado no Itaú',
      url: '/financial/payments?month=2026-11&payment=5',
    });
  });

  it('tell refunds and anticipations with their amounts', () => {
    const refund = refundEvent({ merchantId: 1, refundId: 3, transactionId: 78, amountCents: 990, kind: 'REFUND', at });
    expect(refund.messages[0]).toMatchObject({
      title: 'Estorno realizado',
      body: 'R$ 9,90 da venda 78 devolvidos ao cliente',
    });
    const anticipation = anticipationEvent({
      merchantId: 1,
      anticipationId: 4,
      netCents: 10_000,
      creditDate: '2026-11-30',
      at,
    });
    expect(anticipation.messages[0]).toMatchObject({
      kind: 'anticipation',
      body: 'R$ 100,00 antecipados, creditados em 30/11/2026',
    });
  });
});
