import type { HttpBindings } from '@hono/node-server';
import type { Identity } from './identity';

/**
 * Where a request's credential came from (CONTRACTS 1.2): the `Authorization` header, the session cookie,
 * none; or `render`: a call the server's render of a page makes in-process for the visitor who asked for
 * the page ({@link RenderCaller}).
 */
type CredentialSource = 'header' | 'cookie' | 'render' | 'none';

/**
 * The visitor a server render calls the portal API for (ADR 0024): their session token, handed to the
 * call in-process by the hosting, never read from the call's own headers. Only the server sets it: a
 * request from the network has no way to.
 */
interface RenderCaller {
  /** The visitor's session cookie's token; undefined for an anonymous visitor. */
  token: string | undefined;
}

/** The Hono environment of every route of the server: what middleware puts on the context. */
export interface ServerEnv {
  /**
   * Hono's Node binding: the raw request and response (absent when a test calls `app.fetch` itself); and,
   * on the API calls of a server render only, the visitor they are made for.
   */
  Bindings: Partial<HttpBindings> & { renderCaller?: RenderCaller };
  Variables: {
    /** Under `/ai`: the uid of the verified token (`requireUser` sets it before any route runs). */
    uid: string;
    /** Under `/resource_api`: the verified user, or undefined for an anonymous visitor (`resolveIdentity`). */
    identity: Identity | undefined;
    /**
     * Under `/resource_api`: where the request's credential came from: the `Authorization` header, the
     * session cookie (then state-changing calls must be same-origin, CONTRACTS 1.4), the server's own render
     * of the visitor's page, or none.
     */
    credentialSource: CredentialSource;
    /**
     * The origin the browser used, when a trusted proxy (TRUST_PROXY) forwarded the request
     * (`recordPublicOrigin`); undefined otherwise: the request URL's origin is the server's own.
     */
    publicOrigin: string | undefined;
  };
}
