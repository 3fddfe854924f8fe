import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  notificationList,
  notificationPreferences,
  notificationPreferencesUpdate,
  pushSubscriptionDelete,
  pushSubscriptionSave,
} from '../../contract/notifications.ts';
import { payByBillet } from '../../contract/checkout/billet.ts';
import { payByPix, testPixPayment } from '../../contract/checkout/pix.ts';
import { refundCreate } from '../../contract/refunds.ts';
import { brl } from '../../contract/rules/money.ts';
import { advanceBank } from '../../contract/sandbox-bank.ts';
import { insertLiveSale } from '../db/queries/live-sales.ts';
import { isBankDay } from '../domain/bank-calendar.ts';
import { addDays } from '../domain/zone.ts';
import { moneyTransaction } from '../services/money-transaction.ts';
import { answerOf, present, requestInit } from '../testing/contract-answers.ts';
import { anticipationCalls } from './anticipation-test-helpers.ts';
import { APPROVE, cardBody, payer, usePaylinkApi } from './paylink-test-helpers.ts';
import { USERS, type TestUser } from './test-helpers.ts';

// The notification calls (contract/notifications.ts) and the events a card sale writes in its own
// transaction (db/queries/notification-events.ts): per user and merchant, as each user chose.

const { api, call, createLink, payCard, publicCall } = usePaylinkApi();

/** A device's keys as a browser makes them (push/drainer.test.ts decrypts with them too). */
const device = (name: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://push.example.com/send/${name}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
};

const SUBSCRIPTION = '/v1/app/notification/subscription';
const PREFERENCES = '/v1/app/notification/preferences';

const subscribe = (as: TestUser, name: string) => call(pushSubscriptionSave, SUBSCRIPTION, { as, body: device(name) });

const feedOf = async (as: TestUser, query = '') =>
  (await call(notificationList, `/v1/app/notification${query}`, { as })).body;

describe('notification calls', () => {
  it('save a device once per endpoint and forget it', async () => {
    expect((await subscribe('suporte', 'twice')).status).toBe(204);
    expect((await subscribe('suporte', 'twice')).status).toBe(204);
    const rows = await api().sql(`SELECT user_sub FROM push_subscription WHERE endpoint LIKE '%/twice'`);
    expect(rows).toEqual([{ user_sub: 'user-suporte' }]);
    const endpoint = encodeURIComponent(device('twice').endpoint);
    const gone = await call(pushSubscriptionDelete, `${SUBSCRIPTION}?endpoint=${endpoint}`, { as: 'suporte' });
    expect(gone.status).toBe(204);
    expect(await api().sql(`SELECT 1 FROM push_subscription WHERE endpoint LIKE '%/twice'`)).toEqual([]);
  });

  it('refuse a device without its keys', async () => {
    const bad = await call(pushSubscriptionSave, SUBSCRIPTION, {
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'x' } },
    });
    expect(bad.status).toBe(400);
    const offCurve = {
      ...device('off-curve'),
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'QUFBQUFBQUFBQUFBQUFBQUFB' },
    };
    const refused = await call(pushSubscriptionSave, SUBSCRIPTION, { body: offCurve });
    expect(refused.error.detail).toEqual(['keys.p256dh: Não é uma chave P-256 válida', 'keys.auth: Deve ter 16 bytes']);
  });

  it('keep each kind on until the user turns it off', async () => {
    const before = await call(notificationPreferences, PREFERENCES, { as: 'clientRole' });
    expect(Object.values(before.body).every((on) => on === true)).toBe(true);
    const after = await call(notificationPreferencesUpdate, PREFERENCES, {
      as: 'clientRole',
      body: { card_sale: false },
    });
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ card_sale: false, link_paid: true, refund: true });
    const unknown = await call(notificationPreferencesUpdate, PREFERENCES, { body: { nope: true } });
    expect(unknown.error.detail).toEqual(['nope: Campo desconhecido']);
  });

  it('count a user who sent no change as a recipient, and never undo a change made at the same time', async () => {
    const kinds = ['card_sale', 'link_paid', 'pix_received', 'boleto_paid', 'refund', 'payout', 'anticipation'];
    const countRows = async () =>
      (await api().sql(`SELECT count(*)::int AS n FROM notification_preference WHERE user_sub = 'user-vendedor'`))[0];
    expect(await countRows()).toEqual({ n: 0 });
    // The PWA's "I am here" (an empty change) twenty times, racing two switches turned off. PGlite
    // runs one statement at a time; the race it guards shows on PostgreSQL (npm run test:postgres).
    const here = () => call(notificationPreferencesUpdate, PREFERENCES, { as: 'vendedor', body: {} });
    const answers = await Promise.all([
      call(notificationPreferencesUpdate, PREFERENCES, { as: 'vendedor', body: { refund: false } }),
      ...Array.from({ length: 10 }, here),
      call(notificationPreferencesUpdate, PREFERENCES, { as: 'vendedor', body: { payout: false } }),
      ...Array.from({ length: 10 }, here),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(await countRows()).toEqual({ n: kinds.length });
    const now = await call(notificationPreferences, PREFERENCES, { as: 'vendedor' });
    expect(now.body).toMatchObject({ refund: false, payout: false, card_sale: true, anticipation: true });
  });
});

