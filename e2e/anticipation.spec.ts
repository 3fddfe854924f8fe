import type { Page } from '@playwright/test';
import { STRICT_PORT } from '../playwright.config';
import {
  apiGet,
  brl,
  expect,
  expectNoA11yViolations,
  expectShell,
  offlineMarker,
  openSideMenu,
  plain,
  signInToShell,
  test,
  waitForPersistedCache,
  waitForServiceWorker,
  watchBearer,
} from './fixtures';
import { reloadAt } from './list-helpers';
import { accessibleNames } from './screen-helpers';

/**
 * Receivables anticipation (issue 23) on a phone (360×800, the config's), against the real
 * sandbox: the lojista anticipates R$ 1.000,00 and the net shows on the next bank day's payment
 * in the payments calendar. On a spec-minimal backend there is no such screen and no call.
 * E2E_SHOTS_DIR=<dir> also saves screenshots (360×800, then 768 and 1366 wide) to look at.
 */

interface Available {
  amount: number;
  receivables_count: number;
}
interface Payment {
  payment_date: string;
  amount: number;
  paid: boolean;
}
interface PaymentMonth {
  payments: Payment[];
  future_payments: Payment[];
}

const SHOTS = process.env.E2E_SHOTS_DIR;
const PATH = '/financial/anticipation';

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  for (const width of [768, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
}

const brDate = (iso: string) => iso.split('-').reverse().join('/');
const isoOf = (br: string) => br.split('/').reverse().join('-');

function lastDay(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** A day's paid and expected totals from the payments API (what the calendar shows for it). */
async function dayTotals(page: Page, token: string, date: string): Promise<{ paid: number; expected: number }> {
  const month = date.slice(0, 7);
  const api = await apiGet<PaymentMonth>(
    page.request,
    token,
    `/v1/app/payment?dt_start=${month}-01&dt_end=${lastDay(month)}`,
  );
  const totals = { paid: 0, expected: 0 };
  for (const p of [...api.payments, ...api.future_payments]) {
    if (p.payment_date !== date) continue;
    if (p.paid) totals.paid += p.amount;
    else totals.expected += p.amount;
  }
  return totals;
}

/** The totals part of a calendar day's accessible name ('pago R$ x, previsto R$ y'). */
async function shownDay(page: Page, date: string): Promise<string> {
  const label = await page
    .getByRole('table')
    .locator(`[data-date="${date}"]`)
    .evaluate((b) => {
      const copy = b.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return copy.textContent ?? '';
    });
  return plain(label.slice(label.indexOf(': ') + 2));
}

/** A figure of the simulation or the result: the `dd` after the `dt` named `term`. */
const figure = (page: Page, term: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');

const cents = (text: string) => Number(plain(text).replace(/[^\d]/g, ''));

test.describe('anticipation on the sandbox', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let token: () => Promise<string>;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    token = watchBearer(page).current;
    await signInToShell(page, 'lojista');
    await expectShell(page);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  test('the menu leads to what can be anticipated: the API’s amount and count; axe clean', async () => {
    const menu = await openSideMenu(page);
    await menu.getByRole('link', { name: 'Antecipar recebíveis' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { name: 'Antecipar recebíveis', level: 1 })).toBeVisible();
    const available = await apiGet<Available>(page.request, await token(), '/v1/app/anticipation/available');
    expect(available.amount, 'the lojista has receivables to anticipate').toBeGreaterThan(100_000);
    const summary = page.getByTestId('available');
    await expect(summary).toContainText(brl(available.amount).replace(' ', '\u00a0'));
    await expect(summary).toContainText(`${available.receivables_count.toLocaleString('pt-BR')} recebíveis`);
    await expect(page.getByRole('slider', { name: 'Ajuste do valor a antecipar' })).toBeVisible();
    await expectNoA11yViolations(page);
    await shoot(page, 'available');
  });

  test('anticipates R$ 1.000,00: the net is on the next bank day’s payment in the calendar', async () => {
    const amount = page.getByLabel('Valor a antecipar', { exact: true });
    await amount.click();
    await amount.pressSequentially('100000');
    await expect(amount).toHaveValue('R$\u00a01.000,00');
    // The slider follows the field.
    await expect(page.getByRole('slider', { name: 'Ajuste do valor a antecipar' })).toHaveAttribute(
      'aria-valuenow',
      '100000',
    );
    await page.getByRole('button', { name: 'Simular', exact: true }).click();
    const simulation = page.getByRole('region', { name: 'Resultado da simulação' });
    await expect(simulation).toBeVisible();
    await expect(simulation).toContainText('1,99% a.m.');
    await expect(simulation).toContainText(/Válida até \d{2}:\d{2}/);
    const credit = isoOf(plain((await figure(page, 'Crédito em').textContent()) ?? ''));
    const net = cents((await figure(page, 'Você recebe').textContent()) ?? '');
    const gross = cents((await figure(page, 'Valor antecipado').textContent()) ?? '');
    expect(gross).toBeLessThanOrEqual(100_000);
    expect(net).toBeGreaterThan(0);
    expect(net).toBeLessThan(gross);
    await expectNoA11yViolations(page);
    await shoot(page, 'simulation');

    const before = await dayTotals(page, await token(), credit);

    await page.getByRole('button', { name: 'Antecipar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmar antecipação?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar antecipação' }).click();
    const done = page.getByRole('region', { name: 'Antecipação feita' });
    await expect(done).toBeVisible({ timeout: 20_000 });
    await expect(done).toContainText(brl(net).replace(' ', '\u00a0'));
    await expect(done).toContainText(brDate(credit));
    const list = page.getByRole('list', { name: 'Antecipações feitas' });
    await expect(list.getByRole('listitem').first()).toContainText(brl(net).replace(' ', '\u00a0'));
    await expectNoA11yViolations(page);
    await shoot(page, 'result');
    await list.scrollIntoViewIfNeeded();
    await shoot(page, 'list');

    const after = await dayTotals(page, await token(), credit);
    expect(after.expected - before.expected, 'the credit day’s expected total grows by the net').toBe(net);

    await page.getByRole('link', { name: 'Ver pagamentos' }).click();
    await page.goto(`/financial/payments?month=${credit.slice(0, 7)}&day=${credit}`);
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await expect
      .poll(() => shownDay(page, credit), { timeout: 20_000 })
      .toBe(`pago ${brl(after.paid)}, previsto ${brl(after.expected)}`);
    // The credit is labelled as an anticipation's in the day's list (issue 32, item 10).
    const day = page.getByRole('region', { name: new RegExp(`${brDate(credit)}$`) });
    await expect(day).toContainText('antecipação de recebíveis');
    await day.scrollIntoViewIfNeeded();
    await shoot(page, 'payments-credit');
  });
});

test('the simulation of everything answers small; its receivables come a page at a time with “Ver mais”', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    const token = watchBearer(fresh).current;
    await signInToShell(fresh, 'lojista', PATH);
    const available = await apiGet<Available>(fresh.request, await token(), '/v1/app/anticipation/available');
    const amount = fresh.getByLabel('Valor a antecipar', { exact: true });
    await amount.click();
    await amount.pressSequentially(String(available.amount));
    const posted = fresh.waitForResponse(
      (r) => r.url().endsWith('/v1/app/anticipation/simulation') && r.request().method() === 'POST',
    );
    await fresh.getByRole('button', { name: 'Simular', exact: true }).click();
    const answer = await (await posted).body();
    expect(answer.byteLength, 'the answer of everything stays ≤ 100 KB').toBeLessThanOrEqual(100_000);
    const count = available.receivables_count.toLocaleString('pt-BR');
    const table = fresh.getByRole('table', { name: `${count} recebíveis antecipados` });
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const simulation = fresh.getByRole('region', { name: 'Resultado da simulação' });
    await expect(simulation.getByRole('status')).toHaveText(`Mostrando 5 de ${count} recebíveis.`);
    // The rest of the first page is on the device; the next one is asked for.
    await fresh.getByRole('button', { name: 'Ver mais recebíveis', exact: true }).click();
    await expect(table.locator('tbody tr')).toHaveCount(20);
    const page2 = fresh.waitForResponse((r) => /\/simulation\/[^/]+\/receivables\?page=2&perPage=20$/.test(r.url()));
    await fresh.getByRole('button', { name: 'Ver mais recebíveis', exact: true }).click();
    expect((await page2).status()).toBe(200);
    await expect(table.locator('tbody tr')).toHaveCount(40);
    await expect(simulation.getByRole('status')).toHaveText(`Mostrando 40 de ${count} recebíveis.`);
    const dates = (await table.locator('tbody tr td:first-child').allTextContents()).map(isoOf);
    expect(dates).toEqual([...dates].sort());
    // Nothing wider than the phone.
    expect(await fresh.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(fresh);
    await fresh.getByRole('button', { name: 'Ver menos', exact: true }).scrollIntoViewIfNeeded();
    await shoot(fresh, 'simulation-everything');
  } finally {
    await context.close();
  }
});

test('offline: the past anticipations reload from the device, and simulating says it needs a connection', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    const token = watchBearer(fresh).current;
    await signInToShell(fresh, 'lojista', PATH);
    await waitForServiceWorker(fresh);
    // One anticipation at least, made through the API when this file's other test has not.
    const past = await apiGet<{ total: number }>(fresh.request, await token(), '/v1/app/anticipation?page=1&perPage=1');
    if (past.total === 0) {
      const headers = { Authorization: `Bearer ${await token()}`, 'Idempotency-Key': crypto.randomUUID() };
      const simulated = await fresh.request.post('/api/v1/app/anticipation/simulation', {
        headers,
        data: { amount: 50_000 },
      });
      expect(simulated.status()).toBe(201);
      const { simulation_id } = (await simulated.json()) as { simulation_id: string };
      const confirmed = await fresh.request.post('/api/v1/app/anticipation', { headers, data: { simulation_id } });
      expect(confirmed.status()).toBe(201);
    }
    await fresh.goto(PATH);
    const first = fresh.getByRole('list', { name: 'Antecipações feitas' }).getByRole('listitem').first();
    await expect(first).toContainText(/Crédito em \d{2}\/\d{2}\/\d{4}/);
    const shown = plain((await first.textContent()) ?? '');
    await waitForPersistedCache(fresh, ['anticipation/list']);

    await context.setOffline(true);
    await reloadAt(fresh, PATH);
    await expect(offlineMarker(fresh)).toBeVisible({ timeout: 15_000 });
    await expect(first).toBeVisible();
    expect(plain((await first.textContent()) ?? '')).toBe(shown);
    // What can be anticipated is never shown from the device: it changes with every sale.
    await expect(fresh.getByText('Precisa de conexão')).toBeVisible();
    await expect(
      fresh.getByText('O valor disponível e a simulação precisam de conexão: conecte-se à internet para antecipar.'),
    ).toBeVisible();
    await expect(fresh.getByRole('button', { name: 'Simular', exact: true })).toHaveCount(0);
    await shoot(fresh, 'offline');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});

test.describe('a spec-minimal backend', () => {
  test.use({ baseURL: `http://localhost:${STRICT_PORT}` });

  test('has no anticipation: no menu entry, no screen, no call', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/anticipation')) calls.push(request.url());
    });
    await signInToShell(page, 'lojista');
    await expectShell(page);
    const menu = await openSideMenu(page);
    const entries = await accessibleNames(menu.getByRole('link'));
    expect(entries).toContain('Pagamentos');
    expect(entries).not.toContain('Antecipar recebíveis');
    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: 'Página não encontrada :(' })).toBeVisible();
    expect(calls.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});
