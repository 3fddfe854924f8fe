import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readForm } from './form';
import { sendError } from './json';
import { CLIENT_ID } from './users';

/**
 * The realm's clients as the endpoints the sandbox answers itself (introspection, revocation)
 * see them: the PWA's public `sales-portal`, and a confidential `sales-portal-backend` for a
 * backend that checks tokens online (Keycloak lets no public client introspect).
 */
export const BACKEND_CLIENT_ID = 'sales-portal-backend';

export type ClientAuth =
  | { ok: true; clientId: string; confidential: boolean }
  | { ok: false; status: 400 | 401; error: string; description: string };

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

function basicCredentials(req: IncomingMessage): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  // RFC 6749 §2.3.1: both halves are form-urlencoded before they are joined.
  const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
  try {
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return undefined;
  }
}

/** Who is calling: a Basic header or `client_id` (and `client_secret`) in the form, as Keycloak takes them. */
function authenticateClient(req: IncomingMessage, form: URLSearchParams, backendSecret: string): ClientAuth {
  const basic = basicCredentials(req);
  const clientId = basic?.id ?? form.get('client_id') ?? '';
  const secret = basic?.secret ?? form.get('client_secret') ?? '';
  if (!clientId) {
    return { ok: false, status: 400, error: 'invalid_client', description: 'Missing client_id parameter' };
  }
  if (clientId === CLIENT_ID) return { ok: true, clientId, confidential: false };
  if (clientId === BACKEND_CLIENT_ID && secret && sameSecret(secret, backendSecret)) {
    return { ok: true, clientId, confidential: true };
  }
  return {
    ok: false,
    status: 401,
    error: 'invalid_client',
    description: 'Invalid client or Invalid client credentials',
  };
}

/**
 * The start both token endpoints share (introspection, revocation): POST only, the form read,
 * the calling client authenticated. Answers the error itself and returns undefined when the
 * request goes no further.
 */
export async function clientRequest(
  req: IncomingMessage,
  res: ServerResponse,
  backendSecret: string,
): Promise<{ form: URLSearchParams; client: Extract<ClientAuth, { ok: true }> } | undefined> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    sendError(res, 405, 'invalid_request', 'HTTP method not allowed');
    return undefined;
  }
  const form = await readForm(req).catch(() => undefined);
  if (!form) {
    sendError(res, 400, 'invalid_request', 'Request too large');
    return undefined;
  }
  const client = authenticateClient(req, form, backendSecret);
  if (!client.ok) {
    sendError(res, client.status, client.error, client.description);
    return undefined;
  }
  return { form, client };
}
