/**
 * The bench's two modes. The full one (`npm run bench`) prints the figures the README records.
 * The quick one (`npm run bench -- --quick`, part of `npm test`) runs every part once on small
 * sizes: it judges no figure, it only proves that each part still measures something — a part
 * that cannot (a selector the app no longer matches, a call that changed) fails the run, instead
 * of being found broken the day someone needs its figure.
 */
export const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
// The parts that measure in a child process (the export) learn the mode from the environment.
if (QUICK) process.env.BENCH_QUICK = '1';

/** `full` in the full bench, `quick` in the quick one (one run, a small size). */
export const size = (full: number, quick = 1): number => (QUICK ? quick : full);

/**
 * A figure a part measured, checked: a part that got nothing (no run, NaN, no file) throws with
 * what it could not measure, in both modes.
 */
export function measured<T extends number | readonly unknown[]>(value: T, what: string): T {
  const empty = typeof value === 'number' ? !Number.isFinite(value) : value.length === 0;
  if (empty) throw new Error(`bench: could not measure ${what}`);
  return value;
}
