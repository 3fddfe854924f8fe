import * as v from 'valibot';
import { pathOf, type Endpoint, type ResponseOf } from '@contract/endpoint';
import { ApiError, errorFromNetwork, messageFromBody, type ErrorBody } from './errors';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  params?: QueryParams;
  body?: unknown;
  /** A multipart body (uploads): the browser sets its Content-Type with the boundary. */
  form?: FormData;
  signal?: AbortSignal;
  /** Accept header; JSON unless a file is asked for. */
  accept?: string;
  /** A call's own headers (a refund's Idempotency-Key); the client's own win over them. */
  headers?: Record<string, string>;
}

/** A contract call's inputs: its path parameters, query and JSON body. */
export interface CallOptions {
  params?: Record<string, string | number>;
  query?: QueryParams;
  body?: unknown;
  /** A multipart body (uploads) instead of JSON. */
  form?: FormData;
  signal?: AbortSignal;
  /** The headers the call declares (an Idempotency-Key). */
  headers?: Record<string, string>;
}

type JsonEndpoint = Endpoint & { success: { schema: v.GenericSchema } };

export interface DownloadOptions extends RequestOptions {
  /** Bytes received so far, and the total when the server sent a length (streams often do not). */
  onProgress?: (received: number, total: number | null) => void;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (the UTF-8 `filename*` when present), else the fallback. */
  filename: string;
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` wins), or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : null;
}

/** Reads a body chunk by chunk so the caller can show progress; the chunks become one Blob. */
async function readWithProgress(
  response: Response,
  onProgress?: (received: number, total: number | null) => void,
): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress?.(0, total);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    onProgress?.(received, total);
  }
  return new Blob(chunks, { type });
}

export interface ClientDeps {
  /** Base URL of the API, e.g. `/api` (from the runtime config). */
  baseUrl: () => string;
  /** Fresh bearer token, or undefined for public calls. Refreshes a stale token first. */
  getToken?: () => Promise<string | undefined>;
  /** Told about every response (or its absence) so the app knows when it is offline. */
  onNetworkResult?: (reachable: boolean) => void;
}

/** Repeated keys for arrays (`status=A&status=B`), empty values left out. */
export function buildQuery(params: QueryParams | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The one HTTP client of the app: JSON in and out, no-cache, bearer token when there is one,
 * every response validated by a valibot schema, every failure an `ApiError` (requirements §8).
 */
export function createApiClient(deps: ClientDeps) {
  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      ...opts.headers,
      Accept: opts.accept ?? 'application/json',
      'Cache-Control': 'no-cache',
    };
    const token = deps.getToken ? await deps.getToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${deps.baseUrl()}${path}${buildQuery(opts.params)}`, {
        method,
        headers,
        cache: 'no-store',
        body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
        signal: opts.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      deps.onNetworkResult?.(false);
      throw errorFromNetwork(cause);
    }
    deps.onNetworkResult?.(true);
    if (!response.ok) throw await errorFromResponse(response);
    return response;
  }

  async function json<S extends v.GenericSchema>(
    method: string,
    path: string,
    schema: S,
    opts?: RequestOptions,
  ): Promise<v.InferOutput<S>> {
    const response = await request(method, path, opts);
    const body: unknown = response.status === 204 ? null : await response.json();
    const result = v.safeParse(schema, body);
    if (!result.success) {
      throw new ApiError('Resposta inesperada do servidor.', { status: response.status, body });
    }
    return result.output;
  }

  /**
   * A DELETE (requirements §7): done is any 2xx, 204 or 200, with a body or without one; a body that
   * parses as JSON is returned for what it may add (a count), else null. A backend that answers
   * 200 with a note must not turn a deletion that happened into an error on screen.
   */
  async function remove(path: string, opts?: RequestOptions): Promise<unknown> {
    const response = await request('DELETE', path, opts);
    const text = response.status === 204 ? '' : await response.text().catch(() => '');
    if (text.trim() === '') return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  /**
   * A file (exports): the body streamed with progress, errors mapped like every other call.
   * A network drop mid-body rejects with the same Portuguese 'Sem conexão' message.
   */
  async function download(path: string, fallbackName: string, opts: DownloadOptions = {}): Promise<DownloadedFile> {
    const response = await request('GET', path, { accept: '*/*', ...opts });
    let blob: Blob;
    try {
      blob = await readWithProgress(response, opts.onProgress);
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      deps.onNetworkResult?.(false);
      throw errorFromNetwork(cause);
    }
    return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
  }

  /**
   * A call of the contract (contract/, decision 028): its method and path, and its declared
   * response, which requires only what the screens need (a backend's extras are optional).
   */
  function call<E extends JsonEndpoint>(declared: E, opts: CallOptions = {}): Promise<ResponseOf<E>> {
    const { params, query, ...rest } = opts;
    return json(declared.method, pathOf(declared, params), declared.success.schema, { ...rest, params: query });
  }

  return {
    request,
    download,
    call,
    remove,
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** Error rules of requirements §8 for a response that arrived. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    body = null;
  }
  // `preserve-response: true` hands the original error to the caller untouched.
  if (response.headers.get('preserve-response') === 'true') {
    return new ApiError(response.statusText || String(response.status), { status: response.status, body });
  }
  // A 401 is the session's business (refresh or sign in again), never a message to show.
  if (response.status === 401) return new ApiError('', { status: 401, body });
  return new ApiError(messageFromBody(body as ErrorBody), { status: response.status, body });
}
