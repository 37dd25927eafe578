import { eq } from 'drizzle-orm';
import type { ZatcaOnboardingInput } from '@souqna/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { orderStore } from '../orders/order.fixtures.ts';

/** The code the local ZATCA (test/zatca-server.ts) accepts. */
export const ZATCA_OTP = '123456';
export const STORE_VAT_NUMBER = '310122393500003';

/** A valid onboarding, with the code the local ZATCA accepts unless told. */
export const validOnboarding = (overrides: Partial<ZatcaOnboardingInput> = {}): ZatcaOnboardingInput => ({
  otp: ZATCA_OTP,
  registrationScheme: 'CRN',
  registrationNumber: '1010010000',
  address: { street: 'طريق الملك فهد', buildingNumber: '2322', district: 'العليا', city: 'الرياض', postalCode: '12214' },
  ...overrides,
});

/** A store selling in SAR with VAT at 15 % and a VAT number (orderStore's product and customer), ready to onboard. */
export async function vatStore(t: TestApp) {
  const store = await orderStore(t, { taxPercent: 15 });
  await t.database.db
    .update(stores)
    .set({ vatNumber: STORE_VAT_NUMBER, name: 'متجر "الأمل" & أبناؤه' })
    .where(eq(stores.id, store.storeId));
  await store.post('/product/stock/update-stock', {
    changes: [{ productId: store.musk.productId, warehouseId: store.mainWarehouseId, quantity: 100 }],
  });
  return store;
}
