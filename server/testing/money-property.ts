import fc from 'fast-check';
import { uploadRegisterAll, uploadSave } from '../../contract/billet-uploads.ts';
import { billetCancel, billetList } from '../../contract/billets.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { advanceBank } from '../../contract/sandbox-bank.ts';
import { ledgerViolations } from '../db/queries/ledger-invariants.ts';
import { insertLiveSale } from '../db/queries/live-sales.ts';
import { BRAND } from '../../contract/codes/lookups.ts';
import { REFUND_MESSAGES, refundFingerprint } from '../domain/refunds.ts';
import { availableFor } from '../db/queries/anticipation.ts';
import { creditDateAfter } from '../domain/anticipation/math.ts';
import { confirmAnticipation, SimulationRefused, simulateAnticipation } from '../services/anticipation.ts';
import { runBankDay } from '../services/billets.ts';
import { refundSale } from '../services/refunds.ts';
import { anticipationView } from '../api/views/anticipation.ts';
import { refundView } from '../api/views/refunds.ts';
import { addDays, startOfDay } from '../domain/zone.ts';
import { registerContractEffect } from '../services/contract-effects.ts';
import { moneyTransaction } from '../services/money-transaction.ts';
import type { TestApi } from '../api/test-helpers.ts';
import type { MoneyAnswer } from '../domain/idempotency.ts';
import { answerOf, errorOf, present, requestInit, type RawAnswer } from './contract-answers.ts';

/**
 * The money property (issue 29; decision 031), shared by `money-property.test.ts` (1,000 random
 * sequences of 50 steps in `npm test`, on PGlite and, in `npm run test:postgres`, on PostgreSQL)
 * and `npm run bench -- money` (a long run). Each sequence gets a merchant of its own — merchant
 * 1's plans and accounts copied — and runs random steps: sales (débito, à vista, parcelado, Pix,
 * boleto, on random days up to four months back), refunds whole or split into pieces, the same
 * day or later, retried under their key, anticipations of random amounts, contract effects on
 * random units, boletos registered and then paid at the bank or cancelled, and bank days. After
 * EVERY step the five invariants must hold (ledger-invariants.ts `core`: each entry
 * balances; each payment is what its lines land, i.e. its reconciliation; Σ ledger = Σ payments
 * = Σ statement net − effects + adjustments; refunded ≤ sold; no installment anticipated
 * twice), and at the end of the sequence every one of them, the projections' own included.
 * Steps call the services the routes call (the HTTP layer has its own tests), but boletos go
 * through the API, as a merchant uploads, registers, pays and cancels them.
 */

export type Step =
  | {
      kind: 'sale';
      method: 'DEBIT' | 'CREDIT' | 'INSTALLMENTS' | 'PIX' | 'BOLETO';
      cents: number;
      installments: number;
      daysAgo: number;
    }
  | { kind: 'refund'; pick: number; share: number; pieces: number; retry: boolean }
  | { kind: 'anticipate'; share: number }
  | { kind: 'effect'; pick: number; cents: number }
  | { kind: 'boleto'; cents: number; then: 'pay' | 'cancel' | 'keep' }
  | { kind: 'bankDay' };

const saleStep = fc.record({
  kind: fc.constant('sale' as const),
  method: fc.constantFrom('DEBIT', 'CREDIT', 'INSTALLMENTS', 'PIX', 'BOLETO') as fc.Arbitrary<
    'DEBIT' | 'CREDIT' | 'INSTALLMENTS' | 'PIX' | 'BOLETO'
  >,
  cents: fc.integer({ min: 1, max: 300_000 }),
  installments: fc.integer({ min: 2, max: 12 }),
  daysAgo: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })),
});

export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: saleStep, weight: 5 },
  {
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.001, max: 1, noNaN: true }),
      pieces: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 12 })),
      retry: fc.boolean(),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('anticipate' as const),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('effect' as const),
      pick: fc.nat(),
      cents: fc.integer({ min: 1, max: 50_000 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('boleto' as const),
      cents: fc.integer({ min: 500, max: 200_000 }),
      then: fc.constantFrom('pay', 'cancel', 'keep') as fc.Arbitrary<'pay' | 'cancel' | 'keep'>,
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ kind: 'bankDay' as const }), weight: 1 },
);

const REFUSALS = new Set<string>([
  REFUND_MESSAGES.pixTooOld,
  REFUND_MESSAGES.debitPartial,
  REFUND_MESSAGES.fullyRefunded,
  REFUND_MESSAGES.tooOld,
]);

/** A service's answer read like the API's: the refund and the anticipation run here without HTTP. */
function served(answer: MoneyAnswer | null, what: string): RawAnswer {
  const { status, body } = present(answer, what);
  return { status, raw: body };
}

