import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { getMerchant } from '../../db/queries/merchant.ts';
import type { ApiEnv } from '../env.ts';
import { recordNotFound } from '../errors.ts';
import { IdParam, parseInput } from '../validate.ts';

const Params = v.object({ merchantId: IdParam });

export function merchantRoutes(db: Db): Hono<ApiEnv> {
  return new Hono<ApiEnv>().get('/v1/app/merchant/:merchantId', async (c) => {
    const { merchantId } = parseInput(Params, c.req.param());
    // The path id only has to agree with the token: another merchant's id is "not found".
    if (merchantId !== c.get('merchantId')) throw recordNotFound();
    const merchant = await getMerchant(db.orm, merchantId);
    if (!merchant) throw recordNotFound();
    return c.json(merchant);
  });
}