describe('a card sale', () => {
  it('notifies the users of its merchant once, as each chose', async () => {
    await subscribe('lojista', 'lojista-phone');
    await subscribe('operador', 'other-merchant');
    // suporte turned off both kinds a card sale on a link can be told as.
    await call(notificationPreferencesUpdate, PREFERENCES, {
      as: 'suporte',
      body: { card_sale: false, link_paid: false },
    });
    const link = await createLink('lojista', { amount: 12_345, description: 'Bolo de cenoura' });

    const first = await payCard(link.url_hash, 'notify-1', cardBody(APPROVE, 2));
    const again = await payCard(link.url_hash, 'notify-1', cardBody(APPROVE, 2));

    expect([first.status, again.status]).toEqual([201, 201]);
    const mine = await feedOf('lojista');
    expect(mine.total).toBe(1);
    const entry = present(mine.data[0], 'the sale’s notification');
    expect(entry).toMatchObject({ kind: 'card_sale', title: 'Venda aprovada', body: 'R$ 123,45 no Visa em 2x' });
    expect(entry.url).toMatch(/^\/financial\/transactions\?sale=\d+$/);
    expect(JSON.stringify(mine)).not.toMatch(/4111|1111|529|Maria/);
    // card_sale off: told as the link paid instead.
    const told = present((await feedOf('clientRole')).data[0], 'the link’s notification');
    expect(told).toMatchObject({ kind: 'link_paid', url: `/paylink/share/${link.id}` });
    expect(told.body).toBe('“Bolo de cenoura” recebeu R$ 123,45 no cartão Visa em 2x');
    expect((await feedOf('suporte')).total).toBe(0);
    expect((await feedOf('operador')).total).toBe(0);
    const queued = await api().sql(
      `SELECT s.user_sub, d.status, d.attempts FROM push_delivery d JOIN push_subscription s ON s.id = d.subscription_id`,
    );
    expect(queued).toEqual([{ user_sub: 'user-lojista', status: 'PENDING', attempts: 0 }]);
  });
});

describe('a refund', () => {
  it('notifies with the sale it gave money back from, once per key', async () => {
    const link = await createLink('lojista', { amount: 4_000 });
    expect((await payCard(link.url_hash, 'refund-sale', cardBody(APPROVE))).status).toBe(201);
    const [sale] = await api().sql(
      `SELECT transaction_id FROM paylink_payment WHERE paylink_id = $1 AND transaction_id IS NOT NULL`,
      [link.id],
    );
    const token = await api().keys.sign({
      ...USERS.lojista,
      realm_access: { roles: [...USERS.lojista.realm_access.roles, 'sales_refund'] },
    });
    const path = `/v1/app/transaction/${String(sale?.transaction_id)}/refund`;
    const refund = async () =>
      answerOf(
        refundCreate,
        path,
        await api().app.request(path, requestInit('POST', { token, body: { amount: 1_500 }, key: 'r-1' })),
      );

    expect((await refund()).status).toBe(201);
    expect((await refund()).status).toBe(201);

    const refunds = (await feedOf('lojista')).data.filter((n) => n.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        title: 'Cancelamento realizado',
        body: `R$ 15,00 da venda ${String(sale?.transaction_id)} devolvidos ao cliente`,
        url: `/financial/transactions?sale=${String(sale?.transaction_id)}`,
      }),
    ]);
  });
});

