import type { Context, Hono } from 'hono';
import type { ServerEnv } from '../../http/server-env';
import { createLoginRequestStore } from './login-request-store';
import { createProviderClient } from './provider-client';
import type { UnifiedLoginDeps } from './unified-login-deps';
import { createProviderSignOut, createUnifiedLoginRoutes } from './unified-login-routes';

/** The unified login, built: its routes (mounted at `/auth`) and its part of our sign-out. */
export interface UnifiedLogin {
  routes: Hono<ServerEnv>;
  /** For GET /auth/logout: the provider's sign-out address when the session came from the provider. */
  signOut: (c: Context<ServerEnv>, returnTo: string) => Promise<string | undefined>;
}

/**
 * Builds the unified login from its settings: reads the private key now (a bad key file stops start-up),
 * and starts discovering the provider, logging the outcome, without waiting for it: a provider that is
 * down must not keep the portal from starting, and the first sign-in tries again.
 */
export async function createUnifiedLogin(deps: Omit<UnifiedLoginDeps, 'provider' | 'requests'>): Promise<UnifiedLogin> {
  const provider = await createProviderClient(deps.settings, { now: deps.now });
  const requests = createLoginRequestStore(deps.db, deps.now);
  const issuer =
    deps.settings.provider.kind === 'discovery'
      ? deps.settings.provider.issuer
      : deps.settings.provider.authorizationUrl;
  provider.check().then(
    () => deps.log(`Unified login: signing in through ${issuer}`),
    (error: unknown) =>
      deps.log(`Unified login: ${issuer} not reachable yet (${String(error)}); the first sign-in tries again`),
  );
  const full = { ...deps, provider, requests };
  return { routes: createUnifiedLoginRoutes(full), signOut: createProviderSignOut(full) };
}
