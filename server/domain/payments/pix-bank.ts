import { merchantPixKey, type ReadBrCode } from '../pix.ts';
import { linkStatus, refusal, type Clock } from './answers.ts';
import { PIX_CANCELLED } from './charges.ts';
import { settlePaid } from './settle.ts';
import type { PaymentAnswer, PaymentStore } from './store.ts';

/**
 * The simulated bank paying a BR Code (POST /v1/external/pix/test/pay), checking what a payer's
 * bank checks: the txid names a charge *of the key's owner* (a code carrying another merchant's
 * key names nothing), the code carries the amount and it is the charge's. Then the charge must
 * still be payable, and its link still taking payments.
 */
export type PixPayment =
  { kind: 'refused'; answer: PaymentAnswer } | { kind: 'paid'; pixId: string; receiptId: string };

const refused = (status: number, message: string): PixPayment => ({
  kind: 'refused',
  answer: refusal(status, message),
});

export async function payPixCode(store: PaymentStore, code: ReadBrCode, clock: () => Clock): Promise<PixPayment> {
  const facts = code.txid ? await store.findPix(code.txid) : undefined;
  if (!facts) return refused(404, 'Cobrança Pix não encontrada.');
  if (code.key !== merchantPixKey(facts.merchantId))
    return refused(404, 'Cobrança Pix não encontrada para esta chave.');
  if (code.amountCents === null) return refused(400, 'O código Pix não informa o valor da cobrança.');
  if (code.amountCents !== facts.amountCents)
    return refused(400, 'O valor do código Pix não confere com o da cobrança.');

  return store.withLink(facts.linkId, async (tx): Promise<PixPayment> => {
    const { now, today } = clock();
    const pix = await tx.lockPix(facts.id);
    if (pix.status === 'PAID') return refused(409, 'Esta cobrança Pix já foi paga.');
    if (pix.status === 'CANCELLED') return refused(410, PIX_CANCELLED[pix.cancelReason ?? 'MERCHANT']);
    if (pix.status === 'EXPIRED' || pix.expiresAt <= now) return refused(410, 'Esta cobrança Pix expirou.');
    // A charge of a closed link was stopped when it closed; this is the guard if one was not.
    // An expiry date passing does not stop it: the charge was opened in time and has its own.
    const status = linkStatus(tx.link, today);
    if (status === 'INACTIVE' || status === 'PAID')
      return refused(
        410,
        PIX_CANCELLED[tx.link.deleted ? 'LINK_DELETED' : status === 'PAID' ? 'LINK_PAID' : 'LINK_INACTIVE'],
      );
    const { receiptId } = await tx.payPix(facts.id, now);
    await settlePaid(tx, facts.amountCents, now);
    return { kind: 'paid', pixId: facts.id, receiptId };
  });
}
