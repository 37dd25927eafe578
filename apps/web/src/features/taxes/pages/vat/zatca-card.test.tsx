import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ZatcaStatus } from '@souqna/contracts';
import { queryClient } from '@/lib/query-client.ts';
import { ok, refused, startApiServer, type Handler } from '@/test/api-server.ts';
import { renderScreen } from '@/test/render.tsx';
import { screenOf } from '@/test/product-fixtures.tsx';
import { ZatcaCard } from './zatca-card.tsx';

const OFF: ZatcaStatus = {
  status: 'off',
  environment: null,
  onboardedAt: null,
  certificateExpiresAt: null,
  documents: { reported: 0, pending: 0, rejected: 0, failed: 0 },
};
const ON: ZatcaStatus = {
  status: 'onboarded',
  environment: 'simulation',
  onboardedAt: '2026-04-10T09:00:00.000Z',
  certificateExpiresAt: '2031-04-09T21:30:00.000Z',
  documents: { reported: 12, pending: 1, rejected: 0, failed: 2 },
};

let status: ZatcaStatus = OFF;
let answerOnboard: Handler = () => {
  status = ON;
  return ok(ON, 'تم الربط مع هيئة الزكاة والضريبة والجمارك (فاتورة)');
};
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer({
    'GET /store/settings': () => ok({ currency: 'SAR', timeZone: 'Asia/Riyadh', pricesIncludeTax: false, digitStyle: 'latin' }),
    'GET /zatca/status': () => ok(status),
    'POST /zatca/onboard': (r) => answerOnboard(r),
    'DELETE /zatca': () => {
      status = { ...OFF, documents: ON.documents };
      return ok(status, 'تم إيقاف الربط مع الهيئة');
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.seen.length = 0;
  status = OFF;
  answerOnboard = () => {
    status = ON;
    return ok(ON, 'تم الربط مع هيئة الزكاة والضريبة والجمارك (فاتورة)');
  };
});
afterEach(() => {
  queryClient.clear();
  vi.restoreAllMocks();
});

const render = (lang: 'ar' | 'en' = 'ar') =>
  renderScreen(screenOf(<ZatcaCard />), { path: '/mony-management/vat', lang, namespaces: ['taxes'] });

/** Opens the form from the card (off) and fills it with a valid seller. */
async function openAndFill(lang: 'ar' | 'en' = 'ar') {
  await render(lang);
  const ar = lang === 'ar';
  fireEvent.click(await screen.findByRole('button', { name: ar ? 'الربط مع بوابة فاتورة' : 'Connect to Fatoora' }));
  const dialog = await screen.findByRole('dialog');
  const field = (name: RegExp | string) => within(dialog).getByRole('textbox', { name });
  fireEvent.change(field(ar ? /رمز التفعيل/ : /One-time code/), { target: { value: '123456' } });
  fireEvent.change(field(ar ? /رقم المعرّف/ : /Id number/), { target: { value: '1010010000' } });
  fireEvent.change(field(ar ? /^الشارع/ : /^Street/), { target: { value: 'طريق الملك فهد' } });
  fireEvent.change(field(ar ? /رقم المبنى/ : /Building number/), { target: { value: '1234' } });
  fireEvent.change(field(ar ? /الحي/ : /District/), { target: { value: 'العليا' } });
  fireEvent.change(field(ar ? /المدينة/ : /City/), { target: { value: 'الرياض' } });
  fireEvent.change(field(ar ? /الرمز البريدي/ : /Postal code/), { target: { value: '12214' } });
  return {
    dialog,
    field,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: ar ? 'ربط المتجر' : 'Connect the store' })),
  };
}

