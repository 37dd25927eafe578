import { useCallback, useEffect, useState } from 'react';

export const secondsLeft = (until: number, now: number = Date.now()): number => Math.max(0, Math.ceil((until - now) / 1000));

/** A countdown in whole seconds: `start(n)` begins it, `remaining` reaches 0 when it ends. */
export function useCountdown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [remaining, setRemaining] = useState(initialSeconds > 0 ? initialSeconds : 0);
  const active = remaining > 0;

  useEffect(() => {
    if (!active) return undefined;
    const id = setInterval(() => setRemaining(secondsLeft(until)), 250);
    return () => clearInterval(id);
  }, [active, until]);

  const start = useCallback((seconds: number) => {
    const whole = Math.max(0, Math.ceil(seconds));
    setUntil(Date.now() + whole * 1000);
    setRemaining(whole);
  }, []);

  return { remaining, active, start };
}
