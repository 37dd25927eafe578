import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { City, Country, Currency, Region, StoreSettings, Warehouse, WarehouseInput } from '@souqna/contracts';
import { createApiClient, type ApiClient } from '@/lib/api.ts';
import { queryClient } from '@/lib/query-client.ts';
import { QueryScope } from '@/lib/query-scope.tsx';
import { renderScreen } from '@/test/render.tsx';
import { referenceKeys } from '@/lib/reference/api.ts';
import { emptyBranch, rowKey } from './branch-values.ts';
import { BranchForm } from './branch-form.tsx';
import { storeSettingsKey } from '@/lib/store-settings.ts';

/**
 * A real local server answering POST /inventory/warehouse the way the product refuses a branch whose
 * problems only it can see: a contact it cannot read, a latitude out of range, a city it does not know.
 */
let server: Server;
let client: ApiClient;
const received: unknown[] = [];

async function answer(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  received.push(JSON.parse(raw));
  res.writeHead(400, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      success: false,
      statusCode: 400,
      message: 'بعض الحقول غير صحيحة',
      error: {
        code: 'VALIDATION_FAILED',
        fields: [
          { path: 'contacts.1.value', code: 'invalid_email', message: 'البريد الإلكتروني غير صالح' },
          { path: 'latitude', code: 'too_big', message: 'يجب ألا تزيد القيمة على 90' },
          { path: 'cityId', code: 'invalid_city', message: 'المدينة غير صالحة' },
        ],
      },
    }),
  );
}

