/**
 * Captures real answers of the sandbox API for the app's contract tests
 * (src/api/shapes/testing/sandbox-responses.json): `node --import tsx scripts/sandbox-responses.ts`.
 * Run it when the server's shapes change; arrays are cut to two rows to keep the file small.
 */
import { writeFileSync } from 'node:fs';
import { openTestApi } from '../server/api/test-helpers.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const OUT = new URL('../src/api/shapes/testing/sandbox-responses.json', import.meta.url);

const trim = (value: Json): Json => {
  if (Array.isArray(value)) return value.slice(0, 2).map(trim);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  return value;
};

async function main(): Promise<void> {
  const api = await openTestApi();
  const out: Record<string, Json> = {};
  const take = async <T>(path: string): Promise<T> => {
    const res = await api.get(path);
    if (res.status !== 200) throw new Error(`${path} → ${res.status} ${await res.text()}`);
    const body = (await res.json()) as Json;
    out[path] = trim(body);
    return body as T;
  };
  type Page<T> = { data: T[] };

  const units = await take<Page<{ receivable_unit_id: number }>>(
    '/v1/app/receivable_unit?perPage=2&contract_effect=true&paid=true',
  );
  const unitId = units.data[0]?.receivable_unit_id;
  await take(`/v1/app/receivable_unit/${unitId}`);
  await take(`/v1/app/receivable_unit/${unitId}/installments/?perPage=2`);
  const effects = await take<Page<{ id: number }>>('/v1/app/contract_effect?perPage=2');
  await take(`/v1/app/contract_effect/${effects.data[0]?.id}`);
  const month = api.db.seedDate.slice(0, 7);
  const payments = await take<{ payments: { id: number }[]; future_payments: { payment_date: string }[] }>(
    `/v1/app/payment?dt_start=${month}-01&dt_end=${month}-28`,
  );
  const paymentId = payments.payments[0]?.id;
  await take(`/v1/app/payment/${paymentId}`);
  await take(`/v1/app/payment/${paymentId}/receivable_unit?perPage=2`);
  await take(`/v1/app/payment/${paymentId}/installments?perPage=2`);
  const future = payments.future_payments[0]?.payment_date;
  await take(`/v1/app/payment/future/receivable_unit?date=${future}&perPage=2`);
  await take(`/v1/app/payment/future/installments?date=${future}&perPage=2`);
  await take('/v1/app/financial/receivable?perPage=2');
  const sales = await take<Page<{ transaction_id: number }>>('/v1/app/transaction?perPage=2&qt_installment=3');
  await take(`/v1/app/transaction/${sales.data[0]?.transaction_id}`);

  writeFileSync(OUT, JSON.stringify(out, null, 2) + '\n');
  await api.close();
}

void main();
