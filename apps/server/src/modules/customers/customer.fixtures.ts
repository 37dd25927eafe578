import type { SignedIn } from '../store/store.fixtures.ts';

let phoneSeq = 0;
/** A fresh valid Saudi mobile number, as a merchant types it (local form). */
export const nextPhone = () => `0555${String(++phoneSeq).padStart(6, '0')}`;

export const validCustomer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'أحمد',
  lastName: 'الغامدي',
  phone: nextPhone(),
  email: 'ahmed@example.sa',
  ...overrides,
});

export const validAddress = (overrides: Record<string, unknown> = {}) => ({
  country: 'SA',
  city: 'الرياض',
  region: 'العليا',
  streetAddress1: 'طريق الملك فهد 7421',
  streetAddress2: null,
  postalCode: '12214',
  phone: '0501234567',
  latitude: 24.7114,
  longitude: 46.6744,
  isDefault: false,
  ...overrides,
});

export interface AddedCustomer {
  id: string;
  phone: string;
  fullName: string;
}

export async function addCustomer(m: SignedIn, overrides: Record<string, unknown> = {}): Promise<AddedCustomer> {
  const res = await m.post('/merchant/customer', validCustomer(overrides));
  if (res.status !== 201) throw new Error(`customer not added: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export async function addAddress(m: SignedIn, customerId: string, overrides: Record<string, unknown> = {}) {
  const res = await m.post(`/merchant/customer/${customerId}/address`, validAddress(overrides));
  if (res.status !== 201) throw new Error(`address not added: ${JSON.stringify(res.body)}`);
  return res.body.data as { customerAddressId: string; isDefault: boolean; city: string };
}
