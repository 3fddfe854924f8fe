import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect } from './fixtures';

/**
 * Helpers shared by the list specs (transactions, statement, receivable units, contract
 * effects): filters, chips, exports, offline reload and the 360 px layout check.
 */

export const number = new Intl.NumberFormat('pt-BR');

export const chip = (page: Page, text: string) => page.getByRole('button', { name: `${text} — remover filtro` });

/** Opens the filter panel (Ionic's accordion: its header says whether it is expanded). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/**
 * The text box (Ionic's input) named `label`. While Ionic's scroll assist brings a focused input
 * into view it leaves a disabled copy of it in its place for a moment; the copy is not the field.
 */
export const textField = (scope: Page | Locator, label: string) =>
  scope.getByRole('textbox', { name: label, exact: true, disabled: false });

/**
 * Ticks (or unticks) the checkbox `name` of the multi-select `group` (Ionic's checkboxes in a
 * fieldset named by its legend), by a tap on its label as a user would.
 */
export async function tick(page: Page, group: string, name: string, checked = true): Promise<void> {
  const fieldset = page.getByRole('group', { name: group, exact: true });
  const box = fieldset.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) await fieldset.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked({ checked });
}

/**
 * Chooses `option` of a single-choice filter (Ionic's radio group, named by the field's label),
 * and checks that it is chosen, found the same way: by the field's name, as a screen reader
 * user would find it.
 */
export async function chooseRadio(page: Page, field: string, option: string): Promise<void> {
  const radio = page
    .getByRole('radiogroup', { name: field, exact: true })
    .getByRole('radio', { name: option, exact: true });
  await radio.click();
  await expect(radio, `'${option}' chosen in the field '${field}' (still named so)`).toBeChecked();
}

/**
 * Chooses `option` of the yes/no/either filter `field` (Ionic's segment, a tablist named by the
 * field): several of them share their option names, so the tab is looked up inside its field.
 * The segment button's host takes the taps and ignores them until rendered: tap until chosen.
 */
export async function chooseSegment(page: Page, field: string, option: string): Promise<void> {
  const tab = page.getByRole('tablist', { name: field, exact: true }).getByRole('tab', { name: option, exact: true });
  await expect(tab).toBeVisible();
  await expect(async () => {
    if ((await tab.getAttribute('aria-selected')) !== 'true') await tab.click({ force: true });
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
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
