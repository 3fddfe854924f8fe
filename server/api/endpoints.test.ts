import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(() => api.close());

const json = async <T>(res: Response): Promise<T> => {
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

interface Merchant {
  id: number;
  trade: string | null;
  created_at: string;
  documents: { value: string; document_type: { type: string } }[];
  plans: { channel: { id: number; channel_name: string } }[];
  ecommerce: unknown[];
  addresses: { zip_code: string; state: string }[];
  phones: unknown[];
  bank_accounts: { bank_code: string; bank_name: string }[];
}

describe('lookups', () => {
  it('lists operations, channels and card brands with the ids the filters send', async () => {
    const operations = await json<{ id: number; has_mdr: boolean }[]>(await api.get('/v1/operation'));
    expect(operations.map((o) => o.id)).toEqual([0, 1, 2, 17, 18]);
    expect(operations.find((o) => o.id === 18)?.has_mdr).toBe(false);
    const channels = await json<{ id: number; channel_name: string }[]>(await api.get('/v1/channel'));
    expect(channels.find((c) => c.id === 5)?.channel_name).toBe('Boleto');
    const brands = await json<{ id: number; brand_name: string }[]>(await api.get('/v1/card_brand'));
    expect(brands.map((b) => b.brand_name)).toEqual([
      'MASTERCARD',
      'VISA',
      'ELO',
      'HIPERCARD',
      'AMEX',
      'APP TAXA ZERO',
    ]);
  });

  it('lists banks with 3-digit codes, 8-digit ISPBs and a few without ISPB', async () => {
    const banks = await json<{ bank_code: string; bank_name: string; ispb: string | null }[]>(
      await api.get('/v1/bank'),
    );
    expect(banks.length).toBeGreaterThanOrEqual(30);
    expect(banks.every((b) => /^\d{3}$/.test(b.bank_code) && (b.ispb === null || /^\d{8}$/.test(b.ispb)))).toBe(true);
    expect(banks.find((b) => b.bank_code === '001')?.ispb).toBe('00000000');
    expect(banks.filter((b) => b.ispb === null).length).toBeGreaterThan(0);
  });

  it('lists apps', async () => {
    const apps = await json<{ app_name: string; app_code: string }[]>(await api.get('/v1/apps'));
    expect(apps).toContainEqual({ app_name: 'App Taxa Zero', app_code: 'TAXAZERO' });
  });
});

describe('GET /v1/app/merchant/{id}', () => {
  it('returns the large merchant with a valid numeric CNPJ, e-commerce and a Boleto plan', async () => {
    const m = await json<Merchant>(await api.get('/v1/app/merchant/1'));
    const cnpj = m.documents.find((d) => d.document_type.type === 'CNPJ')?.value ?? '';
    expect(cnpj).toMatch(/^\d{14}$/);
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(m.ecommerce.length).toBeGreaterThan(0);
    expect(m.plans.some((p) => p.channel.channel_name === 'Boleto')).toBe(true);
    expect(m.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00$/);
    expect(m.addresses[0]).toMatchObject({ state: 'SP', zip_code: expect.stringMatching(/^\d{8}$/) });
    expect(m.bank_accounts[0]).toMatchObject({ bank_code: '341', bank_name: 'Itaú Unibanco S.A.' });
  });

  it('returns the small merchant with a valid alphanumeric CNPJ, no e-commerce and no Boleto', async () => {
    const m = await json<Merchant>(await api.get('/v1/app/merchant/2', 'operador'));
    const cnpj = m.documents[0]?.value ?? '';
    expect(m.documents[0]?.document_type.type).toBe('CNPJ');
    expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/);
    expect(cnpj).toMatch(/[A-Z]/);
    expect(isValidCnpj(cnpj, { version: 2 })).toBe(true);
    expect(m.ecommerce).toEqual([]);
    expect(m.plans.some((p) => p.channel.id === 5)).toBe(false);
  });
});

