import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Customer } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import CustomersPage from './customers-page.tsx';

const NOURA: Customer = {
  id: '0190a000-0000-7000-8000-0000000000c1',
  avatar: null,
  firstName: 'نورة',
  lastName: 'العتيبي',
  fullName: 'نورة العتيبي',
  phone: '+966501234567',
  email: 'noura@example.sa',
  language: 'ar',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  ordersCount: 3,
  totalSpent: 1250.5,
};
const page = (items: Customer[]) => ({
  body: {
    success: true,
    statusCode: 200,
    message: 'تمت العملية بنجاح',
    data: items,
    pagination: { page: 1, pageSize: 20, total: items.length, totalPages: 1 },
  },
});

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /merchant/customer/query': ({ query }) => page(query.search === 'لا أحد' ? [] : [NOURA]),
    'GET /store/settings': () => ok({ currency: 'SAR' }),
    'GET /system-settings/currency': () => ok([]),
    'DELETE /merchant/customer/0190a000-0000-7000-8000-0000000000c1': () =>
      refused(409, 'لا يمكن حذف عميل له طلبات، تبقى طلباته مرتبطة به', { code: 'CONFLICT' }),
    'POST /merchant/customer': () =>
      refused(409, 'لديك عميل بهذا الرقم', {
        code: 'CONFLICT',
        fields: [{ path: 'phone', code: 'phone_taken', message: 'لديك عميل بهذا الرقم' }],
      }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const render = (at = '/order/customer-mangemant') =>
  renderScreen(
    <QueryScope>
      <CustomersPage />
    </QueryScope>,
    { path: '/order/customer-mangemant', at, namespaces: ['customers', 'catalogue'] },
  );

describe('the customers list', () => {
  it('shows each customer with the phone left to right, the orders count and the total spent in the store’s currency', async () => {
    await render();
    const link = await screen.findByRole('link', { name: 'نورة العتيبي' });
    // A table row on wide screens, a card on phones (jsdom's window is narrow).
    const row = (link.closest('tr') ?? link.closest('.mantine-Card-root'))!;
    const phone = within(row).getByText('+966501234567');
    expect(phone.tagName).toBe('BDI');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(row.textContent).toMatch(/3 طلبات|^3$/m);
    await waitFor(() => expect(row.textContent).toMatch(/1,250\.50/));
    expect(row.textContent).toMatch(/قبل 3 أيام/);
  });

  it('searches with the text in the address, and says when nothing matches', async () => {
    await render(`/order/customer-mangemant?search=${encodeURIComponent('لا أحد')}`);
    expect(await screen.findByText('لا يوجد عميل مطابق')).toBeTruthy();
    expect(api.seen.find((r) => r.path === '/merchant/customer/query')?.query.search).toBe('لا أحد');
    expect((screen.getByRole('searchbox', { name: 'البحث في العملاء' }) as HTMLInputElement).value).toBe('لا أحد');
  });

  it('says before deleting that a customer with orders cannot be deleted, and shows the server’s reason', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'حذف نورة العتيبي' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('لدى نورة العتيبي 3 طلبات');
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف العميل' }));
    expect(await within(dialog).findByText('لا يمكن حذف عميل له طلبات، تبقى طلباته مرتبطة به')).toBeTruthy();
  });

  it('puts the server’s “phone taken” beside the phone field', async () => {
    await render();
    fireEvent.click((await screen.findAllByRole('button', { name: 'إضافة عميل' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/الاسم الأول/), { target: { value: 'ليلى' } });
    fireEvent.change(within(dialog).getByLabelText(/اسم العائلة/), { target: { value: 'الحربي' } });
    fireEvent.change(within(dialog).getByLabelText(/رقم الجوال/), { target: { value: '0501234567' } });
    fireEvent.change(within(dialog).getByLabelText(/البريد الإلكتروني/), { target: { value: 'layla@example.sa' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'إضافة العميل' }));
    await waitFor(() => expect(api.seen.some((r) => r.method === 'POST')).toBe(true));
    const phone = within(dialog).getByLabelText(/رقم الجوال/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const errorId = phone
      .getAttribute('aria-describedby')!
      .split(' ')
      .find((id) => id.endsWith('-error'))!;
    expect(document.getElementById(errorId)?.textContent).toBe('لديك عميل بهذا الرقم');
    expect(api.seen.find((r) => r.method === 'POST')?.body).toEqual({
      firstName: 'ليلى',
      lastName: 'الحربي',
      phone: '0501234567',
      email: 'layla@example.sa',
      // Written to in Arabic unless the merchant chooses English.
      language: 'ar',
    });
  });
});
