import * as v from 'valibot';
import { ErrorBody, type AnySchema, type Endpoint, type ResponseOf } from '../../contract/endpoint.ts';

/**
 * The server tests read an answer only through its contract declaration: the declared success
 * body, requirements §8's error body, or a schema the test names (a denied card's 402). The body
 * arrives `unknown` and is parsed before a field is read, so a test cannot lean on a field the
 * contract does not promise, and a body outside it fails the test with the whole answer.
 */

/** An answer as it came over the wire: the status and the parsed JSON (null when empty). */
export interface RawAnswer {
  status: number;
  raw: unknown;
}

type ErrorAnswer = v.InferOutput<typeof ErrorBody>;

/** One call's answer, read through its declaration (`E`). */
export interface Answer<E extends Endpoint = Endpoint> extends RawAnswer {
  /** The declared success body, parsed; reading it from any other answer fails the test. */
  readonly body: ResponseOf<E>;
  /** The requirements §8 error body, parsed; reading it from a success fails the test. */
  readonly error: ErrorAnswer;
}

const described = (answer: RawAnswer) => `${answer.status} ${JSON.stringify(answer.raw)}`;

/** `answer`'s body parsed by `schema`; outside it, the test fails naming where and the answer. */
export function bodyAs<S extends AnySchema>(schema: S, answer: RawAnswer): v.InferOutput<S> {
  const result = v.safeParse(schema, answer.raw);
  if (result.success) return result.output;
  const where = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`).join('; ');
  throw new Error(`answer outside its schema (${where}): ${described(answer)}`);
}

/**
 * The declared success body of `declared`; an error status fails the test with the answer. Any 2xx
 * is read by the success schema, as the server checks it (a save that creates answers 201).
 */
function successOf<E extends Endpoint>(declared: E, answer: RawAnswer): ResponseOf<E> {
  if (!('schema' in declared.success)) throw new Error(`${declared.id} declares no JSON success body`);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${declared.id}: expected a success, got ${described(answer)}`);
  return bodyAs(declared.success.schema, answer) as ResponseOf<E>;
}

/** requirements §8's `{message, detail?}` of a refused call; a success fails the test. */
export function errorOf(answer: RawAnswer): ErrorAnswer {
  if (answer.status < 400) throw new Error(`expected an error answer, got ${described(answer)}`);
  return bodyAs(ErrorBody, answer);
}

/** A value the test goes on with, which the contract lets be missing: absent, the test fails naming it. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: absent from the answer`);
  return value;
}

/**
 * `value` with `keys` there: fields the contract lets be missing (the sandbox's extras) that the
 * test goes on with. One absent fails the test naming it.
 */
export function withPresent<T extends object, K extends keyof T>(
  value: T,
  ...keys: K[]
): T & { [P in K]-?: Exclude<T[P], undefined> } {
  const missing = keys.filter((key) => value[key] === undefined);
  if (missing.length > 0) throw new Error(`${missing.map(String).join(', ')}: absent from the answer`);
  return value as T & { [P in K]-?: Exclude<T[P], undefined> };
}

/** Whether `path` (with its query, if any) is an address of `declared`'s path. */
function addresses(declared: Endpoint, path: string): boolean {
  const pattern = declared.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
  return new RegExp(`^${pattern}(\\?.*)?$`).test(path);
}

/** A JSON body (the text when it is not JSON: a download), or null when empty. */
async function rawAnswer(res: Response): Promise<RawAnswer> {
  const text = await res.text();
  let raw: unknown = text;
  try {
    raw = text ? JSON.parse(text) : null;
  } catch {
    // A download: the text itself.
  }
  return { status: res.status, raw };
}

/** `res` read as an answer of `declared`, which must be the call `path` addresses. */
export async function answerOf<E extends Endpoint>(declared: E, path: string, res: Response): Promise<Answer<E>> {
  if (!addresses(declared, path)) throw new Error(`${path} is not an address of ${declared.id} (${declared.path})`);
  return readAs(declared, await rawAnswer(res));
}

/**
 * `read` as an answer of `declared`. The getters are not enumerable: two answers compare by their
 * status and body, and printing a failed expectation does not read (and throw on) them.
 */
function readAs<E extends Endpoint, R extends RawAnswer>(declared: E, read: R): R & Answer<E> {
  return Object.defineProperties(
    { ...read },
    {
      body: { get: () => successOf(declared, read) },
      error: { get: () => errorOf(read) },
    },
  ) as R & Answer<E>;
}

/** A refusal as the tests compare it: its status and its requirements §8 body. */
export const refusalOf = (answer: RawAnswer) => ({ status: answer.status, body: errorOf(answer) });

/**
 * The request a test sends: its bearer, a JSON body (or a form), an Idempotency-Key. The
 * server tests' call helpers all send these; only where the token comes from differs.
 */
export function requestInit(
  method: string,
  opts: { token?: string; body?: unknown; form?: FormData; key?: string },
): RequestInit {
  const headers: Record<string, string> = {};
  if (opts.token !== undefined) headers.Authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.key !== undefined) headers['Idempotency-Key'] = opts.key;
  return { method, headers, body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)) };
}

/** Each caller's token signed once, on first use. */
export function tokenCache<K extends string>(sign: (who: K) => Promise<string>): (who: K) => Promise<string> {
  const tokens = new Map<K, string>();
  return async (who) => {
    const token = tokens.get(who) ?? (await sign(who));
    tokens.set(who, token);
    return token;
  };
}
