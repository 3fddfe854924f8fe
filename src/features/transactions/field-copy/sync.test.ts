import { describe, expect, it } from 'vitest';
import { readDayPart, type CopyRow, type DayPart } from './day-part';
import { copyDays, syncCopy, type SyncDeps } from './sync';

const TODAY = '2026-11-26';

let nextId = 1;
function sale(day: string, extra: Partial<CopyRow> = {}): CopyRow {
  const id = nextId++;
  return {
    transaction_id: id,
    payment_date: `${day}T12:00:00.000-03:00`,
    status: 'CONFIRMED',
    amount: 1000 + id,
    nsu: String(700000 + id),
    ...extra,
  };
}

/**
 * A sandbox-like server: each day's sales newest first, pages of at most `pageSize` (it may
 * apply a smaller size than asked), every call logged; `failAt` makes that call fail.
 */
function fakeServer(sales: Record<string, CopyRow[]>, pageSize = 100) {
  const calls: string[] = [];
  let failAt = -1;
  return {
    calls,
    failOnCall(n: number) {
      failAt = n;
    },
    async fetchPage(day: string, page: number) {
      calls.push(`${day}#${page}`);
      if (calls.length === failAt) throw new Error('Sem conexão');
      const all = sales[day] ?? [];
      return { data: all.slice((page - 1) * pageSize, page * pageSize), total: all.length };
    },
  };
}

/** The device: what was written, by day, as IndexedDB would hold it (a copy). */
function fakeDevice() {
  const stored = new Map<string, DayPart>();
  return {
    stored,
    write: async (day: string, part: DayPart) => {
      stored.set(day, structuredClone(part));
      return true;
    },
    remove: async (days: readonly string[]) => {
      for (const day of days) stored.delete(day);
    },
    /** The copy as the next page load reads it back. */
    reload: () => new Map([...stored].map(([day, part]) => [day, readDayPart(structuredClone(part)) as DayPart])),
  };
}

function deps(server: ReturnType<typeof fakeServer>, device: ReturnType<typeof fakeDevice>): SyncDeps {
  let clock = 1_000;
  return {
    today: TODAY,
    now: () => clock++,
    fetchPage: (day, page) => server.fetchPage(day, page),
    write: device.write,
    remove: device.remove,
    idle: async () => undefined,
    stopped: () => false,
    onChange: () => undefined,
  };
}

const count = (parts: Map<string, DayPart>) => [...parts.values()].reduce((sum, part) => sum + part.id.length, 0);