beforeAll(async () => {
  server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createApiClient({
    baseUrl: `http://127.0.0.1:${port}`,
    language: () => 'ar',
    session: () => null,
    onTokens: () => undefined,
    onSessionEnded: () => undefined,
    clientMessage: (code) => code,
  });
  // The pickers' lists and the store's currency, as the reference and settings calls answer them.
  const names = (nameAr: string, nameEn: string) => ({ nameAr, nameEn });
  queryClient.setQueryData<Country[]>(referenceKeys.countries('ar'), [
    { countryId: 'SA', ...names('السعودية', 'Saudi Arabia'), hasCities: true },
    { countryId: 'YE', ...names('اليمن', 'Yemen'), hasCities: true },
  ]);
  queryClient.setQueryData<City[]>(referenceKeys.cities('SA'), [
    { cityId: 'SA-riyadh', countryId: 'SA', ...names('الرياض', 'Riyadh'), hasRegions: true },
  ]);
  queryClient.setQueryData<Region[]>(referenceKeys.regions('SA-riyadh'), [
    { regionId: 'SA-riyadh-olaya', cityId: 'SA-riyadh', ...names('العليا', 'Olaya') },
  ]);
  queryClient.setQueryData<Currency[]>(referenceKeys.currencies(), [
    { code: 'YER', ...names('ريال يمني', 'Yemeni Rial'), symbolAr: 'ر.ي.', symbolEn: 'YER', minorUnits: 2 },
    { code: 'SAR', ...names('ريال سعودي', 'Saudi Riyal'), symbolAr: 'ر.س.', symbolEn: 'SAR', minorUnits: 2 },
  ]);
  queryClient.setQueryData<StoreSettings>(storeSettingsKey, {
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    pricesIncludeTax: false,
    digitStyle: 'latin',
    vatNumber: null,
    taxShipping: false,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const valid = emptyBranch({
  name: 'فرع العليا',
  street: 'طريق الملك فهد',
  addressDescription: 'بجوار برج المملكة',
  cityId: 'SA-riyadh',
  latitude: 24.7114,
  longitude: 46.6744,
  codAvailable: true,
  codFee: 15,
  contacts: [
    { key: rowKey(), type: 'mobile', value: '+966501234567' },
    { key: rowKey(), type: 'email', value: 'olaya@example.test' },
  ],
});

const fieldOf = (label: RegExp | string) => screen.getByRole('textbox', { name: label });
const errorBeside = (input: HTMLElement) => {
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((i) => i.endsWith('-error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('the branch form', () => {
  it("puts the server's field messages beside their fields and its message under the form", async () => {
    await renderScreen(
      <QueryScope>
        <BranchForm
          initialValues={valid}
          submitLabel="إضافة الفرع"
          onSubmit={(input: WarehouseInput) => client.call<Warehouse>('POST', '/inventory/warehouse', input, { auth: false })}
        />
      </QueryScope>,
      { namespaces: ['warehouse', 'reference'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الفرع' }));

    expect(await screen.findByText('بعض الحقول غير صحيحة')).toBeTruthy();
    const email = fieldOf('قيمة التواصل 2');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(errorBeside(email)).toBe('البريد الإلكتروني غير صالح');
    expect(errorBeside(screen.getByRole('textbox', { name: 'خط العرض' }))).toBe('يجب ألا تزيد القيمة على 90');
    expect(errorBeside(screen.getByRole('combobox', { name: /المدينة/ }))).toBe('المدينة غير صالحة');
    // The first contact and the other fields say nothing.
    expect(fieldOf('قيمة التواصل 1').getAttribute('aria-invalid')).not.toBe('true');

    // What was sent is the contract's shape: no row keys, the fee, the optional texts as null.
    expect(received[0]).toMatchObject({
      name: 'فرع العليا',
      cityId: 'SA-riyadh',
      codFee: 15,
      buildingNumber: null,
      contacts: [
        { type: 'mobile', value: '+966501234567' },
        { type: 'email', value: 'olaya@example.test' },
      ],
    });
    expect(JSON.stringify(received[0])).not.toContain('"key"');
  });

  it('checks with the contract before sending: empty required fields and a phone with letters', async () => {
    received.length = 0;
    await renderScreen(
      <QueryScope>
        <BranchForm
          initialValues={emptyBranch({ contacts: [{ key: rowKey(), type: 'mobile', value: '05O1234567' }] })}
          submitLabel="إضافة الفرع"
          onSubmit={(input: WarehouseInput) => client.call<Warehouse>('POST', '/inventory/warehouse', input, { auth: false })}
        />
      </QueryScope>,
      { namespaces: ['warehouse', 'reference'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الفرع' }));
    await waitFor(() => expect(errorBeside(fieldOf(/اسم الفرع/))).toBe('هذا الحقل مطلوب'));
    expect(errorBeside(fieldOf(/الشارع/))).toBe('هذا الحقل مطلوب');
    expect(errorBeside(screen.getByRole('combobox', { name: /المدينة/ }))).toBe('هذا الحقل مطلوب');
    expect(errorBeside(fieldOf('قيمة التواصل 1'))).toBe('رقم الهاتف غير صالح');
    expect(received).toEqual([]);
  });

  it('asks the store currency with the first branch, offered from its country until the merchant picks one', async () => {
    received.length = 0;
    await renderScreen(
      <QueryScope>
        <BranchForm
          initialValues={valid}
          submitLabel="إضافة الفرع"
          withCurrency
          onSubmit={(input) => client.call<Warehouse>('POST', '/store/add-warehouse', input, { auth: false })}
        />
      </QueryScope>,
      { namespaces: ['warehouse', 'reference'] },
    );
    const currency = () => screen.getByLabelText(/^العملة/, { selector: 'input' }) as HTMLInputElement;
    // A Riyadh branch: Saudi riyals, not the platform's default Yemeni rials.
    await waitFor(() => expect(currency().value).toBe('ريال سعودي (ر.س.)'));
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الفرع' }));
    await waitFor(() => expect(received[0]).toMatchObject({ countryId: 'SA', currency: 'SAR' }));

    // Another country offers its own currency; once picked by hand, the country no longer changes it.
    fireEvent.click(screen.getByLabelText(/الدولة/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'اليمن' }));
    await waitFor(() => expect(currency().value).toBe('ريال يمني (ر.ي.)'));
    fireEvent.click(currency());
    fireEvent.click(await screen.findByRole('option', { name: 'ريال سعودي (ر.س.)' }));
    fireEvent.click(screen.getByLabelText(/الدولة/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'السعودية' }));
    fireEvent.click(screen.getByLabelText(/الدولة/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'اليمن' }));
    expect(currency().value).toBe('ريال سعودي (ر.س.)');
  });
});
