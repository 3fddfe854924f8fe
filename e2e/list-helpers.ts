import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect } from './fixtures';

/**
 * Helpers shared by the transactions and statement specs: filters, chips, exports, offline
 * reload and the 360 px layout check.
 */

export const number = new Intl.NumberFormat('pt-BR');

export const chip = (page: Page, text: string) => page.getByRole('button', { name: `${text} — remover filtro` });

/** Opens the filter panel (Ionic's accordion: its header says whether it is expanded). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

export const searchButton = (page: Page) => page.getByRole('button', { name: 'Buscar', exact: true });

export async function search(page: Page): Promise<void> {
  await expect(searchButton(page)).toBeEnabled();
  await searchButton(page).click();
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 360;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Pages and modals scroll inside their IonContent (its scroller is in its shadow root): none
  // may scroll sideways either.
  const inner = await page.evaluate(async () => {
    const scrollers: HTMLElement[] = [];
    const contents = Array.from(document.querySelectorAll('ion-content')) as (Element & {
      getScrollElement?: () => Promise<HTMLElement>;
    })[];
    for (const content of contents) {
      const scroller = await content.getScrollElement?.();
      if (scroller) scrollers.push(scroller);
    }
    const widths = scrollers.filter((s) => s.clientWidth > 0).map((s) => s.scrollWidth - s.clientWidth);
    return Math.max(0, ...widths);
  });
  expect(inner).toBe(0);
}

/** Data records of a CSV (quoted fields may hold ';' and line breaks), header excluded. */
export function csvRecordCount(text: string): number {
  let records = 0;
  let quoted = false;
  let filled = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '\n') {
      if (filled) records++;
      filled = false;
    } else if (c !== '\r' && c !== '\uFEFF') filled = true;
  }
  if (filled) records++;
  return records - 1;
}

/** The 'Exportar' menu (a popover). */
export const exportMenu = (page: Page) => page.getByRole('dialog', { name: 'Formatos de exportação' });

/** Chooses a format in the 'Exportar' menu and returns the downloaded file. */
export async function exportAs(page: Page, format: 'CSV' | 'Excel (XLSX)'): Promise<Download> {
  await page.getByRole('button', { name: 'Exportar' }).click();
  const waiting = page.waitForEvent('download', { timeout: 60_000 });
  await exportMenu(page)
    .getByRole('button', { name: new RegExp(`^${format.replace(/[()]/g, '\\$&')}`) })
    .click();
  return waiting;
}

export async function downloadedRows(download: Download): Promise<number> {
  const path = await download.path();
  const bytes = await readFile(path);
  if (download.suggestedFilename().endsWith('.csv')) {
    const text = bytes.toString('utf8');
    expect(text.charCodeAt(0), 'CSV starts with a BOM (opens cleanly in Excel)').toBe(0xfeff);
    return csvRecordCount(text);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return (sheet?.actualRowCount ?? 1) - 1;
}

/**
 * Reloads the page at `path` (see offline.spec.ts: offline, Chromium may turn a navigation into
 * a reload of the current URL, so the URL is set first and then reloaded).
 */
export async function reloadAt(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => history.replaceState(history.state, '', target), path);
  await page.reload();
}
