import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it, vi } from 'vitest';
import { todayInZone } from '../domain/zone.ts';
import { hasValidCrc } from '../domain/pix.ts';
import { payByBillet, publicBillet } from '../../contract/checkout/billet.ts';
import { payByCard } from '../../contract/checkout/card.ts';
import { checkoutLink, GoneSchema } from '../../contract/checkout/link.ts';
import { payByPix, pixCharge, testPixPayment } from '../../contract/checkout/pix.ts';
import { receipt as receiptCall } from '../../contract/checkout/receipt.ts';
import { receivableList } from '../../contract/financial.ts';
import { paylinkCreate, paylinkDelete, paylinkGet, paylinkList, paylinkUpdate } from '../../contract/paylinks.ts';
import { transactionList } from '../../contract/transactions.ts';
import { transactionStats } from '../../contract/transactions/stats.ts';
import { bodyAs, present } from '../testing/contract-answers.ts';
import {
  APPROVE,
  cardBody,
  denialOf,
  DENY,
  keysOf,
  NO_FUNDS,
  payer,
  usePaylinkApi,
  validLink,
} from './paylink-test-helpers.ts';
import { USERS } from './test-helpers.ts';

// A PAN no seed row can contain, to scan the database for.
const SECRET_PAN = '5277329983720119';

const { api, call, publicCall, createLink } = usePaylinkApi();

