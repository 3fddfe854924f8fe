import { describe, expect, it } from 'vitest';
import { APP_CODES, CARD_BRAND_IDS, CHANNEL_IDS, OPERATION_FILTER_IDS } from '../../contract/codes/lookups.ts';
import { apps, cardBrands, channels, operations } from './lookups.ts';

/** The lists the seed loads hold exactly the codes the contract's filters accept. */
describe('reference rows', () => {
  it('name every code of the contract, and no other', () => {
    expect(apps.map((a) => a.app_code).sort()).toEqual([...APP_CODES].sort());
    expect(cardBrands.map((b) => b.id)).toEqual(CARD_BRAND_IDS);
    expect(channels.map((c) => c.id)).toEqual(CHANNEL_IDS);
    expect(operations.every((o) => OPERATION_FILTER_IDS.includes(o.id))).toBe(true);
  });
});
