import * as z from 'zod/mini';

/** The browser-storage key of the index selection (SPEC §3; the name is ours). */
export const INDEX_SELECTION_KEY = 'indexSelection';

const named = z.optional(z.string());

/**
 * SPEC §3 "Index selection (browser storage): phase, grade, subject, semester and their names": what the
 * resource screens start filtered by. The personal centre writes it when the user saves their subjects.
 */
const indexSelectionSchema = z.object({
  phaseId: named,
  phaseName: named,
  gradeId: named,
  gradeName: named,
  subjectId: named,
  subjectName: named,
  semesterId: named,
  semesterName: named,
});
export type IndexSelection = z.infer<typeof indexSelectionSchema>;

/** The stored selection; a missing, unreadable or malformed value is an empty selection. */
export function readIndexSelection(storage: Pick<Storage, 'getItem'>): IndexSelection {
  try {
    const raw = storage.getItem(INDEX_SELECTION_KEY);
    const parsed = z.safeParse(indexSelectionSchema, raw ? JSON.parse(raw) : {});
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Stores the selection (a full-storage or blocked-storage failure leaves the old one; the server has the subjects). */
export function writeIndexSelection(storage: Pick<Storage, 'setItem'>, selection: IndexSelection): boolean {
  try {
    storage.setItem(INDEX_SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

interface Named {
  id: string;
  name: string;
}

/**
 * The selection the subjects tab saves: the chosen phase and grade with their names, and the first of
 * the chosen subjects (in list order) as the index subject. The semester stays as it was.
 */
export function selectionFrom(
  previous: IndexSelection,
  choice: { phase?: Named | undefined; grade?: Named | undefined; subjects: readonly Named[] },
): IndexSelection {
  const subject = choice.subjects[0];
  return {
    ...previous,
    phaseId: choice.phase?.id,
    phaseName: choice.phase?.name,
    gradeId: choice.grade?.id,
    gradeName: choice.grade?.name,
    subjectId: subject?.id,
    subjectName: subject?.name,
  };
}
