import { Text, Tooltip } from '@mantine/core';
import { useTimeStyle } from '@/lib/use-store-time.ts';
import { orderAge, orderDateTime } from '@/lib/store-time.ts';

/** When the order came in: the date and time in the store's zone, and how long ago. */
export function OrderCreated({ at, inline = false }: { at: string; inline?: boolean }) {
  const style = useTimeStyle();
  const date = orderDateTime(at, style);
  const age = orderAge(at, style);
  if (inline)
    return (
      <Tooltip label={date}>
        <Text component="time" dateTime={at} fz="sm">
          {age}
        </Text>
      </Tooltip>
    );
  return (
    <div>
      <Text component="time" dateTime={at} fz="sm" display="block">
        {date}
      </Text>
      <Text fz="xs" c="dimmed">
        {age}
      </Text>
    </div>
  );
}
