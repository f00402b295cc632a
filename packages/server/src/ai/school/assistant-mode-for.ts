import {
  ASSISTANT_MODE_LABELS,
  type AssistantMode,
  type AssistantModeId,
  type AssistantModeSettings,
  isAtLeastAsStrict,
} from '@edu/api-client';

/** What the mode is decided from: the role and the school's phase in the user record. */
export interface SchoolUser {
  roleId: string;
  roleName: string;
  /** The phase of the user's school (2 小学, 3 初中, 4 高中); null when the user has no known school. */
  phaseId: string | null;
}

/** The pupil role of the accounts (console ADMIN_ROLES: id 4, 学生). */
const PUPIL_ROLE = { id: '4', name: '学生' } as const;
/** The roles of people who teach or run the platform (教师, 平台管理员, 两研一刊管理员, 名师工作室主持人). */
const STAFF_ROLE_IDS: ReadonlySet<string> = new Set(['1', '3', '21', '22']);
const SECONDARY_PHASES: ReadonlySet<string> = new Set(['3', '4']);

/** The mode a user's record calls for, before any site's wish. */
export function stageModeOf(user: SchoolUser): AssistantModeId {
  if (user.roleId === PUPIL_ROLE.id || user.roleName === PUPIL_ROLE.name) {
    // A pupil whose school is unknown gets the stricter primary mode: the safe side for a minor.
    return user.phaseId !== null && SECONDARY_PHASES.has(user.phaseId) ? 'secondary' : 'primary';
  }
  return STAFF_ROLE_IDS.has(user.roleId) ? 'teacher' : 'visitor';
}

/** The settings of every mode, as the administrator saved them. */
export type ModeSettingsTable = Readonly<Record<AssistantModeId, AssistantModeSettings>>;

/** The decided mode with its settings: what the chat step and the media calls apply. */
export interface DecidedMode {
  info: AssistantMode;
  /** Added to the model's system prompt. */
  prompt: string;
}

/**
 * Decides the assistant's mode (issue 35): from the user's role and phase, made stricter (never looser) by
 * the embedding site's `mode` attribute, with what the administrator allows in that mode.
 */
export function assistantModeFor(user: SchoolUser, modes: ModeSettingsTable, siteMode?: AssistantModeId): DecidedMode {
  const own = stageModeOf(user);
  const mode = siteMode !== undefined && isAtLeastAsStrict(siteMode, own) ? siteMode : own;
  const settings = modes[mode];
  return {
    info: {
      mode,
      label: ASSISTANT_MODE_LABELS[mode],
      image: settings.image,
      video: settings.video,
      guided: settings.guided,
      teacherTools: settings.teacherTools,
    },
    prompt: settings.prompt,
  };
}
