import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { CouponFormModal } from './coupon-form-modal.tsx';

afterEach(() => {
  vi.useRealTimers();
  queryClient.clear();
});

const open = (lang: 'ar' | 'en' = 'ar') =>
  renderScreen(
    screenOf(
      <CouponFormModal
        opened
        coupon={null}
        currency="SAR"
        onClose={() => undefined}
        onSubmit={async () => ({ message: '' })}
        onSaved={() => undefined}
      />,
    ),
    { lang, namespaces: ['coupons', 'catalogue'] },
  );

describe('the coupon form', () => {
  it('writes the currency as every other screen does (ر.س.), not its Latin code', async () => {
    await open();
    const minimum = await screen.findByRole('textbox', { name: /الحد الأدنى/ }, { timeout: 5_000 });
    const field = minimum.closest('.mantine-InputWrapper-root') as HTMLElement;
    expect(within(field).getByText(/ر\.س/)).toBeTruthy();
    expect(field.textContent).not.toContain('SAR');
  });

  it("offers no day before today in the store's zone (Riyadh is already on the 16th at 22:30 UTC on the 15th)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T22:30:00Z'));
    await open('en');
    fireEvent.click(await screen.findByRole('textbox', { name: /Expiry date/ }, { timeout: 5_000 }));
    const day = (n: string) => screen.getAllByRole('button', { name: new RegExp(`^${n} March 2026$`) })[0]!;
    expect(day('15').hasAttribute('data-disabled')).toBe(true);
    expect(day('16').hasAttribute('data-disabled')).toBe(false);
  });
});
