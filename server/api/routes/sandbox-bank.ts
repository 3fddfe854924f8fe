import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import { runBankDay } from '../../db/queries/bank.ts';
import { requireMerchant } from '../auth.ts';
import { bodyTooLarge, MAX_JSON_BYTES } from '../body.ts';
import { ApiError } from '../errors.ts';
import type { ApiEnv } from '../env.ts';
import { parseBody } from '../list-params.ts';
import { requireBilletPlan } from './billets.ts';

const AdvanceBody = v.strictObject(
  { pay: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Envie pay: [id do boleto, …]')) },
  'Campo desconhecido',
);

/** The simulated bank's day on demand, sandbox only (docs/api.md "The simulated bank"). */
export function sandboxBankRoutes(db: Db, _publicUrl?: string): Hono<ApiEnv> {
  return new Hono<ApiEnv>().post('/v1/sandbox/bank/advance', requireMerchant, requireBilletPlan(db), async (c) => {
    // The body is optional: no body runs the day with the bank's own rules only.
    const text = await c.req.text();
    if (text.length > MAX_JSON_BYTES) throw bodyTooLarge();
    let raw: unknown = {};
    try {
      if (text.trim() !== '') raw = JSON.parse(text) as unknown;
    } catch {
      throw new ApiError(400, 'Corpo da requisição inválido: envie um JSON.');
    }
    const { pay } = parseBody(AdvanceBody, raw);
    return c.json(await runBankDay(db.orm, c.get('merchantId'), pay ?? []));
  });
}
