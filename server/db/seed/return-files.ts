import type { Movement } from '../../domain/cnab/index.ts';
import { BANK, bankAccount, detailOf, fileName, LAYOUTS, writeReturnFile } from '../queries/bank.ts';
import type { BilletRecord } from '../queries/billet-records.ts';
import type { return_file } from '../schema/index.ts';
import { dateOfInstant, startOfDay } from '../../domain/zone.ts';
import { bankDayOnOrAfter } from '../../domain/bank-calendar.ts';
import type { BilletEventRow, BilletRow } from './billets.ts';

export type ReturnFileRow = typeof return_file.$inferInsert;

/**
 * The simulated bank's return files for each past bank day (issue 11): the bank movements among
 * `events` (02, 06, 09) go into that day's file of the boleto's layout (CNAB 240 or 400), written
 * by the same writers as the live bank, and each event points at its file. Movements of today
 * wait for the next bank day (POST /v1/sandbox/bank/advance).
 */
export function seedReturnFiles(
  today: string,
  _cutoff: Date,
  billets: readonly BilletRow[],
  events: readonly BilletEventRow[],
  companies: ReadonlyMap<number, { name: string; document: string }>,
): { files: ReturnFileRow[]; events: BilletEventRow[] } {
  const byId = new Map(billets.map((b) => [b.id, b]));
  const groups = new Map<string, BilletEventRow[]>();
  for (const event of events) {
    if (!event.movement) continue;
    const b = byId.get(event.billet_id);
    if (!b) continue;
    const day = bankDayOnOrAfter(dateOfInstant(event.at as Date));
    if (day >= today) continue;
    const key = `${event.merchant_id}|${b.layout_id}|${day}`;
    groups.set(key, [...(groups.get(key) ?? []), event]);
  }
  const files: ReturnFileRow[] = [];
  const fileOf = new Map<BilletEventRow, number>();
  const sequences = new Map<string, number>();
  let id = 0;
  for (const key of [...groups.keys()].sort((a, b) => a.split('|')[2]!.localeCompare(b.split('|')[2]!))) {
    const [merchant, layoutText, day] = key.split('|') as [string, string, string];
    const merchantId = Number(merchant);
    const layoutId = Number(layoutText);
    const layout = LAYOUTS[layoutId] ?? 'CNAB240';
    const sequence = (sequences.get(`${merchant}|${layoutId}`) ?? 0) + 1;
    sequences.set(`${merchant}|${layoutId}`, sequence);
    const list = groups.get(key) ?? [];
    const writtenAt = new Date(startOfDay(day).getTime() + 7 * 3_600_000);
    const company = companies.get(merchantId) ?? { name: '', document: '' };
    const details = list.map((e) =>
      detailOf(byId.get(e.billet_id) as BilletRecord, e.movement as Movement, e.amount_cents ?? 0, day),
    );
    const written = writeReturnFile(
      layout,
      { company, account: bankAccount(), bank: BANK, date: day, sequence, written_at: writtenAt },
      details,
    );
    files.push({
      id: ++id,
      merchant_id: merchantId,
      layout_id: layoutId,
      layout,
      date: day,
      sequence,
      file_name: fileName(layout, day, sequence),
      content: written.content,
      size: written.content.length,
      records: written.records,
      summary: written.summary,
      created_at: writtenAt,
    });
    for (const e of list) fileOf.set(e, id);
  }
  return { files, events: events.map((e, i) => ({ ...e, id: i + 1, return_file_id: fileOf.get(e) ?? null })) };
}
