import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { createTrustedPeerCheck, type TrustedProxies } from './client-address';
import { forwardedOrigin } from './forwarded-origin';
import type { ServerEnv } from './server-env';

/**
 * Behind a reverse proxy that terminates TLS, the server sees `http://<its own address>`; the browser used
 * `https://<the site>`. For requests whose socket peer TRUST_PROXY names, this middleware records the
 * origin the proxy's `X-Forwarded-Proto` and `X-Forwarded-Host` give as `publicOrigin`, which the server
 * uses for the URLs it hands out (the upload address), the same-origin rule and the cookie's `Secure`.
 * From any other peer the headers are ignored (anyone can send them).
 */
export function recordPublicOrigin(trusted: TrustedProxies): MiddlewareHandler<ServerEnv> {
  const isTrustedPeer = createTrustedPeerCheck(trusted);
  return async (c, next) => {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (isTrustedPeer(incoming?.socket?.remoteAddress)) {
      c.set(
        'publicOrigin',
        forwardedOrigin(c.req.url, {
          proto: c.req.header('x-forwarded-proto'),
          host: c.req.header('x-forwarded-host'),
        }),
      );
    }
    await next();
  };
}
