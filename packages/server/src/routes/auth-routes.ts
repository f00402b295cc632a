import { loginInputSchema } from '@edu/api-client';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { TokenService } from '../auth/token-service';
import { HttpError } from '../domain/http-error';
import type { LoginGuard } from '../portal/login-guard';
import { lockedMessage } from '../portal/login-page';
import { toPublicUser } from '../services/user-store';
import { envelope } from './envelope';
import { readJsonBody } from './read-json-body';

/**
 * `POST /auth/login` `{ username, password }` → `{ token, user }` (local login; passwords in the body only).
 * It shares the login page's lockout: after 10 failures in a row the name is locked for 15 minutes
 * (429 with Retry-After), and a refusal never says whether the name or the password was wrong.
 */
export function createAuthRoutes(deps: { loginGuard: LoginGuard; tokens: TokenService; now: () => Date }) {
  const app = new Hono<AppEnv>();
  app.post('/login', async (c) => {
    const input = await readJsonBody(c, loginInputSchema);
    const outcome = await deps.loginGuard.attempt(input.username, input.password);
    if (!outcome.ok) {
      if (outcome.reason === 'invalid') throw new HttpError(401, '用户名或密码错误');
      const now = deps.now();
      throw new HttpError(429, lockedMessage(outcome.lockedUntil, now), {
        retryAfterSeconds: Math.max(1, Math.ceil((outcome.lockedUntil.getTime() - now.getTime()) / 1000)),
      });
    }
    const token = await deps.tokens.issue(outcome.user.uid);
    return envelope(c, { token, user: toPublicUser(outcome.user) });
  });
  return app;
}
