import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import UnitFormPage from './unit-form-page.tsx';

const units = [{ id: '0190a000-0000-7000-8000-000000000009', name: 'زجاجة', symbol: null }];
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store-management/units': () => ({
      body: {
        success: true,
        statusCode: 200,
        message: 'تمت العملية بنجاح',
        data: units,
        pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1 },
      },
    }),
    'POST /store-management/units': () =>
      refused(409, 'توجد وحدة بهذا الاسم في متجرك', {
        code: 'CONFLICT',
        fields: [{ path: 'name', code: 'name_taken', message: 'هذا الاسم مستخدم من قبل في متجرك' }],
      }),
  });
});
afterAll(() => api.close());
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(
    <QueryScope>
      <UnitFormPage />
    </QueryScope>,
    { path: '/uint-form', namespaces: ['catalogue'] },
  );

describe('the unit form', () => {
  it('refuses a name with digits beside the field, then shows the server refusing a taken name', async () => {
    await render();
    expect(await screen.findByText('زجاجة')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /اسم الوحدة/ });
    fireEvent.change(name, { target: { value: 'علبة 6' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الوحدة' }));
    expect(await screen.findByText('يُسمح بالحروف والمسافات فقط')).toBeTruthy();
    expect(api.sent('POST', '/store-management/units')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'زجاجة' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الوحدة' }));
    expect(await screen.findByText('هذا الاسم مستخدم من قبل في متجرك')).toBeTruthy();
    await waitFor(() => expect(api.sent('POST', '/store-management/units')[0]!.body).toEqual({ name: 'زجاجة', symbol: null }));
  });
});