describe('merchant calls', () => {
  it('answer 403 to a merchant without e-commerce on every route', async () => {
    for (const [declared, path] of [
      [paylinkList, '/v1/app/paylink/'],
      [paylinkGet, '/v1/app/paylink/1'],
      [paylinkCreate, '/v1/app/paylink'],
      [paylinkUpdate, '/v1/app/paylink/1'],
      [paylinkDelete, '/v1/app/paylink/1'],
    ] as const) {
      const { method } = declared;
      const res = await call(declared, path, {
        as: 'operador',
        body: method === 'POST' || method === 'PUT' ? validLink : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.raw).toEqual({ message: 'E-commerce não habilitado para este lojista.' });
    }
    expect((await call(paylinkList, '/v1/app/paylink/', { as: null })).status).toBe(401);
  });

  it('create a link with an absolute checkout URL and a 128-bit hash', async () => {
    const created = await call(paylinkCreate, '/v1/app/paylink', { body: validLink });
    expect(created.status).toBe(201);
    const link = created.body;
    expect(keysOf(created.raw)).toEqual(
      [
        'id',
        'url_hash',
        'url',
        'description',
        'amount',
        'max_installments',
        'payment_methods',
        'expires_at',
        'reusable',
        'status',
        'created_at',
        'payments_count',
        'paid_amount',
      ].sort(),
    );
    expect(link.url_hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(link.url).toBe(`http://localhost/paylink/checkout/${link.url_hash}`);
    expect(link).toMatchObject({ status: 'ACTIVE', payments_count: 0, paid_amount: 0, amount: 12_345 });
    expect(link.payment_methods).toEqual(['CARD', 'BILLET', 'PIX']);
  });

  it('validate with requirements §5 messages', async () => {
    const problems = async (body: Record<string, unknown>) => {
      const res = await call(paylinkCreate, '/v1/app/paylink', { body: { ...validLink, ...body } });
      expect(res.status).toBe(400);
      return res.error.detail as string[];
    };
    expect(await problems({ amount: 99 })).toEqual(['amount: O Valor mínimo aceito é de R$ 1,00']);
    expect(await problems({ amount: 10_000_001 })).toEqual(['amount: O Valor máximo aceito é de R$ 100.000,00']);
    expect(await problems({ description: 'x'.repeat(256) })).toEqual([
      'description: O campo Descrição deve ter no máximo 255 caracteres',
    ]);
    expect(await problems({ description: 'a\u0000b' })).toEqual([
      'description: O campo Descrição contém caracteres inválidos',
    ]);
    expect(await problems({ payment_methods: [] })).toEqual([
      'payment_methods: O campo Formas de pagamento não atingiu o limite mínimo de 1 itens',
    ]);
    expect(await problems({ max_installments: 13 })).toHaveLength(1);
    // A day the calendar does not have is not a date (it reached the database before: a 500).
    expect(await problems({ expires_at: '2099-02-30' })).toEqual(['expires_at: Data inválida']);
    // Only an update switches a link off: a new link takes no status.
    expect(await problems({ status: 'INACTIVE' })).toEqual(['status: Campo desconhecido']);
    const [past] = await problems({ expires_at: '2020-01-01' });
    expect(past).toMatch(/^expires_at: O campo Válido até deve ser maior ou igual a \d{2}\/\d{2}\/\d{4}$/);
    const big = await api().app.request('/v1/app/paylink', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await api().keys.sign(USERS.lojista)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validLink, description: 'x'.repeat(100_000) }),
    });
    expect(big.status).toBe(413);
  });

  it('list newest first with status and description filters, and keep tenants apart', async () => {
    const mine = await createLink('vendedor', { description: 'Luminária exclusiva de teste' });
    const list = await call(paylinkList, '/v1/app/paylink/?page=1&perPage=5', { as: 'vendedor' });
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.id).toBe(mine.id);
    const ids = list.body.data.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const found = await call(paylinkList, '/v1/app/paylink/?description=exclusiva', { as: 'vendedor' });
    expect(found.body.total).toBe(1);
    for (const status of ['ACTIVE', 'EXPIRED', 'PAID', 'INACTIVE']) {
      const res = await call(paylinkList, `/v1/app/paylink/?status=${status}&perPage=100`);
      expect(res.body.total, status).toBeGreaterThan(0);
      expect(res.body.data.every((l) => l.status === status)).toBe(true);
    }
    // Another merchant's link is a 404 on every route.
    expect((await call(paylinkGet, `/v1/app/paylink/${mine.id}`)).status).toBe(404);
    expect((await call(paylinkUpdate, `/v1/app/paylink/${mine.id}`, { body: validLink })).status).toBe(404);
    expect((await call(paylinkDelete, `/v1/app/paylink/${mine.id}`)).status).toBe(404);
    expect((await call(paylinkGet, `/v1/app/paylink/${mine.id}`, { as: 'vendedor' })).status).toBe(200);
  });

  it('update a link, refuse a new amount once paid (409) and hide a deleted link with payments', async () => {
    const link = await createLink('vendedor');
    const updated = await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      as: 'vendedor',
      body: { ...validLink, amount: 5_000, status: 'INACTIVE' },
    });
    expect(updated.body).toMatchObject({ amount: 5_000, status: 'INACTIVE' });
    await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      as: 'vendedor',
      body: { ...validLink, amount: 5_000, status: 'ACTIVE' },
    });
    const paid = await publicCall(
      payByCard,
      `/v1/external/paylink/checkout/${link.url_hash}/payment/card`,
      cardBody(APPROVE),
      {
        'Idempotency-Key': 'update-test',
      },
    );
    expect(paid.status).toBe(201);
    const locked = await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      as: 'vendedor',
      body: { ...validLink, amount: 6_000 },
    });
    expect(locked.status).toBe(409);
    expect(locked.error.message).toMatch(/valor não pode ser alterado/);
    const same = await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      as: 'vendedor',
      body: { ...validLink, amount: 5_000, description: 'Novo nome' },
    });
    expect(same.status).toBe(200);
    expect((await call(paylinkDelete, `/v1/app/paylink/${link.id}`, { as: 'vendedor' })).status).toBe(204);
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`, { as: 'vendedor' })).status).toBe(404);
    const [kept] = await api().sql(
      'SELECT deleted_at IS NOT NULL AS hidden, payments_count FROM paylink WHERE id = $1',
      [link.id],
    );
    expect(kept).toEqual({ hidden: true, payments_count: 1 });
    expect((await publicCall(receiptCall, `/v1/external/paylink/receipt/${paid.body.receipt_id}`)).status).toBe(200);
    // Without payments a link is gone for good.
    const empty = await createLink('vendedor');
    expect((await call(paylinkDelete, `/v1/app/paylink/${empty.id}`, { as: 'vendedor' })).status).toBe(204);
    expect(await api().sql('SELECT id FROM paylink WHERE id = $1', [empty.id])).toEqual([]);
  });
});

describe('public checkout', () => {
  it('shows a link without a bearer, with installments and only the merchant name and document', async () => {
    const link = await createLink('lojista', { max_installments: 12, amount: 1_000 });
    for (const headers of [{}, { Authorization: 'Basic Og==' }] as Record<string, string>[]) {
      const res = await call(checkoutLink, `/v1/external/paylink/checkout/${link.url_hash}`, { as: null, headers });
      expect(res.status).toBe(200);
      expect(res.body.merchant).toEqual({ name: 'Empório Bela Vista', document: expect.stringMatching(/^\d{14}$/) });
      expect(res.body.installment_options).toEqual([
        { installments: 1, installment_amount: 1_000, total_amount: 1_000 },
        { installments: 2, installment_amount: 500, total_amount: 1_000 },
      ]);
    }
    expect((await publicCall(checkoutLink, '/v1/external/paylink/checkout/naoexisteestelink123')).status).toBe(404);
    const [expired] = await api().sql(
      `SELECT url_hash FROM paylink WHERE expires_at < $1 AND active AND deleted_at IS NULL AND (reusable OR payments_count = 0) LIMIT 1`,
      [todayInZone()],
    );
    const gone = await publicCall(checkoutLink, `/v1/external/paylink/checkout/${String(expired?.url_hash)}`);
    expect(gone.status).toBe(410);
    expect(gone.raw).toEqual({
      message: 'Este link de pagamento expirou.',
      status: 'EXPIRED',
      merchant: { name: expect.any(String) },
    });
  });

  it('charges an approved card once per Idempotency-Key, and the sale shows at once everywhere', async () => {
    const link = await createLink('lojista', { amount: 24_680, max_installments: 3 });
    const today = todayInZone();
    // Warm the cached list orders first: the payment must invalidate them.
    const before = await call(transactionList, `/v1/app/transaction?start_date=${today}&end_date=${today}&perPage=1`);
    const statsBefore = await call(transactionStats, `/v1/app/transaction/stats?date_ini=${today}&date_end=${today}`);
    const receivablesBefore = await call(
      receivableList,
      `/v1/app/financial/receivable?date_type=transaction&start_date=${today}&end_date=${today}`,
    );

    const path = `/v1/external/paylink/checkout/${link.url_hash}/payment/card`;
    expect((await publicCall(payByCard, path, cardBody(APPROVE, 3))).status).toBe(400); // no key
    const first = await publicCall(payByCard, path, cardBody(APPROVE, 3), { 'Idempotency-Key': 'k-approve-1' });
    expect(first.status).toBe(201);
    expect(first.raw).toEqual({ status: 'APPROVED', receipt_id: expect.any(String), payment_id: expect.any(String) });
    const [{ transaction_id: transactionId } = {}] = await api().sql(
      'SELECT transaction_id FROM paylink_payment WHERE public_id = $1',
      [present(first.body.payment_id, 'payment_id')],
    );
    const again = await publicCall(payByCard, path, cardBody(APPROVE, 3), { 'Idempotency-Key': 'k-approve-1' });
    expect(again.status).toBe(201);
    expect(again.raw).toEqual(first.raw);
    const other = await publicCall(payByCard, path, cardBody(APPROVE, 2), { 'Idempotency-Key': 'k-approve-1' });
    expect(other.status).toBe(409);
    const charged = await api().sql('SELECT count(*)::int AS n FROM paylink_payment WHERE paylink_id = $1', [link.id]);
    expect(charged).toEqual([{ n: 1 }]);

    const after = await call(transactionList, `/v1/app/transaction?start_date=${today}&end_date=${today}&perPage=1`);
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.data[0]).toMatchObject({
      transaction_id: transactionId,
      status: 'CONFIRMED',
      amount: 24_680,
      qt_installment: 3,
      operation: { id: 2, operation_name: 'Crédito parcelado' },
      channel: { id: 4, channel_name: 'Link de Pagamento' },
      card_brand: { id: 2, brand_name: 'VISA' },
      card_number: '411111******1111',
    });
    expect(after.body.data[0]?.mdr_amount).toBe(Math.round((24_680 * (399 + 30)) / 10_000));
    const statsAfter = await call(transactionStats, `/v1/app/transaction/stats?date_ini=${today}&date_end=${today}`);
    expect(statsAfter.body.total_amount).toBe(statsBefore.body.total_amount + 24_680);
    const receivablesAfter = await call(
      receivableList,
      `/v1/app/financial/receivable?date_type=transaction&start_date=${today}&end_date=${today}`,
    );
    expect(receivablesAfter.body.total).toBe(receivablesBefore.body.total + 3);
    const mine = await call(receivableList, `/v1/app/financial/receivable?transaction_id=${String(transactionId)}`);
    expect(mine.body.data.reduce((s, r) => s + r.gross_amount, 0)).toBe(24_680);

    const receipt = await publicCall(receiptCall, `/v1/external/paylink/receipt/${first.body.receipt_id}`);
    expect(receipt.body).toMatchObject({
      id: first.body.receipt_id,
      status: 'APPROVED',
      amount: 24_680,
      installments: 3,
      installment_amount: 8_228,
      method: 'CARD',
      card: { brand: 'VISA', last4: '1111' },
      description: validLink.description,
      payer_name: payer.name,
      merchant: { name: 'Empório Bela Vista' },
    });
    const linkAfter = await call(paylinkGet, `/v1/app/paylink/${link.id}`);
    expect(linkAfter.body).toMatchObject({ payments_count: 1, paid_amount: 24_680, status: 'ACTIVE' });
  });

  it('closes a non-reusable link once paid (PAID, 410)', async () => {
    const link = await createLink('lojista', { reusable: false, amount: 5_000 });
    const path = `/v1/external/paylink/checkout/${link.url_hash}/payment/card`;
    expect((await publicCall(payByCard, path, cardBody(APPROVE), { 'Idempotency-Key': 'once-1' })).status).toBe(201);
    const second = await publicCall(payByCard, path, cardBody(APPROVE), { 'Idempotency-Key': 'once-2' });
    expect(second.status).toBe(410);
    expect(bodyAs(GoneSchema, second).status).toBe('PAID');
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body.status).toBe('PAID');
    // Reopened, the link says it was paid, and in whose name (the customer's page shows the shop).
    const reopened = await publicCall(checkoutLink, `/v1/external/paylink/checkout/${link.url_hash}`);
    expect(reopened.status).toBe(410);
    expect(reopened.raw).toEqual({
      message: 'Este link de pagamento já foi pago.',
      status: 'PAID',
      merchant: { name: 'Empório Bela Vista' },
    });
  });

  it('denies by the test cards, refuses bad numbers and expiries, and rate-limits a client’s denials', async () => {
    const link = await createLink('lojista', { amount: 3_000 });
    const path = `/v1/external/paylink/checkout/${link.url_hash}/payment/card`;
    const denied = await publicCall(payByCard, path, cardBody(DENY), { 'Idempotency-Key': 'd-1' });
    expect(denied.status).toBe(402);
    expect(denialOf(denied)).toEqual({
      status: 'DENIED',
      message: 'Transação negada pelo emissor.',
      payment_id: expect.any(String),
    });
    const [sale] = await api().sql(
      `SELECT t.status, t.channel_id FROM card_transaction t
       JOIN paylink_payment p ON p.transaction_id = t.transaction_id WHERE p.public_id = $1`,
      [denialOf(denied).payment_id],
    );
    expect(sale).toEqual({ status: 'DENIED', channel_id: 4 });
    const funds = await publicCall(payByCard, path, cardBody(NO_FUNDS), { 'Idempotency-Key': 'd-2' });
    expect(funds.error.message).toBe('Saldo insuficiente.');
    const luhn = await publicCall(payByCard, path, cardBody('4111111111111112'), { 'Idempotency-Key': 'd-3' });
    expect(luhn.status).toBe(400);
    expect(luhn.error.detail).toEqual(['card.number: Número de cartão inválido']);
    const expired = await publicCall(
      payByCard,
      path,
      { ...cardBody(APPROVE), card: { ...cardBody(APPROVE).card, expiry: '01/20' } },
      { 'Idempotency-Key': 'd-4' },
    );
    expect(expired.error.detail).toEqual(['card.expiry: Data inválida']);
    for (const key of ['d-5', 'd-6', 'd-7'])
      expect((await publicCall(payByCard, path, cardBody(DENY), { 'Idempotency-Key': key })).status).toBe(402);
    const limited = await publicCall(payByCard, path, cardBody(APPROVE), { 'Idempotency-Key': 'd-8' });
    expect(limited.status).toBe(429);
    expect(limited.error.message).toBe('Muitas tentativas recusadas. Tente novamente em alguns minutos.');
    // A replay of an answered key still answers as before.
    expect((await publicCall(payByCard, path, cardBody(DENY), { 'Idempotency-Key': 'd-1' })).status).toBe(402);
  });

  it('never stores, logs or answers a full card number or CVV', async () => {
    const logged: string[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))),
    );
    const link = await createLink('lojista', { amount: 7_777 });
    const path = `/v1/external/paylink/checkout/${link.url_hash}/payment/card`;
    const res = await publicCall(payByCard, path, cardBody(SECRET_PAN), { 'Idempotency-Key': 'pan-1' });
    expect(res.status).toBe(201);
    await publicCall(payByCard, path, cardBody(SECRET_PAN), { 'Idempotency-Key': 'pan-1' });
    const receipt = await publicCall(receiptCall, `/v1/external/paylink/receipt/${res.body.receipt_id}`);
    spies.forEach((spy) => spy.mockRestore());
    expect(JSON.stringify([res.raw, receipt.raw])).not.toContain(SECRET_PAN);
    expect(logged.join('\n')).not.toContain(SECRET_PAN);
    const tables = await api().sql(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`);
    expect(tables.length).toBeGreaterThan(20);
    for (const { table_name } of tables) {
      const hits = await api().sql(
        `SELECT count(*)::int AS n FROM "${String(table_name)}" t WHERE t::text LIKE $1 OR t::text LIKE $2`,
        [`%${SECRET_PAN}%`, `%${SECRET_PAN.slice(0, 12)}%`],
      );
      expect(hits, String(table_name)).toEqual([{ n: 0 }]);
    }
    const [stored] = await api().sql('SELECT card_bin, card_last4 FROM paylink_payment WHERE public_id = $1', [
      present(res.body.payment_id, 'payment_id'),
    ]);
    expect(stored).toEqual({ card_bin: '527732', card_last4: '0119' });
  });

  it('issues a Pix charge that the test bank pays once, with a receipt', async () => {
    const link = await createLink('lojista', { amount: 4_321 });
    const created = await publicCall(payByPix, `/v1/external/paylink/checkout/${link.url_hash}/payment/pix`, { payer });
    expect(created.status).toBe(201);
    expect(created.body.checkout_url).toBe(`http://localhost/pix/checkout?id=${created.body.pix_id}`);
    expect(hasValidCrc(present(created.body.br_code, 'br_code'))).toBe(true);
    expect(created.body.br_code).toContain('540543.21');
    const pending = await publicCall(pixCharge, `/v1/external/pix/${created.body.pix_id}`);
    expect(pending.body).toMatchObject({ status: 'PENDING', amount: 4_321, receipt_id: null });
    const paid = await publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: created.body.br_code });
    expect(paid.status).toBe(200);
    expect(
      (await publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: created.body.br_code })).status,
    ).toBe(409);
    const done = await publicCall(pixCharge, `/v1/external/pix/${created.body.pix_id}`);
    expect(done.body).toMatchObject({ status: 'PAID', receipt_id: paid.body.receipt_id });
    const receipt = await publicCall(receiptCall, `/v1/external/paylink/receipt/${paid.body.receipt_id}`);
    expect(receipt.body).toMatchObject({ method: 'PIX', status: 'PAID', amount: 4_321, card: null });
    const [sale] = await api().sql(
      'SELECT t.operation_id, t.status FROM card_transaction t JOIN paylink_payment p ON p.transaction_id = t.transaction_id WHERE p.paylink_id = $1',
      [link.id],
    );
    expect(sale).toEqual({ operation_id: 18, status: 'CONFIRMED' });
    const unknown =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect((await publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: unknown })).status).toBe(404);
  });

  it('takes an alphanumeric CNPJ as the payer document, and refuses one with a wrong DV', async () => {
    const link = await createLink('lojista', { amount: 15_000 });
    const pay = (document: string) =>
      publicCall(payByBillet, `/v1/external/paylink/checkout/${link.url_hash}/payment/billet`, {
        payer: { ...payer, document },
      });
    expect((await pay('12.ABC.345/01DE-35')).status).toBe(201);
    const refused = await pay('12.ABC.345/01DE-36');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.error)).toContain('CPF ou CNPJ não é válido');
  });

  it('issues an Itaú boleto whose linha digitável checks out', async () => {
    const link = await createLink('lojista', { amount: 15_000 });
    const created = await publicCall(payByBillet, `/v1/external/paylink/checkout/${link.url_hash}/payment/billet`, {
      payer,
    });
    expect(created.status).toBe(201);
    expect(created.body.checkout_url).toBe(`http://localhost/billet/checkout/${created.body.billet_id}`);
    const billet = await publicCall(publicBillet, `/v1/external/billet/${created.body.billet_id}`);
    expect(billet.body).toMatchObject({
      status: 'WAITING_RETURN',
      value: 15_000,
      beneficiary: { name: 'Empório Bela Vista', bank: '341 - Itaú Unibanco S.A.' },
      payer: { name: payer.name },
    });
    expect(billet.body.barcode).toMatch(/^3419\d{40}$/);
    expect(billet.body.our_number).toMatch(/^109\/\d{8}-\d$/);
    expect(isValidBoleto(billet.body.digitable_line)).toBe(true);
    expect(billet.body.barcode.slice(9, 19)).toBe('0000015000');
  });

  it('refuses a payment method the link does not take and a bearer on public calls', async () => {
    const link = await createLink('lojista', { payment_methods: ['CARD'] });
    expect(
      (await publicCall(payByPix, `/v1/external/paylink/checkout/${link.url_hash}/payment/pix`, { payer })).status,
    ).toBe(400);
    const withBearer = await call(checkoutLink, `/v1/external/paylink/checkout/${link.url_hash}`, { as: 'lojista' });
    expect(withBearer.status).toBe(401);
    // No call of the contract: the app's own 404, read by its status alone.
    const nowhere = await api().app.request('/v1/external/nada', { headers: { Authorization: 'Basic Og==' } });
    expect(nowhere.status).toBe(404);
  });
});
