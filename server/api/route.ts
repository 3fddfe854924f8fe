import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { ErrorBody, paramNames, type AnySchema, type Endpoint, type QuerySpec } from '../../contract/endpoint.ts';
import { requiredPart } from '../../contract/shape.ts';
import { readJson } from './body.ts';
import type { ApiEnv } from './env.ts';
import { rolesOf } from '../auth/claims.ts';
import { accessDenied, ApiError, invalidParameters, recordNotFound } from './errors.ts';
import { parseBody, parseQuery } from './list-params.ts';
import { issueMessage } from './validate.ts';

/**
 * The sandbox registers every call from its contract declaration (contract/, decision 028): the
 * path, the method, the parsed path parameters, query and body come from it, and the answer is
 * held to the declared response — checked in tests and the e2e sandboxes, cut down to its
 * required part in strict contract mode.
 */

export interface RouteOptions {
  /** SANDBOX_STRICT_CONTRACT: extras unregistered, every success body cut to its required fields. */
  strict?: boolean;
  /** Tests and e2e: a success body outside its declared schema is a 500 naming the call. */
  checkResponses?: boolean;
}

type ParamsOf<E extends Endpoint> =
  E['params'] extends Record<string, AnySchema>
    ? { [K in keyof E['params']]: v.InferOutput<E['params'][K]> }
    : Record<string, string>;
type QueryOutput<E extends Endpoint> = E['query'] extends QuerySpec<infer S> ? v.InferOutput<S> : undefined;
type BodyOutput<E extends Endpoint> = E['body'] extends AnySchema ? v.InferOutput<E['body']> : undefined;
/** What a handler sends on success: the wire shape (the schema's input). */
type Sent<E extends Endpoint> = E['success'] extends { schema: infer S extends AnySchema } ? v.InferInput<S> : null;

type HeadersOf<E extends Endpoint> =
  E['headers'] extends Record<string, AnySchema>
    ? { [K in keyof E['headers']]: v.InferOutput<E['headers'][K]> }
    : Record<string, never>;

interface Call<E extends Endpoint> {
  c: Context<ApiEnv>;
  params: ParamsOf<E>;
  headers: HeadersOf<E>;
  query: QueryOutput<E>;
  /**
   * The JSON body, read and parsed when the handler asks: a call checks that its record exists
   * (404) before it judges the body (400), as a client retrying a stale link expects.
   */
  body: () => Promise<BodyOutput<E>>;
}

const ANSWER = Symbol('answer');
/** An answer with another status than the declared success (a refused payment, a 410). */
export interface Answer {
  [ANSWER]: true;
  status: number;
  body: unknown;
}
export const answer = (status: number, body: unknown): Answer => ({ [ANSWER]: true, status, body });
const isAnswer = (value: unknown): value is Answer => typeof value === 'object' && value !== null && ANSWER in value;

/** A handler answers its declared body, an `answer(status, body)`, or a Response (files). */
export type Handler<E extends Endpoint> = (
  call: Call<E>,
) => Promise<Sent<E> | Answer | Response> | Sent<E> | Answer | Response;

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function parseParams(declared: Endpoint, c: Context): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of paramNames(declared.path)) {
    const raw = c.req.param(name) ?? '';
    const schema = declared.params?.[name];
    if (!schema) {
      parsed[name] = raw;
      continue;
    }
    const result = v.safeParse(schema, raw);
    if (result.success) parsed[name] = result.output;
    else problems.push(`${name}: ${issueMessage(result.issues[0])}`);
  }
  if (problems.length > 0) throw declared.badParam === 404 ? recordNotFound() : invalidParameters(problems);
  return parsed;
}

function parseHeaders(declared: Endpoint, c: Context): Record<string, unknown> {
  const parsed: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(declared.headers ?? {})) {
    const result = v.safeParse(schema, c.req.header(name));
    if (!result.success) throw new ApiError(400, result.issues[0].message);
    parsed[name] = result.output;
  }
  return parsed;
}

class ContractViolation extends Error {}

function check(declared: Endpoint, status: number, body: unknown): void {
  const schema: AnySchema | undefined =
    status >= 400 ? ErrorBody : 'schema' in declared.success && status < 300 ? declared.success.schema : undefined;
  if (!schema) return;
  const result = v.safeParse(schema, body);
  if (!result.success) {
    const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`).join('; ');
    throw new ContractViolation(`${declared.id} answered ${status} outside its contract: ${where}`);
  }
}

/** Registers contract calls on one Hono app. */
export function contractRouter(options: RouteOptions = {}) {
  const app = new Hono<ApiEnv>();
  const registered: Endpoint[] = [];

  function on<E extends Endpoint>(declared: E, handler: Handler<E>) {
    // Strict: requirements §7 and the issues' calls alone, without the optional capabilities (its /config
    // turns them off too).
    if ((declared.extra || declared.capability) && options.strict) return router;
    registered.push(declared);
    app.on(declared.method, honoPath(declared.path), async (c) => {
      if (declared.role && !rolesOf(c.get('claims')).has(declared.role)) throw accessDenied();
      const params = parseParams(declared, c);
      const headers = parseHeaders(declared, c);
      const query = declared.query ? parseQuery(c, declared.query) : undefined;
      const schema = declared.body && !('multipart' in declared.body) ? declared.body : undefined;
      const body = async () => (schema ? parseBody(schema, await readJson(c)) : undefined);
      const sent = await handler({ c, params, headers, query, body } as Call<E>);
      if (sent instanceof Response) return sent;
      const status = isAnswer(sent) ? sent.status : declared.success.status;
      const payload: unknown = isAnswer(sent) ? sent.body : sent;
      if (status === 204) return c.body(null, 204);
      if (options.checkResponses) check(declared, status, payload);
      const cut =
        options.strict && status < 300 && 'schema' in declared.success
          ? requiredPart(declared.success.schema, payload)
          : payload;
      return c.json(cut as object, status as ContentfulStatusCode);
    });
    return router;
  }

  const router = { app, on, registered };
  return router;
}
