import { APP_TIMINGS } from '@souqna/contracts';

export type NoticeKind = 'success' | 'info' | 'error' | 'warning';

/** Vibrates 300/200/300 ms where the device can (spec §4). */
export function vibrate(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  // Browsers refuse (and log) a vibration before the visitor has touched the page.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return false;
  try {
    return navigator.vibrate([...APP_TIMINGS.vibrationPattern]);
  } catch {
    return false;
  }
}

/**
 * A notice top-right (success, info, error, warning), with the vibration. The notice's look loads
 * with the first notice; a notice whose `id` is already on screen is not shown twice.
 */
export function notify(kind: NoticeKind, message: string, options: { title?: string; id?: string } = {}): void {
  vibrate();
  void import('./notify-show.tsx').then(({ showNotice }) => showNotice(kind, message, options));
}

/** Takes a notice away, e.g. "please log in" once the merchant has. */
export function dismissNotice(id: string): void {
  void import('./notify-show.tsx').then(({ hideNotice }) => hideNotice(id));
}

export const notifySuccess = (message: string, title?: string) => notify('success', message, { title });
export const notifyInfo = (message: string, title?: string) => notify('info', message, { title });
export const notifyError = (message: string, title?: string) => notify('error', message, { title });
export const notifyWarning = (message: string, title?: string) => notify('warning', message, { title });
