import type { Context, MiddlewareHandler } from 'hono';
import * as contract from '../../../contract/paylinks.ts';
import type { Db } from '../../db/index.ts';
import {
  findPaylink,
  hasEcommerce,
  insertPaylink,
  listPaylinks,
  paymentCount,
  type PaylinkInput,
  type PaylinkRecord,
} from '../../db/queries/paylinks.ts';
import { newUrlHash, paylinkStatus } from '../../domain/paylink.ts';
import { todayInZone } from '../../domain/zone.ts';
import { deletePaylink, updatePaylink } from '../../services/paylinks.ts';
import type { ApiEnv } from '../env.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { contractRouter, type RouteOptions } from '../route.ts';
import { paylinkView } from '../views/paylinks.ts';
import { paylinkPaymentRoutes } from './paylink-payments.ts';

const ecommerceDisabled = () => new ApiError(403, 'E-commerce não habilitado para este lojista.');
const amountLocked = () =>
  new ApiError(
    409,
    'Este link já recebeu pagamentos: o valor não pode ser alterado. Crie um novo link com o novo valor.',
  );

const alreadyPaid = () => new ApiError(409, 'Este link já foi pago: não pode mais ser alterado.');

const dayBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The body's rules that need the server's today (São Paulo); repeated methods are dropped. */
function linkInput<B extends Omit<PaylinkInput, 'status'>>(body: B, today: string): B {
  if (body.expires_at !== null && body.expires_at < today)
    throw invalidParameters([
      `expires_at: O campo ${contract.PAYLINK_LABELS.expiresAt} deve ser maior ou igual a ${dayBr(today)}`,
    ]);
  return { ...body, payment_methods: [...new Set(body.payment_methods)] };
}

/** `url` is absolute: the configured public URL of the sandbox, or the request's own origin. */
const originOf = (c: Context, publicUrl: string | undefined) => publicUrl ?? new URL(c.req.url).origin;

/** Merchant calls on payment links (docs/api.md, "Payment links"): e-commerce merchants only. */
export function paylinkRoutes(db: Db, options: RouteOptions, publicUrl?: string) {
  const router = contractRouter(options);
  // Before the handlers: a merchant without e-commerce gets its 403 whatever the id or the body.
  const requireEcommerce: MiddlewareHandler<ApiEnv> = async (c, next) => {
    if (!(await hasEcommerce(db.orm, c.get('merchantId')))) throw ecommerceDisabled();
    await next();
  };
  router.app.use('/v1/app/paylink', requireEcommerce).use('/v1/app/paylink/*', requireEcommerce);

  const view = (c: Context, row: PaylinkRecord) => paylinkView(row, originOf(c, publicUrl), todayInZone());
  const owned = async (c: Context<ApiEnv>, id: number) => {
    const row = await findPaylink(db.orm, c.get('merchantId'), id);
    if (!row) throw recordNotFound();
    return row;
  };

  router.on(contract.paylinkList, async ({ c, query }) => {
    const { page, perPage, ...filter } = query;
    const { rows, total } = await listPaylinks(db.orm, c.get('merchantId'), filter, todayInZone(), page, perPage);
    return { data: rows.map((row) => view(c, row)), total };
  });

  router.on(contract.paylinkGet, async ({ c, params }) => view(c, await owned(c, params.id)));

  router.on(contract.paylinkCreate, async ({ c, body }) => {
    const input = linkInput(await body(), todayInZone());
    const row = await insertPaylink(db.orm, c.get('merchantId'), input, newUrlHash());
    return view(c, row);
  });

  router.on(contract.paylinkUpdate, async ({ c, params, body }) => {
    const current = await owned(c, params.id);
    // A single-use link once paid is a record of that sale: what it said is what the customer paid for.
    if (paylinkStatus(current, todayInZone()) === 'PAID') throw alreadyPaid();
    const input = linkInput(await body(), todayInZone());
    if (input.amount !== current.amount_cents && (await paymentCount(db.orm, current.id, true)) > 0)
      throw amountLocked();
    return view(c, await updatePaylink(db.orm, current.id, input));
  });

  router.on(contract.paylinkDelete, async ({ c, params }) => {
    const current = await owned(c, params.id);
    await deletePaylink(db.orm, current.id);
    return null;
  });

  paylinkPaymentRoutes(router, db, owned, (c) => originOf(c, publicUrl));
  return router;
}
