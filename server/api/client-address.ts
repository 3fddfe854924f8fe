import type { Context } from 'hono';

/**
 * The address of the client a request came from: the socket's peer, as @hono/node-server hands
 * it to the app (`env.incoming`), never X-Forwarded-For, which a client can write at will (the
 * login throttle reads it the same way). Behind a proxy every client has the proxy's address.
 */
export function clientAddress(c: Context): string {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  const socket =
    typeof incoming === 'object' && incoming !== null && 'socket' in incoming ? incoming.socket : undefined;
  const address =
    typeof socket === 'object' && socket !== null && 'remoteAddress' in socket ? socket.remoteAddress : undefined;
  return typeof address === 'string' && address !== '' ? address : 'unknown';
}
