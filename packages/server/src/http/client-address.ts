import { BlockList, isIP } from 'node:net';

/**
 * Which peers are trusted reverse proxies (the TRUST_PROXY setting): `false` trusts none (the client is the
 * socket's address), `true` trusts the socket's peer as the one proxy in front, and a list names the
 * proxies by address or CIDR block (for a chain such as a CDN in front of nginx).
 */
export type TrustedProxies = boolean | readonly string[];

/** The address used for anonymous limits when none can be read (no socket, e.g. an in-process request). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client. */
function normalise(address: string): string {
  const trimmed = address.trim();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
}

/** Parses one TRUST_PROXY entry: an IP address or `address/prefix`; undefined when it is neither. */
function parseEntry(
  entry: string,
): { address: string; prefix: number | undefined; family: 'ipv4' | 'ipv6' } | undefined {
  const [address = '', prefixText, extra] = entry.trim().split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return undefined;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: undefined, family };
  if (!/^\d{1,3}$/.test(prefixText)) return undefined;
  const prefix = Number(prefixText);
  if (prefix > (version === 4 ? 32 : 128)) return undefined;
  return { address, prefix, family };
}

/** Validates a list of proxy addresses and CIDR blocks; returns the first bad entry, if any. */
export function findInvalidProxyEntry(entries: readonly string[]): string | undefined {
  return entries.find((entry) => parseEntry(entry) === undefined);
}

/** Builds the test of whether a socket's peer is a trusted proxy (never, with TRUST_PROXY=false). */
export function createTrustedPeerCheck(trusted: TrustedProxies): (socketAddress: string | undefined) => boolean {
  if (trusted === false) return () => false;
  if (trusted === true) return (socketAddress) => Boolean(socketAddress);
  const list = blockListOf(trusted);
  return (socketAddress) => {
    if (!socketAddress) return false;
    const peer = normalise(socketAddress);
    const version = isIP(peer);
    return version !== 0 && list.check(peer, version === 4 ? 'ipv4' : 'ipv6');
  };
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (!parsed) throw new Error(`Invalid trusted proxy entry: ${entry}`);
    if (parsed.prefix === undefined) list.addAddress(parsed.address, parsed.family);
    else list.addSubnet(parsed.address, parsed.prefix, parsed.family);
  }
  return list;
}

/**
 * Builds the function that names the client of a request from the socket's address and the
 * `X-Forwarded-For` header. Without trusted proxies the header is ignored (anyone can send it). With them,
 * the header counts only when the socket's peer is a trusted proxy, and the client is the right-most entry
 * that is not itself a trusted proxy: entries further left were written by the client and prove nothing.
 */
export function createClientAddressResolver(
  trusted: TrustedProxies,
): (socketAddress: string | undefined, forwardedFor: string | undefined) => string {
  if (trusted === false) return (socketAddress) => (socketAddress ? normalise(socketAddress) : UNKNOWN_CLIENT_ADDRESS);
  const list = trusted === true ? new BlockList() : blockListOf(trusted);
  const isTrustedProxy = (address: string, peer: string) => {
    if (trusted === true) return address === peer;
    const version = isIP(address);
    return version !== 0 && list.check(address, version === 4 ? 'ipv4' : 'ipv6');
  };
  return (socketAddress, forwardedFor) => {
    if (!socketAddress) return UNKNOWN_CLIENT_ADDRESS;
    const peer = normalise(socketAddress);
    if (!isTrustedProxy(peer, peer) || !forwardedFor) return peer;
    const hops = forwardedFor.split(',').map(normalise).filter(Boolean);
    // Walk from the proxy's own entry leftwards; `true` trusts only the peer, so its entry is the client.
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index] as string;
      if (isIP(hop) === 0) return peer;
      if (trusted === true || !isTrustedProxy(hop, peer)) return hop;
    }
    return hops[0] ?? peer;
  };
}
