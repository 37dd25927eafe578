import { accountEndpoints } from '@/lib/endpoints.ts';
import { requestAnswer } from '@/lib/request.ts';
import { appStore } from '@/lib/app-store.ts';
import { clearBrowserCaches, resetApp } from '@/lib/app-reset.ts';

/** Logs out with the refresh token (POST /auth/logout), then forgets the session whatever the answer. */
export async function logout(): Promise<string | null> {
  const refreshToken = appStore.getState().auth?.session?.refreshToken;
  let message: string | null = null;
  try {
    message = (await requestAnswer(accountEndpoints.logout, { body: refreshToken ? { refreshToken } : {} }, { auth: false }))
      .message;
  } catch {
    // The session ends on this device even when the server cannot be told.
  }
  appStore.getState().signOut('logout');
  resetApp();
  return message;
}

/** The user menu's "clear cache": app reset, browser caches, then a fresh load. */
export async function clearCacheAndReload(): Promise<void> {
  resetApp();
  await clearBrowserCaches();
  window.location.reload();
}
