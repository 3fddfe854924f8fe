import { and, asc, eq, inArray, isNotNull, isNull, lt, max, or, sql } from 'drizzle-orm';
import { amountsOn } from '../../domain/billet/charges.ts';
import { accountDac, SANDBOX_ACCOUNT, ITAU } from '../../domain/boleto/index.ts';
import {
  summarize,
  writeCnab240,
  writeCnab400,
  type Movement,
  type ReturnDetail,
  type ReturnHeader,
} from '../../domain/cnab/index.ts';
import { saleEvent } from '../../domain/notifications/messages.ts';
import { settlePaid } from '../../domain/payments/settle.ts';
import type { card_transaction } from '../schema/index.ts';
import { billet, billet_event, paylink, paylink_payment, return_file } from '../schema/index.ts';
import { addDays, todayInZone } from '../../domain/zone.ts';
import { type BilletRecord, dueTermsOf } from './billet-records.ts';
import { brl } from '../../../contract/rules/money.ts';
import { addEvent } from './billets.ts';
import { payeeOf } from './checkout.ts';
import { markPaid } from './link-charges.ts';
import { insertLiveSale } from './live-sales.ts';
import { notify } from './notification-events.ts';
import type { Tx } from './tx.ts';
import { lockLink } from './payment-store.ts';
import type { ReturnFileRecord } from './return-files.ts';

/** The simulated bank's fee per paid boleto (its tariff, in segment T / the detail). */
const TARIFF_CENTS = 250;
export const LAYOUTS: Record<number, 'CNAB240' | 'CNAB400'> = { 1: 'CNAB240', 2: 'CNAB400' };

/** A boleto's movement as a return-file detail. */
export function detailOf(b: BilletRecord, movement: Movement, amountCents: number, occurrence: string): ReturnDetail {
  const [carteira = '109', rest = ''] = (b.our_number ?? '').split('/');
  const [number = '', dac = '0'] = rest.split('-');
  const paid = movement === '06' || movement === '17' ? amountCents : 0;
  const tariff = paid > 0 ? TARIFF_CENTS : 0;
  return {
    movement,
    our_number: number.padStart(8, '0'),
    our_number_dac: dac,
    carteira,
    document_number: (b.external_id ?? String(b.id)).slice(0, 10),
    company_use: String(b.id),
    due_date: b.due_date,
    face_cents: b.value_cents,
    paid_cents: paid,
    charges_cents: Math.max(0, paid - b.value_cents),
    discount_cents: paid > 0 ? Math.max(0, b.value_cents - paid) : 0,
    tariff_cents: tariff,
    net_cents: paid > 0 ? paid - tariff : 0,
    occurrence_date: occurrence,
    credit_date: paid > 0 ? addDays(occurrence, 1) : null,
    payer_document: b.payer_document,
    payer_name: b.payer_name,
  };
}

export function fileName(layout: 'CNAB240' | 'CNAB400', date: string, sequence: number): string {
  return `RET${layout === 'CNAB240' ? '240' : '400'}_${date.replace(/-/g, '')}_${String(sequence).padStart(3, '0')}.ret`;
}

/** Writes a return file from details (pure: the seed and the live bank both use it). */
export function writeReturnFile(
  layout: 'CNAB240' | 'CNAB400',
  header: ReturnHeader,
  details: readonly ReturnDetail[],
): { content: string; records: number; summary: string } {
  const content = layout === 'CNAB240' ? writeCnab240(header, details) : writeCnab400(header, details);
  return { content, records: details.length, summary: JSON.stringify(summarize(details)) };
}

export const bankAccount = () => ({
  agency: SANDBOX_ACCOUNT.agency,
  account: SANDBOX_ACCOUNT.account,
  dac: String(accountDac(SANDBOX_ACCOUNT)),
});
export const BANK = { code: ITAU.code, name: ITAU.name };

/** Pays a registered boleto on `today`: the sale (operation 17) and its receivable, the event. */
async function pay(tx: Tx, row: BilletRecord, today: string, now: Date): Promise<number> {
  const amounts = amountsOn(dueTermsOf(row), today);
  const sale = await insertLiveSale(tx, {
    merchantId: row.merchant_id,
    method: 'BILLET',
    status: 'CONFIRMED',
    amountCents: amounts.total_cents,
    installments: 1,
    brandId: null,
    bin: null,
    last4: null,
    billetId: row.id,
    at: now,
  });
  await tx
    .update(billet)
    .set({
      status: 'PAID',
      paid_at: now,
      liquidation_date: today,
      paid_cents: amounts.total_cents,
      transaction_id: sale.transaction_id,
    })
    .where(eq(billet.id, row.id));
  const late =
    amounts.days_late > 0
      ? ` com ${amounts.days_late} dia(s) de atraso (multa e juros: ${brl(amounts.penalty_cents + amounts.fees_cents)})`
      : '';
  await addEvent(tx, row, 'PAID', `Pago: ${brl(amounts.total_cents)}${late}`, now, {
    code: '06',
    amount_cents: amounts.total_cents,
  });
  const link = row.payment_id === null ? null : await payLinkBillet(tx, row.payment_id, sale, now);
  await notify(
    tx,
    saleEvent({
      merchantId: row.merchant_id,
      transactionId: sale.transaction_id,
      amountCents: amounts.total_cents,
      method: 'BILLET',
      billetId: row.id,
      link,
      at: now,
    }),
  );
  return amounts.total_cents;
}

