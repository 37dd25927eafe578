import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** How long a list waits after the last key before it searches. */
export const TYPING_DELAY_MS = 350;

/**
 * A list's text filter (search, city) kept in the address: sent once the merchant stops typing,
 * and following the address when back, forward or "clear filters" change it.
 */
export function useTypedFilter(value: string, onCommit: (text: string) => void) {
  const [typed, setTyped] = useState(value);
  const [debounced] = useDebouncedValue(typed, TYPING_DELAY_MS);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (debounced.trim() !== value) onCommit(debounced.trim());
    // Only the typed text triggers a search; the address catching up must not send it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return [typed, setTyped] as const;
}
