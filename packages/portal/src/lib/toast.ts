import { atom } from 'jotai';
import { TOAST_DURATION_MS } from '../config/constants';
import { appStore } from './app-store';

/** One message on screen. */
export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
}

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly Toast[]>([]);

let nextId = 1;

/** Shows a short message (SPEC §8 texts such as '上传成功', '请先登录再下载资源'); callable outside React. */
export function showToast(text: string, tone: Toast['tone'] = 'info'): void {
  const id = nextId++;
  appStore.set(toastsAtom, (toasts) => [...toasts, { id, text, tone }]);
  setTimeout(() => appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)), TOAST_DURATION_MS);
}
