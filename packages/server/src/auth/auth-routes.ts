import { loginInputSchema } from '@edu/api-client';
import { Hono } from 'hono';
import { envelope } from '../http/ai-envelope';
import type { ReadClientAddress } from '../http/client-address-reader';
import { HttpError } from '../http/http-error';
import { readJsonBody } from '../http/read-json-body';
import type { ServerEnv } from '../http/server-env';
import type { LoginGuard } from './login-guard';
import { refusalMessage } from './login-page';
import { toPublicUser } from './public-user';
import type { TokenService } from './token-service';

/** What `POST /auth/login` needs. */
export interface AuthRoutesDeps {
  loginGuard: LoginGuard;
  tokens: Pick<TokenService, 'issue'>;
  clientAddress: ReadClientAddress;
  now: () => Date;
}

/**
 * `POST /auth/login` `{ username, password }` → `{ token, user }` (local login; passwords in the body only;
 * no cookie: this is the Bearer clients' login). It shares the login page's lockout: after 10 failures in a
 * row the name is locked for 15 minutes (429 with Retry-After), and a refusal never says whether the name
 * or the password was wrong. An address over its failure budget is 429 too.
 */
export function createAuthRoutes(deps: AuthRoutesDeps) {
  const app = new Hono<ServerEnv>();
  app.post('/login', async (c) => {
    const input = await readJsonBody(c, loginInputSchema);
    const outcome = await deps.loginGuard.attempt({ ...input, address: deps.clientAddress(c) });
    if (!outcome.ok) {
      const now = deps.now();
      const message = refusalMessage(outcome, now);
      switch (outcome.reason) {
        case 'invalid':
          throw new HttpError(401, message);
        case 'disabled':
          throw new HttpError(403, message);
        case 'locked':
          throw new HttpError(429, message, {
            retryAfterSeconds: Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - now.getTime()) / 1000)),
          });
        case 'throttled':
          throw new HttpError(429, message, { retryAfterSeconds: outcome.retryAfterSeconds });
        default:
          return outcome satisfies never;
      }
    }
    const token = await deps.tokens.issue(outcome.user.uid);
    return envelope(c, { token, user: toPublicUser(outcome.user) });
  });
  return app;
}
