import * as z from 'zod/mini';
import { userSchema } from './user';

/** Body of POST /auth/login (strict). The password travels in the body, never in a query (DESIGN.md). */
export const loginInputSchema = z.strictObject({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(128)),
  password: z.string().check(z.minLength(1), z.maxLength(256)),
});

/** Body of POST /auth/login. */
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Data of POST /auth/login (tolerant): the bearer token and the user. */
export const loginResultSchema = z.looseObject({
  token: z.string().check(z.minLength(1)),
  user: userSchema,
});

/** Data of POST /auth/login. */
export type LoginResult = z.infer<typeof loginResultSchema>;
