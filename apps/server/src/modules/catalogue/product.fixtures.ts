import { eq } from 'drizzle-orm';
import type { PlanId } from '@souqna/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { stores } from '../stores/tables.ts';
import { signedIn, validBranch } from '../store/store.fixtures.ts';
import { validBrand, validUnit } from './catalogue.fixtures.ts';

/** An upload path of the shape the upload route makes (the images need not exist for a product). */
export const uploadPath = (storeId: string, n: number) =>
  `/images/uploads/${storeId}/0190a4a2-7c1e-7d2a-9b1e-${String(n).padStart(12, '0')}.webp`;

export const validProduct = (overrides: Record<string, unknown> = {}) => ({
  nameAr: 'عطر العود الملكي',
  nameEn: 'Royal Oud',
  price: 250,
  minAlertQuantity: 3,
  ...overrides,
});

/**
 * A signed-in merchant whose store sells in `currency` on `plan` (premium by default: no product
 * limit), with a domain, two warehouses (main first), a category, a brand and a unit.
 */
export async function productStore(
  t: TestApp,
  { plan = 'premium', currency = 'SAR', lang }: { plan?: PlanId; currency?: string; lang?: 'ar' | 'en' } = {},
) {
  const m = await signedIn(t, lang);
  const domain = `shop-${m.storeId.slice(-12)}`;
  await t.database.db.update(stores).set({ plan, currency, domain }).where(eq(stores.id, m.storeId));
  const main = await m.post('/store/add-warehouse', validBranch({ isMain: true }));
  const second = await m.post('/inventory/warehouse', validBranch({ name: 'مستودع جدة', cityId: 'SA-jeddah', regionId: null }));
  const category = await m.post('/store-management/category', { name: 'عطور شرقية', nameEn: 'Oriental perfumes' });
  const brand = await m.post('/store-management/brand', validBrand());
  const unit = await m.post('/store-management/units', validUnit());
  for (const res of [main, second, category, brand, unit])
    if (res.status !== 201) throw new Error(`store setup failed: ${JSON.stringify(res.body)}`);
  return {
    ...m,
    domain,
    mainWarehouseId: main.body.data.id as string,
    secondWarehouseId: second.body.data.id as string,
    categoryId: category.body.data.categoryId as string,
    brandId: brand.body.data.brandId as string,
    unitId: unit.body.data.id as string,
    /** Creates a product (valid unless overridden) and answers it; throws when refused. */
    addProduct: async (overrides: Record<string, unknown> = {}) => {
      const res = await m.post('/product/create-product', validProduct(overrides));
      if (res.status !== 201) throw new Error(`product not added: ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}
export type ProductStore = Awaited<ReturnType<typeof productStore>>;

/** Size and colour options: 2 × 2 variants. */
export const sizeAndColour = () => [
  { name: 'الحجم', type: 'text', values: [{ label: '50 مل' }, { label: '100 مل' }] },
  {
    name: 'اللون',
    type: 'color',
    values: [
      { label: 'ذهبي', color: '#d4af37' },
      { label: 'أسود', color: '#000000' },
    ],
  },
];
