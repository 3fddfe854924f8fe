import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiGet, brl, expect, expectNoA11yViolations, expectShell, signInToShell, test, watchBearer } from './fixtures';
import { textField } from './list-helpers';

/**
 * Refunds on a phone (issue 23), against the real sandbox: as lojista, part of an older credit
 * sale with installments still free to shrink (in units no contract effect binds) is refunded
 * (an estorno) from its sheet: the confirmation says they shrink, and they do there; as suporte
 * (bypass only) the sale shows without the action. A sale already paid out is debited instead
 * (money-lands.spec.ts). Screenshots of each step go to $E2E_SHOTS_DIR when it is set.
 */

interface Receivable {
  receivable_unit_id: number | null;
  n_installment: number;
  gross_amount: number;
  net_amount: number;
  settlement_date: string;
  paid: boolean;
  anticipation: boolean;
}
interface Sale {
  transaction_id: number;
  payment_date: string;
  amount: number;
  status: string;
  refunded_amount?: number;
  qt_installment: number;
}
interface SaleDetail extends Sale {
  receivables: Receivable[];
}

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** São Paulo's yesterday, 'YYYY-MM-DD': a sale up to then is refunded as an estorno. */
const yesterday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(Date.now() - 24 * 3_600_000);

const PART = 1_000; // R$ 10,00
let saleId = 0;

test('lojista refunds part of an older credit sale and sees its receivables reduced', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext()).newPage();
  const token = watchBearer(page).current;
  await signInToShell(page, 'lojista', '/financial/transactions');
  await expectShell(page);
  const get = async <T>(path: string) => apiGet<T>(page.request, await token(), path);

  // A confirmed 6x credit sale of some days ago with installments still to come.
  const found = await get<{ data: Sale[] }>(
    `/v1/app/transaction?status=CONFIRMED&qt_installment=6&end_date=${yesterday()}&perPage=20`,
  );
  // What the refund takes must fit in its installments still free to shrink: not paid, not
  // anticipated, in units no contract effect binds (a financier's share is debited instead).
  const freeGross = async (candidate: Sale) => {
    const detail = await get<SaleDetail>(`/v1/app/transaction/${candidate.transaction_id}`);
    let free = 0;
    for (const r of detail.receivables.filter((one) => !one.paid && !one.anticipation)) {
      const unit = r.receivable_unit_id;
      const bound =
        unit !== null &&
        (await get<{ committed_amount: number }>(`/v1/app/receivable_unit/${unit}`)).committed_amount > 0;
      if (!bound) free += r.gross_amount;
    }
    return free;
  };
  let sale: Sale | undefined;
  for (const candidate of found.data.filter((s) => s.refunded_amount === 0 && s.amount > PART * 5)) {
    if ((await freeGross(candidate)) >= PART) {
      sale = candidate;
      break;
    }
  }
  expect(sale, 'an older 6x credit sale, not refunded, its installments free to shrink').toBeDefined();
  saleId = sale!.transaction_id;
  const before = await get<SaleDetail>(`/v1/app/transaction/${saleId}`);

  await page.goto(`/financial/transactions?sale=${saleId}`);
  const sheet = page.getByRole('dialog', { name: `Venda ${saleId}` });
  await expect(sheet).toBeVisible();
  const receivables = page.getByRole('table', { name: 'Recebíveis da venda' });
  const netTotal = (rs: Receivable[]) => brl(rs.reduce((sum, r) => sum + r.net_amount, 0));
  await expect(receivables.locator('tfoot td').first()).toHaveText(netTotal(before.receivables));

  // The form: all that is left by default, then part of it. A tap selects the amount, so the
  // digits typed replace it instead of appending (issue 32); 'Valor total' puts it back.
  await page.getByRole('button', { name: 'Estornar venda' }).click();
  const amount = textField(page, 'Valor do estorno');
  const whole = brl(sale!.amount).replace(' ', '\u00a0');
  await expect(amount).toHaveValue(whole);
  const typePart = async () => {
    await amount.click();
    // Soft: without the selection, the test goes on to show what typing then does (appends).
    await expect
      .configure({ soft: true })
      .poll(() => amount.evaluate((input: HTMLInputElement) => input.selectionEnd! - input.selectionStart!))
      .toBe(whole.length);
    await page.keyboard.type(String(PART));
    await expect(amount).toHaveValue(brl(PART).replace(' ', '\u00a0'));
  };
  await typePart();
  await page.getByRole('button', { name: 'Valor total' }).click();
  await expect(amount).toHaveValue(whole);
  await typePart();
  await textField(page, 'Motivo (opcional)').fill('Cliente devolveu uma das peças');
  await expectNoA11yViolations(page);
  await shot(page, 'refund-form-360');
  await page.setViewportSize({ width: 768, height: 1024 });
  await shot(page, 'refund-form-768');
  await page.setViewportSize({ width: 360, height: 800 });

  // The confirmation says it is an estorno and what the receivables will show.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Confirme o estorno')).toBeVisible();
  const consequence = page.getByText(/as parcelas desta venda ainda a receber diminuem, a partir da última\.$/);
  await expect(consequence).toBeVisible();
  await expect(consequence).not.toContainText('descontad');
  await expectNoA11yViolations(page);
  await shot(page, 'refund-confirm-360');

  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith(`/transaction/${saleId}/refund`));
  await page.getByRole('button', { name: 'Confirmar estorno' }).click();
  expect((await posted).headers()['idempotency-key']).toBeTruthy();
  await expect(page.getByText('Estorno feito', { exact: true })).toBeVisible();
  await expect(page.getByText(brl(PART).replace(' ', '\u00a0'), { exact: true }).first()).toBeVisible();
  // Where the money came from, as the answer says: the installments to be paid, nothing debited.
  await expect(page.getByRole('list', { name: 'De onde saiu o valor' }).getByRole('listitem')).toHaveText([
    /saiu das parcelas a receber$/,
  ]);
  await shot(page, 'refund-result-360');

  // The server's receivables: the gross less what was refunded, taken from the last installment.
  const after = await get<SaleDetail>(`/v1/app/transaction/${saleId}`);
  const gross = (rs: Receivable[]) => rs.reduce((sum, r) => sum + r.gross_amount, 0);
  expect(gross(after.receivables)).toBe(gross(before.receivables) - PART);
  expect(after.refunded_amount).toBe(PART);
  // The sheet was read again: its receivables, the badge and the refund made.
  await expect(receivables.locator('tfoot td').first()).toHaveText(netTotal(after.receivables));
  await expect(page.getByRole('region', { name: 'Resumo da venda' })).toContainText('Estornada parcialmente');
  const made = page.getByRole('list', { name: 'Estornos desta venda' });
  await expect(made).toContainText('Estorno');
  await expect(made).toContainText('Cliente devolveu uma das peças');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('button', { name: 'Estornar venda' })).toBeVisible();
  await shot(page, 'refund-after-360');
  await page.context().close();
});

