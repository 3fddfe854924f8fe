import type { Context } from 'hono';
import { ApiError } from './errors.ts';

/** Bodies of the JSON calls this module serves are small: anything bigger is refused unread. */
const MAX_JSON_BYTES = 64 * 1024;

const bodyTooLarge = () => new ApiError(413, 'O corpo da requisição é grande demais.');
const notJson = () => new ApiError(400, 'Corpo da requisição inválido: envie um JSON.');

/**
 * The request's JSON body, at most `maxBytes`: a larger declared Content-Length is refused before
 * reading, and a body that turns out larger (chunked) after.
 */
export async function readJson(c: Context, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (Number.isFinite(declared) && declared > maxBytes) throw bodyTooLarge();
  const text = await c.req.text();
  if (Buffer.byteLength(text, 'utf8') > maxBytes) throw bodyTooLarge();
  if (text.trim() === '') throw notJson();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw notJson();
  }
}
