import { useEffect, useMemo, useState } from 'react';
import { useSessionUser } from '@/auth';
import { createRejectedRowsStore } from '@/offline/share-queue-store';
import type { RejectedBillet } from '../shared/schemas';
import type { UploadResult } from '@contract/billet-uploads';
import { refusedLine } from './upload-summary';

/** A refused spreadsheet row: its line, what it held, and why (kept until fixed or dismissed). */
export interface RejectedRow {
  key: string;
  file: string;
  row: number;
  billet: RejectedBillet;
  messages: string[];
}

/**
 * The refused rows of an upload's answer, with their messages. Both are the sandbox's extras
 * (requirements §5 needs only the message): without them there are no rows to fix.
 */
export function rejectedRowsOf(file: string, result: UploadResult, now = Date.now()): RejectedRow[] {
  const errors = result.errors ?? [];
  return (result.rejected ?? []).map((r) => ({
    key: `${now}:${file}:${r.row}`,
    file,
    row: r.row,
    // What the row held, as read: any field may be missing or hold what was typed; the form
    // reads each one with its type checked (form-values.ts).
    billet: r.billet as RejectedBillet,
    messages: errors.filter((e) => e.row === r.row).map((e) => refusedLine(e.field, e.message)),
  }));
}

const isRows = (value: unknown): value is RejectedRow[] =>
  Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && 'key' in r && 'billet' in r);

/** The refused rows on this device for this user and merchant (IndexedDB; wiped at logout). */
export function useRejectedRows() {
  const { sub, merchantId } = useSessionUser();
  const store = useMemo(() => createRejectedRowsStore(sub, merchantId ?? 0), [sub, merchantId]);
  const [rows, setRows] = useState<RejectedRow[]>([]);
  useEffect(() => {
    let live = true;
    void store.load().then((stored) => {
      if (live && isRows(stored)) setRows(stored);
    });
    return () => {
      live = false;
    };
  }, [store]);
  const replace = (next: RejectedRow[]) => {
    setRows(next);
    void store.save(next);
  };
  return {
    rows,
    add: (more: RejectedRow[]) => replace([...more, ...rows]),
    remove: (key: string) => replace(rows.filter((r) => r.key !== key)),
    clear: () => replace([]),
  };
}
