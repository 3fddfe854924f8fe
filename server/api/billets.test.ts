import { isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '../domain/zone.ts';
import { readCnab240, readCnab400 } from '../domain/cnab/index.ts';
import { advanceBank } from '../../contract/sandbox-bank.ts';
import { billetCancel, billetExport, billetInstruction, billetList, billetSecondCopy } from '../../contract/billets.ts';
import {
  returnFileDownload,
  returnFileList,
  uploadFile,
  uploadList,
  uploadRegisterAll,
  uploadSave,
} from '../../contract/billet-uploads.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { paylinkCreate } from '../../contract/paylinks.ts';
import { transactionList } from '../../contract/transactions.ts';
import { answerOf, present, requestInit, tokenCache } from '../testing/contract-answers.ts';
import { openTestApi, SEED_TIMEOUT, USERS, type TestApi, type TestUser } from './test-helpers.ts';

let api: TestApi;
const token = tokenCache((as: TestUser) => api.keys.sign(USERS[as]));

/** `path` (an address of `declared`) as `opts.as`, read through `declared`; a download's text and headers too. */
async function request<E extends Endpoint>(
  declared: E,
  path: string,
  opts: { as?: TestUser; body?: unknown; form?: FormData } = {},
) {
  const init = requestInit(declared.method, { ...opts, token: await token(opts.as ?? 'lojista') });
  const res = await api.app.request(path, init);
  const text = await res.clone().text();
  return Object.assign(await answerOf(declared, path, res), { text, headers: res.headers });
}

const upload = (format: 'csv' | 'xlsx', content: string, as: TestUser = 'lojista') => {
  const form = new FormData();
  form.append('file', new Blob([content]), `boletos.${format}`);
  return request(uploadFile, `/v1/app/billet_upload/file/${format}`, { as, form });
};

const today = todayInZone();
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const due = addDays(today, 20);
const HEADER =
  'external_id;due_date;value;penalty.type;penalty.percentage;fees.type;fees.percentage;payer.name;payer.document;payer.zip_code';

beforeAll(async () => {
  api = await openTestApi();
}, SEED_TIMEOUT);
afterAll(async () => api?.close());

describe('boleto routes', () => {
  it('answer 403 to merchants without a Boleto plan (operador, vendedor)', async () => {
    for (const as of ['operador', 'vendedor'] as const)
      for (const declared of [billetList, uploadList, uploadRegisterAll, returnFileList, billetCancel, advanceBank]) {
        const { method, path } = declared;
        const res = await request(declared, path, { as });
        expect([res.status, res.error.message], `${as} ${method} ${path}`).toEqual([
          403,
          'Boletos não habilitados para este lojista.',
        ]);
      }
  });

  it('takes the templates as they are, and Portuguese or dotted headers (types in words or codes) alike', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(`public/templates/boletos-modelo.${format}`)]), `modelo.${format}`);
      const res = await request(uploadFile, `/v1/app/billet_upload/file/${format}`, { form });
      expect([res.status, res.body.imported, res.body.rejected_count], format).toEqual([200, 1, 0]);
    }
    const rows = (header: string, tag: string, types: string) =>
      [header, `${tag};${br(due)};150,00;${types};Ana Souza;529.982.247-25`].join('\r\n');
    const dotted = await upload(
      'csv',
      rows(
        'external_id;due_date;value;penalty.type;penalty.percentage;fees.type;fees.percentage;payer.name;payer.document',
        'HDR-A',
        '2;2;3;1',
      ),
    );
    const portuguese = await upload(
      'csv',
      rows(
        'Código externo;Vencimento;Valor;Tipo de multa;Multa (%);Tipo de juros;Juros (%);Nome do pagador;CPF ou CNPJ do pagador',
        'HDR-B',
        'Percentual;2;Percentual mensal;1',
      ),
    );
    expect([dotted.body.imported, portuguese.body.imported]).toEqual([1, 1]);
    expect(portuguese.body.message).toContain('File uploaded successfully!');
    const list = await request(uploadList, '/v1/app/billet_upload?perPage=100');
    const uploaded = (tag: string) =>
      present(
        list.body.data.find((u) => u.external_id === tag),
        tag,
      );
    const [a, b] = [uploaded('HDR-A'), uploaded('HDR-B')];
    const terms = (u: object) => ({ ...u, id: 0, external_id: '', created_date: '' });
    expect(terms(b)).toEqual(terms(a));
    expect(b).toMatchObject({ penalty: { type: 2, percentage: 2 }, fees: { type: 3, percentage: 1 } });
  });

  it('upload → fix the rejected row → register (one refused) → bank day pays → return file → sale', async () => {
    const csv = [
      HEADER,
      `API-1;${br(due)};150,00;2;2;3;1;Ana Souza;529.982.247-25;01310100`,
      `API-2;31/02/2026;abc;3;;5;;Bruno;111;01310100`,
      `API-3;${br(due)};80,00;3;;5;;Carla Lima;52998224725;00000000`,
    ].join('\r\n');
    const up = await upload('csv', csv);
    expect(up.status).toBe(200);
    expect(up.body.message).toContain('File uploaded successfully!');
    expect(up.body).toMatchObject({ imported: 2, rejected_count: 1 });
    expect(up.body.errors).toEqual([
      { row: 3, field: 'due_date', message: 'Data inválida' },
      { row: 3, field: 'value', message: 'Valor inválido: use o formato 1.234,56' },
      { row: 3, field: 'payer.document', message: 'O campo CPF ou CNPJ do pagador não é válido' },
    ]);
    expect(up.body.rejected?.[0]).toMatchObject({ row: 3, billet: { external_id: 'API-2', payer: { name: 'Bruno' } } });

    // The rejected row, fixed in the form.
    const fixed = await request(uploadSave, '/v1/app/billet_upload', {
      body: { external_id: 'API-2', due_date: due, value: 9_900, payer: { name: 'Bruno', document: '52998224725' } },
    });
    expect(fixed.status).toBe(201);
    expect(fixed.body).toMatchObject({
      status: 'WAITING_REGISTER',
      value: 9_900,
      penalty: { type: 3 },
      fees: { type: 5 },
    });

    const uploads = await request(uploadList, '/v1/app/billet_upload?perPage=100');
    const mine = uploads.body.data.filter((u) => u.external_id?.startsWith('API-'));
    expect(mine.map((u) => u.external_id).sort()).toEqual(['API-1', 'API-2', 'API-3']);

    const reg = await request(uploadRegisterAll, '/v1/app/billet_upload/registrate/all');
    expect(reg.status).toBe(200);
    const refused = present(
      mine.find((u) => u.external_id === 'API-3'),
      'API-3',
    );
    expect(reg.body.failed).toContainEqual({ id: refused.id, message: 'CEP do pagador inválido.' });
    const still = await request(uploadList, '/v1/app/billet_upload?perPage=100');
    expect(still.body.data.find((u) => u.id === refused.id)?.registration_error).toBe('CEP do pagador inválido.');

    const list = await request(billetList, '/v1/app/billet?external_id=API-1');
    expect(list.body.total).toBe(1);
    const registered = present(list.body.data[0], 'API-1');
    expect(registered).toMatchObject({
      billet_status: 'WAITING_RETURN',
      billet_value: 15_000,
      with_penalty_fees_discounts: true,
    });
    expect(registered.our_number).toMatch(/^109\/\d{8}-\d$/);
    expect(isValidBoleto(present(registered.digitable_line, 'its line'))).toBe(true);
    expect(registered.history?.map((h) => h.event)).toEqual(['UPLOADED', 'REGISTERED']);

    const day = await request(advanceBank, '/v1/sandbox/bank/advance', { body: { pay: [registered.billet_id] } });
    expect(day.status).toBe(200);
    expect(day.body.paid).toBeGreaterThanOrEqual(1);
    const paid = present((await request(billetList, '/v1/app/billet?external_id=API-1')).body.data[0], 'API-1');
    expect(paid).toMatchObject({ billet_status: 'PAID', paid_value: 15_000, liquidation_date: today });

    // Its return file says so, read back field by field.
    const file = present(
      day.body.files.find((f) => f.layout === 'CNAB240'),
      'CNAB240',
    );
    const download = await request(returnFileDownload, `/v1/app/billet_upload/return/${file.id}/`);
    expect(download.headers.get('Content-Type')).toBe('text/plain; charset=us-ascii');
    const read = readCnab240(download.text);
    const sequence = present(paid.our_number, 'its our number').slice(4, 12);
    expect(read.details.filter((d) => d.our_number === sequence).map((d) => [d.movement, d.paid_cents])).toEqual([
      ['02', 0],
      ['06', 15_000],
    ]);
    expect(read.trailer.face_cents).toBe(read.details.reduce((sum, d) => sum + d.face_cents, 0));
    expect(file.summary?.paid.count).toBeGreaterThanOrEqual(1);

    const exported = await request(billetExport, '/v1/app/billet/export/csv?external_id=API-1');
    expect(exported.headers.get('Content-Disposition')).toMatch(/boletos-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = exported.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]?.startsWith('Cód. boleto;Nosso número;Código externo;Status;Vencimento;Valor')).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Pago;');

    const sales = await request(
      transactionList,
      `/v1/app/transaction?bank_billet_id=${paid.billet_id}&status=CONFIRMED`,
    );
    expect(sales.body.data).toHaveLength(1);
    expect(sales.body.data[0]).toMatchObject({ amount: 15_000, operation: { id: 17 } });
  });

  it('cancel per item: a registered one is written off, a paid one refused; second copy adds penalty and fees', async () => {
    const make = async (id: string) => {
      await request(uploadSave, '/v1/app/billet_upload', {
        body: {
          external_id: id,
          due_date: due,
          value: 100_000,
          penalty: { type: 2, percentage: 2 },
          fees: { type: 3, percentage: 1 },
          payer: { name: 'Dora', document: '52998224725' },
        },
      });
    };
    await make('API-C1');
    await make('API-C2');
    await request(uploadRegisterAll, '/v1/app/billet_upload/registrate/all');
    const billetOf = async (id: string) =>
      present((await request(billetList, `/v1/app/billet?external_id=${id}`)).body.data[0], id);
    const [c1, c2] = await Promise.all([billetOf('API-C1'), billetOf('API-C2')]);
    const paid = present(
      (await request(billetList, '/v1/app/billet?billet_status=PAID&perPage=1')).body.data[0],
      'PAID',
    );
    const cancel = await request(billetCancel, '/v1/app/billet/cancel', {
      body: {
        bank_billets: [
          { id: c1.billet_id, our_number: c1.our_number },
          { id: paid.billet_id, our_number: paid.our_number },
          { id: 999_999, our_number: '1' },
        ],
      },
    });
    expect(cancel.body).toEqual({
      cancelled: [{ id: c1.billet_id, our_number: c1.our_number }],
      refused: [
        { id: paid.billet_id, our_number: paid.our_number, message: 'Boleto pago não pode ser cancelado.' },
        { id: 999_999, our_number: '1', message: 'Boleto não encontrado.' },
      ],
    });
    const downed = present((await request(billetList, '/v1/app/billet?external_id=API-C1')).body.data[0], 'API-C1');
    expect(downed.billet_status).toBe('DOWNED');

    // 12 days late: 2 % multa (R$ 20,00) + 1 %/month × 12 days (R$ 4,00).
    const copy = await request(billetSecondCopy, `/v1/app/billet/second_copy/${c2.billet_id}`, {
      body: { due_date: addDays(due, 12) },
    });
    expect(copy.status).toBe(200);
    expect(copy.body.billet).toMatchObject({ billet_value: 102_400, due_date: addDays(due, 12), second_copy: true });
    expect(copy.body.billet.digitable_line).not.toBe(c2.digitable_line);
    expect(isValidBoleto(present(copy.body.billet.digitable_line, 'its line'))).toBe(true);
    expect(copy.body.checkout_url).toMatch(/\/billet\/checkout\/[0-9a-f-]{36}$/);

    const instruction = await request(
      billetInstruction,
      `/v1/app/billet/${c2.billet_id}?our_number=${encodeURIComponent(String(c2.our_number))}`,
      {
        body: { value: 90_000 },
      },
    );
    expect(instruction.status).toBe(200);
    expect(instruction.body.billet_value).toBe(90_000);
    const notRegistered = await request(
      billetInstruction,
      `/v1/app/billet/${c1.billet_id}?our_number=${encodeURIComponent(String(c1.our_number))}`,
      {
        body: { value: 90_000 },
      },
    );
    expect([notRegistered.status, notRegistered.error.message]).toEqual([
      409,
      'Somente boletos registrados podem ser alterados.',
    ]);

    // The next bank day reports the write-off (09) in a CNAB 400 file when the layout says so; here 240.
    const day = await request(advanceBank, '/v1/sandbox/bank/advance');
    expect(day.body.downed).toBeGreaterThanOrEqual(1);
  });

  it('every write shows in the next list call: the cached list order is forgotten', async () => {
    const total = async (status: string) =>
      (await request(billetList, `/v1/app/billet?billet_status=${status}&perPage=1`)).body.total;
    const before = { waiting: await total('WAITING_REGISTER'), registered: await total('WAITING_RETURN') };
    const downedBefore = await total('DOWNED');
    // An upload made in the form: one more waiting for registration.
    const saved = await request(uploadSave, '/v1/app/billet_upload', {
      body: { external_id: 'API-FRESH', due_date: due, value: 5_000, payer: { name: 'Eva', document: '52998224725' } },
    });
    expect(saved.status).toBe(201);
    expect(await total('WAITING_REGISTER')).toBe(before.waiting + 1);
    // Registered: what the bank took moves from one list to the other.
    const run = await request(uploadRegisterAll, '/v1/app/billet_upload/registrate/all');
    expect(run.body.registered).toBeGreaterThan(0);
    expect(await total('WAITING_REGISTER')).toBe(before.waiting + 1 - Number(run.body.registered));
    const registered = await total('WAITING_RETURN');
    expect(registered).toBe(before.registered + Number(run.body.registered));
    // Cancelled: one fewer registered, one more written off.
    const fresh = present(
      (await request(billetList, '/v1/app/billet?external_id=API-FRESH')).body.data[0],
      'API-FRESH',
    );
    await request(billetCancel, '/v1/app/billet/cancel', {
      body: { bank_billets: [{ id: fresh.billet_id, our_number: fresh.our_number }] },
    });
    expect(await total('WAITING_RETURN')).toBe(registered - 1);
    expect(await total('DOWNED')).toBe(downedBefore + 1);
    // A customer who pays a payment link by boleto: a new registered boleto, at once.
    const link = await request(paylinkCreate, '/v1/app/paylink', {
      body: {
        description: 'Cesta',
        amount: 9_900,
        max_installments: 1,
        payment_methods: ['BILLET'],
        expires_at: null,
        reusable: true,
      },
    });
    expect(link.status).toBe(201);
    const res = await api.app.request(`/v1/external/paylink/checkout/${link.body.url_hash}/payment/billet`, {
      method: 'POST',
      headers: { Authorization: 'Basic Og==', 'Content-Type': 'application/json' },
      body: JSON.stringify({ payer: { name: 'Caio', document: '52998224725', email: 'caio@exemplo.com.br' } }),
    });
    expect(res.status).toBe(201);
    expect(await total('WAITING_RETURN')).toBe(registered);
  });

  it('refuses files that are not spreadsheets, the wrong columns, and 10 MB', async () => {
    expect((await upload('xlsx', 'not a zip')).error.message).toBe('O arquivo não é uma planilha XLSX.');
    expect((await upload('csv', 'a;b\n1;2')).error.message).toMatch(/^Colunas inválidas na planilha/);
    const big = await upload('csv', `${HEADER}\n${'x'.repeat(10 * 1024 * 1024)}`);
    expect([big.status, big.error.message]).toEqual([413, 'Arquivo maior que 5 MB.']);
  });

  it('filters by the payer’s document as typed, punctuation and all; an unknown parameter is a 400', async () => {
    const digits = await request(billetList, '/v1/app/billet?billet_payer_document=52998224725&perPage=1');
    const typed = await request(billetList, '/v1/app/billet?billet_payer_document=529.982.247-25&perPage=1');
    expect(digits.body.total).toBeGreaterThan(0);
    expect(typed.body.total).toBe(digits.body.total);
    const unknown = await request(billetList, '/v1/app/billet?billet_payr=Ana');
    expect([unknown.status, unknown.error.detail]).toEqual([400, ['billet_payr: Parâmetro desconhecido']]);
  });

  it('reads a CNAB 400 file the bank wrote for layout 2', async () => {
    await request(uploadSave, '/v1/app/billet_upload', {
      body: {
        external_id: 'API-400',
        due_date: due,
        value: 5_000,
        bank_billet_layout_id: 2,
        payer: { name: 'Eva', document: '52998224725' },
      },
    });
    await request(uploadRegisterAll, '/v1/app/billet_upload/registrate/all');
    const day = await request(advanceBank, '/v1/sandbox/bank/advance');
    const file = present(
      day.body.files.find((f) => f.layout === 'CNAB400'),
      'CNAB400',
    );
    const read = readCnab400((await request(returnFileDownload, `/v1/app/billet_upload/return/${file.id}/`)).text);
    expect(read.details.some((d) => d.movement === '02' && d.face_cents === 5_000)).toBe(true);
    const files = await request(returnFileList, `/v1/app/billet_upload/return?date=${today}&file_name=RET400`);
    expect(files.body.data.map((f) => f.id)).toContain(file.id);
  });
});
