import type { Migration } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as revokedTokens from './migrations/0002-revoked-tokens';
import * as portalTables from './migrations/portal-001-tables';
import * as sharedCounters from './migrations/portal-008-shared-counters';
import * as consoleTables from './migrations/portal-032-console';
import * as submissionGrade from './migrations/portal-032-submission-grade';
import * as accountsAndSessions from './migrations/portal-033-accounts-and-sessions';
import * as replyJobs from './migrations/portal-034-reply-jobs';
import * as assistantSettings from './migrations/portal-035-assistant-settings';
import * as videoLabelling from './migrations/portal-035-video-labelling';

/**
 * Every migration of the server's database, by name, applied in name order at start-up by `openDatabase`.
 * Listed here, not read from the folder, so the bundled dist/main.js carries them.
 *
 * A database records each migration by its name: never rename one that has shipped. Existing databases
 * applied `0001-initial`, then `portal-001-tables`, then `0002-revoked-tokens`, so the migrator allows a
 * pending migration that sorts before an applied one. Name a new migration `portal-NNN-<what>` with the
 * next free number (`portal-003-…` and up; CONTRACTS.md §4 gives branches their numbers): it then sorts
 * after every existing name, and new and old databases alike apply it after the tables it builds on.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': { up: initial.up, down: initial.down },
  '0002-revoked-tokens': { up: revokedTokens.up, down: revokedTokens.down },
  'portal-001-tables': { up: portalTables.up, down: portalTables.down },
  'portal-008-shared-counters': { up: sharedCounters.up, down: sharedCounters.down },
  'portal-032-console': { up: consoleTables.up, down: consoleTables.down },
  'portal-032-submission-grade': { up: submissionGrade.up, down: submissionGrade.down },
  'portal-033-accounts-and-sessions': { up: accountsAndSessions.up, down: accountsAndSessions.down },
  'portal-034-reply-jobs': { up: replyJobs.up, down: replyJobs.down },
  'portal-035-assistant-settings': { up: assistantSettings.up, down: assistantSettings.down },
  'portal-035-video-labelling': { up: videoLabelling.up, down: videoLabelling.down },
};
