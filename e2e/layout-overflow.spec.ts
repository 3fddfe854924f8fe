import type { Page } from '@playwright/test';
import { createCheckoutLinks, publicPages, type CheckoutLinks } from './checkout-links';
import { apiGet, expect, openSignedIn, test } from './fixtures';
import { findOverflow, overflowReport } from './overflow';
import { SIGNED_IN_SCREENS, SIGNED_IN_SUBPAGES } from './screen-helpers';

/**
 * Issue 22: nothing a merchant or a customer looks at is cut at the right edge. Every signed-in
 * screen (and the dashboard's longer periods, a detail of each list that has a page of its own)
 * and every public page, on a phone (360×800) and a tablet (768×1024): no element's box reaches
 * past the viewport, except inside a container that scrolls sideways on purpose. The failure
 * names each offender by a selector, how far it reaches and what it says.
 */

const VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 768, height: 1024 },
] as const;

let page: Page;
let token: () => Promise<string>;
let links: CheckoutLinks;

test.beforeAll(async ({ browser }) => {
  links = await createCheckoutLinks(browser);
  ({ page, token } = await openSignedIn(browser));
});
test.afterAll(() => page.context().close());

/** Settled: nothing loading, fonts drawn, the last layout done. */
async function settle(target: Page): Promise<void> {
  await expect(target.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
  await target.evaluate(() => document.fonts.ready);
  await target.waitForTimeout(300);
}

async function expectNothingCut(target: Page, paths: readonly string[]): Promise<void> {
  const report: string[] = [];
  for (const viewport of VIEWPORTS) {
    await target.setViewportSize(viewport);
    for (const path of paths) {
      await target.goto(path);
      await expect(target.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await settle(target);
      const found = await findOverflow(target);
      if (found.length > 0) report.push(overflowReport(`${path} at ${viewport.width}`, viewport.width, found));
    }
  }
  expect(report, report.join('\n')).toEqual([]);
}

/** The ids a detail page needs, from the lists (the app's own token). */
async function detailPaths(): Promise<string[]> {
  const bearer = await token();
  const first = async (path: string, id: string) => {
    const list = await apiGet<{ data: Record<string, unknown>[] }>(page.request, bearer, path);
    return String(list.data[0]?.[id] ?? '');
  };
  const unit = await first('/v1/app/receivable_unit?page=1&perPage=1', 'receivable_unit_id');
  const effect = await first('/v1/app/contract_effect?page=1&perPage=1', 'id');
  const link = await first('/v1/app/paylink/?page=1&perPage=1', 'id');
  return [
    `/financial/receivable_units/${unit}`,
    `/financial/contract_effects/${effect}`,
    `/paylink/share/${link}`,
    `/paylink/create/${link}`,
  ];
}

test('signed-in screens: nothing past the right edge at 360 and 768', async () => {
  test.setTimeout(300_000);
  await expectNothingCut(page, [
    ...SIGNED_IN_SCREENS.map((s) => s.path),
    '/dashboard?period=7d',
    '/dashboard?period=30d',
    '/dashboard?period=month',
  ]);
});

test('field pages, forms and details: nothing past the right edge at 360 and 768', async () => {
  test.setTimeout(300_000);
  await expectNothingCut(page, [...SIGNED_IN_SUBPAGES, ...(await detailPaths())]);
});

test('public pages: nothing past the right edge at 360 and 768', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext();
  try {
    const customer = await context.newPage();
    await expectNothingCut(
      customer,
      publicPages(links.active, links.expired).map((p) => p.path),
    );
  } finally {
    await context.close();
  }
});
