/**
 * A real OpenID Connect provider for the unified-login tests (panva's oidc-provider on a loopback port),
 * with accounts, clients registered at run time, and the hooks the hostile tests need.
 */
export {
  type BackchannelDelivery,
  startTestIdentityProvider,
  type TestAccount,
  type TestIdentityProvider,
  type TestIdentityProviderOptions,
  type TokenResponseBody,
} from './start-test-identity-provider';
