/** Where a client reads the current login token; called before every request, may be async. */
export type TokenSource = () => string | null | undefined | Promise<string | null | undefined>;

/**
 * The `Authorization` value for a token: `Bearer <token>` (DESIGN.md), kept as is when the stored value
 * already carries a scheme. Undefined when there is no token, so anonymous calls send no header.
 */
export async function authorizationFor(getToken: TokenSource | undefined): Promise<string | undefined> {
  const token = (await getToken?.())?.trim();
  if (!token) return undefined;
  return /^bearer\s/i.test(token) ? token : `Bearer ${token}`;
}
