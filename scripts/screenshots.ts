/**
 * Screenshots of every signed-in screen (and the states a merchant opens on them) and of the
 * customer's pages at 360×800, 768×1024 and 1366×800, to look at before and after a UI change.
 * Not a test: it asserts nothing; a human opens the pictures (e2e/layout-overflow.spec.ts is the
 * test that fails on a screen cut at the right edge).
 *
 *   npm run build && node --import tsx scripts/screenshots.ts /tmp/shots/after
 *
 * Starts its own sandbox on a fresh data dir (port 8095) unless SHOTS_URL points at one.
 * SHOTS_WIDTHS (comma-separated, default 360,768,1366) sets the viewports.
 * SHOTS_ONLY (a regular expression) keeps the shots whose name matches, e.g. SHOTS_ONLY=^paylink.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openContext, submitLogin } from './bench/browser';
import { startSandbox, type RunningSandbox } from './bench/sandbox';

interface Shot {
  name: string;
  path: string;
  /** Opens a state on the screen (a panel, a dialog) before the picture. */
  open?: (page: Page) => Promise<void>;
}

const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  await page.waitForTimeout(700);
};

const SHOTS: Shot[] = [
  { name: 'dashboard', path: '/dashboard' },
  { name: 'dashboard-7d', path: '/dashboard?period=7d' },
  { name: 'drawer', path: '/dashboard', open: clickButton('Abrir ou fechar o menu') },
  {
    name: 'user-menu',
    path: '/dashboard',
    open: async (page) => void (await page.locator('#user-menu-trigger').click()),
  },
  { name: 'merchant-menu', path: '/dashboard', open: clickButton(/^Lojista: /) },
  { name: 'merchant', path: '/merchant' },
  { name: 'terminals', path: '/terminals' },
  { name: 'terminals-filters', path: '/terminals', open: clickButton(/^Filtr/) },
  { name: 'terminals-filtered', path: '/terminals?status=%5B%22ACTIVE%22%5D&serial_number=PAX' },
  { name: 'plans', path: '/plans' },
  { name: 'plans-simulate', path: '/plans', open: clickButton(/Simular/) },
  { name: 'plans-brand-sheet', path: '/plans', open: clickButton(/^Bandeira/) },
  { name: 'transactions', path: '/financial/transactions' },
  { name: 'transactions-filters', path: '/financial/transactions', open: clickButton(/^Filtr/) },
  { name: 'transactions-fields', path: '/financial/transactions/fields' },
  { name: 'transactions-export', path: '/financial/transactions', open: clickButton('Exportar') },
  {
    name: 'transaction-sheet',
    path: '/financial/transactions',
    open: async (page) => {
      await page.getByRole('list', { name: 'Vendas' }).getByRole('button').first().click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'statement', path: '/financial/statement' },
  { name: 'statement-filters', path: '/financial/statement', open: clickButton(/^Filtr/) },
  { name: 'receivable-units', path: '/financial/receivable_units' },
  { name: 'receivable-units-filters', path: '/financial/receivable_units', open: clickButton(/^Filtr/) },
  { name: 'statement-adjustments', path: '/financial/statement?adjustments=true' },
  { name: 'contract-effects', path: '/financial/contract_effects' },
  { name: 'payments', path: '/financial/payments' },
  { name: 'paylink', path: '/paylink/list' },
  { name: 'paylink-filters', path: '/paylink/list', open: clickButton(/^Filtr/) },
  {
    name: 'paylink-share',
    path: '/paylink/list',
    open: async (page) => {
      // A card's heading (phones) or a row's first cell (wide) opens the link's share page.
      await page.locator('li h2 ion-button, tbody td:first-child ion-button').first().click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'paylink-delete', path: '/paylink/list', open: clickButton(/^Excluir /) },
  { name: 'paylink-create', path: '/paylink/create' },
  { name: 'paylink-create-errors', path: '/paylink/create', open: clickButton('Criar link') },
  {
    name: 'paylink-edit',
    path: '/paylink/list',
    open: async (page) => {
      await page
        .getByRole('link', { name: /^Editar / })
        .first()
        .click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'billet-upload', path: '/billet/upload' },
  { name: 'billet-form', path: '/billet/upload', open: clickButton('Novo boleto') },
  { name: 'billet-list', path: '/billet/list?billet_status=%5B%22PAID%22%5D' },
  {
    name: 'billet-sheet',
    path: '/billet/list?billet_status=%5B%22WAITING_RETURN%22%5D',
    open: async (page) => {
      await page.getByRole('list', { name: 'Boletos' }).getByRole('button').first().click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'billet-files', path: '/billet/files' },
  { name: 'billet-files-fields', path: '/billet/files/fields' },
  { name: 'billet-upload-fields', path: '/billet/upload/fields' },
  { name: 'billet-list-fields', path: '/billet/list/billetfields' },
  { name: 'receivable-units-fields', path: '/financial/receivable_units/fields' },
  { name: 'statement-fields', path: '/financial/statement/fields' },
  {
    name: 'receivable-unit',
    path: '/financial/receivable_units',
    open: async (page) => {
      await page
        .getByRole('list', { name: /unidades/i })
        .getByRole('button')
        .first()
        .click();
      await page.waitForTimeout(1000);
    },
  },
  {
    name: 'contract-effect',
    path: '/financial/contract_effects',
    open: async (page) => {
      await page.getByRole('list', { name: 'Efeitos de contrato' }).getByRole('button').first().click();
      await page.waitForTimeout(1000);
    },
  },
  {
    name: 'payment-drill',
    path: '/financial/payments',
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Conta / })
        .first()
        .click();
      await page.waitForTimeout(1000);
    },
  },
  { name: 'not-found', path: '/nao-existe' },
];

/** The customer's pages: a link of the lojista's, opened as its customer would. */
const PUBLIC_SHOTS: Shot[] = [
  { name: 'public-pix-test', path: '/pix/test' },
  { name: 'public-exception', path: '/paylink/checkout/exception' },
];
const linkShots = (hash: string): Shot[] => [
  { name: 'public-checkout', path: `/paylink/checkout/${hash}` },
  { name: 'public-methods', path: `/paylink/checkout/${hash}/payment` },
  { name: 'public-card', path: `/paylink/checkout/${hash}/payment/card` },
  { name: 'public-pix', path: `/paylink/checkout/${hash}/payment/pix` },
  { name: 'public-billet', path: `/paylink/checkout/${hash}/payment/billet` },
];

// SHOTS_WIDTHS=360,768,1280 adds the tablet; phones and desktops by default.
const VIEWPORTS = (process.env.SHOTS_WIDTHS ?? '360,768,1366')
  .split(',')
  .map((width) => ({ label: width.trim(), width: Number(width), height: width.trim() === '768' ? 1024 : 800 }));

async function main(): Promise<void> {
  const out = process.argv[2] ?? '.bench/shots';
  mkdirSync(out, { recursive: true });
  let sandbox: RunningSandbox | undefined;
  const baseUrl =
    process.env.SHOTS_URL ??
    (sandbox = await startSandbox(8095, { STATIC_DIR: process.env.SHOTS_STATIC_DIR ?? 'dist' })).url;
  const context = await openContext();
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await submitLogin(page);
    const hash = await firstLinkHash(page, baseUrl);
    const only = process.env.SHOTS_ONLY ? new RegExp(process.env.SHOTS_ONLY) : undefined;
    // The public pages never read the session: the same tab draws them as a customer sees them.
    const shots = [...SHOTS, ...PUBLIC_SHOTS, ...(hash ? linkShots(hash) : [])];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const shot of shots.filter((s) => !only || only.test(s.name))) {
        await page.goto(`${baseUrl}${shot.path}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(800);
        try {
          await shot.open?.(page);
        } catch (error) {
          console.warn(`${shot.name}@${viewport.label}: could not open (${String(error).split('\n')[0]})`);
        }
        const file = join(out, `${shot.name}-${viewport.label}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
    }
  } finally {
    await context.close();
    await sandbox?.stop();
  }
}

/** An active link's hash, read with the app's own token from the list call it makes. */
async function firstLinkHash(page: Page, baseUrl: string): Promise<string | undefined> {
  const request = page.waitForRequest((r) => r.url().includes('/api/') && !!r.headers()['authorization']);
  await page.goto(`${baseUrl}/paylink/list`);
  const authorization = (await request).headers()['authorization'] ?? '';
  const answer = await page.request.get(`${baseUrl}/api/v1/app/paylink/?page=1&perPage=10&status=ACTIVE`, {
    headers: { Authorization: authorization },
  });
  const list = (await answer.json()) as { data?: { url: string }[] };
  const url = list.data?.[0]?.url;
  return url ? new URL(url).pathname.split('/').pop() : undefined;
}

void main();
