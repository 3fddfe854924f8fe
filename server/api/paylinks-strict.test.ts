import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutLink } from '../../contract/checkout/link.ts';
import { paylinkDelete, paylinkList } from '../../contract/paylinks.ts';
import { keysOf, paylinkCalls } from './paylink-test-helpers.ts';
import { openTestApi, SEED_TIMEOUT, type TestApi } from './test-helpers.ts';

/**
 * Payment links on a spec-minimal backend (SANDBOX_STRICT_CONTRACT=1): the answers carry only
 * what contract/paylinks.ts requires, and that is enough to reach the link's checkout — the
 * `url` the merchant shares, not the sandbox's `url_hash` (the e2e suite's links rely on it).
 */
let strict: TestApi | undefined;
beforeAll(async () => {
  strict = await openTestApi({ strictContract: true });
}, SEED_TIMEOUT);
afterAll(async () => strict?.close());

const { call, publicCall, createLink } = paylinkCalls(() => {
  if (!strict) throw new Error('the strict API is not open yet');
  return strict;
});

describe('payment links in strict contract mode', () => {
  it('answer the required fields alone, and the url leads to the checkout', async () => {
    const link = await createLink();
    expect(link).not.toHaveProperty('url_hash');
    expect(link).not.toHaveProperty('created_at');
    expect(link).toMatchObject({ status: 'ACTIVE', payments_count: 0, amount: 12_345 });
    const hash = new URL(link.url).pathname.split('/').pop();
    const checkout = await publicCall(checkoutLink, `/v1/external/paylink/checkout/${hash}`);
    expect(checkout.status).toBe(200);

    const list = await call(paylinkList, '/v1/app/paylink/?perPage=1');
    expect(list.status).toBe(200);
    expect(keysOf(list.raw)).toEqual(['data', 'total']);
    expect(list.body.data[0]).toEqual(link);
    expect((await call(paylinkDelete, `/v1/app/paylink/${link.id}`)).status).toBe(204);
  });
});
