/**
 * What the field copy reads of each sale of requirements §7's list (contract/transactions.ts): the four
 * fields every row has, and the ones the search and the result card use when a backend sends
 * them. A backend that leaves an optional one out (the card number, say) still fills the copy;
 * that search then finds nothing. Only these fields are stored: nothing else reaches the device.
 */
export interface CopyRow {
  transaction_id: number;
  payment_date: string;
  status: string;
  amount: number;
  net_amount?: number | null;
  qt_installment?: number | null;
  nsu?: string | null;
  authorization_number?: string | null;
  // BIN and last 4 at most (PCI DSS): only the last 4 digits are kept.
  card_number?: string | null;
  operation?: { operation_name: string } | null;
  card_brand?: { brand_name: string } | null;
}

/**
 * One São Paulo day of the copy, as stored: a column per field (arrays of plain values clone
 * into IndexedDB far smaller and faster than 300 objects repeating their keys), rows newest
 * first, already normalised for the search (authorization upper-case, the card's last 4 digits).
 */
export interface DayPart {
  v: 1;
  /** 'YYYY-MM-DD', São Paulo. */
  day: string;
  /** When this day's fetch began: its sales are complete up to then ("vendas até"). */
  fetchedAt: number;
  /** Every page read (or the cap reached). */
  complete: boolean;
  /** The next page to ask for: where an interrupted fetch resumes. */
  nextPage: number;
  /** Rows received so far (duplicates included), against the server's `total`. */
  seen: number;
  total: number;
  /** The cap cut this day short: older sales of it are not on the device. */
  cut: boolean;
  id: number[];
  at: string[];
  status: string[];
  amount: number[];
  net: (number | null)[];
  nsu: (string | null)[];
  auth: (string | null)[];
  last4: (string | null)[];
  op: (string | null)[];
  inst: (number | null)[];
  brand: (string | null)[];
}

const COLUMNS = ['id', 'at', 'status', 'amount', 'net', 'nsu', 'auth', 'last4', 'op', 'inst', 'brand'] as const;

export function emptyDay(day: string, fetchedAt: number): DayPart {
  return {
    v: 1,
    day,
    fetchedAt,
    complete: false,
    nextPage: 1,
    seen: 0,
    total: 0,
    cut: false,
    id: [],
    at: [],
    status: [],
    amount: [],
    net: [],
    nsu: [],
    auth: [],
    last4: [],
    op: [],
    inst: [],
    brand: [],
  };
}

const LAST4 = /(\d{4})$/;

/**
 * Adds a page's rows to a day (in place), skipping sales it already holds (a sale made while
 * today is fetched shifts the pages by one) and stopping at `room` rows (the cap). True when
 * it had to leave new sales out for want of room.
 */
export function appendRows(part: DayPart, rows: readonly CopyRow[], room: number): boolean {
  const known = new Set(part.id);
  for (const row of rows) {
    if (known.has(row.transaction_id)) continue;
    if (part.id.length >= room) return true;
    known.add(row.transaction_id);
    part.id.push(row.transaction_id);
    part.at.push(row.payment_date);
    part.status.push(row.status);
    part.amount.push(row.amount);
    part.net.push(row.net_amount ?? null);
    part.nsu.push(row.nsu || null);
    part.auth.push(row.authorization_number ? row.authorization_number.toUpperCase() : null);
    part.last4.push(LAST4.exec(row.card_number ?? '')?.[1] ?? null);
    part.op.push(row.operation?.operation_name ?? null);
    part.inst.push(row.qt_installment ?? null);
    part.brand.push(row.card_brand?.brand_name ?? null);
  }
  return false;
}

/** The newest `rows` sales of a day (the cap), marked as cut. */
export function truncateDay(part: DayPart, rows: number): DayPart {
  const columns = Object.fromEntries(COLUMNS.map((column) => [column, part[column].slice(0, rows)]));
  return { ...part, ...columns, cut: true } as DayPart;
}

/**
 * A stored part read back, or undefined when it is not one (another build's shape, a damaged
 * record): checks the envelope and that the columns line up, not every value (cheap at 9,000).
 */
export function readDayPart(value: unknown): DayPart | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const part = value as Partial<Record<keyof DayPart, unknown>>;
  if (part.v !== 1 || typeof part.day !== 'string' || typeof part.fetchedAt !== 'number') return undefined;
  if (typeof part.complete !== 'boolean' || typeof part.nextPage !== 'number') return undefined;
  if (typeof part.seen !== 'number' || typeof part.total !== 'number' || typeof part.cut !== 'boolean')
    return undefined;
  const length = Array.isArray(part.id) ? part.id.length : -1;
  return COLUMNS.every((column) => Array.isArray(part[column]) && part[column].length === length)
    ? (value as DayPart)
    : undefined;
}

/** One sale of the copy, as the result card and the sale sheet show it. */
export interface CopiedSale {
  transaction_id: number;
  payment_date: string;
  status: string;
  amount: number;
  net_amount: number | null;
  nsu: string | null;
  authorization_number: string | null;
  card_last4: string | null;
  operation_name: string | null;
  qt_installment: number | null;
  brand_name: string | null;
}

export function saleAt(part: DayPart, index: number): CopiedSale {
  return {
    transaction_id: part.id[index] as number,
    payment_date: part.at[index] as string,
    status: part.status[index] as string,
    amount: part.amount[index] as number,
    net_amount: part.net[index] ?? null,
    nsu: part.nsu[index] ?? null,
    authorization_number: part.auth[index] ?? null,
    card_last4: part.last4[index] ?? null,
    operation_name: part.op[index] ?? null,
    qt_installment: part.inst[index] ?? null,
    brand_name: part.brand[index] ?? null,
  };
}
