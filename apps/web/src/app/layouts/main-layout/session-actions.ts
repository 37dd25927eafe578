import { api } from '@/lib/api-client.ts';
import { appStore } from '@/lib/app-store.ts';
import { clearBrowserCaches, resetApp } from '@/lib/app-reset.ts';

/** POST /auth/logout with the refresh token, then forget the session whatever the answer. */
export async function logout(): Promise<string | null> {
  const refreshToken = appStore.getState().auth?.session?.refreshToken;
  let message: string | null = null;
  try {
    message = (await api.call<null>('POST', '/auth/logout', refreshToken ? { refreshToken } : {}, { auth: false })).message;
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