test('suporte sees the sale and its refunds, without "Estornar venda"', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const token = watchBearer(page).current;
  await signInToShell(page, 'suporte', '/financial/transactions');
  await expectShell(page);
  if (saleId === 0) {
    const found = await apiGet<{ data: Sale[] }>(
      page.request,
      await token(),
      `/v1/app/transaction?status=CONFIRMED&qt_installment=6&end_date=${yesterday()}&perPage=1`,
    );
    saleId = found.data[0]!.transaction_id;
  }
  await page.goto(`/financial/transactions?sale=${saleId}`);
  await expect(page.getByRole('dialog', { name: `Venda ${saleId}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Recebíveis da venda' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estornar venda' })).toHaveCount(0);
  await page.context().close();
});

test("a paid boleto's sale says why it has no refund", async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const token = watchBearer(page).current;
  await signInToShell(page, 'lojista', '/financial/transactions');
  const found = await apiGet<{ data: Sale[] }>(
    page.request,
    await token(),
    `/v1/app/transaction?status=CONFIRMED&operation=17&end_date=${yesterday()}&perPage=1`,
  );
  const boleto = found.data[0];
  expect(boleto, 'a confirmed boleto sale').toBeDefined();
  await page.goto(`/financial/transactions?sale=${boleto?.transaction_id}`);
  const sheet = page.getByRole('dialog', { name: `Venda ${boleto?.transaction_id}` });
  await expect(sheet).toBeVisible();
  // (Text slotted into Ionic's sheet is found on the page, not under the dialog's role.)
  await expect(page.getByText(/^Boleto pago não tem estorno pelo portal/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Estornar venda' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/refunds/boleto-no-refund-360.png' });
  await expectNoA11yViolations(page);
  await page.context().close();
});
