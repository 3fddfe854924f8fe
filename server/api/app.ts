import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authenticate, requireMerchant } from './auth.ts';
import { anticipationRoutes } from './routes/anticipation.ts';
import { billetUploadRoutes, uploadTooLarge } from './routes/billet-uploads.ts';
import { MAX_UPLOAD_BYTES } from '../../contract/billet-uploads.ts';
import { billetRoutes } from './routes/billets.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import type { ApiDeps, ApiEnv } from './env.ts';
import { ApiError, handleApiError, recordNotFound } from './errors.ts';
import { contractEffectRoutes } from './routes/contract-effects.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { merchantRoutes } from './routes/merchant.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { openApiDocument } from './openapi.ts';
import { paylinkRoutes } from './routes/paylinks.ts';
import { paymentRoutes } from './routes/payments.ts';
import { receivableUnitRoutes } from './routes/receivable-units.ts';
import { receivableRoutes } from './routes/receivables.ts';
import { reconciliationRoutes } from './routes/reconciliation.ts';
import { refundRoutes } from './routes/refunds.ts';
import { sandboxBankRoutes } from './routes/sandbox-bank.ts';
import { transactionRoutes } from './routes/transactions.ts';

/** Every body is capped before anything reads it: 1 MB, the spreadsheet upload its 5 MB plus framing. */
const MAX_BODY_BYTES = 1024 * 1024;
// Matched at the end: this app is mounted under /api, and c.req.path is the whole path.
const UPLOAD_PATH = /\/v1\/app\/billet_upload\/file\/[^/]+$/;
const smallBodies = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new ApiError(413, 'O corpo da requisição passa do limite de 1 MB.');
  },
});
const uploadBodies = bodyLimit({
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw uploadTooLarge();
  },
});
const limitBodies: MiddlewareHandler = (c, next) =>
  (UPLOAD_PATH.test(c.req.path) ? uploadBodies : smallBodies)(c, next);

/**
 * The portal's backend contract (docs/api.md) without the `/api` prefix: the HTTP composer mounts
 * it. Order matters: no-store wraps everything (errors included), then authentication, then the
 * merchant requirement of /v1/app, then the routes, and a catch-all 404 for unknown paths.
 */
export function createApiApp(deps: ApiDeps): Hono {
  const app = new Hono<ApiEnv>();
  app.use('*', async (c, next) => {
    await next();
    // On the answer's own headers: c.header() after the answer exists rebuilds it as a stream,
    // which cost every list call a second Response and the slow write path.
    c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', limitBodies);
  // The customer's checkout calls are public: they answer before authentication runs (Hono runs
  // handlers in registration order), and the catch-all below keeps unknown public paths a 404.
  const contract = { strict: deps.strictContract, checkResponses: deps.checkResponses };
  app.route('/', checkoutRoutes(deps.db, contract, deps.publicUrl, deps.paymentPause).app);
  // The contract's OpenAPI document (decision 028): public, as documentation is.
  let document: object | undefined;
  app.get('/openapi.json', (c) => c.json((document ??= openApiDocument())));
  app.all('/v1/external/*', () => {
    throw recordNotFound();
  });
  app.use('*', authenticate(deps.verifyAccessToken));
  app.use('/v1/app/*', requireMerchant);

  app.route('/', lookupRoutes(deps.db, contract).app);
  app.route('/', merchantRoutes(deps.db, contract).app);
  app.route('/', transactionRoutes(deps.db, contract).app);
  app.route('/', refundRoutes(deps.db, contract, deps.moneyPause).app);
  app.route('/', receivableRoutes(deps.db, contract).app);
  app.route('/', receivableUnitRoutes(deps.db, contract).app);
  // Before the payments: `payment/reconciliation/export` is no payment id.
  app.route('/', reconciliationRoutes(deps.db, contract).app);
  app.route('/', paymentRoutes(deps.db, contract).app);
  app.route('/', contractEffectRoutes(deps.db, contract).app);
  app.route('/', paylinkRoutes(deps.db, contract, deps.publicUrl).app);
  app.route('/', billetUploadRoutes(deps.db, contract).app);
  app.route('/', billetRoutes(deps.db, contract, deps.publicUrl).app);
  app.route('/', sandboxBankRoutes(deps.db, contract).app);
  app.route('/', anticipationRoutes(deps.db, contract, undefined, deps.moneyPause).app);
  app.route('/', notificationRoutes(deps.db, contract).app);

  app.all('*', () => {
    throw recordNotFound();
  });
  app.onError(handleApiError);
  // Re-mounted on a plain Hono so callers get the untyped app they compose; route() wraps every
  // handler with the error handler above, so it still applies once mounted under /api.
  return new Hono().route('/', app);
}
