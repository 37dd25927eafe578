import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768 px): the app's phone layout. */
export const PHONE_QUERY = '(max-width: 48em)';

/** True on a phone-wide screen, read on the first render (no desktop flash on a phone). */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
}
