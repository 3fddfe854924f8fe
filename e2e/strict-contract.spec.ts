import type { Page, Response } from '@playwright/test';
import { STRICT_PORT } from '../playwright.config';
import { expect, expectShell, signInToShell, test } from './fixtures';

/**
 * Issue 12 §1, strict contract mode: against a backend that serves only spec §7's and the issues'
 * calls (the sandbox on STRICT_PORT runs with SANDBOX_STRICT_CONTRACT=1), every signed-in screen
 * still works. The only call allowed to fail is the optional block-reason list, which falls back.
 */
test.use({ baseURL: `http://localhost:${STRICT_PORT}` });

const OPTIONAL = ['/api/v1/block_type'];

const SCREENS: [path: string, heading: string][] = [
  ['/dashboard', 'Dashboard'],
  ['/merchant', 'Meu negócio'],
  ['/terminals', 'Meus equipamentos'],
  ['/plans', 'Meus planos'],
  ['/financial/transactions', 'Transações'],
  ['/financial/statement', 'Extrato financeiro'],
  ['/financial/receivable_units', 'Unidades de recebíveis'],
  ['/financial/contract_effects', 'Efeitos de contrato'],
  ['/financial/payments', 'Pagamentos'],
  ['/paylink/list', 'Links de pagamento'],
  ['/billet/list', 'Lista de boletos'],
  ['/billet/files', 'Arquivos de retorno (CNAB)'],
];

/** Every API answer the page gets, as 'status path'. */
function recordApi(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${response.status()} ${url.pathname}`);
  });
  return seen;
}

test('strict contract: every signed-in screen works on the calls of spec §7 and the issues alone', async ({ page }) => {
  test.setTimeout(240_000);
  const answers = recordApi(page);
  await signInToShell(page, 'lojista');
  await expectShell(page);

  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toContainText(heading, { timeout: 20_000 });
    // Settled: no skeleton left, and no error state in its place.
    await expect(page.locator('#root [aria-busy="true"]'), path).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('#root').getByRole('button', { name: 'Tentar novamente' }), path).toHaveCount(0);
  }

  // A sale opens with its receivables from the two lists (no /v1/app/transaction/{id} here).
  await page.goto('/financial/transactions?qt_installment=3');
  await page
    .locator('#root')
    .getByRole('list', { name: 'Vendas' })
    .getByRole('listitem')
    .first()
    .getByRole('heading')
    .getByRole('button')
    .click();
  await expect(page.getByRole('dialog', { name: /^Venda \d+$/ })).toBeVisible();
  // Drawn from /financial/receivable?transaction_id=…: the installments of a 3x sale.
  await expect(page.getByRole('table', { name: 'Recebíveis da venda' }).locator('tbody tr')).toHaveCount(3, {
    timeout: 20_000,
  });

  const failed = answers.filter((answer) => !answer.startsWith('2') && !answer.startsWith('3'));
  expect(failed.filter((answer) => !OPTIONAL.some((path) => answer.endsWith(path)))).toEqual([]);
  expect(answers.some((answer) => /\/v1\/app\/transaction\/\d+$/.test(answer))).toBe(false);
});
