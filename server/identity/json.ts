import type { ServerResponse } from 'node:http';

/** A JSON answer that no cache keeps (every identity answer carries tokens or their state). */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** An OAuth error answer: `{ error, error_description }`. */
export function sendError(res: ServerResponse, status: number, error: string, description: string): void {
  sendJson(res, status, { error, error_description: description });
}
