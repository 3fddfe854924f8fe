import type { Terminal, TerminalStatus } from '../api/list-terminals';

export type StatusFilter = 'ALL' | TerminalStatus;

export interface TerminalFilter {
  status: StatusFilter;
  /** Part of a serial number, as typed: case, spaces and dashes do not matter. */
  serial: string;
}

export const NO_FILTER: TerminalFilter = { status: 'ALL', serial: '' };

/** Serial numbers are printed with dashes or spaces on labels; compare letters and digits only. */
const normalizeSerial = (value: string): string => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

export function filterTerminals(terminals: readonly Terminal[], filter: TerminalFilter): Terminal[] {
  const serial = normalizeSerial(filter.serial);
  return terminals.filter(
    (terminal) =>
      (filter.status === 'ALL' || terminal.status === filter.status) &&
      (serial === '' || normalizeSerial(terminal.serial_number).includes(serial)),
  );
}

/** How many terminals each status button would show (its count label). */
export function countByStatus(terminals: readonly Terminal[]): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { ALL: terminals.length, ACTIVE: 0, INACTIVE: 0, MAINTENANCE: 0 };
  for (const terminal of terminals) counts[terminal.status] += 1;
  return counts;
}

export const isFiltering = (filter: TerminalFilter): boolean => filter.status !== 'ALL' || filter.serial.trim() !== '';
