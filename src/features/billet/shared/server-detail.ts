import { ApiError } from '@/api';

/** The `field: message` lines of a 400 from the boleto calls (docs/api.md), or none. */
export function serverDetail(error: unknown): string[] {
  const body = error instanceof ApiError ? (error.body as { detail?: unknown } | null) : null;
  return Array.isArray(body?.detail) ? body.detail.map(String) : [];
}
