import { bankDayOnOrAfter } from '../../domain/bank-calendar.ts';
import { addDays, daysBetween, startOfDay } from '../../domain/zone.ts';

/**
 * Day numbers for the seed: day 0 is `first`, dates and São Paulo day starts are computed once
 * per day instead of once per receivable (≈200k of them). Sale instants map to their São Paulo
 * day through the precomputed day starts, never by subtracting a fixed offset.
 */
export class SeedCalendar {
  private readonly dates: string[] = [];
  private readonly starts: number[] = [];
  private readonly bankDays: number[] = [];

  constructor(readonly first: string) {}

  /** YYYY-MM-DD of day number `index` (≥ 0). */
  date(index: number): string {
    if (index < 0) throw new Error(`SeedCalendar: day ${index} is before ${this.first}`);
    while (this.dates.length <= index) this.dates.push(addDays(this.first, this.dates.length));
    return this.dates[index] as string;
  }

  /**
   * Day number of the bank day on or after day `index` (bank-calendar.ts, the one calendar the
   * live paths use too), computed once per day rather than once per receivable.
   */
  bankDay(index: number): number {
    while (this.bankDays.length <= index) {
      const i = this.bankDays.length;
      this.bankDays.push(daysBetween(this.first, bankDayOnOrAfter(this.date(i))));
    }
    return this.bankDays[index] as number;
  }

  private start(index: number): number {
    while (this.starts.length <= index) this.starts.push(startOfDay(this.date(this.starts.length)).getTime());
    return this.starts[index] as number;
  }

  /**
   * A cursor for instants in ascending order (the sales are sorted by time): amortised O(1) per
   * call. Returns the day number of each instant.
   */
  dayCursor(): (instantMs: number) => number {
    let day = 0;
    return (ms) => {
      if (ms < this.start(day))
        throw new Error('SeedCalendar: instants must come in ascending order, from the first day');
      while (this.start(day + 1) <= ms) day++;
      return day;
    };
  }
}
