import type { MiddlewareHandler } from 'hono';
import { InvalidAccessTokenError } from '../auth/verify.ts';
import { hasPermission } from '../auth/claims.ts';
import type { ApiDeps, ApiEnv } from './env.ts';
import { accessDenied, merchantNotConfigured, notAuthenticated } from './errors.ts';

const BEARER = /^Bearer ([A-Za-z0-9\-_.~+/]+=*)$/;

/** 401 without a valid access token, 403 without sales_access (requirements §6). */
export function authenticate(verify: ApiDeps['verifyAccessToken']): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const token = BEARER.exec(c.req.header('Authorization') ?? '')?.[1];
    if (!token) throw notAuthenticated();
    const claims = await verify(token).catch((error: unknown) => {
      // Other failures are bugs or outages, not the client's fault: let them become a 500.
      throw error instanceof InvalidAccessTokenError ? notAuthenticated() : error;
    });
    if (!hasPermission(claims, ['sales_access'])) throw accessDenied();
    c.set('claims', claims);
    await next();
  };
}

/** The tenant is the token's merchant_id and nothing the client sends. */
export const requireMerchant: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const merchantId = c.get('claims').merchant_id;
  if (merchantId === undefined || !Number.isSafeInteger(merchantId) || merchantId <= 0) throw merchantNotConfigured();
  c.set('merchantId', merchantId);
  await next();
};
