import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { ok, refused, startApiServer } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import BrandFormPage from './brand-form-page.tsx';

const DAR_AL_OUD: Brand = {
  brandId: '0190a000-0000-7000-8000-000000000001',
  name: 'دار العود',
  originCountry: 'السعودية',
  website: 'https://www.dar-aloud.example',
  description: 'عود كمبودي معتق',
};
const page = (items: Brand[]) => ({
  body: {
    success: true,
    statusCode: 200,
    message: 'تمت العملية بنجاح',
    data: items,
    pagination: { page: 1, pageSize: 10, total: items.length, totalPages: 1 },
  },
});

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store-management/brand': () => page([DAR_AL_OUD]),
    'GET /system-settings/country': () => ok([{ countryId: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia', hasCities: true }]),
    // The server's refusal of a name the store already has: 409 with the field at fault.
    'POST /store-management/brand': () =>
      refused(409, 'توجد علامة تجارية بهذا الاسم في متجرك', {
        code: 'CONFLICT',
        fields: [{ path: 'name', code: 'name_taken', message: 'هذا الاسم مستخدم من قبل في متجرك' }],
      }),
    'PUT /store-management/brand/0190a000-0000-7000-8000-000000000001': ({ body }) =>
      ok({ ...DAR_AL_OUD, ...(body as object) }, 'تم تحديث العلامة التجارية'),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
});
afterEach(() => queryClient.clear());

const render = () =>
  renderScreen(<QueryScope>{<BrandFormPage />}</QueryScope>, { path: '/brand-form', namespaces: ['catalogue'] });
const form = () => screen.getByRole('heading', { name: /علامة تجارية|تعديل/ }).closest('div')!.parentElement!;
const errorBeside = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the brand form', () => {
  it('lists the brands with their website host, left to right', async () => {
    await render();
    expect(await screen.findByText('دار العود')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'dar-aloud.example' });
    expect(link.getAttribute('dir')).toBe('ltr');
    expect(link.getAttribute('href')).toBe('https://www.dar-aloud.example');
  });

  it('shows a website without https:// beside its field and sends nothing', async () => {
    await render();
    await screen.findByText('دار العود');
    fireEvent.change(screen.getByLabelText(/اسم العلامة التجارية/), { target: { value: 'بيت البخور' } });
    fireEvent.change(screen.getByPlaceholderText('اختر أو اكتب البلد'), { target: { value: 'الإمارات' } });
    const website = screen.getByLabelText(/الموقع الإلكتروني/);
    fireEvent.change(website, { target: { value: 'bait-albakhoor.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة العلامة' }));
    await waitFor(() => expect(errorBeside(website)).toBe('الرابط غير صالح'));
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST', '/store-management/brand')).toHaveLength(0);
  });

  it("puts the server's refusal of a taken name beside the name, and its message under the form", async () => {
    await render();
    await screen.findByText('دار العود');
    const name = screen.getByLabelText(/اسم العلامة التجارية/);
    fireEvent.change(name, { target: { value: 'دار العود' } });
    fireEvent.change(screen.getByPlaceholderText('اختر أو اكتب البلد'), { target: { value: 'السعودية' } });
    fireEvent.change(screen.getByLabelText(/الموقع الإلكتروني/), { target: { value: 'https://dar-aloud.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة العلامة' }));
    expect(await screen.findByText('توجد علامة تجارية بهذا الاسم في متجرك')).toBeTruthy();
    expect(errorBeside(name)).toBe('هذا الاسم مستخدم من قبل في متجرك');
    expect(api.sent('POST', '/store-management/brand')[0]!.body).toEqual({
      name: 'دار العود',
      originCountry: 'السعودية',
      website: 'https://dar-aloud.example',
      description: null,
    });
  });

  it('edits a brand from the list with its values in the form, and sends an emptied website as none', async () => {
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'تعديل دار العود' }));
    expect(await screen.findByRole('heading', { name: 'تعديل «دار العود»' })).toBeTruthy();
    const website = screen.getByLabelText(/الموقع الإلكتروني/) as HTMLInputElement;
    expect(website.value).toBe('https://www.dar-aloud.example');
    fireEvent.change(website, { target: { value: '' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'حفظ التعديلات' }));
    await waitFor(() => expect(api.sent('PUT', `/store-management/brand/${DAR_AL_OUD.brandId}`)).toHaveLength(1));
    expect(api.sent('PUT', `/store-management/brand/${DAR_AL_OUD.brandId}`)[0]!.body).toMatchObject({ website: null });
  });
});
