import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import {
  deletePaylink,
  findPaylink,
  hasEcommerce,
  insertPaylink,
  listPaylinks,
  paylinkView,
  paymentCount,
  updatePaylink,
  type PaylinkInput,
} from '../../db/queries/paylinks.ts';
import { todayInZone } from '../../domain/zone.ts';
import {
  MAX_AMOUNT_CENTS,
  MAX_DESCRIPTION,
  MAX_INSTALLMENTS,
  MIN_AMOUNT_CENTS,
  newUrlHash,
  PAYLINK_STATUSES,
  PAYMENT_METHODS,
} from '../../domain/paylink.ts';
import { readJson, TextField } from '../body.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { pagingEntries, parseBody, parseQuery, StringsIn, TextParam, UNKNOWN_PARAMETER } from '../list-params.ts';
import { IdParam, parseInput } from '../validate.ts';
import { paylinkPaymentRoutes } from './paylink-payments.ts';

const ecommerceDisabled = () => new ApiError(403, 'E-commerce não habilitado para este lojista.');
const amountLocked = () =>
  new ApiError(
    409,
    'Este link já recebeu pagamentos: o valor não pode ser alterado. Crie um novo link com o novo valor.',
  );

const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100).replace(/\s/g, ' ');

const INSTALLMENTS_MESSAGE = `O campo Parcelas (máximo) deve ser um número inteiro entre 1 e ${MAX_INSTALLMENTS}`;

/** Body of create and update, with spec §5's messages and the screen's field labels. */
const PaylinkBody = v.strictObject(
  {
    description: TextField('Descrição', MAX_DESCRIPTION),
    amount: v.pipe(
      v.number('O campo Valor é obrigatório'),
      v.integer('O campo Valor deve ser um valor em centavos'),
      v.minValue(MIN_AMOUNT_CENTS, `O Valor mínimo aceito é de ${brl(MIN_AMOUNT_CENTS)}`),
      v.maxValue(MAX_AMOUNT_CENTS, `O Valor máximo aceito é de ${brl(MAX_AMOUNT_CENTS)}`),
    ),
    max_installments: v.pipe(
      v.number(INSTALLMENTS_MESSAGE),
      v.integer(INSTALLMENTS_MESSAGE),
      v.minValue(1, INSTALLMENTS_MESSAGE),
      v.maxValue(MAX_INSTALLMENTS, INSTALLMENTS_MESSAGE),
    ),
    payment_methods: v.pipe(
      v.array(
        v.picklist(PAYMENT_METHODS, 'O campo Formas de pagamento aceita CARD, BILLET e PIX'),
        'O campo Formas de pagamento é obrigatório',
      ),
      v.minLength(1, 'O campo Formas de pagamento não atingiu o limite mínimo de 1 itens'),
      v.maxLength(3, 'O campo Formas de pagamento ultrapassou o limite máximo de 3 itens'),
    ),
    expires_at: v.nullable(v.pipe(v.string('Data inválida'), v.isoDate('Data inválida'))),
    reusable: v.boolean('O campo Permite vários pagamentos é obrigatório'),
    status: v.optional(v.picklist(['ACTIVE', 'INACTIVE'], 'O campo status aceita ACTIVE ou INACTIVE')),
  },
  'Campo desconhecido',
);

const ListQuery = v.strictObject(
  {
    ...pagingEntries(10),
    status: v.optional(StringsIn(PAYLINK_STATUSES)),
    description: v.optional(TextParam(MAX_DESCRIPTION)),
  },
  UNKNOWN_PARAMETER,
);

const Params = v.object({ id: IdParam });

const dayBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function readInput(c: Context, today: string): Promise<PaylinkInput> {
  const body = parseBody(PaylinkBody, await readJson(c));
  if (body.expires_at !== null && body.expires_at < today)
    throw invalidParameters([`expires_at: O campo Válido até deve ser maior ou igual a ${dayBr(today)}`]);
  return { ...body, payment_methods: [...new Set(body.payment_methods)] };
}

/** `url` is absolute: the configured public URL of the sandbox, or the request's own origin. */
const originOf = (c: Context, publicUrl: string | undefined) => publicUrl ?? new URL(c.req.url).origin;

/** Merchant calls on payment links (docs/api.md, "Payment links"): e-commerce merchants only. */
export function paylinkRoutes(db: Db, publicUrl?: string): Hono<ApiEnv> {
  const requireEcommerce: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (!(await hasEcommerce(db.orm, c.get('merchantId')))) throw ecommerceDisabled();
    await next();
  };
  const view = (c: Context, row: Parameters<typeof paylinkView>[0]) =>
    paylinkView(row, originOf(c, publicUrl), todayInZone());
  const owned = async (c: Context<ApiEnv>) => {
    const { id } = parseInput(Params, c.req.param());
    const row = await findPaylink(db.orm, c.get('merchantId'), id);
    if (!row) throw recordNotFound();
    return row;
  };

  const list = async (c: Context<ApiEnv>) => {
    const { page, perPage, ...filter } = parseQuery(c, { schema: ListQuery, multi: ['status'] });
    const { rows, total } = await listPaylinks(db.orm, c.get('merchantId'), filter, todayInZone(), page, perPage);
    return c.json({ data: rows.map((row) => view(c, row)), total });
  };

  return (
    new Hono<ApiEnv>()
      .use('/v1/app/paylink', requireEcommerce)
      .use('/v1/app/paylink/*', requireEcommerce)
      // The spec writes the list with a trailing slash; both forms answer.
      .get('/v1/app/paylink/', list)
      .get('/v1/app/paylink', list)
      .get('/v1/app/paylink/:id', async (c) => c.json(view(c, await owned(c))))
      .post('/v1/app/paylink', async (c) => {
        const input = await readInput(c, todayInZone());
        const row = await insertPaylink(db.orm, c.get('merchantId'), { ...input, status: undefined }, newUrlHash());
        return c.json(view(c, row), 201);
      })
      .put('/v1/app/paylink/:id', async (c) => {
        const current = await owned(c);
        const input = await readInput(c, todayInZone());
        if (input.amount !== current.amount_cents && (await paymentCount(db.orm, current.id, true)) > 0)
          throw amountLocked();
        return c.json(view(c, await updatePaylink(db.orm, current.id, input)));
      })
      .delete('/v1/app/paylink/:id', async (c) => {
        const current = await owned(c);
        await deletePaylink(db.orm, current.id);
        return c.body(null, 204);
      })
      .route(
        '/',
        paylinkPaymentRoutes(db, owned, (c) => originOf(c, publicUrl)),
      )
  );
}
