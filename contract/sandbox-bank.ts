import * as v from 'valibot';
import { ReturnFileSchema } from './billet-uploads.ts';
import { endpoint } from './endpoint.ts';
import { need, shape } from './shape.ts';
import { Count } from './shapes/numbers.ts';

/**
 * The simulated bank's day on demand (issue 19; docs/api.md, "The simulated bank"): sandbox only,
 * with the merchant's bearer and a 'Boleto' plan. No screen calls it: the e2e suite and demos do,
 * so a boleto can be paid today without waiting for a bank day.
 */

const AREA = 'sandbox';

const BankDaySchema = shape({
  date: need(v.string(), 'the day the bank ran (today)'),
  files: need(v.array(ReturnFileSchema), 'the return files it wrote, one per layout with movements'),
  confirmed: need(Count, 'registrations it confirmed'),
  paid: need(Count, 'boletos it paid: the caller checks its boleto was one'),
  downed: need(Count, 'boletos it wrote off'),
});

/** Optional: no body runs the day with the bank's own rules only. */
const AdvanceBody = v.strictObject(
  { pay: v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'Envie pay: [id do boleto, …]')) },
  'Campo desconhecido',
);

export const advanceBank = endpoint({
  id: 'sandbox.bankAdvance',
  area: AREA,
  method: 'POST',
  path: '/v1/sandbox/bank/advance',
  // Any signed-in user's bearer reaches it, but the bank runs for the token's merchant: one
  // without a merchant, or without a 'Boleto' plan, is a 403.
  access: 'user',
  summary:
    'Runs a bank day now for the merchant: confirms registrations, writes off what was cancelled, pays the overdue boletos and those in `pay`. The body is optional.',
  body: AdvanceBody,
  success: { status: 200, schema: BankDaySchema },
  errors: [400, 413],
});

export const SANDBOX_BANK = [advanceBank] as const;
