import { useAppStore } from './app-store.ts';
import { calendarDay, DEFAULT_TIME_STYLE, orderAge, orderDateTime, storeDate, type TimeStyle } from './store-time.ts';
import { useStoreSettings } from './store-settings.ts';

/** The store's zone and digits from its settings (the defaults until they load), in the merchant's language. */
export function useTimeStyle(): TimeStyle {
  const lang = useAppStore((s) => s.language);
  const settings = useStoreSettings();
  return {
    lang,
    timeZone: settings.data?.timeZone ?? DEFAULT_TIME_STYLE.timeZone,
    digits: settings.data?.digitStyle ?? DEFAULT_TIME_STYLE.digits,
  };
}

/**
 * Every date and time a screen shows, in the store's zone and digits (lib/store-time.ts): one moment
 * reads the same on every page whatever the browser's zone.
 */
export function useStoreTime() {
  const style = useTimeStyle();
  return {
    style,
    /** "12 Mar 2025, 14:05" */
    dateTime: (iso: string) => orderDateTime(iso, style),
    /** "12 Mar 2025" */
    date: (iso: string) => storeDate(iso, style),
    /** "3 hours ago" */
    age: (iso: string) => orderAge(iso, style),
    /** A calendar day (YYYY-MM-DD): "12 March 2026" */
    day: (day: string) => calendarDay(day, style),
  };
}
