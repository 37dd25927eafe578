import dayjs from 'dayjs';
import ar from 'dayjs/locale/ar';

/**
 * dayjs's Arabic with the digits the rest of the app writes (Latin): its own `ar` turns every
 * digit into Arabic-Indic, so a calendar would read ١٩٩٠ beside a form that reads 1990.
 */
export const ARABIC_DATES_LOCALE = 'ar-latn';

const plain = (text: string) => text;
// preparse and postformat are locale hooks dayjs reads but does not declare in ILocale.
dayjs.locale({ ...ar, name: ARABIC_DATES_LOCALE, preparse: plain, postformat: plain } as typeof ar, undefined, true);
