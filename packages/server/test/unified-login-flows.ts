import { type BrowserLikeAgent, formAction, type Walk } from './browser-like-agent';

/** How a person goes through the provider's pages in {@link signInThroughProvider}. */
export interface ProviderSignInOptions {
  /** The provider account and its password (asked when the provider has no session yet). */
  login: string;
  password: string;
  /** The portal page the person was on; default `/information`. */
  returnTo?: string;
  /** What the person answers on the consent page, if the provider asks. Default `allow`. */
  consent?: 'allow' | 'deny';
  /** Stop before the provider's redirect to our callback (the walk's `url` is the callback URL). */
  stopAtCallback?: boolean;
}

/**
 * Signs in as a person does: `/auth/login?redirect_url=<page>` on our server, the provider's sign-in form
 * and consent page when it shows them, then back through our callback; answers the whole walk.
 */
export async function signInThroughProvider(
  agent: BrowserLikeAgent,
  serverUrl: string,
  options: ProviderSignInOptions,
): Promise<Walk> {
  const callback = `${serverUrl}/auth/oidc/callback`;
  const stopBefore = options.stopAtCallback ? (url: string) => url.startsWith(callback) : undefined;
  const returnTo = options.returnTo ?? '/information';
  let walk = await agent.open(`${serverUrl}/auth/login?redirect_url=${encodeURIComponent(returnTo)}`, stopBefore);
  for (let page = 0; page < 4; page++) {
    if (walk.response.status >= 300 || walk.url.startsWith(serverUrl)) return walk;
    const html = await walk.response.text();
    const at = (action: string) => new URL(action, walk.url).href;
    if (html.includes('县统一身份认证（测试）')) {
      const action = formAction(html, /\/login$/);
      walk = await agent.submit(at(action), { login: options.login, password: options.password }, stopBefore);
    } else if (html.includes('授权确认')) {
      const action = formAction(html, options.consent === 'deny' ? /\/abort$/ : /\/confirm$/);
      walk = await agent.submit(at(action), {}, stopBefore);
    } else {
      throw new Error(`unexpected provider page at ${walk.url}:\n${html.slice(0, 600)}`);
    }
  }
  return walk;
}
