import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { SpreadsheetError } from './spreadsheet.ts';

/**
 * The parts of an uploaded XLSX that the reader needs, inflated under one budget (decision 027).
 * fflate reads the central directory first (names and declared sizes, nothing inflated), then
 * inflates only the parts asked for, a small slice of compressed bytes at a time, counting the
 * bytes that really come out: a part whose header lies about its size stops at its declared size,
 * and all parts together stop at the budget, whatever the headers say.
 */

/** Every part read, together: a 5,000-row sheet of 40 columns as inline strings is ~15 MiB. */
export const MAX_INFLATED_BYTES = 20 * 1024 * 1024;
/** A workbook has a few dozen parts; thousands of entries are a bomb's or a fuzzer's. */
const MAX_ENTRIES = 1_000;
/** Compressed bytes per push: deflate expands at most ~1,032×, so one push yields ≤ ~4 MiB. */
const SLICE = 4 * 1024;

export const notXlsx = () => new SpreadsheetError('O arquivo não é uma planilha XLSX.');
const tooBigInflated = () => new SpreadsheetError('A planilha é grande demais depois de descompactada.');

export interface Entry {
  size: number;
  originalSize: number;
  compression: number;
}

/** What is left of the budget: shared by every part of one file. */
export interface Budget {
  left: number;
}

/** The central directory by name; refuses duplicate names and too many entries. */
export function listEntries(bytes: Uint8Array): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  try {
    unzipSync(bytes, {
      filter: ({ name, size, originalSize, compression }) => {
        if (entries.has(name) || entries.size >= MAX_ENTRIES) throw notXlsx();
        entries.set(name, { size, originalSize, compression });
        return false; // listed only: nothing is inflated here
      },
    });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw notXlsx();
  }
  return entries;
}

/** A part's consumer: gets the inflated bytes in order, then `end()` once the part is whole. */
export interface PartSink {
  write(chunk: Uint8Array): void;
  end(): void;
}

/**
 * Inflates the named parts (those missing from the directory are skipped) into their sinks.
 * Before any work, their declared sizes must fit the budget; while inflating, a part may not
 * pass its declared size nor the budget. Throws a SpreadsheetError; sinks may throw their own.
 */
export function inflateParts(
  bytes: Uint8Array,
  entries: Map<string, Entry>,
  sinks: Record<string, PartSink>,
  budget: Budget,
): void {
  const wanted = Object.keys(sinks).filter((name) => entries.has(name));
  const declared = wanted.reduce((sum, name) => sum + (entries.get(name)?.originalSize ?? 0), 0);
  if (declared > budget.left) throw tooBigInflated();
  const done = new Set<string>();
  const unzip = new Unzip((file) => {
    const entry = entries.get(file.name);
    const sink = sinks[file.name];
    if (!entry || !sink) return;
    // A second local entry under a name, or one whose header disagrees with the directory: forged.
    if (done.has(file.name) || (file.originalSize !== undefined && file.originalSize !== entry.originalSize))
      throw notXlsx();
    let count = 0;
    file.ondata = (error, chunk, final) => {
      // fflate hands a throw of ours (from a sink or below) back here as `error`.
      if (error) throw error instanceof SpreadsheetError ? error : notXlsx();
      count += chunk.length;
      budget.left -= chunk.length;
      if (budget.left < 0) throw tooBigInflated();
      if (count > entry.originalSize) throw notXlsx();
      sink.write(chunk);
      if (final) {
        if (count !== entry.originalSize) throw notXlsx();
        done.add(file.name);
        sink.end();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += SLICE)
      unzip.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw notXlsx();
  }
  if (wanted.some((name) => !done.has(name))) throw notXlsx();
}
