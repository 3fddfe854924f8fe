import { Hono } from 'hono';
import type { Db } from '../../db/index.ts';
import type { ApiEnv } from '../env.ts';

/** Routes for uploads, registration and the bank's return files (issue 11). */
export function billetUploadRoutes(_db: Db, _publicUrl?: string): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  return app;
}
