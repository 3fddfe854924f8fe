import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, plain } from './fixtures';

/**
 * Helpers shared by the list specs (transactions, statement, receivable units, contract
 * effects): filters, chips, exports, offline reload and the 360 px layout check.
 */

export const number = new Intl.NumberFormat('pt-BR');

export const chip = (page: Page, text: string) => page.getByRole('button', { name: `${text} — remover filtro` });

/** The filters' sheet (Ionic's modal, named 'Filtros'). */
const filterSheet = (page: Page) => page.getByRole('dialog', { name: 'Filtros' });

/** Opens the filters' sheet from the 'Filtros' button (it counts the active filters). */
export async function openFilters(page: Page): Promise<void> {
  if (await filterSheet(page).isVisible()) return;
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(filterSheet(page)).toBeVisible();
  // The form is in: Ionic has presented the sheet.
  await expect(applyButton(page)).toBeVisible();
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

/** The sheet's 'Aplicar' (requirements §5's search button: disabled while the form is invalid). */
const applyButton = (page: Page) => page.getByRole('button', { name: 'Aplicar', exact: true });
/** The name the list specs used before the sheet. */
export const searchButton = applyButton;

/** Applies the sheet's filters; the sheet closes. */
export async function search(page: Page): Promise<void> {
  await expect(applyButton(page)).toBeEnabled();
  await applyButton(page).click();
  await expect(filterSheet(page)).toBeHidden();
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

/*
 * An IonModal's dialog is Ionic's wrapper inside the modal's shadow root, and what the app draws
 * in it is slotted there from the page: a locator scoped to the dialog (`dialog.getByRole(…)`)
 * does not reach it, but its accessibility tree does. These read a dialog as a screen reader
 * does, from `ariaSnapshot()`.
 */

interface AriaEntry {
  depth: number;
  role: string;
  /** The entry's own text (`- term: NSU` → 'NSU'), whitespace made plain. */
  text: string;
}

/** One line of an aria snapshot: `- term: NSU`, `- definition: "463055"`, `- 'button "a: b"'`. */
function ariaEntry(line: string): AriaEntry | undefined {
  const match = /^( *)- (.*)$/.exec(line);
  if (!match) return undefined;
  let entry = match[2] ?? '';
  // A whole entry in YAML quotes (it holds ': '), followed by ':' when it has children.
  const quoted = /^'((?:[^']|'')*)':?$/.exec(entry);
  if (quoted) entry = (quoted[1] ?? '').replace(/''/g, "'");
  const colon = entry.indexOf(': ');
  const head = colon === -1 ? entry : entry.slice(0, colon);
  let text = colon === -1 ? '' : entry.slice(colon + 2);
  if (text.startsWith('"')) text = JSON.parse(text) as string;
  else if (text.startsWith("'")) text = text.slice(1, -1).replace(/''/g, "'");
  return { depth: match[1]?.length ?? 0, role: /^[a-z]+/.exec(head)?.[0] ?? '', text: plain(text) };
}

async function ariaEntries(scope: Locator): Promise<AriaEntry[]> {
  return (await scope.ariaSnapshot())
    .split('\n')
    .map(ariaEntry)
    .filter((entry): entry is AriaEntry => entry !== undefined);
}

/** The definition read right after the term `label` (a `<dt>` and its `<dd>`) in `scope`, or null. */
export async function definitionOf(scope: Locator, label: string): Promise<string | null> {
  const entries = await ariaEntries(scope);
  const at = entries.findIndex((entry) => entry.role === 'term' && entry.text === label);
  const term = entries[at];
  const next = entries[at + 1];
  return term && next?.role === 'definition' && next.depth === term.depth ? next.text : null;
}

/** The texts of the entries of `role` (e.g. 'paragraph', 'listitem') in `scope`, in order. */
export async function textsOf(scope: Locator, role: string): Promise<string[]> {
  return (await ariaEntries(scope)).filter((entry) => entry.role === role).map((entry) => entry.text);
}

/** Data records of a CSV (quoted fields may hold ';' and line breaks), header excluded. */
function csvRecordCount(text: string): number {
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