/** A merchant of its own for one sequence: merchant 1's plans, accounts and documents, copied. */
async function newMerchant(api: TestApi): Promise<number> {
  const [row] = await api.sql(`SELECT greatest(max(id), 1000) + 1 AS id FROM merchant`);
  const id = Number(row?.id);
  const copy = (table: string, columns: string) =>
    api.sql(
      `INSERT INTO ${table} (id, merchant_id, ${columns})
       SELECT (SELECT coalesce(max(id), 0) FROM ${table}) + row_number() OVER (ORDER BY id), $1::int, ${columns}
         FROM ${table} WHERE merchant_id = 1`,
      [id],
    );
  await api.sql(
    `INSERT INTO merchant (id, merchant_name, trade, email, mcc, created_at)
     SELECT $1::int, 'Loja ' || $1::text, trade, email, mcc, created_at FROM merchant WHERE id = 1`,
    [id],
  );
  await copy('merchant_document', 'document_type_id, value');
  await copy('merchant_bank_account', 'destination, bank_code, agency, account, account_type');
  await copy('merchant_ecommerce', 'name, client_id, created_at, active');
  await copy('merchant_address', 'type, street, number, complement, neighborhood, city, state, zip_code');
  // Plans with their prices: the new plan ids follow the old ones' order.
  await api.sql(
    `WITH old AS (SELECT id, name, channel_id, row_number() OVER (ORDER BY id) AS n FROM sales_plan WHERE merchant_id = 1),
          base AS (SELECT coalesce(max(id), 0) AS top FROM sales_plan),
          made AS (INSERT INTO sales_plan (id, merchant_id, name, channel_id)
                   SELECT base.top + old.n, $1::int, old.name, old.channel_id FROM old, base RETURNING id)
     INSERT INTO sales_plan_price (sales_plan_id, card_brand_id, operation_id, installments, mdr_bp)
     SELECT base.top + old.n, p.card_brand_id, p.operation_id, p.installments, p.mdr_bp
       FROM sales_plan_price p JOIN old ON old.id = p.sales_plan_id, base`,
    [id],
  );
  return id;
}

