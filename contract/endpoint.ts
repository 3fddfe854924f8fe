import * as v from 'valibot';

/**
 * The shape of one call of the portal's backend contract (decision 028). Both sides read it: the
 * PWA calls through it, the sandbox registers its routes from it, the OpenAPI document is written
 * from it. Plain TypeScript and valibot: no browser, Node or server import may enter contract/.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (requirements §6): anybody (the customer's checkout; no bearer, or empty basic auth), any
 * signed-in user with `sales_access` (lookups), or a user whose token carries a merchant.
 */
type Access = 'public' | 'user' | 'merchant';

/**
 * Optional capabilities a backend may offer beyond requirements §7 (issue 23). `/config`'s `features` says
 * which this deployment has; the PWA offers a capability's screens, menu entries and calls only
 * then, so a backend that serves requirements §7 alone keeps working. The strict sandbox has none.
 */
export type Feature = 'refunds' | 'anticipation' | 'reconciliation' | 'notifications';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- valibot's own "any schema" type.
export type AnySchema = v.GenericSchema<any, any>;

/** A rule over a parsed query: `field: message` problems, or null. Runs once the fields are valid. */
export type Rule<T> = (query: T) => string | string[] | null;

export interface QuerySpec<S extends AnySchema = AnySchema> {
  /** A strict object of the parameters (strings in, typed out), with the messages a 400 lists. */
  schema: S;
  /** Parameters that may repeat (`status=A&status=B`): they arrive as arrays. */
  multi?: readonly string[];
  /** Cross-field rules (date order, ranges). */
  rules?: readonly Rule<v.InferOutput<S>>[];
}

/** What a success answers: a JSON body, nothing (204), or a file. */
type Success = { status: 200 | 201; schema: AnySchema } | { status: 204 } | { status: 200; file: readonly string[] };

export interface Endpoint {
  /** Stable and unique: the OpenAPI operationId. */
  id: string;
  /** The business area (the OpenAPI tag): one module of contract/ each. */
  area: string;
  method: Method;
  /** OpenAPI style, without the `/api` mount: `/v1/app/paylink/{id}`. */
  path: string;
  access: Access;
  summary: string;
  /**
   * A sandbox extra: neither requirements §7 nor an issue names it. The PWA must work without it, and the
   * strict sandbox (SANDBOX_STRICT_CONTRACT=1) does not serve it.
   */
  extra?: boolean;
  /** A call of an optional capability: served only where `/config` `features` turns it on. */
  capability?: Feature;
  /**
   * A realm role the token must carry for this call, exactly (403 without it): `bypass_permission`
   * does not stand in for it — acting on money is granted, never implied.
   */
  role?: string;
  /** Path parameters; a value that fails answers `badParam` (404 for opaque public ids). */
  params?: Record<string, AnySchema>;
  badParam?: 400 | 404;
  query?: QuerySpec;
  /** Request headers the call requires, each refused with its schema's message (a 400). */
  headers?: Record<string, AnySchema>;
  /** A JSON body, or a multipart form (uploads; the server reads it itself). */
  body?: AnySchema | { multipart: Record<string, string> };
  success: Success;
  /** Error statuses besides the access ones (401, 403): each answers requirements §8's `{message, detail?}`. */
  errors: readonly number[];
}

/** Keeps the literal types of a declaration (its path, its schemas). */
export const endpoint = <const E extends Endpoint>(declared: E): E => declared;

/** The body a JSON success answers, typed from the declaration. */
export type ResponseOf<E extends Endpoint> = E['success'] extends { schema: infer S extends AnySchema }
  ? v.InferOutput<S>
  : never;
export type BodyOf<E extends Endpoint> = E['body'] extends AnySchema ? v.InferInput<E['body']> : never;

/** `/v1/app/paylink/{id}` with `{id: 7}` → `/v1/app/paylink/7` (each value URI-encoded). */
export function pathOf(declared: Pick<Endpoint, 'path'>, params: Record<string, string | number> = {}): string {
  return declared.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${declared.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The names of a path's parameters, in order. */
export const paramNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** requirements §8: every error answer. */
export const ErrorBody = v.object({
  message: v.string(),
  detail: v.optional(v.union([v.string(), v.array(v.string())])),
});
