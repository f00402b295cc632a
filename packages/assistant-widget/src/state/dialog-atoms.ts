import { atom } from 'jotai';

/** The id of the answer whose '待改进反馈' dialog is open, if any. */
export const dislikeDialogAtom = atom<string | undefined>(undefined);

/** The open media dialog: 'AI绘图' or 'AI视频'. */
export const mediaDialogAtom = atom<'image' | 'video' | undefined>(undefined);
