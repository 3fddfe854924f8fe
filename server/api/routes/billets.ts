import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import type { ApiEnv } from '../env.ts';

/** Routes for the billet list, its export, cancel, bank instructions and second copies (issue 11). */
export function billetRoutes(_db: Db, _publicUrl?: string): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  return app;
}
