import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ORDER_STATUS_COLORS,
  ORDER_STATUS_IDS,
  ORDER_STATUS_MOVES,
  ORDER_STATUS_NAMES,
  ORDER_STATUSES,
  type OrderStatusInfo,
} from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import OrderStatusesPage from './order-statuses-page.tsx';

const PACKING = '0190c000-0000-7000-8000-0000000000a1';
const BUILT_IN: OrderStatusInfo[] = ORDER_STATUSES.map((code, position) => ({
  id: ORDER_STATUS_IDS[code],
  code,
  nameAr: ORDER_STATUS_NAMES[code].ar,
  nameEn: ORDER_STATUS_NAMES[code].en,
  color: ORDER_STATUS_COLORS[code],
  next: [...ORDER_STATUS_MOVES[code]],
  isCustom: false,
  baseStatus: code,
  position,
}));
const packing: OrderStatusInfo = {
  ...BUILT_IN[1]!,
  id: PACKING,
  nameAr: 'قيد التغليف',
  nameEn: 'Being packed',
  color: 'cyan',
  isCustom: true,
  position: 0,
};
let statuses: OrderStatusInfo[] = [];
const created: Handler = ({ body }) => ({
  status: 201,
  body: { success: true, statusCode: 201, message: 'تمت إضافة الحالة', data: { ...packing, ...(body as object) } },
});
let answerCreate: Handler = created;

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /order/status': () => ok(statuses),
    'POST /order/status': (r) => answerCreate(r),
    [`DELETE /order/status/${PACKING}`]: () => ok({ ordersMovedBack: 2 }, 'تم حذف الحالة، وعاد طلبان إلى «تمت الموافقة»'),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  statuses = [...BUILT_IN, packing];
  answerCreate = created;
});
afterEach(() => queryClient.clear());

const render = (lang: 'ar' | 'en' = 'ar') =>
  renderScreen(screenOf(<OrderStatusesPage />), { path: '/orders/order-statuses', lang, namespaces: ['orders'] });
const dialog = () => screen.findByRole('dialog');

describe('/orders/order-statuses', () => {
  it('shows the built-in statuses read only and the store’s own with their names, colour and the status each follows', async () => {
    await render();
    const rows = await screen.findAllByTestId('custom-status');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('قيد التغليف');
    expect(rows[0]!.textContent).toContain('Being packed');
    expect(within(rows[0]!).getByText('تمت الموافقة')).toBeTruthy();
    expect(screen.getAllByTestId('built-in-status')).toHaveLength(8);
    expect(within(screen.getAllByTestId('built-in-status')[0]!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('custom-count').textContent).toBe('حالة واحدة من 20');
  });

  it('names every missing field of a new status in Arabic, and sends nothing', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة حالة' }));
    const form = await dialog();
    fireEvent.click(within(form).getByRole('button', { name: 'إضافة الحالة' }));
    await waitFor(() => expect(within(form).getAllByText('هذا الحقل مطلوب')).toHaveLength(3));
    expect(api.sent('POST', '/order/status')).toHaveLength(0);
  });

  it('refuses a name over 40 characters, in English too', async () => {
    await render('en');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a status' }));
    const form = await dialog();
    // The field stops typing at 40; a pasted longer name is still refused.
    fireEvent.change(within(form).getByLabelText(/English name/), { target: { value: 'x'.repeat(41) } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the status' }));
    await waitFor(() => expect(within(form).getByText(/40/)).toBeTruthy());
    expect(within(form).getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(api.sent('POST', '/order/status')).toHaveLength(0);
  });

  it('adds a status with its names, the chosen colour and base', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة حالة' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(/الاسم بالعربية/), { target: { value: 'مع المندوب' } });
    fireEvent.change(within(form).getByLabelText(/الاسم بالإنجليزية/), { target: { value: 'With the courier' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'برتقالي' }));
    fireEvent.click(within(form).getByLabelText(/تتبع الحالة الأساسية/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'مدفوع' }));
    fireEvent.click(within(form).getByRole('button', { name: 'إضافة الحالة' }));
    await waitFor(() => expect(api.sent('POST', '/order/status')).toHaveLength(1));
    expect(api.sent('POST', '/order/status')[0]!.body).toEqual({
      nameAr: 'مع المندوب',
      nameEn: 'With the courier',
      color: 'orange',
      baseStatus: 'Paid',
    });
  });

  it('says where the orders of a deleted status go before deleting it', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: /حذف قيد التغليف/ }));
    const confirm = await dialog();
    expect(confirm.textContent).toContain('تعود الطلبات التي فيها إلى «تمت الموافقة»');
    fireEvent.click(within(confirm).getByRole('button', { name: 'حذف الحالة' }));
    await waitFor(() => expect(api.sent('DELETE', `/order/status/${PACKING}`)).toHaveLength(1));
  });

  it('shows the server’s refusal of a taken name beside the field', async () => {
    answerCreate = () =>
      refused(409, 'لديك حالة بهذا الاسم، اختر اسمًا آخر', {
        code: 'CONFLICT',
        fields: [{ path: 'nameAr', code: 'name_taken', message: 'هذا الاسم مستخدم من قبل في متجرك' }],
      });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'إضافة حالة' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText(/الاسم بالعربية/), { target: { value: 'قيد التغليف' } });
    fireEvent.change(within(form).getByLabelText(/الاسم بالإنجليزية/), { target: { value: 'Packing' } });
    fireEvent.click(within(form).getByLabelText(/تتبع الحالة الأساسية/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'تمت الموافقة' }));
    fireEvent.click(within(form).getByRole('button', { name: 'إضافة الحالة' }));
    expect(await within(form).findByText('هذا الاسم مستخدم من قبل في متجرك')).toBeTruthy();
    expect(within(form).getByText('لديك حالة بهذا الاسم، اختر اسمًا آخر')).toBeTruthy();
  });
});
