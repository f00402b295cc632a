import { z } from 'zod';
import { userSchema } from './user';

/** Body of POST /auth/login (strict). The password travels in the body, never in a query (DESIGN.md). */
export const loginInputSchema = z.strictObject({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
});

/** Body of POST /auth/login. */
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Data of POST /auth/login (tolerant): the bearer token and the user. */
export const loginResultSchema = z.looseObject({
  token: z.string().min(1),
  user: userSchema,
});

/** Data of POST /auth/login. */
export type LoginResult = z.infer<typeof loginResultSchema>;
