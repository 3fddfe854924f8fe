import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openTestApi, SEED_TIMEOUT, type TestApi } from '../api/test-helpers.ts';
import { runSequence, stepArb } from './money-property.ts';

/**
 * The money property in Vitest (issue 29): MONEY_PROPERTY_RUNS random sequences of 50 steps in
 * all (1,000 by default, split between the shards), the ledger's invariants after every step.
 * MONEY_PROPERTY_SEED replays a failing run (fast-check prints its seed); MONEY_PROPERTY_SHRINK=1
 * shrinks it to its smallest failing sequence.
 */
const SHARDS = 2;

export function moneyProperty(shard: number): void {
  const runs = Math.ceil(Number(process.env.MONEY_PROPERTY_RUNS ?? 1_000) / SHARDS);
  const seed =
    process.env.MONEY_PROPERTY_SEED === undefined ? undefined : Number(process.env.MONEY_PROPERTY_SEED) + shard;
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi();
  }, SEED_TIMEOUT);
  afterAll(async () => api?.close());

  describe(`the money property, shard ${shard} of ${SHARDS}`, () => {
    it(
      `holds every invariant after every step of ${runs} random sequences of 50 steps`,
      async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(stepArb, { minLength: 50, maxLength: 50 }), (steps) => runSequence(api, steps)),
          // No shrinking by default: it can take many minutes; the failure prints its seed and
          // path, and MONEY_PROPERTY_SHRINK=1 with MONEY_PROPERTY_SEED shrinks it at a desk.
          {
            numRuns: runs,
            endOnFailure: process.env.MONEY_PROPERTY_SHRINK !== '1',
            ...(seed === undefined ? {} : { seed }),
          },
        );
      },
      60 * 60_000,
    );
  });
}
