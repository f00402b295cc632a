import { atom } from 'jotai';
import { ACTION_TOAST_DURATION_MS, TOAST_DURATION_MS } from '../config/constants';
import { appStore } from './app-store';

/** One message on screen. */
export interface Toast {
  id: number;
  text: string;
  tone: 'info' | 'success' | 'warning' | 'error';
  /** A link that acts on the message (e.g. 去登录 after '请先登录再下载资源'). */
  action?: ToastAction;
}

/** The one thing a toast may offer to do about its message. */
export interface ToastAction {
  label: string;
  href: string;
}

/** The toasts on screen, oldest first. */
export const toastsAtom = atom<readonly Toast[]>([]);

let nextId = 1;

/** Shows a short message (SPEC §8 texts such as '上传成功', '请先登录再下载资源'); callable outside React. */
export function showToast(text: string, tone: Toast['tone'] = 'info', action?: ToastAction): void {
  const id = nextId++;
  appStore.set(toastsAtom, (toasts) => [...toasts, action ? { id, text, tone, action } : { id, text, tone }]);
  const duration = action ? ACTION_TOAST_DURATION_MS : TOAST_DURATION_MS;
  setTimeout(() => appStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id)), duration);
}
