import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requireIdentity } from '../auth/resolve-identity';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { Identity } from '../http/identity';
import { parseJson } from '../http/parse-json';
import type { PortalContext } from '../http/portal-router-kit';
import { describeIssue } from '../http/read-json-body';
import type { RouteKit } from '../portal/create-route-kit';

/** What every console section's routes use beside the portal's route kit. */
export interface AdminKit {
  kit: RouteKit;
  db: Kysely<Database>;
  now(): Date;
  /** The administrator making the request (the role was checked before any handler). */
  actorOf(c: PortalContext): Identity;
  /** Reads a console write's JSON body with its api-client schema; a bad field is 400 with its message. */
  readInput<S extends z.core.$ZodType>(c: PortalContext, schema: S): Promise<z.output<S>>;
  /** Runs a write and its audit entry in one transaction. */
  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
}

/** Builds the console's kit over the portal's. */
export function createAdminKit(kit: RouteKit): AdminKit {
  const { db } = kit.deps;
  return {
    kit,
    db,
    now: kit.now,
    actorOf: (c) => requireIdentity(c.get('identity')),
    async readInput(c, schema) {
      const text = await c.req.text();
      const parsed = parseJson(text.trim() === '' ? '{}' : text);
      if (!parsed.ok) throw new HttpError(400, `请求体不是合法的 JSON：${parsed.error}`);
      const result = z.safeParse(schema, parsed.value);
      if (!result.success) throw new HttpError(400, describeIssue(result.error));
      return result.data;
    },
    write: (work) => db.transaction().execute(work),
  };
}
