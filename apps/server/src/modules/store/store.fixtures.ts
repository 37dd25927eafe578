import type { TestApp } from '../../../test/harness.ts';
import { merchant } from '../../../test/harness.ts';
import { PLATFORM_CATEGORIES } from './category-catalogue.ts';

/** A signed-in merchant with a short way to call the API as them. */
export async function signedIn(t: TestApp, lang?: 'ar' | 'en') {
  const m = await merchant(t);
  const options = { token: m.token, lang };
  return {
    ...m,
    storeId: m.session.user.storeId as string,
    get: (url: string) => t.get(`/api/v2${url}`, options),
    post: (url: string, body: unknown) => t.post(`/api/v2${url}`, body, options),
    put: (url: string, body: unknown) => t.call('PUT', `/api/v2${url}`, body, options),
    delete: (url: string) => t.call('DELETE', `/api/v2${url}`, undefined, options),
    /** The stage of a fresh login, as the login answer gives it. */
    stage: async () => {
      const res = await t.post('/api/v2/auth/login', { email: m.input.email, password: m.input.password });
      return res.body.data.stage;
    },
  };
}
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

export const fashion = PLATFORM_CATEGORIES[0]!;
export const perfumes = PLATFORM_CATEGORIES[1]!;

export const validBranch = (overrides: Record<string, unknown> = {}) => ({
  name: 'الفرع الرئيسي - العليا',
  type: 'store',
  addressDescription: 'طريق الملك فهد، بجوار برج المملكة',
  preparationTimeHours: 24,
  closestReadinessTime: '10:00',
  street: 'طريق الملك فهد',
  buildingNumber: '7421',
  secondaryNumber: '3344',
  postalCode: '12214',
  countryId: 'SA',
  cityId: 'SA-riyadh',
  regionId: 'SA-riyadh-olaya',
  isOpen: true,
  codAvailable: true,
  codFee: 15,
  supportsPickup: true,
  isMain: false,
  latitude: 24.7114,
  longitude: 46.6744,
  contacts: [
    { type: 'mobile', value: '+966501234567' },
    { type: 'email', value: 'olaya@example.test' },
  ],
  ...overrides,
});

/** A private upload path of `storeId` (the documents of a verification must be the store's own). */
export const privateDocument = (storeId: string, name: string) => `/images/private/${storeId}/${name}.webp`;

const documentIds = ['0190a4a2-7c1e-7d2a-9b1e-000000000001', '0190a4a2-7c1e-7d2a-9b1e-000000000002'];
export const validVerification = (storeId: string, overrides: Record<string, unknown> = {}) => ({
  identityNumber: '1012345678',
  birthDate: '1990-05-17',
  frontImage: privateDocument(storeId, documentIds[0]!),
  backImage: privateDocument(storeId, documentIds[1]!),
  selfieImage: privateDocument(storeId, documentIds[0]!),
  bankStatement: privateDocument(storeId, documentIds[1]!),
  termsAccepted: true,
  ...overrides,
});

/** The path and code of each field error of an answer, e.g. `channels.2.value:invalid_phone`. */
export const fieldCodes = (body: { error?: { fields?: { path: string; code: string }[] } }) =>
  (body.error?.fields ?? []).map((f) => `${f.path}:${f.code}`);
