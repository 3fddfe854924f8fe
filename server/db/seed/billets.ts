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
// A late boleto sale: a fixed R$ 5,00 penalty and R$ 0,10 a day, and no discount.
const LATE_TERMS = {
  penalty_type: 1,
  penalty_value_cents: 500,
  penalty_percentage_bp: null,
  penalty_date: null,
  fees_type: 1,
  fees_value_cents: 10,
  fees_percentage_bp: null,
  fees_date: null,
  discounts: '[]',
};

/** A line of one of merchant 1's boletos' history, not yet in any return file. */
function billetEvent(
  billetId: number,
  at: Date,
  event: string,
  description: string,
  movement: string | null = null,
  amount: number | null = null,
): BilletEventRow {
  return {
    merchant_id: MERCHANT,
    billet_id: billetId,
    at,
    event,
    description,
    movement,
    amount_cents: amount,
    return_file_id: null,
  };
}

/** Penalty, fees and discount by one draw: 40 % percentages, 10 % fixed amounts, the rest none. */
function termsOf(terms: number, dueDate: string, valueCents: number) {
  return {
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
  };
}

/** A boleto as uploaded: payer, terms and ids, waiting for the bank to register it. */
function uploadedRow(rng: Rng, id: number, valueCents: number, dueDate: string, createdAt: Date): BilletRow {
  const name = personName(rng);
  const base = rng.digits(9);
  const [city, state, zip] = rng.pick(CITIES);
  const terms = rng.float();
  const layoutId = rng.chance(0.2) ? 2 : 1;
  return {
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
    ...termsOf(terms, dueDate, valueCents),
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
}

/** One boleto with a payer, terms and a registration; the caller sets its fate. */
function draft(rng: Rng, id: number, valueCents: number, dueDate: string, createdAt: Date, registered: boolean): Draft {
  const row = uploadedRow(rng, id, valueCents, dueDate, createdAt);
  const events = [
    billetEvent(id, createdAt, 'UPLOADED', rng.chance(0.8) ? 'Enviado por planilha' : 'Criado no portal'),
  ];
  if (registered) {
    const registeredAt = new Date(createdAt.getTime() + HOUR);
    Object.assign(row, {
      status: 'WAITING_RETURN',
      registered_at: registeredAt,
      ...registerItauBoleto({ sequence: id, dueDate, amountCents: valueCents }),
    });
    events.push(
      billetEvent(
        id,
        registeredAt,
        'REGISTERED',
        `Registrado no banco: vencimento ${brDate(dueDate)}, ${brl(valueCents)}`,
      ),
    );
    const confirmDay = bankDayOnOrAfter(addDays(dateOfInstant(registeredAt), 1));
    events.push(
      billetEvent(
        id,
        new Date(startOfDay(confirmDay).getTime() + 7 * HOUR),
        'REGISTRATION_CONFIRMED',
        'Registro confirmado pelo banco',
        '02',
        valueCents,
      ),
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
    if (!linkedIds.has(sale.bank_billet_id)) drafts.push(paidBillet(rng, sale, sale.bank_billet_id));
  }
  let id = 200_000;
  const first = addDays(today, -395);
  // Written off: by the bank 30 days after an unpaid due date, or cancelled by the merchant.
  for (let i = 0; i < 300; i++) {
    const d = writtenOff(rng, ++id, first, cutoff);
    if (d) drafts.push(d);
  }
  // Registered and open: due in the coming weeks, or overdue by less than the bank's 30 days.
  for (let i = 0; i < 120; i++) drafts.push(stillOpen(rng, ++id, { today, cutoff }, i % 15 === 0));
  // Fresh uploads, not registered yet; two the bank refused (an unknown CEP).
  for (let i = 0; i < 24; i++) drafts.push(freshUpload(rng, ++id, { today, cutoff }, i < 2));
  const events = drafts.flatMap((d) => d.events).filter((e) => (e.at as Date) <= cutoff);
  return { billets: [...linked, ...drafts.map((d) => d.row)], events };
}

/** The PAID boleto behind a seeded boleto sale, paid on time or late. */
function paidBillet(rng: Rng, sale: Sale, billetId: number): Draft {
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
  const d = draft(rng, billetId, value, due, created, true);
  if (late > 0 && value !== sale.amount_cents) Object.assign(d.row, LATE_TERMS);
  else if (late === 0) d.row.discounts = '[]';
  Object.assign(d.row, {
    status: 'PAID',
    paid_at: paidAt,
    liquidation_date: payDay,
    paid_cents: sale.amount_cents,
    transaction_id: sale.transaction_id,
  });
  const lateText = late > 0 ? ` com ${late} dia(s) de atraso (multa e juros: ${brl(charges)})` : '';
  d.events.push(
    billetEvent(billetId, paidAt, 'PAID', `Pago: ${brl(sale.amount_cents)}${lateText}`, '06', sale.amount_cents),
  );
  return d;
}

/** A boleto due in the year from `first`, written off or cancelled; null when that happens after the cutoff. */
function writtenOff(rng: Rng, id: number, first: string, cutoff: Date): Draft | null {
  const due = addDays(first, rng.int(0, 360));
  const d = draft(
    rng,
    id,
    rng.int(20, 3_000) * 100,
    due,
    new Date(startOfDay(addDays(due, -rng.int(7, 25))).getTime() + 11 * HOUR),
    true,
  );
  const cancelled = rng.chance(0.4);
  const day = cancelled ? addDays(due, -rng.int(0, 4)) : bankDayOnOrAfter(addDays(due, 30));
  const at = new Date(startOfDay(day).getTime() + (cancelled ? 15 : 7) * HOUR);
  if (at > cutoff) return null;
  if (cancelled) d.events.push(billetEvent(id, at, 'CANCEL_REQUESTED', 'Baixa solicitada pelo lojista'));
  const reason = cancelled ? 'Baixado por solicitação do lojista' : 'Baixado por decurso de prazo';
  d.events.push(billetEvent(id, at, 'DOWNED', reason, '09', d.row.value_cents as number));
  Object.assign(d.row, { status: 'DOWNED', downed_at: at, cancel_requested_at: cancelled ? at : null });
  return d;
}

interface SeedDay {
  today: string;
  cutoff: Date;
}

/** A registered boleto still open; with `secondCopy`, its due date was moved 15 days on just now. */
function stillOpen(rng: Rng, id: number, { today, cutoff }: SeedDay, secondCopy: boolean): Draft {
  const due = addDays(today, rng.int(-25, 60));
  const created = new Date(startOfDay(addDays(today, -rng.int(3, 40))).getTime() + 9 * HOUR);
  const d = draft(
    rng,
    id,
    rng.int(30, 5_000) * 100,
    due,
    new Date(Math.min(created.getTime(), startOfDay(due).getTime())),
    true,
  );
  if (secondCopy) {
    const newDue = addDays(due, 15);
    const value = d.row.value_cents as number;
    Object.assign(d.row, {
      due_date: newDue,
      second_copy_at: new Date(cutoff.getTime() - 2 * HOUR),
      ...registerItauBoleto({ sequence: id, dueDate: newDue, amountCents: value }),
    });
    const text = `Segunda via: vencimento ${brDate(newDue)}, valor ${brl(value)}`;
    d.events.push(billetEvent(id, new Date(cutoff.getTime() - 2 * HOUR), 'SECOND_COPY', text));
  }
  d.events = d.events.filter((e) => (e.at as Date) <= cutoff);
  return d;
}

/** A boleto uploaded in the last four days, not registered yet; a `refused` one has an unknown CEP. */
function freshUpload(rng: Rng, id: number, { today, cutoff }: SeedDay, refused: boolean): Draft {
  const d = draft(
    rng,
    id,
    rng.int(50, 2_000) * 100,
    addDays(today, rng.int(3, 45)),
    new Date(cutoff.getTime() - rng.int(1, 96) * HOUR),
    false,
  );
  if (refused) Object.assign(d.row, { payer_zip_code: '00000000', registration_error: 'CEP do pagador inválido.' });
  return d;
}
