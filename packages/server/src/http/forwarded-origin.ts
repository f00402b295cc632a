/** The forwarding headers a reverse proxy sets for the scheme and host the browser used. */
export interface ForwardedHeaders {
  /** `X-Forwarded-Proto`: `https` behind a TLS proxy; a chain of proxies may list several. */
  proto: string | undefined;
  /** `X-Forwarded-Host`: the `Host` the browser sent to the proxy. */
  host: string | undefined;
}

/** The first entry of a comma-separated forwarding header: the one the proxy facing the browser wrote. */
function firstEntry(value: string | undefined): string | undefined {
  const entry = value?.split(',')[0]?.trim();
  return entry ? entry : undefined;
}

/**
 * The origin the browser used, from the request's own URL and, when the request came from a trusted proxy,
 * its `X-Forwarded-Proto` and `X-Forwarded-Host`. A header that is not a plain scheme (`http`/`https`) or
 * a plain host with an optional port is ignored, so a forged value can never produce a URL of another
 * shape. Only call it for requests from a trusted proxy (TRUST_PROXY): anyone can send these headers.
 */
export function forwardedOrigin(requestUrl: string, forwarded: ForwardedHeaders): string {
  const own = new URL(requestUrl);
  const proto = firstEntry(forwarded.proto)?.toLowerCase();
  const scheme = proto === 'http' || proto === 'https' ? proto : own.protocol.slice(0, -1);
  const host = firstEntry(forwarded.host);
  const validHost = host !== undefined && /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host);
  try {
    return new URL(`${scheme}://${validHost ? host : own.host}`).origin;
  } catch {
    return own.origin;
  }
}
