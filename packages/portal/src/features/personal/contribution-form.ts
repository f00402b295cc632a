import { type ResourceSubmitInput, resourceSubmitInputSchema } from '@edu/api-client';
import { type FieldErrors, fieldErrorsOf } from '../../lib/field-errors';

/** The file a contribution is about, once uploaded (its storage key is `path`). */
interface ContributedFile {
  name: string;
  path: string;
}

/** What the contribution form holds. */
export interface ContributionDraft {
  title: string;
  phaseId: string;
  gradeId: string;
  subjectId: string;
  file: ContributedFile | null;
}

/** The form's start, and where it returns after a contribution is filed. */
export const EMPTY_CONTRIBUTION: ContributionDraft = { title: '', phaseId: '', gradeId: '', subjectId: '', file: null };

/** The message beside the upload while no file is uploaded. */
export const FILE_MISSING_MESSAGE = '请先上传资源文件';

/** The draft after an upload: its file, and its name (without the extension) as the title unless one was typed. */
export function withUpload(draft: ContributionDraft, upload: { name: string; title: string; path: string }) {
  return {
    ...draft,
    file: { name: upload.name, path: upload.path },
    title: draft.title.trim() === '' ? upload.title : draft.title,
  };
}

/** The draft with another phase: its grade and subject belonged to the old phase, so they are cleared. */
export function withPhase(draft: ContributionDraft, phaseId: string): ContributionDraft {
  return phaseId === draft.phaseId ? draft : { ...draft, phaseId, gradeId: '', subjectId: '' };
}

/** The call's body of a draft (no grade when none was chosen), or null while no file is uploaded. */
export function contributionInputOf(draft: ContributionDraft): ResourceSubmitInput | null {
  if (!draft.file) return null;
  return {
    title: draft.title,
    fileName: draft.file.name,
    path: draft.file.path,
    phaseId: draft.phaseId,
    subjectId: draft.subjectId,
    ...(draft.gradeId ? { gradeId: draft.gradeId } : {}),
  };
}

/**
 * The form's messages, by field: the file's when none is uploaded, and those of every field the server
 * checks, by the very schema it checks them with (SPEC §5's messages).
 */
export function contributionErrorsOf(draft: ContributionDraft): FieldErrors {
  // Without a file the other fields are still checked, as if one were there.
  const file = draft.file ?? { name: 'file', path: 'file' };
  const errors = fieldErrorsOf(resourceSubmitInputSchema, contributionInputOf({ ...draft, file }));
  return draft.file ? errors : { file: FILE_MISSING_MESSAGE, ...errors };
}