/** One sequence on a fresh merchant; throws (with the step) when an invariant breaks. */
export async function runSequence(api: TestApi, steps: readonly Step[], checkEvery = 1): Promise<void> {
  const merchantId = await newMerchant(api);
  const today = api.db.seedDate;
  const token = await api.keys.sign({
    sub: `user-property-${merchantId}`,
    preferred_username: `property-${merchantId}`,
    name: 'Propriedade',
    merchant_id: merchantId,
    sid: `sid-property-${merchantId}`,
    realm_access: { roles: ['sales_access', 'sales_refund', 'sales_anticipation'] },
  });
  const call = async <E extends Endpoint>(declared: E, path: string, body?: unknown) =>
    answerOf(declared, path, await api.app.request(path, requestInit(declared.method, { token, body })));
  const expectStatus = (answer: RawAnswer, allowed: readonly number[], what: string) => {
    if (!allowed.includes(answer.status)) {
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.raw)}`);
    }
  };
  const sales: { id: number; amount: number }[] = [];
  let keys = 0;

  for (const [index, step] of steps.entries()) {
    const where = `step ${index + 1} ${JSON.stringify(step)}`;
    switch (step.kind) {
      case 'sale': {
        const at = new Date(startOfDay(addDays(today, -step.daysAgo)).getTime() + 13 * 3_600_000 + index * 1_000);
        const row = await moneyTransaction(api.db.orm, merchantId, ({ tx }) =>
          insertLiveSale(tx, {
            merchantId,
            method: step.method === 'PIX' ? 'PIX' : step.method === 'BOLETO' ? 'BILLET' : 'CARD',
            debit: step.method === 'DEBIT',
            status: 'CONFIRMED',
            amountCents: step.cents,
            installments: step.method === 'INSTALLMENTS' ? step.installments : 1,
            brandId: step.method === 'PIX' || step.method === 'BOLETO' ? null : BRAND.VISA,
            bin: null,
            last4: null,
            at,
            today,
          }),
        );
        if (step.method !== 'BOLETO') sales.push({ id: row.transaction_id, amount: row.amount_cents });
        break;
      }
      case 'refund': {
        const sale = sales[step.pick % Math.max(1, sales.length)];
        if (!sale) break;
        const [left] = await api.sql(
          `SELECT t.amount_cents - coalesce((SELECT sum(amount_cents) FROM refund r WHERE r.transaction_id = t.transaction_id), 0) AS left,
                  t.operation_id FROM card_transaction t WHERE t.transaction_id = $1`,
          [sale.id],
        );
        const rest = Number(left?.left ?? 0);
        const whole = Number(left?.operation_id) === 0; // débito: only whole
        const total = Math.max(1, whole ? rest : Math.round(rest * step.share));
        const pieces = whole ? 1 : Math.min(step.pieces, total);
        for (let p = 0; p < pieces; p++) {
          const amount =
            p < pieces - 1 ? Math.floor(total / pieces) : total - Math.floor(total / pieces) * (pieces - 1);
          const key = `prop-${merchantId}-${keys++}`;
          const request = {
            merchantId,
            transactionId: sale.id,
            key,
            fingerprint: refundFingerprint(sale.id, amount, undefined),
            amount,
            reason: undefined,
            today,
            now: new Date(),
          };
          const answer = served(await refundSale(api.db.orm, request, refundView), `${where} refund piece ${p + 1}`);
          expectStatus(answer, [201, 400], `${where} refund piece ${p + 1}`);
          // A refusal is one of the rules' (an old Pix, débito in part, nothing left), never a shortfall.
          if (answer.status === 400 && !REFUSALS.has(errorOf(answer).message)) {
            throw new Error(`${where}: refused for another reason: ${JSON.stringify(answer.raw)} (amount ${amount})`);
          }
          if (step.retry && answer.status === 201) {
            const again = served(
              await refundSale(api.db.orm, { ...request, now: new Date() }, refundView),
              `${where} retry`,
            );
            if (again.status !== 201 || JSON.stringify(again.raw) !== JSON.stringify(answer.raw)) {
              throw new Error(`${where}: a retry under the same key did not replay (${again.status})`);
            }
          }
        }
        break;
      }
      case 'anticipate': {
        const available = await availableFor(api.db.orm, merchantId, creditDateAfter(today));
        const amount = Math.floor(available.amount * step.share);
        if (amount <= 0) break;
        // Less than the nearest receivable is refused (receivables are never split).
        const simulated = await simulateAnticipation(api.db.orm, merchantId, amount, today, new Date()).catch(
          (error: unknown) => {
            if (error instanceof SimulationRefused) return null;
            throw error;
          },
        );
        if (!simulated) break;
        const confirmed = await confirmAnticipation(
          api.db.orm,
          {
            merchantId,
            simulationId: simulated.simulation_id,
            key: `prop-${merchantId}-${keys++}`,
            now: new Date(),
            creditDate: simulated.credit_date,
            today,
          },
          anticipationView,
        );
        expectStatus(served(confirmed, `${where} confirmation`), [201], `${where} confirmation`);
        break;
      }
      case 'effect': {
        const units = await api.sql(
          `SELECT id FROM receivable_unit WHERE merchant_id = $1 AND NOT paid AND payable_cents > 0 ORDER BY id`,
          [merchantId],
        );
        const unit = units[step.pick % Math.max(1, units.length)];
        if (!unit) break;
        await registerContractEffect(
          api.db.orm,
          merchantId,
          Number(unit.id),
          {
            amountCents: step.cents,
            beneficiaryDoc: '60701190000104',
            beneficiaryName: 'Itaú Unibanco S.A.',
            contract: `CCB-${index}`,
          },
          today,
        );
        break;
      }
      case 'boleto': {
        const due = addDays(today, 10);
        const externalId = `P${merchantId}-${index}`;
        const uploaded = await call(uploadSave, '/v1/app/billet_upload', {
          external_id: externalId,
          due_date: due,
          value: step.cents,
          payer: { name: 'Pagador Teste', document: '52998224725' },
        });
        expectStatus(uploaded, [200, 201], `${where} upload`);
        expectStatus(
          await call(uploadRegisterAll, '/v1/app/billet_upload/registrate/all'),
          [200],
          `${where} registration`,
        );
        const list = await call(billetList, `/v1/app/billet?external_id=${externalId}`);
        const billet = list.status === 200 ? list.body.data[0] : undefined;
        if (!billet) throw new Error(`${where}: the registered boleto is not listed`);
        const id = billet.billet_id;
        if (step.then === 'pay') {
          expectStatus(await call(advanceBank, '/v1/sandbox/bank/advance', { pay: [id] }), [200], `${where} bank day`);
        } else if (step.then === 'cancel') {
          const cancelled = await call(billetCancel, '/v1/app/billet/cancel', {
            bank_billets: [{ id, our_number: billet.our_number }],
          });
          expectStatus(cancelled, [200], `${where} cancel`);
        }
        break;
      }
      case 'bankDay':
        await runBankDay(api.db.orm, merchantId, []);
        break;
    }
    if ((index + 1) % checkEvery === 0) {
      const broken = await ledgerViolations(api.db.orm, merchantId, { core: true });
      if (broken.length > 0) throw new Error(`${where} broke: ${broken.join(' | ')}`);
    }
  }
  // Every invariant, the projections' own included, once the sequence is over.
  const broken = await ledgerViolations(api.db.orm, merchantId);
  if (broken.length > 0) throw new Error(`after ${steps.length} steps: ${broken.join(' | ')}`);
}
