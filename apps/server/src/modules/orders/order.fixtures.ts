import { eq, sql } from 'drizzle-orm';
import { normalizeArabic, type Language, type PlanId } from '@souqna/contracts';
import type { TestApp } from '../../../test/harness.ts';
import { uuidv7 } from '../../platform/ids.ts';
import type { StoreContext } from '../../platform/store-context.ts';
import { stores } from '../stores/tables.ts';
import { searchKeyOf } from '../catalogue/search-key.ts';
import { productStore, sizeAndColour } from '../catalogue/product.fixtures.ts';
import { createOrder, type OrderDraft } from './order-create.ts';
import { customerAddresses, customers } from '../customers/tables.ts';
import { taxes } from '../taxes/tables.ts';

/**
 * A store ready to sell: a product "مسك أبيض" (100.00, 10 in the main warehouse), a product with
 * 2 × 2 variants (each 5 in the main warehouse) and a customer from Riyadh.
 */
export async function orderStore(
  t: TestApp,
  opts: { plan?: PlanId; currency?: string; taxPercent?: number; pricesIncludeTax?: boolean } = {},
) {
  const s = await productStore(t, { plan: opts.plan ?? 'premium', currency: opts.currency ?? 'SAR' });
  const db = t.database.db;
  if (opts.pricesIncludeTax) await db.update(stores).set({ pricesIncludeTax: true }).where(eq(stores.id, s.storeId));
  if (opts.taxPercent != null)
    await db
      .insert(taxes)
      .values({ id: uuidv7(), storeId: s.storeId, name: 'ضريبة القيمة المضافة', rateBp: Math.round(opts.taxPercent * 100) });
  const musk = await s.addProduct({ nameAr: 'مسك أبيض', nameEn: 'White musk', price: 100, sku: `MSK-${s.storeId.slice(-6)}` });
  const oud = await s.addProduct({ nameAr: 'عود كمبودي', nameEn: 'Cambodian oud', price: 300, options: sizeAndColour() });
  const variants = (await s.get(`/product/${oud.productId}/variants-details`)).body.data.variants as {
    variantId: string;
    values: string[];
  }[];
  const stock = await s.post('/product/stock/update-stock', {
    changes: [
      { productId: musk.productId, warehouseId: s.mainWarehouseId, quantity: 10 },
      ...variants.map((v) => ({ productId: oud.productId, variantId: v.variantId, warehouseId: s.mainWarehouseId, quantity: 5 })),
    ],
  });
  if (stock.status !== 200) throw new Error(`stock not set: ${JSON.stringify(stock.body)}`);
  const customerId = uuidv7();
  const searchText = normalizeArabic('سارة القحطاني sara@example.com 966551234567');
  await db.insert(customers).values({
    id: customerId,
    storeId: s.storeId,
    firstName: 'سارة',
    lastName: 'القحطاني',
    phone: '+966551234567',
    email: 'sara@example.com',
    searchText,
    searchKey: searchKeyOf(searchText),
  });
  const customer = { id: customerId, name: 'سارة القحطاني', phone: '+966551234567', email: 'sara@example.com' };
  const address = {
    country: 'SA',
    city: 'الرياض',
    region: 'حي النخيل',
    streetAddress1: 'شارع الأمير سلطان 12',
    streetAddress2: null,
    postalCode: '12345',
    phone: '0551234567',
    latitude: 24.7136,
    longitude: 46.6753,
  };
  return {
    ...s,
    musk,
    oud,
    variants,
    customer,
    address,
    /** Makes an order as the manual order will (OrderDraft defaults: 1 musk, the customer, main warehouse). */
    placeOrder: async (draft: Partial<OrderDraft> = {}) =>
      db.transaction((tx) =>
        createOrder(
          tx,
          { storeId: s.storeId, userId: s.session.user.id },
          {
            customer,
            address,
            warehouseId: s.mainWarehouseId,
            items: [{ productId: musk.productId, variantId: null, quantity: 1 }],
            coupon: null,
            shippingOption: null,
            notes: null,
            paid: false,
            paymentMethod: null,
            idempotencyKey: null,
            ...draft,
          },
        ),
      ),
    /** Gives the customer a default address in Riyadh (what a manual order takes with her); its id. */
    addDefaultAddress: async () => {
      const id = uuidv7();
      await db.insert(customerAddresses).values({
        id,
        storeId: s.storeId,
        customerId,
        country: 'SA',
        city: 'الرياض',
        streetAddress1: 'شارع العليا 5',
        phone: '0551234567',
        latitude: 24.7,
        longitude: 46.6,
        isDefault: true,
      });
      return id;
    },
    /** The owner's store context, as a route gives it to a service (in Arabic unless asked). */
    context: (lang: Language = 'ar'): StoreContext => ({
      id: s.storeId,
      userId: s.session.user.id,
      role: 'owner',
      lang,
      transaction: (work) => db.transaction(work),
      read: (work) => work(db),
    }),
    /** What a warehouse holds of a product (or variant), read from the stock rows. */
    stockOf: async (productId: string, variantId: string | null = null, warehouseId = s.mainWarehouseId) => {
      const { rows } = await db.execute<{ q: number }>(sql`
        select coalesce(sum(quantity), 0)::int as q from stock_levels
         where product_id = ${productId} and warehouse_id = ${warehouseId}
           and ${variantId ? sql`variant_id = ${variantId}` : sql`variant_id is null`}`);
      return Number(rows[0]?.q ?? 0);
    },
  };
}
export type OrderStore = Awaited<ReturnType<typeof orderStore>>;
