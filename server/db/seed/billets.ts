import { brl } from '../../../contract/rules/money.ts';
import { brDate } from '../../domain/billet/fields.ts';
import { registerItauBoleto } from '../../domain/boleto/index.ts';
import type { billet, billet_event, card_transaction } from '../schema/index.ts';
import { bankDayOnOrAfter } from '../../domain/bank-calendar.ts';
import { addDays, dateOfInstant, startOfDay } from '../../domain/zone.ts';
import { cpfCheckDigits } from '../../domain/documents.ts';
import { personName } from './people.ts';
import { Rng } from './prng.ts';

export type BilletRow = typeof billet.$inferInsert;
export type BilletEventRow = typeof billet_event.$inferInsert;
type Sale = typeof card_transaction.$inferInsert;

const MERCHANT = 1;
const HOUR = 3_600_000;

/** The next day the simulated bank works, on or after `day` (weekdays outside bank holidays). */
export const bankDayFrom = bankDayOnOrAfter;

const uuid = (rng: Rng): string => {
  const hex = rng.chars('0123456789abcdef', 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-b${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const EXEMPT = { penalty_type: 3, penalty_value_cents: null, penalty_percentage_bp: null, penalty_date: null };
const NO_FEES = { fees_type: 5, fees_value_cents: null, fees_percentage_bp: null, fees_date: null };
const CITIES = [
  ['São Paulo', 'SP', '01310100'],
  ['Campinas', 'SP', '13010111'],
  ['Belo Horizonte', 'MG', '30130010'],
  ['Curitiba', 'PR', '80010000'],
] as const;

interface Draft {
  row: BilletRow;
  events: BilletEventRow[];
}

/** One boleto with a payer, terms and a registration; the caller sets its fate. */
function draft(rng: Rng, id: number, valueCents: number, dueDate: string, createdAt: Date, registered: boolean): Draft {
  const name = personName(rng);
  const base = rng.digits(9);
  const [city, state, zip] = rng.pick(CITIES);
  const terms = rng.float();
  const layoutId = rng.chance(0.2) ? 2 : 1;
  const row: BilletRow = {
    id,
    public_id: uuid(rng),
    merchant_id: MERCHANT,
    payment_id: null,
    layout_id: layoutId,
    status: 'WAITING_REGISTER',
    external_id: rng.chance(0.7) ? `PED-${id}` : null,
    instructions: rng.chance(0.3) ? 'Não receber após 30 dias do vencimento.' : null,
    due_date: dueDate,
    value_cents: valueCents,
    original_due_date: dueDate,
    original_value_cents: valueCents,
    ...(terms < 0.4
      ? { penalty_type: 2, penalty_value_cents: null, penalty_percentage_bp: 200, penalty_date: null }
      : terms < 0.5
        ? { penalty_type: 1, penalty_value_cents: 500, penalty_percentage_bp: null, penalty_date: null }
        : EXEMPT),
    ...(terms < 0.4
      ? { fees_type: 3, fees_value_cents: null, fees_percentage_bp: 100, fees_date: null }
      : terms < 0.5
        ? { fees_type: 1, fees_value_cents: 10, fees_percentage_bp: null, fees_date: null }
        : NO_FEES),
    discounts:
      terms > 0.85
        ? JSON.stringify([
            {
              type: 1,
              date: addDays(dueDate, -5),
              value_cents: Math.min(1_000, valueCents - 100),
              percentage_bp: null,
            },
          ])
        : '[]',
    payer_name: name,
    payer_document: base + cpfCheckDigits(base),
    payer_email: rng.chance(0.6)
      ? `${name.split(' ')[0]?.toLowerCase()}@exemplo.com.br`.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
      : null,
    payer_street: 'Rua das Flores',
    payer_number: String(rng.int(1, 2_000)),
    payer_neighborhood: 'Centro',
    payer_city: city,
    payer_state: state,
    payer_zip_code: zip,
    created_at: createdAt,
  };
  const events: BilletEventRow[] = [];
  const event = (
    at: Date,
    kind: string,
    description: string,
    movement: string | null = null,
    amount: number | null = null,
  ) =>
    events.push({
      merchant_id: MERCHANT,
      billet_id: id,
      at,
      event: kind,
      description,
      movement,
      amount_cents: amount,
      return_file_id: null,
    });
  event(createdAt, 'UPLOADED', rng.chance(0.8) ? 'Enviado por planilha' : 'Criado no portal');
  if (registered) {
    const registeredAt = new Date(createdAt.getTime() + HOUR);
    Object.assign(row, {
      status: 'WAITING_RETURN',
      registered_at: registeredAt,
      ...registerItauBoleto({ sequence: id, dueDate, amountCents: valueCents }),
    });
    event(registeredAt, 'REGISTERED', `Registrado no banco: vencimento ${brDate(dueDate)}, ${brl(valueCents)}`);
    const confirmDay = bankDayFrom(addDays(dateOfInstant(registeredAt), 1));
    event(
      new Date(startOfDay(confirmDay).getTime() + 7 * HOUR),
      'REGISTRATION_CONFIRMED',
      'Registro confirmado pelo banco',
      '02',
      valueCents,
    );
  }
  return { row, events };
}

/**
 * Merchant 1's boletos over the last 13 months in every status, with their history (issue 11):
 * one PAID boleto per seeded boleto sale (operation 17, `bank_billet_id`; some paid late with a
 * fixed penalty and daily fees that add up to the sale's amount), boletos written off by the bank
 * or cancelled, registered ones still open, and fresh uploads (two refused by the bank). Events
 * after `cutoff` are left for the bank days to come. `linked` are the payment links' boletos.
 */
export function seedBillets(
  today: string,
  cutoff: Date,
  sales: readonly Sale[],
  linked: readonly BilletRow[],
): { billets: BilletRow[]; events: BilletEventRow[] } {
  const rng = new Rng('billets');
  const drafts: Draft[] = [];
  // Boletos paid through a payment link already have their row (`linked`).
  const linkedIds = new Set(linked.map((b) => b.id));
  for (const sale of sales) {
    if (sale.merchant_id !== MERCHANT || sale.bank_billet_id === null || sale.bank_billet_id === undefined) continue;
    if (linkedIds.has(sale.bank_billet_id)) continue;
    const paidAt = sale.payment_date as Date;
    const payDay = dateOfInstant(paidAt);
    const late = rng.chance(0.15) ? rng.int(1, 20) : 0;
    const due = addDays(payDay, late > 0 ? -late : rng.int(0, 10));
    // Late: a fixed R$ 5,00 penalty and R$ 0,10 a day, so face value + charges = what was paid.
    const charges = late > 0 ? 500 + 10 * late : 0;
    const value = sale.amount_cents - charges > 100 ? sale.amount_cents - charges : sale.amount_cents;
    const created = new Date(
      Math.min(startOfDay(addDays(due, -rng.int(5, 30))).getTime() + 10 * HOUR, paidAt.getTime() - 2 * HOUR),
    );
    const d = draft(rng, sale.bank_billet_id, value, due, created, true);
    if (late > 0 && value !== sale.amount_cents)
      Object.assign(d.row, {
        penalty_type: 1,
        penalty_value_cents: 500,
        penalty_percentage_bp: null,
        penalty_date: null,
        fees_type: 1,
        fees_value_cents: 10,
        fees_percentage_bp: null,
        fees_date: null,
        discounts: '[]',
      });
    else if (late === 0) d.row.discounts = '[]';
    Object.assign(d.row, {
      status: 'PAID',
      paid_at: paidAt,
      liquidation_date: payDay,
      paid_cents: sale.amount_cents,
      transaction_id: sale.transaction_id,
    });
    const lateText = late > 0 ? ` com ${late} dia(s) de atraso (multa e juros: ${brl(charges)})` : '';
    d.events.push({
      merchant_id: MERCHANT,
      billet_id: d.row.id as number,
      at: paidAt,
      event: 'PAID',
      description: `Pago: ${brl(sale.amount_cents)}${lateText}`,
      movement: '06',
      amount_cents: sale.amount_cents,
      return_file_id: null,
    });
    drafts.push(d);
  }
  let id = 200_000;
  const first = addDays(today, -395);
  // Written off: by the bank 30 days after an unpaid due date, or cancelled by the merchant.
  for (let i = 0; i < 300; i++) {
    const due = addDays(first, rng.int(0, 360));
    const d = draft(
      rng,
      ++id,
      rng.int(20, 3_000) * 100,
      due,
      new Date(startOfDay(addDays(due, -rng.int(7, 25))).getTime() + 11 * HOUR),
      true,
    );
    const cancelled = rng.chance(0.4);
    const day = cancelled ? addDays(due, -rng.int(0, 4)) : bankDayFrom(addDays(due, 30));
    const at = new Date(startOfDay(day).getTime() + (cancelled ? 15 : 7) * HOUR);
    if (at > cutoff) continue;
    if (cancelled)
      d.events.push({
        merchant_id: MERCHANT,
        billet_id: id,
        at,
        event: 'CANCEL_REQUESTED',
        description: 'Baixa solicitada pelo lojista',
        movement: null,
        amount_cents: null,
        return_file_id: null,
      });
    d.events.push({
      merchant_id: MERCHANT,
      billet_id: id,
      at,
      event: 'DOWNED',
      description: cancelled ? 'Baixado por solicitação do lojista' : 'Baixado por decurso de prazo',
      movement: '09',
      amount_cents: d.row.value_cents as number,
      return_file_id: null,
    });
    Object.assign(d.row, { status: 'DOWNED', downed_at: at, cancel_requested_at: cancelled ? at : null });
    drafts.push(d);
  }
  // Registered and open: due in the coming weeks, or overdue by less than the bank's 30 days.
  for (let i = 0; i < 120; i++) {
    const due = addDays(today, rng.int(-25, 60));
    const created = new Date(startOfDay(addDays(today, -rng.int(3, 40))).getTime() + 9 * HOUR);
    const d = draft(
      rng,
      ++id,
      rng.int(30, 5_000) * 100,
      due,
      new Date(Math.min(created.getTime(), startOfDay(due).getTime())),
      true,
    );
    if (i % 15 === 0) {
      const newDue = addDays(due, 15);
      Object.assign(d.row, {
        due_date: newDue,
        second_copy_at: new Date(cutoff.getTime() - 2 * HOUR),
        ...registerItauBoleto({ sequence: id, dueDate: newDue, amountCents: d.row.value_cents as number }),
      });
      d.events.push({
        merchant_id: MERCHANT,
        billet_id: id,
        at: new Date(cutoff.getTime() - 2 * HOUR),
        event: 'SECOND_COPY',
        description: `Segunda via: vencimento ${brDate(newDue)}, valor ${brl(d.row.value_cents as number)}`,
        movement: null,
        amount_cents: null,
        return_file_id: null,
      });
    }
    d.events = d.events.filter((e) => (e.at as Date) <= cutoff);
    drafts.push(d);
  }
  // Fresh uploads, not registered yet; two the bank refused (an unknown CEP).
  for (let i = 0; i < 24; i++) {
    const d = draft(
      rng,
      ++id,
      rng.int(50, 2_000) * 100,
      addDays(today, rng.int(3, 45)),
      new Date(cutoff.getTime() - rng.int(1, 96) * HOUR),
      false,
    );
    if (i < 2) Object.assign(d.row, { payer_zip_code: '00000000', registration_error: 'CEP do pagador inválido.' });
    drafts.push(d);
  }
  const events = drafts.flatMap((d) => d.events).filter((e) => (e.at as Date) <= cutoff);
  return { billets: [...linked, ...drafts.map((d) => d.row)], events };
}
