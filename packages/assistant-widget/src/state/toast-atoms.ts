import { atom } from 'jotai';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

/** Toasts on screen, newest last; each one removes itself after a few seconds. */
export const toastsAtom = atom<Toast[]>([]);
