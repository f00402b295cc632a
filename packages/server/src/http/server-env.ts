import type { HttpBindings } from '@hono/node-server';
import type { Identity } from './identity';

/** Where a request's credential came from (CONTRACTS 1.2): the `Authorization` header, the session cookie, none. */
type CredentialSource = 'header' | 'cookie' | 'none';

/** The Hono environment of every route of the server: what middleware puts on the context. */
export interface ServerEnv {
  /** Hono's Node binding: the raw request and response (absent when a test calls `app.fetch` itself). */
  Bindings: Partial<HttpBindings>;
  Variables: {
    /** Under `/ai`: the uid of the verified token (`requireUser` sets it before any route runs). */
    uid: string;
    /** Under `/resource_api`: the verified user, or undefined for an anonymous visitor (`resolveIdentity`). */
    identity: Identity | undefined;
    /**
     * Under `/resource_api`: where the request's credential came from: the `Authorization` header, the
     * session cookie (then state-changing calls must be same-origin, CONTRACTS 1.4) or none.
     */
    credentialSource: CredentialSource;
    /**
     * The origin the browser used, when a trusted proxy (TRUST_PROXY) forwarded the request
     * (`recordPublicOrigin`); undefined otherwise: the request URL's origin is the server's own.
     */
    publicOrigin: string | undefined;
  };
}
