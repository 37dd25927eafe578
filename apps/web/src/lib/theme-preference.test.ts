import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@souqna/contracts';
import { createAppStore } from './app-store.ts';
import { chooseTheme, readTheme } from './theme-preference.ts';

const storageWith = (entries: Record<string, string> = {}): Storage => {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
};

describe('theme', () => {
  it('reads a missing or unknown stored theme as light, and dark as dark', () => {
    expect(readTheme(storageWith())).toBe('light');
    expect(readTheme(storageWith({ [THEME_STORAGE_KEY]: 'neon' }))).toBe('light');
    expect(readTheme(storageWith({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
  });

  it('toggles when no name is given and falls back to light for an unknown name', () => {
    expect(chooseTheme('light')).toBe('dark');
    expect(chooseTheme('dark')).toBe('light');
    expect(chooseTheme('dark', 'sepia')).toBe('light');
    expect(chooseTheme('light', 'dark')).toBe('dark');
  });

  it('starts from the stored theme and stores every change under app-theme-name', () => {
    const storage = storageWith({ [THEME_STORAGE_KEY]: 'dark' });
    const store = createAppStore(storage);
    expect(store.getState().theme).toBe('dark');
    store.getState().setTheme();
    expect(store.getState().theme).toBe('light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    store.getState().setTheme();
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('stores light when asked for an unknown theme, even from light', () => {
    const storage = storageWith({ [THEME_STORAGE_KEY]: 'dark' });
    const store = createAppStore(storage);
    store.getState().setTheme('purple');
    expect(store.getState().theme).toBe('light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
