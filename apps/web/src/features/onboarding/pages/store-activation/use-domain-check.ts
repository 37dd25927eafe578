import { useEffect, useState } from 'react';
import type { DomainAvailability } from '@souqna/contracts';
import { failureMessage } from '@/lib/failure.ts';
import { checkDomain } from '@/features/onboarding/api.ts';

/** Spec §4: checking, available, unavailable (taken, reserved or invalid), error; idle with nothing typed. */
export type DomainCheck =
  | { status: 'idle' }
  | { status: 'checking'; domain: string }
  | { status: 'available'; domain: string }
  | { status: 'unavailable'; domain: string; reason: 'taken' | 'reserved' | 'invalid' }
  | { status: 'error'; domain: string; message: string };

export type DomainChecker = (domain: string, signal: AbortSignal) => Promise<DomainAvailability>;

/** How long typing must pause before the server is asked. */
export const DOMAIN_CHECK_DELAY_MS = 400;

/** The domain as the server keeps it: trimmed and lower case. */
export const normaliseDomain = (typed: string) => typed.trim().toLowerCase();

type Answer = { domain: string; round: number; check: Exclude<DomainCheck, { status: 'idle' | 'checking' }> };

/**
 * Asks `POST /store/check-domain` about what is typed once typing pauses; an answer to an older text
 * is dropped (its request is aborted). While waiting, the state is "checking".
 */
export function useDomainCheck(typed: string, check: DomainChecker = checkDomain, delayMs = DOMAIN_CHECK_DELAY_MS) {
  const domain = normaliseDomain(typed);
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!domain) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      check(domain, controller.signal).then(
        (found) =>
          setAnswer({
            domain,
            round,
            check: found.available
              ? { status: 'available', domain }
              : { status: 'unavailable', domain, reason: found.reason ?? 'invalid' },
          }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setAnswer({ domain, round, check: { status: 'error', domain, message: failureMessage(error) } });
        },
      );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [domain, round, check, delayMs]);

  let state: DomainCheck;
  if (!domain) state = { status: 'idle' };
  else if (answer && answer.domain === domain && answer.round === round) state = answer.check;
  else state = { status: 'checking', domain };

  return { state, retry: () => setRound((r) => r + 1) };
}
