// scheme, optional user[:password]@, host, optional :port, then a path, query or fragment without spaces.
const URL_PATTERN = /^https?:\/\/(?:[^\s/?#@:]+(?::[^\s/?#@:]*)?@)?([^\s/?#@:]+)(?::(\d{1,5}))?(?:[/?#]\S*)?$/i;
const IPV4_PATTERN = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const LABEL_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL_PATTERN = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

function isHostName(host: string): boolean {
  if (host.length > 253) return false;
  const labels = host.split('.');
  const topLevel = labels.at(-1) ?? '';
  return labels.length >= 2 && labels.every((label) => LABEL_PATTERN.test(label)) && TOP_LEVEL_PATTERN.test(topLevel);
}

/**
 * An absolute http(s) URL with a dotted host name (ASCII, alphabetic or punycode top-level label) or an
 * IPv4 address, an optional port 1-65535 and no whitespace (SPEC §5 'URL地址不合法'). Deliberately
 * narrower than browsers: no scheme-less hosts, no IPv6 literals, no single-label hosts like `localhost`.
 */
export function isUrl(value: string): boolean {
  const match = URL_PATTERN.exec(value);
  if (!match) return false;
  const [, host = '', port] = match;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return false;
  if (/^[\d.]+$/.test(host)) return IPV4_PATTERN.test(host);
  return isHostName(host);
}
