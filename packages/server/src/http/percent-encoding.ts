/**
 * True when a URL's path or query holds a percent-escape that does not decode (`%ZZ`, a cut-off UTF-8
 * sequence such as `%E0%A4%A`, a lone `%`). Hono passes such text through undecoded; a route that decodes
 * it itself would throw, so the families refuse it up front with a 400 naming the problem.
 */
export function hasMalformedPercentEncoding(url: string): boolean {
  let pathAndQuery: string;
  try {
    const parsed = new URL(url);
    pathAndQuery = `${parsed.pathname}${parsed.search}`;
  } catch {
    return true;
  }
  try {
    decodeURIComponent(pathAndQuery);
    return false;
  } catch {
    return true;
  }
}

/** The message of that refusal (both envelopes carry it). */
export const MALFORMED_PERCENT_ENCODING_MESSAGE = '请求地址中的百分号编码不正确（如 %ZZ 或不完整的 UTF-8 字节）';
