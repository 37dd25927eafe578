import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n.ts';
import { renderScreen } from '../test/render.tsx';
import { WaitNotice } from '@/features/accounts/components/wait-notice.tsx';
import { secondsLeft, useCountdown } from './countdown.ts';

function LockedLogin() {
  const wait = useCountdown();
  return (
    <>
      <button onClick={() => wait.start(3)}>start</button>
      <WaitNotice seconds={wait.remaining} />
    </>
  );
}

describe('retry countdown', () => {
  beforeAll(async () => {
    await renderScreen(<p />, { namespaces: ['auth'] });
  });
  afterEach(() => vi.useRealTimers());

  it('words the wait with every Arabic plural form', () => {
    const wait = (count: number) => i18n.t('auth:wait.seconds', { count, lng: 'ar' });
    expect(wait(0)).toBe('يمكنك المحاولة الآن');
    expect(wait(1)).toBe('يرجى الانتظار ثانية واحدة قبل المحاولة مجددًا');
    expect(wait(2)).toBe('يرجى الانتظار ثانيتين قبل المحاولة مجددًا');
    expect(wait(3)).toBe('يرجى الانتظار 3 ثوانٍ قبل المحاولة مجددًا');
    expect(wait(11)).toBe('يرجى الانتظار 11 ثانية قبل المحاولة مجددًا');
    expect(wait(100)).toBe('يرجى الانتظار 100 ثانية قبل المحاولة مجددًا');
  });

  it('words it in English with one and other', async () => {
    await i18n.loadLanguages('en');
    expect(i18n.t('auth:wait.seconds', { count: 1, lng: 'en' })).toBe('Please wait 1 second before trying again');
    expect(i18n.t('auth:wait.seconds', { count: 30, lng: 'en' })).toBe('Please wait 30 seconds before trying again');
  });

  it('counts whole seconds up, never below zero', () => {
    expect(secondsLeft(10_000, 7_100)).toBe(3);
    expect(secondsLeft(10_000, 10_500)).toBe(0);
  });

  it('counts down on screen from retryAfter and disappears at zero', async () => {
    vi.useFakeTimers();
    await renderScreen(<LockedLogin />, { namespaces: ['auth'] });
    fireEvent.click(screen.getByRole('button', { name: 'start' }));
    expect(screen.getByRole('status').textContent).toContain('يرجى الانتظار 3 ثوانٍ');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toContain('ثانيتين');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status').textContent).toContain('ثانية واحدة');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
