import * as v from 'valibot';

/**
 * One key per payment attempt, chosen by the client: a retry with the same key gets the first
 * answer and is never charged twice (decision 026).
 */
const IDEMPOTENCY_KEY_MISSING =
  'Informe o cabeçalho Idempotency-Key (um identificador único por tentativa de pagamento).';
export const IdempotencyKey = v.pipe(
  v.string(IDEMPOTENCY_KEY_MISSING),
  v.trim(),
  v.regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_MISSING),
);
