import { createApiClient } from './api.ts';
import { appStore } from './app-store.ts';
import { resetApp } from './app-reset.ts';
import { i18n } from '../i18n/i18n.ts';

/** The app's client: tokens and language from the store; a refused refresh signs out (the guard then asks to log in). */
export const api = createApiClient({
  language: () => appStore.getState().language,
  session: () => {
    const session = appStore.getState().auth?.session;
    return session ? { userId: session.user.userId, accessToken: session.accessToken, refreshToken: session.refreshToken } : null;
  },
  onTokens: (pair) => appStore.getState().setTokens(pair),
  onSessionEnded: () => {
    appStore.getState().signOut();
    resetApp();
  },
  clientMessage: (code, lang) => i18n.t(`common:clientErrors.${code}`, { lng: lang }),
});
