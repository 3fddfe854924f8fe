import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { brl } from '../../../contract/rules/money.ts';
import { secondCopyValue } from '../../domain/billet/charges.ts';
import type { Instruction } from '../../domain/billet/terms.ts';
import { brDate } from '../../domain/billet/fields.ts';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import type { Orm } from '../driver.ts';
import { billet, billet_event, sales_plan } from '../schema/index.ts';
import { CHANNEL } from '../../../contract/codes/lookups.ts';
import { type BilletRecord, chargeColumns, dueTermsOf, UPLOADING } from './billet-records.ts';
import { ourNumberSequence } from './billet-list.ts';
import { cachedAggregate } from './list-cache.ts';
import { filterKey } from './list-support.ts';
import type { Tx } from './tx.ts';

/** Requirements §3 "billetEnable": the merchant has a plan on the 'Boleto' channel. */
export function hasBilletPlan(orm: Orm, merchantId: number): Promise<boolean> {
  // Asked on every boleto call; plans do not change while the sandbox runs (a re-seed clears it).
  return cachedAggregate(orm, filterKey('billet-plan', merchantId, {}), async () => {
    const [row] = await orm
      .select({ n: count() })
      .from(sales_plan)
      .where(and(eq(sales_plan.merchant_id, merchantId), eq(sales_plan.channel_id, CHANNEL.BOLETO)));
    return (row?.n ?? 0) > 0;
  });
}

/** A history line of a boleto; `movement` when it is something the bank reports in a return file. */
export function eventRow(
  row: Pick<BilletRecord, 'id' | 'merchant_id'>,
  event: string,
  description: string,
  at: Date,
  movement: { code: string; amount_cents: number } | null = null,
): typeof billet_event.$inferInsert {
  return {
    merchant_id: row.merchant_id,
    billet_id: row.id,
    at,
    event,
    description,
    movement: movement?.code ?? null,
    amount_cents: movement?.amount_cents ?? null,
    return_file_id: null,
  };
}

export async function addEvent(
  tx: Tx | Orm,
  row: Pick<BilletRecord, 'id' | 'merchant_id'>,
  event: string,
  description: string,
  at: Date,
  movement: { code: string; amount_cents: number } | null = null,
): Promise<void> {
  await tx.insert(billet_event).values(eventRow(row, event, description, at, movement));
}

export type CancelOutcome =
  | { id: number; our_number: string | null; cancelled: true }
  | { id: number; our_number: string | null; cancelled: false; message: string };

/**
 * Writes off registered boletos at once (the next return file reports them with movement 09),
 * inside the merchant's money transaction (services/billets.ts). The rows are locked first, all
 * in id order whatever order the request named them in (the bank day locks them in id order
 * too), then judged in the request's order.
 */
export async function cancelBilletsIn(
  tx: Tx,
  merchantId: number,
  items: readonly { id: number; our_number: string }[],
  now: Date,
): Promise<CancelOutcome[]> {
  const ids = [...new Set(items.map((item) => item.id))];
  const locked =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(billet)
          .where(and(eq(billet.merchant_id, merchantId), inArray(billet.id, ids)))
          .orderBy(asc(billet.id))
          .for('update');
  const byId = new Map(locked.map((row) => [row.id, row]));
  const out: CancelOutcome[] = [];
  for (const item of items) {
    const row = byId.get(item.id);
    const refuse = (message: string) =>
      out.push({ id: item.id, our_number: item.our_number, cancelled: false, message });
    if (!row || row.merchant_id !== merchantId || row.status === UPLOADING) refuse('Boleto não encontrado.');
    else if (row.status === 'PAID') refuse('Boleto pago não pode ser cancelado.');
    else if (row.status === 'DOWNED') refuse('Boleto já baixado.');
    else if (row.status === 'WAITING_REGISTER') refuse('Boleto ainda não registrado: exclua-o em Gerenciar boletos.');
    else if (ourNumberSequence(item.our_number) !== ourNumberSequence(row.our_number ?? ''))
      refuse('Nosso número não confere.');
    else {
      await tx
        .update(billet)
        .set({ status: 'DOWNED', cancel_requested_at: now, downed_at: now })
        .where(eq(billet.id, row.id));
      await addEvent(tx, row, 'CANCEL_REQUESTED', 'Baixa solicitada pelo lojista', now);
      await addEvent(tx, row, 'DOWNED', 'Baixado por solicitação do lojista', now, {
        code: '09',
        amount_cents: row.value_cents,
      });
      // Named twice in one request: the second sees it written off.
      byId.set(row.id, { ...row, status: 'DOWNED' });
      out.push({ id: row.id, our_number: row.our_number, cancelled: true });
    }
  }
  return out;
}

/** New barcode and linha digitável for a registered boleto's current due date and value. */
function reissue(row: BilletRecord, dueDate: string, valueCents: number) {
  const { barcode, digitable_line } = registerItauBoleto({ sequence: row.id, dueDate, amountCents: valueCents });
  return { barcode, digitable_line };
}

function describeInstruction(row: BilletRecord, change: Instruction): string {
  const parts: string[] = [];
  if (change.due_date !== undefined && change.due_date !== row.due_date)
    parts.push(`vencimento de ${brDate(row.due_date)} para ${brDate(change.due_date)}`);
  if (change.value_cents !== undefined && change.value_cents !== row.value_cents)
    parts.push(`valor de ${brl(row.value_cents)} para ${brl(change.value_cents)}`);
  if (change.penalty) parts.push('multa');
  if (change.fees) parts.push('juros');
  if (change.discounts) parts.push('descontos');
  return parts.length > 0 ? `Alterado: ${parts.join(', ')}` : 'Instrução enviada sem alterações';
}

/** A bank instruction on a registered boleto. Caller checked status and nosso número. */
export async function instructBillet(
  orm: Orm,
  row: BilletRecord,
  change: Instruction,
  now: Date,
): Promise<BilletRecord> {
  return orm.transaction(async (tx) => {
    const dueDate = change.due_date ?? row.due_date;
    const value = change.value_cents ?? row.value_cents;
    const [updated] = await tx
      .update(billet)
      .set({ due_date: dueDate, value_cents: value, ...chargeColumns(change), ...reissue(row, dueDate, value) })
      .where(eq(billet.id, row.id))
      .returning();
    await addEvent(tx, row, 'CHANGED', describeInstruction(row, change), now);
    return updated as BilletRecord;
  });
}

/** The second copy: due on `dueDate`, its value with penalty and fees up to that day (charges.ts). */
export async function secondCopy(orm: Orm, row: BilletRecord, dueDate: string, now: Date): Promise<BilletRecord> {
  const value = secondCopyValue(dueTermsOf(row), dueDate);
  return orm.transaction(async (tx) => {
    const [updated] = await tx
      .update(billet)
      .set({ due_date: dueDate, value_cents: value, second_copy_at: now, ...reissue(row, dueDate, value) })
      .where(eq(billet.id, row.id))
      .returning();
    const extra = value - row.value_cents;
    await addEvent(
      tx,
      row,
      'SECOND_COPY',
      `Segunda via: vencimento ${brDate(dueDate)}, valor ${brl(value)}${extra > 0 ? ` (multa e juros: ${brl(extra)})` : ''}`,
      now,
    );
    return updated as BilletRecord;
  });
}
