import * as v from 'valibot';
import { IdempotencyKey } from './shapes/idempotency.ts';
import { endpoint } from './endpoint.ts';
import { pagingEntries, UNKNOWN_PARAMETER } from './query.ts';
import { need, shape } from './shape.ts';
import { Cents, Count, RowId } from './shapes/numbers.ts';

/**
 * Receivables anticipation (issue 23), an optional capability (`/config` `features.anticipation`):
 * future credit receivables paid early, on the next bank day, less a fee pro rata per day at the
 * plan's monthly rate. Acting needs the realm role `sales_anticipation`.
 */

const AREA = 'anticipation';
export const ANTICIPATION_ROLE = 'sales_anticipation';

const Day = v.pipe(v.string(), v.isoDate());

const AvailableSchema = shape({
  amount: need(
    Cents,
    'gross of the anticipation: Σ of the receivables’ net of MDR (what they would pay on their dates); the slider’s top',
  ),
  receivables_count: need(v.pipe(v.number(), v.integer(), v.minValue(0)), 'how many receivables that is'),
  first_date: need(v.nullable(Day), 'the nearest original date (null: nothing to anticipate)'),
  last_date: need(v.nullable(Day), 'the farthest original date (null: nothing to anticipate)'),
});
export type AnticipationAvailable = v.InferOutput<typeof AvailableSchema>;

const SimulationBody = v.strictObject(
  {
    amount: v.pipe(
      v.number('Informe o valor em centavos'),
      v.integer('Informe o valor em centavos'),
      v.minValue(1, 'O valor a antecipar deve ser maior que zero'),
    ),
  },
  'Campo desconhecido',
);

const SimulatedReceivable = shape({
  id: need(RowId, 'which receivable'),
  original_date: need(Day, 'when it would have been paid'),
  amount: need(Cents, 'its value: the receivable’s net of MDR, what it would pay on its date'),
  fee: need(Cents, 'its fee'),
});

const SimulationSchema = shape({
  simulation_id: need(v.string(), 'the confirmation names it'),
  amount: need(Cents, 'gross anticipated'),
  fee_amount: need(Cents, 'the fee, said before confirming'),
  net_amount: need(Cents, 'what the merchant receives'),
  rate_monthly: need(v.number(), 'the rate, said before confirming (percent a month, e.g. 1.99)'),
  receivables: need(
    v.array(SimulatedReceivable),
    'which receivables go: the first ones, nearest first (the sandbox sends 20); the rest with anticipation.simulationReceivables',
  ),
  receivables_count: need(Count, 'how many receivables go, said before confirming; more than listed → “Ver mais”'),
  credit_date: need(Day, 'when the money arrives'),
  expires_at: need(v.string(), 'the simulation is good until then'),
});
export type AnticipationSimulation = v.InferOutput<typeof SimulationSchema>;

const ConfirmBody = v.strictObject(
  { simulation_id: v.pipe(v.string('Informe a simulação'), v.minLength(1, 'Informe a simulação')) },
  'Campo desconhecido',
);

const AnticipationSchema = shape(
  {
    anticipation_id: need(RowId, 'the list and the result name it'),
    amount: need(Cents, 'gross anticipated'),
    fee_amount: need(Cents, 'the fee paid'),
    net_amount: need(Cents, 'what was received'),
    credit_date: need(Day, 'when it was credited'),
    created_at: need(v.string(), 'when it was asked for'),
  },
  { rate_monthly: v.number(), receivables_count: Count },
);
export type Anticipation = v.InferOutput<typeof AnticipationSchema>;

const AnticipationListSchema = shape({
  data: need(v.array(AnticipationSchema), 'the past anticipations, newest first'),
  total: need(Count, 'how many there are, for the pages'),
});

const SimulationReceivablesSchema = shape({
  data: need(v.array(SimulatedReceivable), 'a page of the simulation’s receivables, in the order they are taken'),
  total: need(Count, 'how many the simulation takes, for the pages'),
});

const ListQuery = v.strictObject(pagingEntries(20), UNKNOWN_PARAMETER);

export const anticipationAvailable = endpoint({
  id: 'anticipation.available',
  area: AREA,
  method: 'GET',
  path: '/v1/app/anticipation/available',
  access: 'merchant',
  capability: 'anticipation',
  summary:
    'What can be anticipated: future credit receivables not paid, blocked, anticipated or bound by a contract effect.',
  success: { status: 200, schema: AvailableSchema },
  errors: [],
});

export const anticipationSimulate = endpoint({
  id: 'anticipation.simulate',
  area: AREA,
  method: 'POST',
  path: '/v1/app/anticipation/simulation',
  access: 'merchant',
  capability: 'anticipation',
  role: ANTICIPATION_ROLE,
  summary:
    'Simulates anticipating `amount` (≤ available), nearest receivables first; the fee is pro rata per day, rounded half-up per receivable. Good for 15 minutes. Answers the totals and the first 20 receivables (the answer does not grow with the amount); the rest with anticipation.simulationReceivables.',
  body: SimulationBody,
  success: { status: 201, schema: SimulationSchema },
  errors: [400],
});

export const anticipationSimulationReceivables = endpoint({
  id: 'anticipation.simulationReceivables',
  area: AREA,
  method: 'GET',
  path: '/v1/app/anticipation/simulation/{simulation_id}/receivables',
  access: 'merchant',
  capability: 'anticipation',
  summary:
    'A page of a simulation’s receivables, in the order it takes them (page 1 starts with the ones the simulation answered). Still answers once the simulation expired or was confirmed; 404 when it is not the merchant’s.',
  params: { simulation_id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)) },
  badParam: 404,
  query: { schema: ListQuery },
  success: { status: 200, schema: SimulationReceivablesSchema },
  errors: [400, 404],
});

export const anticipationConfirm = endpoint({
  id: 'anticipation.confirm',
  area: AREA,
  method: 'POST',
  path: '/v1/app/anticipation',
  access: 'merchant',
  capability: 'anticipation',
  role: ANTICIPATION_ROLE,
  summary:
    'Anticipates all of a simulation’s receivables (not only the ones it answered with). Requires the Idempotency-Key header. 409 when the simulation was already used, 410 when it expired.',
  headers: { 'Idempotency-Key': IdempotencyKey },
  body: ConfirmBody,
  success: { status: 201, schema: AnticipationSchema },
  errors: [400, 404, 409, 410],
});

export const anticipationList = endpoint({
  id: 'anticipation.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/anticipation',
  access: 'merchant',
  capability: 'anticipation',
  summary: 'The merchant’s anticipations, newest first.',
  query: { schema: ListQuery },
  success: { status: 200, schema: AnticipationListSchema },
  errors: [400],
});

export const ANTICIPATION = [
  anticipationAvailable,
  anticipationSimulate,
  anticipationSimulationReceivables,
  anticipationConfirm,
  anticipationList,
] as const;