/** A payment link's boleto, paid: its payment and receipt, and the link's count (single-use: closed). */
async function payLinkBillet(tx: Tx, paymentId: number, sale: typeof card_transaction.$inferSelect, now: Date) {
  const [payment] = await tx.select().from(paylink_payment).where(eq(paylink_payment.id, paymentId));
  if (!payment) throw new Error(`payLinkBillet: payment ${paymentId} vanished`);
  const link = await lockLink(tx, payment.paylink_id);
  const [row] = await tx.select({ description: paylink.description }).from(paylink).where(eq(paylink.id, link.link.id));
  const description = row?.description ?? '';
  await markPaid(tx, paymentId, sale, description, now);
  await settlePaid(link, sale.amount_cents, now);
  return { id: link.link.id, description };
}

/**
 * The links of the merchant's open link boletos, locked before any boleto: payments lock a link
 * first and then its charges, and the bank must take them in the same order or deadlock with one.
 */
async function lockLinksOfOpenBillets(tx: Tx, merchantId: number): Promise<void> {
  await tx
    .select({ id: paylink.id })
    .from(paylink)
    .where(
      inArray(
        paylink.id,
        tx
          .select({ id: paylink_payment.paylink_id })
          .from(billet)
          .innerJoin(paylink_payment, eq(paylink_payment.id, billet.payment_id))
          .where(and(eq(billet.merchant_id, merchantId), eq(billet.status, 'WAITING_RETURN'))),
      ),
    )
    .orderBy(asc(paylink.id))
    .for('update');
}

/**
 * Runs a bank day now for one merchant (POST /v1/sandbox/bank/advance), inside its money
 * transaction (services/billets.ts): confirms the registrations not yet confirmed, pays the
 * overdue registered boletos and those in `payIds`, and writes one return file per layout with
 * every movement not yet in a file. The files come back as rows: the route answers them.
 */
export async function runBankDayIn(tx: Tx, merchantId: number, payIds: readonly number[], now: Date) {
  const today = todayInZone(now);
  const result = await (async () => {
    await lockLinksOfOpenBillets(tx, merchantId);
    const confirmedEvent = sql`EXISTS (SELECT 1 FROM ${billet_event} e WHERE e.billet_id = ${billet.id} AND e.event = 'REGISTRATION_CONFIRMED')`;
    const unconfirmed = await tx
      .select()
      .from(billet)
      .where(and(eq(billet.merchant_id, merchantId), isNotNull(billet.registered_at), sql`NOT ${confirmedEvent}`))
      .orderBy(asc(billet.id))
      .for('update');
    for (const row of unconfirmed)
      await addEvent(tx, row, 'REGISTRATION_CONFIRMED', 'Registro confirmado pelo banco', now, {
        code: '02',
        amount_cents: row.original_value_cents,
      });
    const payable = await tx
      .select()
      .from(billet)
      .where(
        and(
          eq(billet.merchant_id, merchantId),
          eq(billet.status, 'WAITING_RETURN'),
          or(lt(billet.due_date, today), payIds.length > 0 ? inArray(billet.id, [...payIds]) : sql`false`),
        ),
      )
      .orderBy(asc(billet.id))
      .for('update');
    let paid = 0;
    for (const row of payable) {
      // Paying a single-use link's boleto writes off its other boletos, maybe further down this list.
      const [current] = await tx.select({ status: billet.status }).from(billet).where(eq(billet.id, row.id));
      if (current?.status !== 'WAITING_RETURN') continue;
      await pay(tx, row, today, now);
      paid++;
    }
    const files = await writePendingFiles(tx, merchantId, today, now);
    return { files, confirmed: unconfirmed.length, paid };
  })();
  const downed = result.files.reduce(
    (n, f) => n + (JSON.parse(f.summary) as { downed: { count: number } }).downed.count,
    0,
  );
  return {
    date: today,
    files: result.files,
    confirmed: result.confirmed,
    paid: result.paid,
    downed,
  };
}

async function writePendingFiles(tx: Tx, merchantId: number, today: string, now: Date): Promise<ReturnFileRecord[]> {
  const pending = await tx
    .select({ event: billet_event, billet })
    .from(billet_event)
    .innerJoin(billet, eq(billet.id, billet_event.billet_id))
    .where(
      and(
        eq(billet_event.merchant_id, merchantId),
        isNull(billet_event.return_file_id),
        isNotNull(billet_event.movement),
      ),
    )
    .orderBy(asc(billet_event.id));
  const payee = await payeeOf(tx, merchantId);
  const out: ReturnFileRecord[] = [];
  for (const layoutId of [1, 2]) {
    const mine = pending.filter((p) => p.billet.layout_id === layoutId);
    if (mine.length === 0) continue;
    const layout = LAYOUTS[layoutId] ?? 'CNAB240';
    const [last] = await tx
      .select({ n: max(return_file.sequence) })
      .from(return_file)
      .where(and(eq(return_file.merchant_id, merchantId), eq(return_file.layout_id, layoutId)));
    const sequence = (last?.n ?? 0) + 1;
    const header: ReturnHeader = {
      company: { name: payee.name, document: payee.document },
      account: bankAccount(),
      bank: BANK,
      date: today,
      sequence,
      written_at: now,
    };
    const details = mine.map((p) => detailOf(p.billet, p.event.movement as Movement, p.event.amount_cents ?? 0, today));
    const written = writeReturnFile(layout, header, details);
    const [file] = await tx
      .insert(return_file)
      .values({
        merchant_id: merchantId,
        layout_id: layoutId,
        layout,
        date: today,
        sequence,
        file_name: fileName(layout, today, sequence),
        content: written.content,
        size: written.content.length,
        records: written.records,
        summary: written.summary,
        created_at: now,
      })
      .returning();
    if (!file) continue;
    await tx
      .update(billet_event)
      .set({ return_file_id: file.id })
      .where(
        inArray(
          billet_event.id,
          mine.map((p) => p.event.id),
        ),
      );
    out.push(file);
  }
  return out;
}
