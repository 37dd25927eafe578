import { createStore, useStore } from 'zustand';
import { APP_TIMINGS, LoginResult, type Language, type ThemeName, type TokenPair } from '@souqna/contracts';
import { chooseTheme, readTheme, writeTheme } from './theme-preference.ts';
import { browserLanguages, detectLanguage, readStoredLanguage, writeStoredLanguage } from '../i18n/language.ts';

/** What login answers is what the session keeps: user, both tokens, domain, verified flag, stage. */
export type Session = LoginResult;

export interface AuthState {
  isAuthenticated: boolean;
  session: Session | null;
}

export interface AppState {
  /** null when the stored session could not be restored (unreadable, or the restore timed out). */
  auth: AuthState | null;
  /** Why the last session ended: the guard greets a chosen logout differently from an expired one. */
  endedBy: 'logout' | 'expired' | null;
  theme: ThemeName;
  language: Language;
  signIn: (result: LoginResult) => void;
  setTokens: (pair: TokenPair) => void;
  updateAccount: (patch: Partial<Pick<Session, 'user' | 'domain' | 'isStoreVerified' | 'stage'>>) => void;
  signOut: (by?: 'logout' | 'expired') => void;
  /** No argument toggles; an unknown name falls back to light and is stored. */
  setTheme: (name?: unknown) => void;
  setLanguage: (lang: Language) => void;
}

export const SESSION_STORAGE_KEY = 'souqna-session';
export const SIGNED_OUT: AuthState = { isAuthenticated: false, session: null };

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** Reads the stored session; null when it is there but unreadable. */
export function readSession(store: Pick<Storage, 'getItem'> | undefined): AuthState | null {
  let raw: string | null;
  try {
    raw = store?.getItem(SESSION_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return SIGNED_OUT;
  try {
    const parsed = LoginResult.safeParse(JSON.parse(raw));
    return parsed.success ? { isAuthenticated: true, session: parsed.data } : null;
  } catch {
    return null;
  }
}

function writeSession(store: Storage | undefined, auth: AuthState | null): void {
  try {
    if (auth?.session) store?.setItem(SESSION_STORAGE_KEY, JSON.stringify(auth.session));
    else store?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // Storage refused: the session lives for this tab only.
  }
}

export function createAppStore(store: Storage | undefined = storage()) {
  const app = createStore<AppState>()((set, get) => ({
    auth: SIGNED_OUT,
    endedBy: null,
    theme: readTheme(store),
    language: detectLanguage(readStoredLanguage(store), browserLanguages()),
    signIn: (result) => set({ auth: { isAuthenticated: true, session: result }, endedBy: null }),
    setTokens: (pair) => {
      const session = get().auth?.session;
      if (session) set({ auth: { isAuthenticated: true, session: { ...session, ...pair } } });
    },
    updateAccount: (patch) => {
      const session = get().auth?.session;
      if (session) set({ auth: { isAuthenticated: true, session: { ...session, ...patch } } });
    },
    signOut: (by = 'expired') => set({ auth: SIGNED_OUT, endedBy: by }),
    setTheme: (name) => set({ theme: chooseTheme(get().theme, name) }),
    setLanguage: (language) => set({ language }),
  }));
  // Only the session and the preferences persist (spec §4).
  app.subscribe((next, prev) => {
    if (next.auth !== prev.auth) writeSession(store, next.auth);
    if (next.theme !== prev.theme) writeTheme(store, next.theme);
    if (next.language !== prev.language) writeStoredLanguage(store, next.language);
  });
  return app;
}

export type AppStore = ReturnType<typeof createAppStore>;

export const appStore = createAppStore();

export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(appStore, selector);
}

/**
 * Restores the stored session before the first screen. Local storage answers at once; the
 * time-out (spec §9: 5000 ms) guards slower storages, and a restore that fails leaves auth null.
 */
export async function restoreSession(
  app: AppStore = appStore,
  read: () => AuthState | null | Promise<AuthState | null> = () => readSession(storage()),
  timeoutMs: number = APP_TIMINGS.restoreTimeoutMs,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([Promise.resolve().then(read), timeout]);
    app.setState({ auth: outcome === 'timeout' ? null : outcome });
  } catch {
    app.setState({ auth: null });
  } finally {
    clearTimeout(timer);
  }
}
