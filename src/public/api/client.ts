import * as v from 'valibot';
import { pathOf, type Endpoint, type ResponseOf } from '@contract/endpoint';
import { ApiError, errorFromNetwork, messageFromBody, type ErrorBody } from '@/api/errors';
import { publicConfig } from './config';

/**
 * The spec's public client: JSON, no cache, and an empty basic authentication instead of a
 * bearer token (the customer has no session). Errors become `ApiError`s whose message is the
 * text of requirements §8, the same type the signed-in app uses.
 */
const EMPTY_BASIC_AUTH = 'Basic Og==';

interface PublicRequest<TSchema extends v.GenericSchema> {
  schema: TSchema;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function publicRequest<TSchema extends v.GenericSchema>(
  path: string,
  { schema, method = 'GET', body, headers, signal }: PublicRequest<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  let response: Response;
  try {
    const { apiUrl } = await publicConfig();
    response = await fetch(`${apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      signal,
      cache: 'no-store',
      // Never sent with a referrer or cookies: nothing of the customer's travels but the body.
      credentials: 'omit',
      headers: {
        Accept: 'application/json',
        Authorization: EMPTY_BASIC_AUTH,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw errorFromNetwork(cause);
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ApiError(messageFromBody(payload as ErrorBody), { status: response.status, body: payload });
  }
  const parsed = v.safeParse(schema, payload);
  if (!parsed.success) {
    throw new ApiError('Resposta inesperada do servidor.', { status: response.status, body: payload });
  }
  return parsed.output;
}

/** `ApiError` of a given status (404, 410…) or of a missing connection (status 0). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type JsonEndpoint = Endpoint & { method: 'GET' | 'POST'; success: { schema: v.GenericSchema } };

/**
 * A call of the contract (contract/checkout/): its method, its path with `params` filled in,
 * and its declared response — the fields the page requires, extras optional.
 */
export function publicCall<E extends JsonEndpoint>(
  declared: E,
  options: {
    params?: Record<string, string | number>;
    body?: unknown;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<ResponseOf<E>> {
  const { params, ...rest } = options;
  return publicRequest(pathOf(declared, params), { ...rest, method: declared.method, schema: declared.success.schema });
}
