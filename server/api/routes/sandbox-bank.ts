import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import type { ApiEnv } from '../env.ts';

/** Routes for the simulated bank's day on demand, sandbox only (issue 11). */
export function sandboxBankRoutes(_db: Db, _publicUrl?: string): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  return app;
}
