import { loginInputSchema } from '@edu/api-client';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { verifyPassword } from '../auth/password-hash';
import type { TokenService } from '../auth/token-service';
import { HttpError } from '../domain/http-error';
import { toPublicUser, type UserStore } from '../services/user-store';
import { envelope } from './envelope';
import { readJsonBody } from './read-json-body';

// A real hash of a random password: unknown usernames cost the same time as wrong passwords.
const UNKNOWN_USER_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$2KGpDgBSnL1aRMGpLpH/3s6QoAP47MS+b5cCNuGBkbuS3Hg5w7QZXgYUgJKn0pYmyUBdWAyusTJhmA4KbK5P1g==';

/** `POST /auth/login` `{ username, password }` → `{ token, user }` (local login; passwords in the body only). */
export function createAuthRoutes(deps: { users: UserStore; tokens: TokenService }) {
  const app = new Hono<AppEnv>();
  app.post('/login', async (c) => {
    const input = await readJsonBody(c, loginInputSchema);
    const user = await deps.users.findByUsername(input.username);
    const valid = await verifyPassword(input.password, user?.password_hash ?? UNKNOWN_USER_HASH);
    if (!user || !valid) throw new HttpError(401, '用户名或密码错误');
    const token = await deps.tokens.issue(user.uid);
    return envelope(c, { token, user: toPublicUser(user) });
  });
  return app;
}
