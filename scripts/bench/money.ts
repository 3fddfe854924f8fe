import { execFileSync } from 'node:child_process';
import { size } from './mode';

/**
 * The money property's long run (issue 29): many more random sequences than `npm test`'s 1,000,
 * on PGlite — and on PostgreSQL when BENCH_DATABASE_URL (or with-postgres.sh's TEST_DATABASE_URL)
 * names a server. Prints how many sequences and steps held every invariant, and how long it took.
 * BENCH_MONEY_RUNS sets the number (default 10,000); a failure prints its seed to replay it.
 */
export function measureMoney(): void {
  const runs = Number(process.env.BENCH_MONEY_RUNS ?? size(10_000, 2));
  console.log(`\n## Money property (${runs} sequences of 50 steps, every invariant after every step)`);
  const databases: [string, Record<string, string>][] = [['PGlite', { TEST_DATABASE_URL: '' }]];
  const postgres = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (postgres) databases.push(['PostgreSQL', { TEST_DATABASE_URL: postgres }]);
  for (const [name, env] of databases) {
    const started = performance.now();
    execFileSync('npx', ['vitest', 'run', '--project', 'money', '--maxWorkers=2'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, MONEY_PROPERTY_RUNS: String(runs) },
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${name}: ${runs} sequences, ${runs * 50} steps, all invariants held; ${seconds.toFixed(0)} s ` +
        `(${((seconds * 1000) / runs).toFixed(0)} ms a sequence, two shards side by side)`,
    );
  }
  if (!postgres) console.log('PostgreSQL: skipped (run under scripts/ci/with-postgres.sh, or set BENCH_DATABASE_URL)');
}
