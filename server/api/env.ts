import type { AccessClaims } from '../auth/claims.ts';
import type { Db } from '../db/index.ts';
import type { MoneyPauseHook } from '../domain/money-pause.ts';
import type { PhaseHook } from '../domain/payments/phases.ts';

export interface ApiDeps {
  db: Db;
  /** Resolves the claims of a valid access token; rejects (InvalidAccessTokenError) otherwise. */
  verifyAccessToken: (token: string) => Promise<AccessClaims>;
  /**
   * Where the PWA is served (PUBLIC_URL), for the absolute checkout URLs the API hands out;
   * without it, the request's own origin.
   */
  publicUrl?: string;
  /**
   * SANDBOX_STRICT_CONTRACT: only the calls of requirements §7 and the issues (the contract's extras are
   * not registered) and only their required fields (server/api/route.ts).
   */
  strictContract?: boolean;
  /**
   * Tests and the e2e sandboxes (SANDBOX_CHECK_RESPONSES=1): every success body is held to its
   * contract declaration, and one outside it answers 500 naming the call (server/api/route.ts).
   */
  checkResponses?: boolean;
  /** Test only: stops card payments at a phase boundary (domain/payments/phases.ts). */
  paymentPause?: PhaseHook;
  /** Test only: stops refunds and confirmations at a phase (domain/money-pause.ts). */
  moneyPause?: MoneyPauseHook;
}

/** What the auth middlewares leave on the context for the routes. */
export type ApiEnv = {
  Variables: {
    claims: AccessClaims;
    /** Only under /v1/app: the token's merchant, the only tenant a request may see. */
    merchantId: number;
  };
};
