import '@mantine/dates/styles.css';
import { DatesProvider, TimePicker, type TimePickerProps } from '@mantine/dates';
import type { ReactNode } from 'react';
import { useAppStore } from '@/lib/app-store.ts';
import { ARABIC_DATES_LOCALE } from './dates-locale.ts';

/**
 * Calendars as the merchant reads them (docs/decisions.md "Web app"): month and day names in the
 * interface's language with Latin digits, the week from Saturday in Arabic and Sunday in English,
 * Friday and Saturday the weekend. Every date field of the app sits inside one.
 */
export function StoreDates({ children }: { children: ReactNode }) {
  const lang = useAppStore((s) => s.language);
  return (
    <DatesProvider
      settings={{
        locale: lang === 'ar' ? ARABIC_DATES_LOCALE : 'en',
        firstDayOfWeek: lang === 'ar' ? 6 : 0,
        weekendDays: [5, 6],
      }}
    >
      {children}
    </DatesProvider>
  );
}

/** What a time field says about its parts, in the interface's language. */
export interface TimeOfDayTexts {
  hour: string;
  minute: string;
  amPm: string;
  am: string;
  pm: string;
}

/**
 * A time of day ("HH:mm") written as the app writes times: 12-hour with ص/م in Arabic, 24-hour in
 * English, with a dropdown of hours and minutes; hours and minutes read left to right in both
 * directions, as Mantine lays them out.
 */
export function TimeOfDayInput({ texts, ...props }: TimePickerProps & { texts: TimeOfDayTexts }) {
  const lang = useAppStore((s) => s.language);
  return (
    <TimePicker
      format={lang === 'ar' ? '12h' : '24h'}
      amPmLabels={{ am: texts.am, pm: texts.pm }}
      hoursInputLabel={texts.hour}
      minutesInputLabel={texts.minute}
      amPmInputLabel={texts.amPm}
      withDropdown
      // The dropdown's columns in the field's order (hours, minutes, ص/م from the left) in Arabic too.
      styles={{ controlsListGroup: { direction: 'ltr' } }}
      popoverProps={{ shadow: 'md' }}
      {...props}
    />
  );
}
