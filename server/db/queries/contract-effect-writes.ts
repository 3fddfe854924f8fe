import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { cerc_ur_payment as cerc, contract_effect, receivable_unit as ur } from '../schema/index.ts';
import { addMerchantShare, addToPayment } from './placement.ts';
import type { Tx } from './tx.ts';

/**
 * A contract effect registered on a unit by the registry (CERC) while the sandbox runs, the
 * storage side: the unit locked, the effect row, the unit's committed and payable, the CERC
 * payouts (the merchant's share smaller, the beneficiary's row) and the payment. Never more than
 * the unit still pays the merchant. Answers the effect and its payment, or null (nothing left).
 */
export async function commitEffect(
  tx: Tx,
  merchantId: number,
  unitId: number,
  effect: { amountCents: number; beneficiaryDoc: string; beneficiaryName: string; contract: string; at: Date },
  today: string,
): Promise<{ id: number; paymentId: number; committed: number } | null> {
  const [unit] = await tx
    .select()
    .from(ur)
    .where(and(eq(ur.merchant_id, merchantId), eq(ur.id, unitId)))
    .for('update');
  if (!unit || unit.paid) return null;
  const committed = Math.min(effect.amountCents, unit.payable_cents);
  if (committed <= 0) return null;
  const [row] = await tx
    .insert(contract_effect)
    .values({
      merchant_id: merchantId,
      receivable_unit_id: unitId,
      effect_type: 2,
      operation: 'C',
      protocol: effect.at.toISOString().slice(0, 10).replaceAll('-', '') + String(effect.at.getTime()).slice(-10),
      contract_identifier: effect.contract,
      beneficiary_doc: effect.beneficiaryDoc,
      beneficiary_name: effect.beneficiaryName,
      cerc_code: randomUUID(),
      priority: 1,
      division_method: 'AMOUNT',
      division_value: effect.amountCents,
      committed_cents: committed,
      deprecated: false,
      smoke_contract_effect: false,
      created_at: effect.at,
      liquidation_date: unit.dt_liquidation,
      receiving_end_user_document: unit.receiving_end_user_document,
    })
    .returning({ id: contract_effect.id });
  if (!row) throw new Error('commitEffect: no row returned');
  await tx
    .update(ur)
    .set({
      committed_cents: sql`${ur.committed_cents} + ${committed}`,
      payable_cents: sql`${ur.payable_cents} - ${committed}`,
      contract_effect: true,
      financier: sql`coalesce(${ur.financier}, ${effect.beneficiaryName})`,
    })
    .where(eq(ur.id, unitId));
  await addMerchantShare(tx, merchantId, unitId, unit.payment_id, unit.dt_liquidation, -committed, today);
  await tx.insert(cerc).values({
    merchant_id: merchantId,
    receivable_unit_id: unitId,
    payment_id: null,
    contract_effect_id: row.id,
    recipient_document: effect.beneficiaryDoc,
    recipient_name: effect.beneficiaryName,
    amount_cents: committed,
    payment_date: unit.dt_liquidation,
    paid: false,
  });
  await addToPayment(tx, unit.payment_id, -committed);
  return { id: row.id, paymentId: unit.payment_id, committed };
}