describe('a Pix paid', () => {
  it('tells the amount received, never who paid', async () => {
    const link = await createLink('lojista', { amount: 4_321 });
    const created = await publicCall(payByPix, `/v1/external/paylink/checkout/${link.url_hash}/payment/pix`, { payer });
    const paid = await publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: created.body.br_code });
    expect(paid.status).toBe(200);

    const feed = (await feedOf('lojista')).data;
    const pix = feed.filter((n) => n.kind === 'pix_received');
    expect(pix).toEqual([expect.objectContaining({ title: 'Pix recebido', body: 'R$ 43,21 recebidos por Pix' })]);
    // A Pix credited on a bank day lands in a payment already paid out: its payout is told too.
    for (const payout of feed.filter((n) => n.kind === 'payout')) {
      expect(payout.body).toMatch(/^Pagamento de R\$ [\d.,]+ depositado no /);
    }
    expect(JSON.stringify(feed)).not.toMatch(/Maria|529\.982/);
  });
});

describe('a boleto paid on the bank day', () => {
  it('tells the boleto paid, or the link it paid to those who turned boletos off', async () => {
    await call(notificationPreferencesUpdate, PREFERENCES, { as: 'clientRole', body: { boleto_paid: false } });
    const link = await createLink('lojista', { amount: 7_000, description: 'Curso de bolos' });
    const opened = await publicCall(payByBillet, `/v1/external/paylink/checkout/${link.url_hash}/payment/billet`, {
      payer,
    });
    expect(opened.status).toBe(201);
    const [billet] = await api().sql(
      `SELECT b.id FROM billet b JOIN paylink_payment p ON p.id = b.payment_id WHERE p.paylink_id = $1`,
      [link.id],
    );
    const billetId = Number(billet?.id);

    const day = await call(advanceBank, '/v1/sandbox/bank/advance', { body: { pay: [billetId] } });

    expect(day.body.paid).toBeGreaterThanOrEqual(1);
    // The bank day also pays the seed's overdue boletos: each is told on its own.
    const mine = (await feedOf('lojista', '?perPage=100')).data.filter((n) =>
      n.body.startsWith(`Boleto nº ${billetId} `),
    );
    expect(mine).toEqual([
      expect.objectContaining({ title: 'Boleto pago', body: `Boleto nº ${billetId} pago: R$ 70,00` }),
    ]);
    const theirs = (await feedOf('clientRole', '?perPage=100')).data.filter(
      (n) => n.url === `/paylink/share/${link.id}`,
    );
    expect(theirs).toEqual([
      expect.objectContaining({ kind: 'link_paid', body: '“Curso de bolos” recebeu R$ 70,00 no boleto' }),
    ]);
  });
});

describe('an anticipation confirmed', () => {
  it('tells the net and its credit date once, however often the confirmation is retried', async () => {
    const { simulate, confirm } = anticipationCalls(api);
    const simulation = (await simulate(100_000)).body;

    const first = await confirm(simulation.simulation_id, 'notify-anticipation');
    const again = await confirm(simulation.simulation_id, 'notify-anticipation');

    expect([first.status, again.status]).toEqual([201, 201]);
    const credit = simulation.credit_date.split('-').reverse().join('/');
    const told = (await feedOf('lojista', '?perPage=100')).data.filter((n) => n.kind === 'anticipation');
    expect(told).toEqual([
      expect.objectContaining({
        title: 'Antecipação confirmada',
        body: `${brl(first.body.net_amount)} antecipados, creditados em ${credit}`,
        url: '/financial/anticipation',
      }),
    ]);
  });
});

describe('a payout', () => {
  it('tells the amount deposited and the bank, by the name the merchant knows', async () => {
    // A Pix of the last bank day lands in that day's payment, already paid out: it is transferred at once.
    let day = addDays(api().db.seedDate, -1);
    while (!isBankDay(day)) day = addDays(day, -1);
    const sale = {
      merchantId: 1,
      method: 'PIX',
      status: 'CONFIRMED',
      amountCents: 2_500,
      installments: 1,
      brandId: null,
      bin: null,
      last4: null,
      at: new Date(`${day}T15:00:00Z`),
      today: api().db.seedDate,
    } as const;

    await moneyTransaction(api().db.orm, 1, ({ tx }) => insertLiveSale(tx, sale));

    // On a bank day the Pix test's credit is paid out too: this one is the R$ 25,00.
    const payouts = (await feedOf('lojista', '?perPage=100')).data.filter(
      (n) => n.kind === 'payout' && n.body.includes('R$ 25,00'),
    );
    expect(payouts).toEqual([
      expect.objectContaining({
        title: 'Pagamento depositado',
        body: 'Pagamento de R$ 25,00 depositado no Itaú',
        url: expect.stringMatching(new RegExp(`^/financial/payments\\?month=${day.slice(0, 7)}&payment=\\d+$`)),
      }),
    ]);
  });
});
