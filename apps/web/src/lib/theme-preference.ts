import { THEME_STORAGE_KEY, nextThemeName, toThemeName, type ThemeName } from '@souqna/contracts';

/** The stored theme; anything unknown or missing reads as light (spec §4). */
export function readTheme(storage: Pick<Storage, 'getItem'> | undefined): ThemeName {
  try {
    return toThemeName(storage?.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

/** No argument toggles; any other value is read as a theme name, unknown ones as light. */
export function chooseTheme(current: ThemeName, requested?: unknown): ThemeName {
  return requested === undefined ? nextThemeName(current) : toThemeName(requested);
}

export function writeTheme(storage: Pick<Storage, 'setItem'> | undefined, name: ThemeName): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, name);
  } catch {
    // Private mode or a full quota: the choice still holds for this visit.
  }
}