describe('GET /v1/app/terminal', () => {
  it('lists 25 terminals for merchant 1 and 3 for merchant 2', async () => {
    const one = await json<{ total: number }>(await api.get('/v1/app/terminal'));
    const two = await json<{ total: number }>(await api.get('/v1/app/terminal', 'operador'));
    expect([one.total, two.total]).toEqual([25, 3]);
  });

  it("counts each terminal's confirmed sales of the current month like a direct SQL query", async () => {
    type Terminal = {
      id: number;
      serial_number: string;
      model: string;
      status: string;
      month_count: number;
      month_amount: number;
      last_used_at: string | null;
    };
    const { data } = await json<{ data: Terminal[] }>(await api.get('/v1/app/terminal'));
    const rows = await api.sql(
      `SELECT terminal_id, count(*)::int AS n, sum(amount_cents)::int AS cents FROM card_transaction
       WHERE merchant_id = 1 AND status = 'CONFIRMED'
         AND date_trunc('month', payment_date AT TIME ZONE 'America/Sao_Paulo') = date_trunc('month', now() AT TIME ZONE 'America/Sao_Paulo')
       GROUP BY terminal_id`,
    );
    const expected = new Map(rows.map((r) => [Number(r.terminal_id), { n: Number(r.n), cents: Number(r.cents) }]));
    for (const t of data) {
      expect([t.month_count, t.month_amount]).toEqual([expected.get(t.id)?.n ?? 0, expected.get(t.id)?.cents ?? 0]);
    }
    expect(data.filter((t) => t.status === 'ACTIVE').some((t) => t.month_count > 0)).toBe(true);
    expect(new Set(data.map((t) => t.model)).size).toBeGreaterThan(2);
    expect(data.find((t) => t.status === 'INACTIVE')?.month_count).toBe(0);
  });
});

describe('GET /v1/app/sales_plan', () => {
  type Plan = {
    sales_plan: { id: number; channel: { id: number; channel_name: string } };
    card_brand_prices: {
      card_brand: { brand_name: string };
      prices: { operation_id: number; installments: number; mdr: number }[];
    }[];
  };

  it('prices debit, credit à vista and 2–12 installments per brand with realistic MDRs', async () => {
    const { data } = await json<{ data: Plan[] }>(await api.get('/v1/app/sales_plan'));
    const pos = data.find((p) => p.sales_plan.channel.id === 1);
    const visa = pos?.card_brand_prices.find((b) => b.card_brand.brand_name === 'VISA')?.prices ?? [];
    const amex = pos?.card_brand_prices.find((b) => b.card_brand.brand_name === 'AMEX')?.prices ?? [];
    const rate = (prices: typeof visa, op: number, n: number) =>
      prices.find((p) => p.operation_id === op && p.installments === n)?.mdr;
    expect(rate(visa, 0, 1)).toBeGreaterThanOrEqual(1.2);
    expect(rate(visa, 0, 1)).toBeLessThanOrEqual(1.9);
    expect(rate(visa, 1, 1)).toBeGreaterThanOrEqual(2.5);
    expect(visa.filter((p) => p.operation_id === 2).map((p) => p.installments)).toEqual([
      2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(rate(visa, 2, 12)).toBeGreaterThan(rate(visa, 2, 2) ?? Infinity);
    expect(rate(amex, 1, 1)).toBeGreaterThan(rate(visa, 1, 1) ?? Infinity);
    expect(data.some((p) => p.sales_plan.channel.channel_name === 'Boleto')).toBe(true);
  });

  it("has the holder fee plan (channel 2) with only the 'APP TAXA ZERO' brand", async () => {
    for (const user of ['lojista', 'operador'] as const) {
      const { data } = await json<{ data: Plan[] }>(await api.get('/v1/app/sales_plan', user));
      const holder = data.filter((p) => p.sales_plan.channel.id === 2);
      expect(holder).toHaveLength(1);
      expect(holder[0]?.card_brand_prices.map((b) => b.card_brand.brand_name)).toEqual(['APP TAXA ZERO']);
    }
    const { data } = await json<{ data: Plan[] }>(await api.get('/v1/app/sales_plan', 'operador'));
    expect(data.some((p) => p.sales_plan.channel.id === 5)).toBe(false);
  });
});
