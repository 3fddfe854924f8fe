import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/endpoint.ts';
import { checkoutLink } from '../../contract/checkout/link.ts';
import { ENDPOINTS } from '../../contract/index.ts';
import { requiredPart } from '../../contract/shape.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/**
 * Issue 21 §5: the strict sandbox answers like a spec-minimal backend — every success body cut to
 * the fields its contract declaration requires — and what is left still parses as the PWA reads it.
 */
let strict: TestApi;
let full: TestApi;
beforeAll(async () => {
  strict = await openTestApi({ strictContract: true });
  full = await openTestApi();
}, SEED_TIMEOUT * 2);
afterAll(async () => Promise.all([strict?.close(), full?.close()]));

type Json = v.GenericSchema;
const schemaOf = (e: Endpoint): Json | undefined => ('schema' in e.success ? e.success.schema : undefined);

/**
 * The GET calls that answer without parameters: lists and lookups, signed in as the lojista. The
 * optional capabilities' calls are not served in strict mode at all (route.test.ts).
 */
const plainGets = ENDPOINTS.filter(
  (e) => e.method === 'GET' && !e.path.includes('{') && !e.extra && !e.capability && schemaOf(e),
);

describe('strict contract mode cuts every answer to its required fields', () => {
  it('answers each parameterless GET with exactly the required part of the full answer', async () => {
    let compared = 0;
    let removed = 0;
    for (const e of plainGets) {
      const [a, b] = await Promise.all([full.get(`${e.path}`), strict.get(`${e.path}`)]);
      if (a.status !== 200) continue; // needs a parameter (a day, a period): covered by the e2e.
      expect([e.id, b.status]).toEqual([e.id, 200]);
      const [whole, cut] = [await a.json(), await b.json()];
      const schema = schemaOf(e) as Json;
      // The lookups also keep only requirements §5's codes in strict mode: each row it keeps is cut alike.
      if (Array.isArray(cut)) expect(requiredPart(schema, whole), e.id).toEqual(expect.arrayContaining(cut));
      else expect(cut, e.id).toEqual(requiredPart(schema, whole));
      expect(v.safeParse(schema, cut).success, `${e.id}: the PWA reads the cut answer`).toBe(true);
      compared += 1;
      removed += JSON.stringify(whole).length - JSON.stringify(cut).length;
    }
    expect(compared).toBeGreaterThan(0);
    // Not a no-op: the extras really go.
    expect(removed).toBeGreaterThan(0);
  });

  it("cuts the public checkout's link to what the customer's page requires", async () => {
    const [link] = await full.sql(
      'SELECT url_hash FROM paylink WHERE active AND deleted_at IS NULL AND (reusable OR payments_count = 0) AND expires_at IS NOT NULL AND expires_at >= CURRENT_DATE LIMIT 1',
    );
    const path = `/v1/external/paylink/checkout/${String(link?.url_hash)}`;
    const whole = (await (await full.app.request(path)).json()) as Record<string, unknown>;
    const cut = (await (await strict.app.request(path)).json()) as Record<string, unknown>;
    expect('expires_at' in whole).toBe(true);
    expect('expires_at' in cut).toBe(false);
    expect(cut).toEqual(requiredPart(checkoutLink.success.schema, whole));
    expect(v.safeParse(checkoutLink.success.schema, cut).success).toBe(true);
  });
});
