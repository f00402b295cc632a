import type { Migration } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as revokedTokens from './migrations/0002-revoked-tokens';

/**
 * Part-1 migrations by name, applied in name order. Listed explicitly (not read from the folder) so the
 * bundled dist/main.js carries them. Later parts pass theirs to `openDatabase` with names that sort after.
 */
export const SERVER_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-revoked-tokens': revokedTokens,
};
