import { atom } from 'jotai';

/** The assistant message whose '待改进反馈' dialog is open, if any. */
export const dislikeDialogAtom = atom<number | undefined>(undefined);

/** The open media dialog: 'AI绘图' or 'AI视频'. */
export const mediaDialogAtom = atom<'image' | 'video' | undefined>(undefined);