describe('/mony-management/vat: ZATCA e-invoicing (phase 2)', () => {
  it('says what it is when off, and opens the onboarding form with every field, CRN first', async () => {
    const { dialog } = await openAndFill();
    expect(screen.getByText('الفوترة الإلكترونية (المرحلة الثانية)')).toBeTruthy();
    expect(screen.getByText('غير مفعّلة')).toBeTruthy();
    expect(within(dialog).getByText(/بوابة فاتورة التابعة للهيئة/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'fatoora.zatca.gov.sa' }).getAttribute('href')).toBe(
      'https://fatoora.zatca.gov.sa',
    );
    expect((within(dialog).getByLabelText(/نوع المعرّف/, { selector: 'input' }) as HTMLInputElement).value).toBe('السجل التجاري');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /رقم المبنى/ })
        .getAttribute('inputmode'),
    ).toBe('numeric');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /الرمز البريدي/ })
        .getAttribute('inputmode'),
    ).toBe('numeric');
    expect(within(dialog).getByRole('textbox', { name: /شارع إضافي/ })).toBeTruthy();
  });

  it('refuses a bad building number in the browser with the contracts’ message, and sends nothing', async () => {
    const { dialog, field, submit } = await openAndFill();
    fireEvent.change(field(/رقم المبنى/), { target: { value: '12' } });
    submit();
    expect(await within(dialog).findByText('رقم المبنى 4 أرقام')).toBeTruthy();
    expect(api.sent('POST', '/zatca/onboard')).toHaveLength(0);
  });

  it('shows a code ZATCA refused beside the code (400 on otp)', async () => {
    answerOnboard = () =>
      refused(400, 'بعض الحقول غير صحيحة', {
        code: 'VALIDATION_ERROR',
        fields: [{ path: 'otp', code: 'otp_refused', message: 'رفضت الهيئة هذا الرمز: اطلب رمزًا جديدًا من بوابة فاتورة' }],
      });
    const { dialog, submit } = await openAndFill();
    submit();
    expect(await within(dialog).findByText('رفضت الهيئة هذا الرمز: اطلب رمزًا جديدًا من بوابة فاتورة')).toBeTruthy();
  });

  it('shows a 409 in the form: the step that did not pass and ZATCA’s messages', async () => {
    answerOnboard = () =>
      refused(409, 'رفضت الهيئة الطلب في خطوة «فحص الامتثال»: …', {
        code: 'CONFLICT',
        step: 'compliance_check',
        zatcaMessages: ['BR-KSA-37: The seller address building number must contain 4 digits', 'XSD schema error'],
      });
    const { dialog, submit } = await openAndFill();
    submit();
    const alert = await within(dialog).findByTestId('zatca-refusal');
    expect(within(alert).getByText('لم تنجح خطوة «فحص الامتثال»')).toBeTruthy();
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'BR-KSA-37: The seller address building number must contain 4 digits',
      'XSD schema error',
    ]);
    expect(items[0]!.querySelector('bdi')).toBeTruthy();
    expect(screen.getByText('غير مفعّلة')).toBeTruthy();
  });

  it('sends the form as the contract takes it and shows the status once onboarded', async () => {
    const { submit } = await openAndFill('en');
    submit();
    await waitFor(() => expect(api.sent('POST', '/zatca/onboard')).toHaveLength(1));
    expect(api.sent('POST', '/zatca/onboard')[0]!.body).toEqual({
      otp: '123456',
      registrationScheme: 'CRN',
      registrationNumber: '1010010000',
      address: { street: 'طريق الملك فهد', buildingNumber: '1234', district: 'العليا', city: 'الرياض', postalCode: '12214' },
    });
    expect(await screen.findByText('On')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Simulation')).toBeTruthy();
    expect(screen.getByText('10 Apr 2026')).toBeTruthy();
    expect(screen.getByText('10 Apr 2031')).toBeTruthy();
    expect(screen.getByTestId('zatca-reported').textContent).toBe('12 documents');
    expect(screen.getByTestId('zatca-pending').textContent).toBe('1 document');
    expect(screen.getByTestId('zatca-rejected').textContent).toBe('None');
    expect(screen.getByTestId('zatca-failed').textContent).toBe('2 documents');
  });

  it('counts the documents in Arabic plural forms, and turns off after asking', async () => {
    status = ON;
    await render();
    expect(await screen.findByText('مفعّلة')).toBeTruthy();
    expect(screen.getByTestId('zatca-reported').textContent).toBe('12 مستندًا');
    expect(screen.getByTestId('zatca-pending').textContent).toBe('مستند واحد');
    expect(screen.getByTestId('zatca-rejected').textContent).toBe('لا شيء');
    expect(screen.getByTestId('zatca-failed').textContent).toBe('مستندان');
    fireEvent.click(screen.getByRole('button', { name: 'إيقاف الربط' }));
    const dialog = await screen.findByRole('dialog', { name: 'إيقاف الفوترة الإلكترونية؟' });
    expect(api.sent('DELETE', '/zatca')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'إيقاف الربط' }));
    await waitFor(() => expect(api.sent('DELETE', '/zatca')).toHaveLength(1));
    expect(await screen.findByText('غير مفعّلة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الربط مع بوابة فاتورة' })).toBeTruthy();
  });
});
