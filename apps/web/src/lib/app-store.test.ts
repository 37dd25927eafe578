import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@souqna/contracts';
import { createAppStore, readSession, restoreSession, SESSION_STORAGE_KEY } from './app-store.ts';

export const sampleSession: LoginResult = {
  user: {
    userId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e6f',
    name: 'أحمد التاجر',
    email: 'demo@store.test',
    phone: '+966501234567',
    avatar: null,
    role: 'owner',
    storeId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70',
  },
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  domain: 'al-amal',
  isStoreVerified: true,
  stage: {
    stageId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e71',
    storeId: '0190a4a2-7c1e-7d2a-9b1e-1a2b3c4d5e70',
    isStoreData: true,
    isServiceChannel: true,
    isDomain: true,
    isCategories: true,
    isWarehouse: true,
    isIdentityVerified: true,
  },
};

describe('session store', () => {
  it('keeps the session in local storage and forgets it on sign-out', () => {
    const store = createAppStore(localStorage);
    store.getState().signIn(sampleSession);
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!).accessToken).toBe('access-1');
    store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    store.getState().signOut('logout');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth).toEqual({ isAuthenticated: false, session: null });
  });

  it('reads no stored session as signed out and an unreadable one as null', () => {
    expect(readSession(localStorage)).toEqual({ isAuthenticated: false, session: null });
    localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readSession(localStorage)).toBeNull();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user: 'someone' }));
    expect(readSession(localStorage)).toBeNull();
  });

  it('restores a stored session before the first screen', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(sampleSession));
    const store = createAppStore(localStorage);
    await restoreSession(store, () => readSession(localStorage));
    expect(store.getState().auth?.session?.user.name).toBe('أحمد التاجر');
  });

  it('gives up restoring after the time-out and leaves auth null', async () => {
    const store = createAppStore(localStorage);
    await restoreSession(store, () => new Promise(() => undefined), 30);
    expect(store.getState().auth).toBeNull();
  });
});
