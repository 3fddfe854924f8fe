import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An answer the client may read: `{message, detail?}`, the shape of requirements §8. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly detail?: string | string[],
  ) {
    super(message);
  }
}

export const notAuthenticated = () => new ApiError(401, 'Não autenticado.');
export const accessDenied = () => new ApiError(403, 'Acesso negado.');
// The portal shows this text as is (requirements §8), hence English.
export const merchantNotConfigured = () => new ApiError(403, 'Merchant not configured.');
/** Unknown ids and other merchants' ids look the same: no hint that a record exists. */
export const recordNotFound = () => new ApiError(404, 'Registro não encontrado.');
export const invalidParameters = (detail: string[]) => new ApiError(400, 'Parâmetros inválidos.', detail);

const INTERNAL = 'Erro interno do servidor.';

/**
 * The API's one error handler. Client errors say what was wrong; anything else is logged with
 * the request line and answered with a fixed text, so no stack or SQL ever reaches a client.
 */
export function handleApiError(error: Error, c: Context): Response {
  c.header('Cache-Control', 'no-store');
  if (error instanceof ApiError) {
    if (error.status === 401) c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    // A refused body may be partly unread: say the connection ends instead of announcing a
    // keep-alive and closing it (Node then closes it after this answer, as announced).
    if (error.status === 413) c.header('Connection', 'close');
    return c.json(
      error.detail === undefined ? { message: error.message } : { message: error.message, detail: error.detail },
      error.status,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ message: error.message || 'Requisição inválida.' }, error.status);
  }
  console.error(`api: ${c.req.method} ${c.req.path} failed`, error);
  return c.json({ message: INTERNAL }, 500);
}
