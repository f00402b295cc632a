import type { Migration } from 'kysely';
import * as tables from '../db/migrations/portal-001-tables';

/**
 * The portal's migrations by name. Names start with `portal-` so they sort after part 1's numbered
 * ones when merged: `openDatabase(config, { migrations: portalMigrations })`.
 */
export const portalMigrations: Readonly<Record<string, Migration>> = {
  'portal-001-tables': tables,
};
