import { beforeAll, describe, expect, it } from 'vitest';
import { createAppStore } from '../lib/app-store.ts';
import { followStoreLanguage, i18n, initI18n, loadNamespaces } from './i18n.ts';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './language.ts';

describe('language detection', () => {
  it('lets the stored choice win over the browser language', () => {
    expect(detectLanguage('en', ['ar-SA'])).toBe('en');
    expect(detectLanguage('ar', ['en-US', 'en'])).toBe('ar');
  });

  it('uses the first browser language it speaks when nothing is stored', () => {
    expect(detectLanguage(null, ['en-GB', 'ar'])).toBe('en');
    expect(detectLanguage(null, ['fr-FR', 'ar-YE'])).toBe('ar');
  });

  it('falls back to Arabic for anything unknown', () => {
    expect(detectLanguage('fr', ['de-DE', 'fr'])).toBe('ar');
    expect(detectLanguage(undefined, [])).toBe('ar');
  });
});

describe('document direction', () => {
  beforeAll(async () => {
    await initI18n('ar');
  });

  it('starts Arabic and right to left', () => {
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('common:nav.login')).toBe('تسجيل الدخول');
  });

  it('flips <html dir lang> and the texts when the merchant switches language, and remembers it', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const store = createAppStore(localStorage);
    expect(store.getState().language).toBe('ar');
    const stop = followStoreLanguage(store);
    await loadNamespaces('auth');
    store.getState().setLanguage('en');
    await expect.poll(() => document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('auth:login.title')).toBe('Log in');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    store.getState().setLanguage('ar');
    await expect.poll(() => document.documentElement.dir).toBe('rtl');
    expect(i18n.t('auth:login.title')).toBe('تسجيل الدخول');
    stop();
  });
});
