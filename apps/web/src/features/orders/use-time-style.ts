import { useAppStore } from '../../lib/app-store.ts';
import { useStoreSettings } from '../store-settings/api.ts';
import { DEFAULT_TIME_STYLE, type TimeStyle } from '../../lib/store-time.ts';

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
