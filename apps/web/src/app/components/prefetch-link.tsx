import { useRef, type FocusEvent, type MouseEvent, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { APP_TIMINGS } from '@souqna/contracts';
import { prefetch } from '@/lib/prefetch.ts';

type Props = LinkProps & { ref?: Ref<HTMLAnchorElement> };

/** A link that loads its page after the pointer rests on it for 100 ms (spec §9), or at once on focus. */
export function PrefetchLink({ to, onMouseEnter, onMouseLeave, onFocus, ref, ...rest }: Props) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const path = typeof to === 'string' ? to : (to.pathname ?? '');
  const enter = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseEnter?.(event);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetch(path), APP_TIMINGS.prefetchHoverMs);
  };
  const leave = (event: MouseEvent<HTMLAnchorElement>) => {
    onMouseLeave?.(event);
    clearTimeout(timer.current);
  };
  const focus = (event: FocusEvent<HTMLAnchorElement>) => {
    onFocus?.(event);
    prefetch(path);
  };
  return <Link ref={ref} to={to} onMouseEnter={enter} onMouseLeave={leave} onFocus={focus} {...rest} />;
}
