/** Error mapping of requirements §8, kept apart from fetch so it can be unit-tested. */

export const FALLBACK_ERROR_MESSAGE = 'Não foi possível completar sua requisição neste momento.';
export const NO_RESPONSE_MESSAGE = 'Server Internal Error';

export type ErrorBody = { message?: unknown; detail?: unknown } | null | undefined;

/**
 * An API call that failed. `status` is 0 when no response arrived (network down, DNS, CORS).
 * `message` is already the text to show the user.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** True when the request never got a response: the caller may be offline. */
  readonly network: boolean;

  constructor(message: string, opts: { status: number; body?: unknown; network?: boolean }) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.body = opts.body;
    this.network = opts.network ?? false;
  }
}

/** `message` + ` [detail]` where a list of details is joined by '|'. */
export function messageFromBody(body: ErrorBody): string {
  if (!body || typeof body !== 'object' || typeof body.message !== 'string' || body.message === '') {
    return FALLBACK_ERROR_MESSAGE;
  }
  const { detail } = body;
  if (Array.isArray(detail) && detail.length > 0) return `${body.message} [${detail.map(String).join('|')}]`;
  if (typeof detail === 'string' && detail !== '') return `${body.message} [${detail}]`;
  return body.message;
}

export const NETWORK_ERROR_MESSAGE = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

/**
 * Maps a thrown fetch failure (no response at all). Browsers report a network failure as a
 * `TypeError` with English text ('Failed to fetch'); users read Portuguese, so that case gets
 * its own message. Otherwise the error's message, or the spec's 'Server Internal Error'.
 */
export function errorFromNetwork(cause: unknown): ApiError {
  let message = NO_RESPONSE_MESSAGE;
  if (cause instanceof TypeError) message = NETWORK_ERROR_MESSAGE;
  else if (cause instanceof Error && cause.message) message = cause.message;
  return new ApiError(message, { status: 0, network: true });
}
