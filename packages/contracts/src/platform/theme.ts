/** Theme rules of spec §4: stored under this key; anything unknown or missing reads as light. */
export const THEME_STORAGE_KEY = 'app-theme-name';
export const THEME_NAMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export function toThemeName(value: unknown): ThemeName {
  return value === 'dark' ? 'dark' : 'light';
}

export const nextThemeName = (current: ThemeName): ThemeName => (current === 'dark' ? 'light' : 'dark');

export const LOGO = { light: '/images/logo-light.png', dark: '/images/logo.png' } as const;

/** Constants of spec §9 that the app shell follows. */
export const APP_TIMINGS = {
  queryStaleMs: 60_000,
  orderDetailStaleMs: 0,
  restoreTimeoutMs: 5_000,
  prefetchHoverMs: 100,
  preloaderRemoveMs: 200,
  vibrationPattern: [300, 200, 300],
} as const;

export const BRAND = { primary: '#F59E0B', fontSize: 14, radius: 16 } as const;
