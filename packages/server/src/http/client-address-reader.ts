import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { createClientAddressResolver, type TrustedProxies } from '../http/client-address';

/** Names the client address of a request, for per-address limits (login, anonymous view logs). */
export type ReadClientAddress = (c: Context) => string;

/**
 * Reads the socket's address (Hono's Node binding puts the request on `c.env.incoming`) and, when
 * TRUST_PROXY says the peer is a proxy, the `X-Forwarded-For` header ({@link createClientAddressResolver}).
 */
export function createClientAddressReader(trusted: TrustedProxies): ReadClientAddress {
  const resolve = createClientAddressResolver(trusted);
  return (c) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    return resolve(incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
  };
}
