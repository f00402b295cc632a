import * as z from 'zod/mini';

/** RFC 8693's grant type and the one subject token type `POST /auth/token` takes: an OpenID Connect ID token. */
export const TOKEN_EXCHANGE_GRANT_TYPE = 'urn:ietf:params:oauth:grant-type:token-exchange';
export const ID_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:id_token';
export const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/**
 * Answer of `POST /auth/token` (RFC 8693 §2.2.1, tolerant): a Bearer token for the assistant, in place of an
 * ID token the county's unified login gave another county site.
 */
export const tokenExchangeResultSchema = z.looseObject({
  access_token: z.string().check(z.minLength(1)),
  issued_token_type: z.literal(ACCESS_TOKEN_TYPE),
  token_type: z.literal('Bearer'),
  /** Seconds the token stays valid. */
  expires_in: z.number(),
});

/** Answer of `POST /auth/token`. */
export type TokenExchangeResult = z.infer<typeof tokenExchangeResultSchema>;

/** A refusal of `POST /auth/token` (RFC 6749 §5.2, tolerant). */
export const oauthErrorSchema = z.looseObject({
  error: z.string(),
  error_description: z.optional(z.string()),
});