describe('syncing the 30-day copy', () => {
  it('fetches each of the 30 days page by page, newest day first, and stores every sale once', async () => {
    const [today = '', yesterday = '', , , , , , , , , , , , , , , , , , , twentyAgo = ''] = copyDays(TODAY);
    const server = fakeServer({
      [today]: Array.from({ length: 250 }, () => sale(today)),
      [yesterday]: [sale(yesterday, { card_number: '453211******1234', authorization_number: 'c4rv4x' })],
      [twentyAgo]: Array.from({ length: 100 }, () => sale(twentyAgo)),
    });
    const device = fakeDevice();
    const parts = new Map<string, DayPart>();

    expect(await syncCopy(parts, deps(server, device))).toEqual({ status: 'done' });

    expect(server.calls.slice(0, 4)).toEqual([`${today}#1`, `${today}#2`, `${today}#3`, `${yesterday}#1`]);
    // Exactly 100 rows on a day of 100: `total` says it is complete, no empty page asked for.
    expect(server.calls.filter((call) => call.startsWith(twentyAgo))).toEqual([`${twentyAgo}#1`]);
    expect(server.calls).toHaveLength(3 + 1 + 1 + 27);
    expect(device.stored.size).toBe(30);
    expect(count(device.reload())).toBe(351);
    const kept = device.stored.get(yesterday);
    expect(kept).toMatchObject({ complete: true, auth: ['C4RV4X'], last4: ['1234'] });
  });

  it('trusts total and the page it got when the server applies a smaller page size', async () => {
    const server = fakeServer({ [TODAY]: Array.from({ length: 120 }, () => sale(TODAY)) }, 50);
    const parts = new Map<string, DayPart>();
    await syncCopy(parts, deps(server, fakeDevice()));
    expect(server.calls.filter((call) => call.startsWith(TODAY))).toEqual([`${TODAY}#1`, `${TODAY}#2`, `${TODAY}#3`]);
    expect(parts.get(TODAY)?.id).toHaveLength(120);
  });

  it('resumes after an interruption at the page it stopped at, not from the first page', async () => {
    const days = copyDays(TODAY);
    const old = days[10] ?? '';
    const server = fakeServer({ [old]: Array.from({ length: 450 }, () => sale(old)) });
    const device = fakeDevice();
    // The network goes on the 3rd page of that day (2 recent days + 10 empty days + 2 pages before).
    server.failOnCall(2 + 8 + 3);

    const first = await syncCopy(new Map(), deps(server, device));
    expect(first.status).toBe('failed');
    expect(device.stored.get(old)).toMatchObject({ complete: false, nextPage: 3 });
    expect(device.stored.get(old)?.id).toHaveLength(200);

    // A reload: the copy is read back from the device and the sync runs again.
    server.calls.length = 0;
    server.failOnCall(-1);
    const parts = device.reload();
    expect(await syncCopy(parts, deps(server, device))).toEqual({ status: 'done' });
    const again = server.calls.filter((call) => call.startsWith(old));
    expect(again).toEqual([`${old}#3`, `${old}#4`, `${old}#5`]);
    expect(parts.get(old)?.id).toHaveLength(450);
    expect(new Set(parts.get(old)?.id).size).toBe(450);
    // Complete older days are not fetched again; the last two days are.
    expect(server.calls.filter((call) => !call.startsWith(old))).toEqual(
      expect.arrayContaining([`${days[0]}#1`, `${days[1]}#1`, `${days[11]}#1`]),
    );
    expect(server.calls.some((call) => call.startsWith(days[5] ?? ''))).toBe(false);
  });

  it('refreshes the last two days, keeping the old copy of a day until its new one is complete', async () => {
    const server = fakeServer({ [TODAY]: [sale(TODAY)] });
    const device = fakeDevice();
    const parts = new Map<string, DayPart>();
    await syncCopy(parts, deps(server, device));

    const newer = sale(TODAY, { status: 'CONFIRMED' });
    const sales = { [TODAY]: [newer, sale(TODAY), sale(TODAY)] };
    const refresh = fakeServer(sales, 2);
    const seen: number[] = [];
    const d = deps(refresh, device);
    await syncCopy(parts, { ...d, idle: async () => void seen.push(parts.get(TODAY)?.id.length ?? 0) });

    // While the new copy of today was fetched (2 pages), searches still saw the old one.
    expect(seen.slice(0, 2)).toEqual([1, 1]);
    expect(parts.get(TODAY)?.id[0]).toBe(newer.transaction_id);
    expect(parts.get(TODAY)?.id).toHaveLength(3);
    expect(refresh.calls).toHaveLength(2 + 1 + 0);
  });

  it('drops days older than 30 days', async () => {
    const device = fakeDevice();
    const parts = new Map<string, DayPart>();
    await syncCopy(parts, { ...deps(fakeServer({}), device), today: '2026-10-01' });
    expect(device.stored.has('2026-10-01')).toBe(true);

    await syncCopy(parts, deps(fakeServer({}), device));
    expect(device.stored.has('2026-10-01')).toBe(false);
    expect([...device.stored.keys()].sort()).toEqual(copyDays(TODAY).sort());
  });

  it('keeps at most the cap, the newest sales, cutting the day that crosses it and fetching no older day', async () => {
    const [today = '', yesterday = '', before = '', older = ''] = copyDays(TODAY);
    const sales = {
      [today]: Array.from({ length: 30 }, () => sale(today)),
      [yesterday]: Array.from({ length: 10 }, () => sale(yesterday)),
      [before]: Array.from({ length: 30 }, () => sale(before)),
      [older]: Array.from({ length: 30 }, () => sale(older)),
    };
    const server = fakeServer(sales);
    const device = fakeDevice();
    const parts = new Map<string, DayPart>();

    await syncCopy(parts, deps(server, device), 50);

    expect(count(device.reload())).toBe(50);
    expect(device.stored.get(before)).toMatchObject({ cut: true, complete: true });
    expect(device.stored.get(before)?.id).toEqual(sales[before]?.slice(0, 10).map((s) => s.transaction_id));
    expect(server.calls).toEqual([`${today}#1`, `${yesterday}#1`, `${before}#1`]);
    expect(device.stored.has(older)).toBe(false);

    // Today grew: the next sync cuts the oldest kept day further, so the cap still holds.
    sales[today] = [...Array.from({ length: 5 }, () => sale(today)), ...(sales[today] ?? [])];
    await syncCopy(parts, deps(fakeServer(sales), device), 50);
    expect(count(device.reload())).toBe(50);
    expect(device.stored.get(today)?.id).toHaveLength(35);
    expect(device.stored.get(before)?.id).toEqual(sales[before]?.slice(0, 5).map((s) => s.transaction_id));
  });
});
