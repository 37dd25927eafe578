import { useState } from 'react';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { StoreDates } from '@/app/forms/store-dates.tsx';

type Range = [string | null, string | null];

/**
 * A range of the store's days for a list's filters: sent when both ends are picked (or both
 * cleared), not at its first click; follows the address when it changes from elsewhere.
 */
export function DayRangeFilter({
  start,
  end,
  onCommit,
  ...props
}: {
  label: string;
  placeholder: string;
  start: string | null;
  end: string | null;
  onCommit: (start: string | null, end: string | null) => void;
  error?: string;
}) {
  const [days, setDays] = useState<Range>([start, end]);
  const [shown, setShown] = useState(`${start}|${end}`);
  if (`${start}|${end}` !== shown) {
    setShown(`${start}|${end}`);
    setDays([start, end]);
  }
  return (
    <StoreDates>
      <DatePickerInput
        {...props}
        type="range"
        leftSection={<IconCalendar size={16} />}
        valueFormat="D MMM YYYY"
        value={days}
        allowSingleDateInRange
        clearable
        onChange={(value) => {
          const [from, to] = value as Range;
          setDays([from, to]);
          if ((from && to) || (!from && !to)) onCommit(from, to);
        }}
      />
    </StoreDates>
  );
}
